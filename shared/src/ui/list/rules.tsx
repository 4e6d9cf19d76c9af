// The shared list behaviour of requirements 000 §2, as pure functions (tested one rule at a time).
import { clipSearch } from '../../searchRule';

// The lists' CSV export writes through the portal's one CSV writer.
export { toCsv } from '../../csv';

export type SortOrder = 'asc' | 'desc';
export interface SortState {
  key: string;
  order: SortOrder;
}
export type Cell = string | number | boolean | null | undefined | Date;

export const DEFAULT_PAGE_SIZES = [10, 25, 50] as const;

/** What a list asks of its source: the page, its size, the sort, the search, the filters. */
export interface ServerQuery {
  page: number;
  pageSize: number;
  sort: SortState | null;
  q: string;
  filters: Record<string, string>;
}

/** What a list's URL parameters ask for: the page, its size, the sort, the search, the filters. */
export function readQuery(
  params: URLSearchParams,
  prefix: string,
  pageSizes: readonly number[],
  columns: readonly { key: string }[],
  defaultSort: SortState | null,
  filterDefaults: Record<string, string>,
): ServerQuery {
  const get = (name: string) => params.get(`${prefix}${name}`);
  const size = Number(get('size'));
  const sortKey = get('sort');
  const filters: Record<string, string> = {};
  for (const [k, d] of Object.entries(filterDefaults)) filters[k] = get(k) ?? d;
  return {
    page: Number(get('page')) || 1,
    pageSize: pageSizes.includes(size) ? size : pageSizes[0],
    sort:
      sortKey && columns.some((c) => c.key === sortKey)
        ? { key: sortKey, order: get('order') === 'asc' ? 'asc' : 'desc' }
        : defaultSort,
    // A link may carry a longer search than the box allows; the list asks what the box would.
    q: clipSearch(get('q') ?? ''),
    filters,
  };
}

/** What a list without a default sort or filters asks at an address without its parameters. */
export const PLAIN_QUERY: ServerQuery = readQuery(
  new URLSearchParams(),
  '',
  DEFAULT_PAGE_SIZES,
  [],
  null,
  {},
);

/** 'First click on a column sorts descending unless that column is already ascending; then it
 * toggles.' A click on the sorted column flips it; a click on any other column sorts it descending. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (current && current.key === key)
    return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: 'desc' };
}

function rank(v: Cell): number | string | null {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v;
}

/** Orders two cells: numbers numerically, text case-insensitively with numeric parts in order,
 * empty cells always last. */
export function compareCells(a: Cell, b: Cell, order: SortOrder): number {
  const x = rank(a);
  const y = rank(b);
  if (x === null && y === null) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  const c =
    typeof x === 'number' && typeof y === 'number'
      ? x - y
      : String(x).localeCompare(String(y), undefined, { numeric: true, sensitivity: 'base' });
  return order === 'asc' ? c : -c;
}

export function sortRows<T>(
  rows: readonly T[],
  sort: SortState | null,
  value: (row: T, key: string) => Cell,
): T[] {
  if (!sort) return [...rows];
  // Stable: equal rows keep their order.
  return rows
    .map((row, i) => ({ row, i }))
    .sort(
      (p, q) =>
        compareCells(value(p.row, sort.key), value(q.row, sort.key), sort.order) || p.i - q.i,
    )
    .map((p) => p.row);
}

/** 'Search is a case-insensitive substring match over the listed fields.' */
export function matchesSearch(fields: readonly Cell[], query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return fields.some((f) => f !== null && f !== undefined && String(f).toLowerCase().includes(q));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pageCount(total, pageSize));
}

export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const p = clampPage(page, rows.length, pageSize);
  return rows.slice((p - 1) * pageSize, p * pageSize);
}

/** The rows a page shows, for 'a-b of total' (the inventory screen's range text). */
export function rangeOf(page: number, pageSize: number, total: number) {
  if (total === 0) return { first: 0, last: 0, total };
  return { first: (page - 1) * pageSize + 1, last: Math.min(page * pageSize, total), total };
}
