/** Requirements 000 §5: 'Invoice amounts are parsed after removing a dollar sign and a comma; non-numeric
 * values count as 0.' (Its SQL twin, for sorting, is `amountExpr` in src/http/sqlList.ts.) */
export function parseAmount(v: string | number | null | undefined): number {
  if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
  if (v == null || v.trim() === '') return 0;
  const n = Number(v.replace(/\$/g, '').replace(/,/g, '').trim());
  return Number.isFinite(n) ? n : 0;
}
