import { useMemo } from 'react';
import { api, useAuth } from '@portal/shared';
import { dealerKey, queryClient, queryOptions } from '@portal/shared/query';
import type { ServerSource } from './useList';
import { PLAIN_QUERY, type ServerQuery } from './rules';
import { pageParams, type PageSourceOptions } from './pageParams';
import type { PageOf } from '../../contract/common';

export { pageParams, type PageSourceOptions } from './pageParams';

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
  options: PageSourceOptions<W, T>,
  dealerId: number,
  query: ServerQuery,
  signal?: AbortSignal,
  /** The same GET, started before this code loaded (the shell's first page). */
  early?: Promise<{ data: unknown }>,
) {
  const { map } = options;
  const { data } = (await (early ??
    api.get(options.path(dealerId), { params: pageParams(options, query), signal }))) as {
    data: PageOf<W> | undefined;
  };
  return {
    rows: Array.isArray(data?.rows) ? data.rows.map(map) : [],
    total: Number(data?.total) || 0,
    more: data?.more === true,
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

/**
 * Puts a list's first page into the cache before the list's code has loaded (on an area's first
 * page the rows were otherwise asked for only once the area had rendered, a round trip after it
 * had painted), from its GET started earlier if given. The list's own query, the same key, is
 * answered by it. For a list without a default sort or filters, as a plain visit shows it.
 */
export function prefetchFirstPage<W, T>(
  options: PageSourceOptions<W, T>,
  dealerId: number,
  early?: Promise<{ data: unknown }>,
) {
  return queryClient.prefetchQuery({
    ...pageQuery(options, dealerId, PLAIN_QUERY),
    queryFn: ({ signal }) => readPage(options, dealerId, PLAIN_QUERY, signal, early),
  });
}
