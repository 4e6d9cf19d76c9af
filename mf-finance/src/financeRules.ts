/** The words the invoice records carry that are a fixed vocabulary (requirements 000 §3: the category is
 * Wholegoods or Parts; Outstanding means status Open), shown through the catalog. */
export const INVOICE_WORDS = ['Parts', 'Wholegoods', 'Open', 'Paid', 'Closed'] as const;

export interface Statement {
  fileName: string;
  /** ISO date read from the name, or null when the name does not carry one. */
  date: string | null;
}

/** Requirements 001 §3: a statement file name ends in an underscore, an eight-digit MMDDYYYY date and .pdf. */
export function parseStatement(fileName: string): Statement {
  const m = /_(\d{2})(\d{2})(\d{4})\.pdf$/i.exec(fileName);
  if (!m) return { fileName, date: null };
  const [, mm, dd, yyyy] = m;
  const d = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const valid = d.getUTCMonth() === Number(mm) - 1 && d.getUTCDate() === Number(dd);
  return { fileName, date: valid ? `${yyyy}-${mm}-${dd}` : null };
}

/** 'November 1, 2026' (the one date module formats it). */
export { longDate } from '@portal/shared/dates';
