import { formatLanguage, type Language } from '@portal/shared';

/** A notice's text as the page shows it, and the language to mark it with when not the page's. */
export interface Words {
  text: string;
  lang?: 'en';
}

/**
 * A text an admin wrote (a notice's title or link label): on a French page their French when they
 * wrote one, else their English marked `lang="en"` so a screen reader reads it as English.
 */
export function noticeWords(english: string, french: string, language: Language): Words {
  if (formatLanguage(language) !== 'fr-CA') return { text: english };
  if (french) return { text: french };
  return english ? { text: english, lang: 'en' } : { text: '' };
}
