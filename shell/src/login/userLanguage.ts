import {
  api,
  currentLanguage,
  PSEUDO,
  restoreUserLanguage,
  setLanguage,
  type Language,
} from '@portal/shared';

/**
 * The user's language lives on their record (decision 0063), so it follows them to another
 * browser; this browser's localStorage (shared/src/i18n) is the fallback. A choice the API could
 * not save (offline) is remembered here as unsaved, and is saved at the next sign-in instead of
 * being overwritten by the record's older value.
 */
const UNSAVED_KEY = 'portal_language_unsaved';

const unsaved = (userId: number): Language | null => {
  try {
    const v = localStorage.getItem(`${UNSAVED_KEY}:${userId}`);
    return v === 'en' || v === 'fr-CA' ? v : null;
  } catch {
    return null;
  }
};

function markUnsaved(userId: number, lang: Language | null) {
  try {
    if (lang) localStorage.setItem(`${UNSAVED_KEY}:${userId}`, lang);
    else localStorage.removeItem(`${UNSAVED_KEY}:${userId}`);
  } catch {
    // Storage blocked: the record keeps its value.
  }
}

async function saveToRecord(userId: number, lang: Language) {
  try {
    await api.put('/me/language', { language: lang });
    markUnsaved(userId, null);
  } catch {
    markUnsaved(userId, lang);
  }
}

/** A language picked on the sign-in page during this visit, before anyone signed in. */
let pickedBeforeSignIn: Language | null = null;

/** The user menu's (or a picker's) choice: the page switches at once, then the record keeps it.
 * Picked before signing in, it is the user's choice too, saved at sign-in. */
export async function chooseLanguage(lang: Language, userId?: number | null) {
  await setLanguage(lang, userId);
  if (userId != null) await saveToRecord(userId, lang);
  else pickedBeforeSignIn = lang;
}

/** At sign-in: a language the user picked on the sign-in page just now, or one chosen here that
 * could not be saved, is saved to the record; otherwise the record's language wins; an answer
 * without one (an older API) keeps this browser's earlier choice for the user. The pseudo-locale
 * (a tester's, decision 0064) holds until a language is picked. */
export async function applySignInLanguage(r: { id: number; language?: Language }) {
  if (currentLanguage() === PSEUDO) return;
  const pending = pickedBeforeSignIn ?? unsaved(r.id);
  pickedBeforeSignIn = null;
  if (pending) return chooseLanguage(pending, r.id);
  if (r.language) return setLanguage(r.language, r.id);
  return restoreUserLanguage(r.id);
}
