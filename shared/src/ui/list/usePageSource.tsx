import { useMemo } from 'react';
import { api, startEarlyRead, useAuth } from '@portal/shared';
import type { PageOf } from '../../contract/common';
import type { ServerSource } from './useList';
import { PLAIN_QUERY, type ServerQuery } from './rules';

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
 * pages, so the browser holds one page however long the list is. A new dealer (or
 * tab) makes a new source, and the list reads again.
 */
export function usePageSource<W, T>(
  options: PageSourceOptions<W, T>,
  /** What else the options depend on (the screen's tab). */
  deps: unknown[] = [],
): ServerSource<T> | undefined {
  const dealerId = useAuth((s) => s.selectedDealer);
  const { path, map } = options;
  return useMemo(() => {
    if (dealerId == null) return undefined;
    return async (query: ServerQuery) => {
      const { data } = await api.get<PageOf<W>>(path(dealerId), {
        params: pageParams(options, query),
      });
      return {
        rows: Array.isArray(data?.rows) ? data.rows.map(map) : [],
        total: Number(data?.total) || 0,
      };
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dealerId, ...deps]);
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
 * Starts the read of a list's first page before the list's code has loaded (on an
 * area's first page the rows were asked for only once the area had rendered, a round trip after
 * it had painted). The list's own GET, the same address, is answered by it
 * (`startEarlyRead`). For a list without a default sort or filters, as a plain visit shows it.
 */
export function startFirstPageRead<W, T>(options: PageSourceOptions<W, T>, dealerId: number) {
  startEarlyRead(options.path(dealerId), pageParams(options, PLAIN_QUERY));
}
