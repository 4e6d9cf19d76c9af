/**
 * Where an imported file goes, from its path in the folder or archive (decision 0056): the same
 * layout as the blob store the downloads read, so a file is found where the portal looks.
 *
 *   Sales_Orders/<dealer code>/<order number>.pdf
 *   Invoices/<dealer code>/<invoice number>.pdf
 *   Statements/<prefix>_<dealer code>_<MMDDYYYY>.pdf   (requirements 001 §3's statement names)
 *   Documents/<library tab>/<document name>.pdf        (every dealer's library)
 *
 * Folders above the first of these names (an export's own folder) are left out.
 */
export type Target =
  | { kind: 'sales-order' | 'invoice'; path: string; dealerCode: string; number: string }
  | { kind: 'statement'; path: string; dealerCode: string; name: string; date: string }
  | { kind: 'document'; path: string; category: string; name: string };

/** The downloads' own rules: order and invoice numbers as their routes take them, file names
 * as the blob store and the library routes take them. */
const NUMBER = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
const FILE_NAME = /^[\w .,()&'-]{1,120}$/;
const DEALER_CODE = /^[A-Za-z0-9_-]{1,40}$/;
const STATEMENT = /^([A-Za-z]+)_([A-Za-z0-9-]{1,40})_(\d{2})(\d{2})(\d{4})\.pdf$/i;

export const LAYOUT =
  'expected Sales_Orders/<dealer>/<order>.pdf, Invoices/<dealer>/<invoice>.pdf, ' +
  'Statements/<prefix>_<dealer>_<MMDDYYYY>.pdf or Documents/<tab>/<name>.pdf';

const FOLDERS = ['Sales_Orders', 'Invoices', 'Statements', 'Documents'];

/** The target of a file's path, or the reason it has none. */
export function targetOf(name: string): Target | { refused: string } {
  const parts = name.split('/');
  const at = parts.findIndex((p) => FOLDERS.includes(p));
  if (at < 0) return { refused: `not a file of the feed (${LAYOUT})` };
  const [folder, ...rest] = parts.slice(at);
  const file = rest[rest.length - 1] ?? '';
  if (!/\.pdf$/i.test(file)) return { refused: 'not a .pdf file name' };
  const base = file.slice(0, -4);
  if (folder === 'Sales_Orders' || folder === 'Invoices') {
    const [dealerCode] = rest;
    const what = folder === 'Invoices' ? 'invoice' : 'order';
    if (rest.length !== 2 || !DEALER_CODE.test(dealerCode))
      return { refused: `not a file of the feed (${LAYOUT})` };
    if (!NUMBER.test(base)) return { refused: `not an ${what} number: ${base}` };
    return {
      kind: folder === 'Invoices' ? 'invoice' : 'sales-order',
      path: `${folder}/${dealerCode}/${base}.pdf`,
      dealerCode,
      number: base,
    };
  }
  if (folder === 'Statements') {
    const m = rest.length === 1 ? STATEMENT.exec(file) : null;
    if (!m) return { refused: 'not a statement name (<prefix>_<dealer>_<MMDDYYYY>.pdf)' };
    const [, , dealerCode, mm, dd, yyyy] = m;
    const date = `${yyyy}-${mm}-${dd}`;
    const parsed = new Date(`${date}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
      return { refused: `not a statement date: ${mm}${dd}${yyyy} (MMDDYYYY)` };
    // The name as the list answers it: the .pdf ending as the portal writes it.
    const clean = `${file.slice(0, -4)}.pdf`;
    return { kind: 'statement', path: `Statements/${clean}`, dealerCode, name: clean, date };
  }
  const [category] = rest;
  if (rest.length !== 2 || !FILE_NAME.test(category))
    return { refused: `not a library file (Documents/<tab>/<name>.pdf)` };
  if (!FILE_NAME.test(file)) return { refused: `not a library document name: ${file}` };
  return { kind: 'document', path: `Documents/${category}/${file}`, category, name: file };
}
