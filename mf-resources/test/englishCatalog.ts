import path from 'node:path';
import { englishCatalog } from '@portal/shared/jest/catalogs';
import en from '../src/messages/en.json';
import { BASE_TABS } from '../src/rules/documents';
import { GENERAL_CONTACTS } from '../src/rules/contacts';
import { SUCCESS_TEXT, SUPPORT_CATEGORIES, SUPPORT_PROBLEMS } from '../src/rules/support';

/** The Resources area's English catalog: its code's texts, and those it shows from lists (the
 * library's base tabs, the general contacts, the support categories and the form's alerts). The
 * legal texts (terms, privacy policy) are not in it: they stay English (decision 0057). */
export const resourcesEnglish = () =>
  englishCatalog(path.join(__dirname, '../src'), en, [
    ...BASE_TABS,
    ...GENERAL_CONTACTS.flatMap((c) => [c.department, c.description]),
    ...SUPPORT_CATEGORIES,
    ...SUPPORT_PROBLEMS,
    SUCCESS_TEXT,
  ]);
