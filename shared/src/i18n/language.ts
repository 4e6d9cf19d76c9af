import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** The portal's languages: English (the spec's texts, the source) and French (Canada). */
export const LANGUAGES = ['en', 'fr-CA'] as const;
/** The pseudo-locale (decision 0064): English catalogs bracketed and accented, to find texts that
 * bypass the catalogs. Never offered in a picker; chosen through the stored language. */
export const PSEUDO = 'en-XA';
export type Language = (typeof LANGUAGES)[number] | typeof PSEUDO;

/** Each language named in itself, for the picker (never translated). */
export const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  'fr-CA': 'Français',
};

/** The language whose formats (dates, numbers, antd's and dayjs's locales) a language uses. */
export const formatLanguage = (lang: Language) => (lang === PSEUDO ? 'en' : lang);

const isLanguage = (v: unknown): v is Language =>
  LANGUAGES.includes(v as (typeof LANGUAGES)[number]) || v === PSEUDO;

/** The browser's last choice (shown on the sign-in page); a signed-in user's own choice is kept
 * under `<key>:<user id>` so two people sharing a browser each keep theirs. */
export const LANGUAGE_KEY = 'portal_language';

function read(key: string): Language | null {
  try {
    const v = localStorage.getItem(key);
    return isLanguage(v) ? v : null;
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

/** At sign-in: the user's own earlier choice in this browser, if any, wins over the page's (but
 * not over the pseudo-locale, which holds for the whole browser until it is changed). */
export function restoreUserLanguage(userId: number) {
  if (currentLanguage() === PSEUDO) return;
  const own = read(`${LANGUAGE_KEY}:${userId}`);
  if (own) return setLanguage(own, userId);
}

// The document's language follows (screen readers, hyphenation, the axe sweep).
if (typeof document !== 'undefined') {
  document.documentElement.lang = currentLanguage();
  languageStore.subscribe((s) => (document.documentElement.lang = s.language));
  // A language chosen in another tab of the portal is this tab's too.
  window.addEventListener('storage', (e) => {
    if (e.key === LANGUAGE_KEY && isLanguage(e.newValue) && e.newValue !== currentLanguage())
      void setLanguage(e.newValue);
  });
}
