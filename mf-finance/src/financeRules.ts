/** Spec 000 §9: invoice amounts are shown in USD. */
export const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export interface Statement {
  fileName: string;
  /** ISO date read from the name, or null when the name does not carry one. */
  date: string | null;
}

/** Spec 001 §3: a statement file name ends in an underscore, an eight-digit MMDDYYYY date and .pdf. */
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
