import path from 'node:path';
import { englishCatalog } from '@portal/shared/jest/catalogs';
import en from '../src/messages/en.json';
import { INVOICE_WORDS } from '../src/financeRules';

/** The Finance area's English catalog: its code's texts and the invoices' category and status
 * words. */
export const financeEnglish = () =>
  englishCatalog(path.join(__dirname, '../src'), en, [...INVOICE_WORDS]);
