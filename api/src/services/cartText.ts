import { CART_MAX_LINES } from '@portal/shared/contract/partsCart';
import { HttpError, badRequest } from '../http/errors';

// Pasted text or an uploaded CSV read into the lines a JSON add sends, so one rule resolves both
// (docs/decisions/0127-the-parts-cart.md): one `part, quantity` a line, split by a comma, semicolon
// or tab (spreadsheets copy tabs), an optional header line, blank lines skipped.

export interface AskedLine {
  part: string;
  quantity: unknown;
}

const HEADER = /^\s*"?part"?\s*[,;\t]\s*"?quantity"?\s*$/i;

/** A field without its surrounding quotes; a quote left open is malformed. */
function unquoted(field: string, line: number): string {
  const f = field.trim();
  if (!f.includes('"')) return f;
  if (/^"[^"]*"$/.test(f)) return f.slice(1, -1).trim();
  throw badRequest(`Line ${line}: a quote is not closed or is inside the field: ${f.slice(0, 40)}`);
}

export function parseCartText(text: string): AskedLine[] {
  const rows = text.split(/\r?\n/);
  const out: AskedLine[] = [];
  rows.forEach((row, i) => {
    if (!row.trim() || (i === 0 && HEADER.test(row))) return;
    const fields = row.split(/[,;\t]/);
    if (fields.length !== 2)
      throw badRequest(
        `Line ${i + 1}: expected "part, quantity" (2 fields), found ${fields.length}`,
      );
    out.push({ part: unquoted(fields[0], i + 1), quantity: unquoted(fields[1], i + 1) });
  });
  checkCount(out.length);
  return out;
}

/** At most CART_MAX_LINES a request: beyond, 413 before any work. */
export function checkCount(n: number) {
  if (n > CART_MAX_LINES)
    throw new HttpError(413, `At most ${CART_MAX_LINES} lines can be added at once; found ${n}`);
  if (n === 0) throw badRequest('No lines to add: send at least one "part, quantity"');
}
