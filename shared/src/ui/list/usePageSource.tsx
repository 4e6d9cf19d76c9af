import { useMemo } from 'react';
import { api, useAuth } from '@portal/shared';
import { dealerKey, queryClient, queryOptions } from '@portal/shared/query';
import type { ServerSource } from './useList';
import { PLAIN_QUERY, type ServerQuery } from './rules';

/** One page as the API answers it (`?page=` on a list route). */
export interface PageWire<W> {
  rows: W[];
  total: number;
}

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

/**
 * A server data source for `useList`, bound to the selected dealer: the API searches, sorts and
 * pages, so the browser holds one page however long the list is. Each page is cached under the
 * dealer, the list's address and its parameters (`pageQuery`), so a return to a page answers from
 * the cache, and another dealer's pages are never this dealer's.
 */
export function usePageSource<W, T>(
  options: PageSourceOptions<W, T>,
  /** What else the options depend on (the screen's tab). */
  deps: unknown[] = [],
): ServerSource<T> | undefined {
  const dealerId = useAuth((s) => s.selectedDealer);
  return useMemo(() => {
    if (dealerId == null) return undefined;
    const source = (query: ServerQuery) => readPage(options, dealerId, query);
    return Object.assign(source, {
      keyOf: (query: ServerQuery) => pageQuery(options, dealerId, query).queryKey,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dealerId, ...deps]);
}

async function readPage<W, T>(
  { path, map, ...options }: PageSourceOptions<W, T>,
  dealerId: number,
  query: ServerQuery,
  signal?: AbortSignal,
) {
  const { data } = await api.get<PageWire<W>>(path(dealerId), {
    params: pageParams({ path, map, ...options }, query),
    signal,
  });
  return {
    rows: Array.isArray(data?.rows) ? data.rows.map(map) : [],
    total: Number(data?.total) || 0,
  };
}

/** One page of a list as a query: keyed by the dealer, the list's address and the page's
 * parameters (the same read, the same key, whoever asks: the list or the shell's first page). */
export function pageQuery<W, T>(
  options: PageSourceOptions<W, T>,
  dealerId: number,
  query: ServerQuery,
) {
  return queryOptions({
    queryKey: dealerKey(dealerId, 'page', options.path(dealerId), pageParams(options, query)),
    queryFn: ({ signal }) => readPage(options, dealerId, query, signal),
  });
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

/**
 * Starts the read of a list's first page before the list's code has loaded (on an area's first
 * page the rows were otherwise asked for only once the area had rendered, a round trip after it
 * had painted). The list's own query, the same key, is answered by it. For a list without a
 * default sort or filters, as a plain visit shows it.
 */
export function prefetchFirstPage<W, T>(options: PageSourceOptions<W, T>, dealerId: number) {
  return queryClient.prefetchQuery(pageQuery(options, dealerId, PLAIN_QUERY));
}
