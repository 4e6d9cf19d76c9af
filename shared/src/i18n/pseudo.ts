// The pseudo-locale (en-XA, decision 0064): every catalog text bracketed, accented and ~30 %
// longer, made from English when the page asks for it. A text on screen that is not bracketed
// did not come through a catalog; a layout that breaks here would break in French. Fetched as its
// own chunk, only when the pseudo-locale is chosen.

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšŧûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŦÛṼŴẊÝŽ'][i],
  ]),
);

/** Words that stretch a text the way French does (it runs ~20 % longer). */
const PADDING = 'one two three four five six seven eight nine ten'.split(' ');

/** '[Ŝéåŕçĥ ðéåļéŕš one]': placeholders (`{x}`, antd's `${label}`) are kept as they are. */
export function pseudo(text: string): string {
  if (!/\p{L}/u.test(text)) return text;
  const accented = text
    .split(/(\$?\{[^}]*\})/)
    .map((part, i) => (i % 2 ? part : part.replace(/[a-z]/gi, (c) => ACCENTED[c])))
    .join('');
  const words = Math.max(1, Math.ceil((text.length * 0.3) / 5));
  return `[${accented} ${PADDING.slice(0, words).join(' ')}]`;
}

type Render = (id: string, values?: Record<string, string | number>) => string;

/** A catalog answering every id (its own English rendered, or a plain text id) in pseudo. */
export const pseudoCatalog = (english: Render): Record<string, unknown> =>
  new Proxy(
    {},
    {
      // Not 'then': a promise resolved with this catalog would take it for a promise.
      get: (_, id) =>
        typeof id === 'string' && id !== 'then'
          ? (values?: Record<string, string | number>) => pseudo(english(id, values))
          : undefined,
      has: () => true,
    },
  );

// Keys of antd's locale that hold formats or names of locales, not texts.
const NOT_TEXT = /Format$|^locale$|^dateTimeFormat$/;

/** antd's own texts (pagination, pickers, empty states, validation templates) in pseudo. */
export function pseudoDeep<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (NOT_TEXT.test(key) ? value : pseudo(value)) as T;
  if (Array.isArray(value)) return value.map((v) => pseudoDeep(v, key)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudoDeep(v, k)])) as T;
  return value;
}
