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

function read(key: string): Language | null {
  try {
    const v = localStorage.getItem(key) as Language;
    return LANGUAGES.includes(v) ? v : null;
  } catch {
    return null;
  }
}

function write(key: string, lang: Language) {
  try {
    localStorage.setItem(key, lang);
  } catch {
    // Storage blocked: the choice holds for this tab.
  }
}

/** The browser's language when nothing was chosen: French (any French) or English. */
export const browserLanguage = (lang = globalThis.navigator?.language ?? ''): Language =>
  /^fr\b/i.test(lang) ? 'fr-CA' : 'en';

export const languageStore = createStore(() => ({
  language: typeof window === 'undefined' ? 'en' : (read(LANGUAGE_KEY) ?? browserLanguage()),
}));

/** What each language loads before the page shows it (catalogs, antd's and dayjs's locales), so a
 * page never shows a mix of languages. */
const loaders = new Set<(lang: Language) => Promise<unknown>>();
export const onLanguageLoad = (load: (lang: Language) => Promise<unknown>) =>
  void loaders.add(load);
const loadAll = (lang: Language) =>
  Promise.all([...loaders].map((load) => load(lang).catch(() => undefined)));

export const currentLanguage = () => languageStore.getState().language;
export const useLanguage = () => useStore(languageStore, (s) => s.language);

/** Before an app first renders: what the page's language needs (nothing in English). */
export const languageReady = () => loadAll(currentLanguage());

/** Loads the language, then switches the page to it and remembers the choice (for the signed-in
 * user when there is one). */
export async function setLanguage(lang: Language, userId?: number | null) {
  await loadAll(lang);
  write(LANGUAGE_KEY, lang);
  if (userId != null) write(`${LANGUAGE_KEY}:${userId}`, lang);
  languageStore.setState({ language: lang });
}

/** At sign-in: the user's own earlier choice in this browser, if any, wins over the page's. */
export function restoreUserLanguage(userId: number) {
  const own = read(`${LANGUAGE_KEY}:${userId}`);
  if (own) return setLanguage(own, userId);
}

// The document's language follows (screen readers, hyphenation, the axe sweep).
if (typeof document !== 'undefined') {
  document.documentElement.lang = currentLanguage();
  languageStore.subscribe((s) => (document.documentElement.lang = s.language));
}
