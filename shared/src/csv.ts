// The portal's one CSV writer: the lists' exports in the browser and the API's reports.

/** A value of one CSV cell. */
export type CsvCell = string | number | boolean | null | undefined | Date;

/** A plain decimal number as text ('-12.5'): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function csvCell(v: CsvCell): string {
  const s = v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v);
  // A cell a spreadsheet would run as a formula (OWASP 'CSV injection'): any text starting with
  // = + - @, tab or CR gets a leading quote. Only numbers are written as they are: a test on the
  // first characters alone let '-2+3+cmd|...' through.
  const isNumber = (typeof v === 'number' && Number.isFinite(v)) || PLAIN_NUMBER.test(s);
  const safe = /^[=+\-@\t\r]/.test(s) && !isNumber ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [headers, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
