import { useCallback } from 'react';
import { currentLanguage, PSEUDO, type Language } from './language';
import { languageResource } from './resource';

/** A message compiled at build time (shared/webpack/messages.cjs): values in, text out. */
export type Message = (values?: Values) => string;
export type Values = Record<string, string | number>;

/** Only tests give messages as ICU text (jest reads JSON as data): they install a compiler. */
let compile: ((lang: Language, source: string) => Message) | null = null;
export function setMessageCompiler(c: typeof compile) {
  compile = c;
}

/**
 * One area's (or the shell's) catalog (docs/i18n.md). A plain text is its own id: written in
 * English where it is shown, so English costs no catalog at all. A message with values
 * ('{n, plural, …}') has an id in `en` (messages/en.json, compiled at build time). Any other
 * language's messages/<language>.json, keyed by both, is fetched on demand as a chunk of that
 * app; what it lacks shows in English, so an area translated later needs only its own build.
 */
export function defineCatalog(
  en: Record<string, unknown>,
  load: Partial<Record<Language, () => Promise<{ default: Record<string, unknown> }>>>,
) {
  const catalog = languageResource<Record<string, unknown>>(en, (lang) =>
    lang === PSEUDO
      ? import(/* webpackChunkName: "pseudo-locale" */ './pseudo').then((m) =>
          m.pseudoCatalog((id, v) => format('en', en, id, v)),
        )
      : // No file for this language: its English.
        Promise.resolve(load[lang]?.()).then((m) => m?.default ?? {}),
  );

  function format(lang: Language, messages: Record<string, unknown>, id: string, v?: Values) {
    const own = messages[id] as Message | string | undefined;
    const src = own ?? (en[id] as Message | string | undefined);
    if (src === undefined) return id;
    if (typeof src !== 'string') return src(v);
    return compile ? compile(own ? lang : 'en', src)(v) : src;
  }

  /** Outside React (toasts, document titles): the message in the page's language now. */
  const t = (id: string, values?: Values) => {
    const lang = currentLanguage();
    return format(lang, catalog.get(lang) ?? en, id, values);
  };

  /** In a component: `t` in the page's language, re-rendering when it changes or arrives. */
  function useT() {
    const [lang, messages] = catalog.use();
    return useCallback(
      (id: string, values?: Values) => format(lang, messages, id, values),
      [lang, messages],
    );
  }

  return { t, useT, ready: catalog.ready };
}
