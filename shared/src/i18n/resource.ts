import { useSyncExternalStore } from 'react';
import { onLanguageLoad, useLanguage, type Language } from './language';

/**
 * Something each language has its own of (a catalog, antd's locale, dayjs's), English bundled and
 * the others fetched on demand. A switch waits for it (setLanguage), a page opened in another
 * language too (languageReady); a component reading it re-renders when it arrives.
 */
export function languageResource<T>(en: T, load: (lang: Language) => Promise<T>) {
  const loaded = new Map<Language, T>([['en', en]]);
  const pending = new Map<Language, Promise<void>>();
  const listeners = new Set<() => void>();

  const ready = (lang: Language): Promise<void> => {
    let p = pending.get(lang);
    if (loaded.has(lang)) return Promise.resolve();
    if (!p) {
      p = load(lang)
        // No file for this language (or its chunk failed): English rather than nothing.
        .then(
          (v) => void loaded.set(lang, v),
          () => void loaded.set(lang, en),
        )
        .then(() => listeners.forEach((l) => l()));
      pending.set(lang, p);
    }
    return p;
  };
  onLanguageLoad(ready);

  const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));

  /** The page's language and its value (English until it has arrived). */
  function use(): [Language, T] {
    const lang = useLanguage();
    const value = useSyncExternalStore(subscribe, () => loaded.get(lang));
    if (value === undefined) void ready(lang);
    return [lang, value ?? en];
  }

  return { ready, use, get: (lang: Language) => loaded.get(lang) };
}
