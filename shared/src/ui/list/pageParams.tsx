import type { ServerQuery } from './rules';

// A list's address and parameters, apart from the query cache: the shell starts a first page's
// GET with them before TanStack Query has loaded (shell/src/app/firstPage.ts).

export interface PageSourceOptions<W, T> {
  /** The list route of the selected dealer, e.g. `(id) => `/wholegoodsall/${id}``. */
  path: (dealerId: number) => string;
  /** Wire row → screen row (wire names mapped once, here). */
  map: (wire: W) => T;
  /** Column key → the wire name the API sorts on. */
  sortKeys: Record<string, string>;
  /** The screen's filters (tab, toggle) → the route's own parameters (e.g. `view`). */
  params?: (filters: Record<string, string>) => Record<string, string | undefined>;
}

/** A page's parameters as the list route takes them; the one place a list's GET is written. */
export function pageParams<W, T>(
  { sortKeys, params }: PageSourceOptions<W, T>,
  query: ServerQuery,
): Record<string, string | number | undefined> {
  return {
    page: query.page,
    pageSize: query.pageSize,
    q: query.q.trim() || undefined,
    // The key comes from the URL: an own property only (never __proto__ or toString).
    sort:
      query.sort && Object.hasOwn(sortKeys, query.sort.key) ? sortKeys[query.sort.key] : undefined,
    order: query.sort?.order,
    ...params?.(query.filters),
  };
}
