import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** The portal's languages: English (the spec's texts, the source) and French (Canada). */
export const LANGUAGES = ['en', 'fr-CA'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, for the picker (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', 'fr-CA': 'Français' };

/** The browser's last choice (shown on the sign-in page); a signed-in user's own choice is kept
 * under `<key>:<user id>` so two people sharing a browser each keep theirs. */
export const LANGUAGE_KEY = 'portal_language';

const isLanguage = (v: unknown): v is Language => LANGUAGES.includes(v as Language);

/** French for any French the browser asks for first (fr, fr-FR, fr-CA), else English. */
export function browserLanguage(langs: readonly string[] = globalThis.navigator?.languages ?? []) {
  for (const l of langs) {
    if (/^fr\b/i.test(l)) return 'fr-CA';
    if (/^en\b/i.test(l)) return 'en';
  }
  return 'en';
}

function read(key: string): Language | null {
  try {
    const v = window.localStorage.getItem(key);
    return isLanguage(v) ? v : null;
  } catch {
    return null;
  }
}

function write(key: string, lang: Language) {
  try {
    window.localStorage.setItem(key, lang);
  } catch {
    // Storage blocked: the choice holds for this tab.
  }
}

export const languageStore = createStore<{ language: Language }>(() => ({
  language: typeof window === 'undefined' ? 'en' : (read(LANGUAGE_KEY) ?? browserLanguage()),
}));

/** Whatever must be loaded before the page switches (catalogs, antd's and dayjs's locales), so a
 * switch shows no mix of languages. */
const beforeSwitch = new Set<(lang: Language) => Promise<unknown>>();
export function onLanguageLoad(load: (lang: Language) => Promise<unknown>) {
  beforeSwitch.add(load);
  return () => void beforeSwitch.delete(load);
}

/** Loads the language's catalogs, then switches the page to it and remembers the choice (for the
 * signed-in user when there is one). */
export async function setLanguage(lang: Language, userId?: number | null) {
  await Promise.all([...beforeSwitch].map((load) => load(lang).catch(() => undefined)));
  write(LANGUAGE_KEY, lang);
  if (userId != null) write(`${LANGUAGE_KEY}:${userId}`, lang);
  languageStore.setState({ language: lang });
}

/** At sign-in: the user's own earlier choice in this browser, if any, wins over the page's. */
export function restoreUserLanguage(userId: number) {
  const own = read(`${LANGUAGE_KEY}:${userId}`);
  return own && own !== languageStore.getState().language ? setLanguage(own, userId) : undefined;
}

export const currentLanguage = () => languageStore.getState().language;

/** Before an app first renders: what the page's language needs (a page opened in French). */
export const languageReady = () =>
  Promise.all([...beforeSwitch].map((load) => load(currentLanguage()).catch(() => undefined)));
export const useLanguage = () => useStore(languageStore, (s) => s.language);

// The document's language follows (screen readers, hyphenation, the axe sweep).
if (typeof document !== 'undefined') {
  document.documentElement.lang = currentLanguage();
  languageStore.subscribe((s) => (document.documentElement.lang = s.language));
}
