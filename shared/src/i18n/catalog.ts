import { useCallback } from 'react';
import { currentLanguage, type Language } from './language';
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
 * One area's (or the shell's) catalog: its English messages, bundled (they are the spec's texts,
 * the source), and a loader for any other language's, fetched on demand as a chunk of that app.
 * A language an app has no file for shows its English: an area translated later needs only its
 * own build.
 */
export function defineCatalog<K extends string>(
  en: Record<K, unknown>,
  load: (lang: Language) => Promise<{ default: Record<string, unknown> }>,
) {
  const catalog = languageResource<Record<string, unknown>>(en, (lang) =>
    load(lang).then((m) => m.default),
  );

  const format = (lang: Language, messages: Record<string, unknown>, key: K, values?: Values) => {
    const own = messages[key] as Message | string | undefined;
    const src = own ?? (en[key] as Message | string);
    if (typeof src !== 'string') return src(values);
    return compile ? compile(own ? lang : 'en', src)(values) : src;
  };

  /** Outside React (toasts, document titles): the message in the page's language now. */
  const t = (key: K, values?: Values) => {
    const lang = currentLanguage();
    return format(lang, catalog.get(lang) ?? en, key, values);
  };

  /** In a component: `t` in the page's language, re-rendering when it changes or arrives. */
  function useT() {
    const [lang, messages] = catalog.use();
    return useCallback(
      (key: K, values?: Values) => format(lang, messages, key, values),
      [lang, messages],
    );
  }

  return { t, useT, ready: catalog.ready };
}
