import type { LineResult } from '../api/cart';
import { wasAdded } from './resultWords';

/** The lines of pasted text as the API numbers them: blank lines and a first 'part, quantity'
 * header skipped (api/src/services/cartText.ts reads them so). */
export function numberedLines(text: string): string[] {
  const rows = text.split(/\r?\n/);
  const header = /^\s*"?part"?\s*[,;\t]\s*"?quantity"?\s*$/i;
  return rows.filter((row, i) => row.trim() && !(i === 0 && header.test(row)));
}

/** The lines that were not added, as they were written: kept for the user to fix and send again. */
export function linesNotAdded(text: string, results: LineResult[]): string {
  const lines = numberedLines(text);
  return results
    .filter((r) => !wasAdded(r))
    .map((r) => lines[r.line - 1] ?? r.asked)
    .join('\n');
}
