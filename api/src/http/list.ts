import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { SEARCH_MAX_LENGTH } from '@portal/shared/searchRule';
import { searchQuery } from './searchQuery';

/** The list parameters every list route accepts: without `page` the whole list is
 * answered as an array; with it, `{ rows, total, page, pageSize }`. */
export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  sort: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z_]+$' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  q: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH })),
});
export type ListQuery = Static<typeof ListQuery>;

/** The list parameters plus a route's own filters (e.g. the tab: `view`). */
export const listQueryWith = <P extends Record<string, TSchema>>(filters: P) =>
  Type.Object({ ...ListQuery.properties, ...filters });

/** A tab of a list screen, answered one page at a time. */
export const TabView = Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('history')]));

export const DealerParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) });

type Cell = string | number | boolean | null | undefined;

/** Applies search, sort and paging to rows already mapped to wire names. Kept in one place so
 * every list route behaves the same. Search: case-insensitive substring over `searchFields`. */
export function applyList<T extends Record<string, unknown>>(
  rows: T[],
  query: ListQuery,
  searchFields: (keyof T)[],
): T[] | { rows: T[]; total: number; page: number; pageSize: number } {
  let out = rows;
  const q = searchQuery(query.q);
  if (q)
    out = out.filter((r) =>
      searchFields.some((f) =>
        String(r[f] ?? '')
          .toLowerCase()
          .includes(q),
      ),
    );
  if (query.sort) {
    const key = query.sort;
    // An own property only: `in` also finds __proto__, constructor, toString.
    if (!(rows.length === 0 || Object.hasOwn(rows[0], key))) {
      throw Object.assign(new Error(`sort must be one of: ${Object.keys(rows[0]).join(', ')}`), {
        statusCode: 400,
      });
    }
    const dir = query.order === 'asc' ? 1 : -1;
    out = [...out].sort((a, b) => compare(a[key] as Cell, b[key] as Cell, dir));
  }
  if (!query.page) return out;
  const pageSize = query.pageSize ?? 10;
  const start = (query.page - 1) * pageSize;
  return {
    rows: out.slice(start, start + pageSize),
    total: out.length,
    page: query.page,
    pageSize,
  };
}

/** As the browser sorts (shared/src/ui/list/rules.tsx): empty values last in either direction. */
function compare(a: Cell, b: Cell, dir: 1 | -1): number {
  if (a == null || a === '') return b == null || b === '' ? 0 : 1;
  if (b == null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return dir * (a - b);
  return (
    dir * String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' })
  );
}
