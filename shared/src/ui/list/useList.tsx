import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  clampPage,
  DEFAULT_PAGE_SIZES,
  matchesSearch,
  nextSort,
  pageCount,
  pageOf,
  readQuery,
  sortRows,
  toCsv,
  type Cell,
  type ServerQuery,
  type SortState,
} from './rules';
import { saveBlob } from '../download/saveBlob';
import { keepSameDealer, queryClient, useQuery } from '@portal/shared/query';

export interface ListColumn<T> {
  key: string;
  title: string;
  /** The cell's value: sorted on, exported to CSV, and shown unless `render` is given. */
  value: (row: T) => Cell;
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

export type { ServerQuery } from './rules';

/** One page of a server source's rows, with the list's whole length. */
export interface SourcePage<T> {
  rows: T[];
  total: number;
  /** `total` counts only the first matches (a capped search): more match than it says. */
  more?: boolean;
}

/**
 * A server data source: the API pages, sorts and searches, so the browser never holds every row.
 * `keyOf` names a page in the portal's query cache (usePageSource's: the dealer, the address and
 * the parameters); a source without one is cached for itself alone.
 */
export type ServerSource<T> = ((query: ServerQuery) => Promise<SourcePage<T>>) & {
  keyOf?: (query: ServerQuery) => readonly unknown[];
};

const ownKeys = new WeakMap<object, number>();
let sources = 0;
/** The cache key of one page of `source`; the dealer comes second in it (dealerOfKey). */
function pageKey<T>(source: ServerSource<T>, query: ServerQuery): readonly unknown[] {
  if (source.keyOf) return source.keyOf(query);
  if (!ownKeys.has(source)) ownKeys.set(source, ++sources);
  return ['source', ownKeys.get(source), query];
}

export interface ListOptions<T> {
  columns: readonly ListColumn<T>[];
  /** Rows already loaded (the list sorts, searches and pages them here)... */
  rows?: readonly T[];
  /** ...or a server source. */
  source?: ServerSource<T>;
  /** The screen's searchable fields (requirements 000 §5); default: every column's value. */
  searchFields?: (row: T) => Cell[];
  /** Screen filters (tabs, toggles) kept in the URL; changing one returns to page 1. */
  filterDefaults?: Record<string, string>;
  filter?: (row: T, filters: Record<string, string>) => boolean;
  defaultSort?: SortState | null;
  pageSizes?: readonly number[];
  /** Two lists on one page need different URL parameter names. */
  paramPrefix?: string;
}

/**
 * The one list hook every list screen uses: sort, search, filters, paging and page size, all kept
 * in the URL query (a shared link or the back button restores the view), plus CSV export.
 */
export function useList<T>(options: ListOptions<T>) {
  const {
    columns,
    rows,
    source,
    searchFields,
    filter,
    defaultSort = null,
    paramPrefix = '',
  } = options;
  const pageSizes = options.pageSizes ?? DEFAULT_PAGE_SIZES;
  const filterDefaults = options.filterDefaults ?? {};
  const [urlParams, setParams] = useSearchParams();
  // What this list asked of the URL, ahead of the router. react-router applies a change of the
  // URL's parameters in a transition that renders the whole portal, ~100 ms here before the list
  // could ask the API (a keystroke reflected within 100 ms). So the list follows its
  // own ask at once, until the URL has it; a URL it did not ask for (Back, a link) wins at once.
  const url = urlParams.toString();
  const [ahead, setAhead] = useState<{ next: URLSearchParams; asked: string[] } | null>(null);
  const params = ahead?.asked.includes(url) ? ahead.next : urlParams;
  useEffect(() => {
    if (ahead && url === ahead.next.toString()) setAhead(null);
  }, [ahead, url]);
  const read = (from: URLSearchParams) =>
    readQuery(from, paramPrefix, pageSizes, columns, defaultSort, filterDefaults);
  const asked = read(params);
  const { q: search, pageSize, sort } = asked;
  const requestedPage = asked.page;
  // Stable while the parameters are: screens key their effects on it.
  const filtersKey = JSON.stringify(asked.filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => asked.filters, [filtersKey]);

  // Changes made in one event are gathered here until the list has re-rendered with them.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const shown = useRef({ params, url });
  shown.current = { params, url };
  const update = useCallback(
    (changes: Record<string, string | null>, { resetPage = true, replace = false } = {}) => {
      const next = new URLSearchParams(pending.current ?? shown.current.params);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(`${paramPrefix}${k}`);
        else next.set(`${paramPrefix}${k}`, v);
      }
      if (resetPage) next.delete(`${paramPrefix}page`);
      pending.current = next;
      // The page is asked for here, before the list renders the change (see `ahead`); the
      // list's query finds it in flight, or answered from the cache.
      if (source) {
        const q = read(next);
        void queryClient.prefetchQuery({ queryKey: pageKey(source, q), queryFn: () => source(q) });
      }
      const { url: now } = shown.current;
      setAhead((a) => ({
        next,
        asked: [...(a?.asked.includes(now) ? a.asked : [now]), next.toString()],
      }));
      setParams(next, { replace });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, paramPrefix, source],
  );

  const valueOf = useCallback(
    (row: T, key: string) => columns.find((c) => c.key === key)?.value(row),
    [columns],
  );

  // Local mode: filter, search and sort everything here.
  const localRows = useMemo(() => {
    if (!rows) return [];
    const fields = searchFields ?? ((r: T) => columns.map((c) => c.value(r)));
    const kept = rows.filter(
      (r) => (!filter || filter(r, filters)) && matchesSearch(fields(r), search),
    );
    return sortRows(kept, sort, valueOf);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, filters, search, sort?.key, sort?.order, valueOf]);

  // Server mode: ask the API for one page. No debounce: a keystroke is answered by the server in
  // milliseconds; the page shown is always the newest question's (the query's key).
  const pageQuery = useQuery({
    queryKey: source ? pageKey(source, asked) : ['no source'],
    queryFn: () => source!(asked),
    enabled: !!source,
    // The page shown stays on screen while the next one loads, for the same dealer only: a
    // dealer switch never shows the other dealer's rows, not even for a moment.
    placeholderData: (previous, previousQuery) =>
      source ? keepSameDealer(previous, previousQuery, pageKey(source, asked)) : undefined,
  });
  const server = {
    rows: pageQuery.isError ? [] : (pageQuery.data?.rows ?? []),
    total: pageQuery.isError ? 0 : (pageQuery.data?.total ?? 0),
    more: !pageQuery.isError && pageQuery.data?.more === true,
    loading: !!source && (pageQuery.isPending || pageQuery.isPlaceholderData),
    error: pageQuery.error,
  };
  const answered = pageQuery.isPlaceholderData ? undefined : pageQuery.data;
  useEffect(() => {
    if (!source || !answered) return;
    const last = pageCount(answered.total, pageSize);
    // A page past the end (an old link, a shorter list now): go to the last page instead.
    if (answered.rows.length === 0 && requestedPage > last && answered.total > 0)
      update({ page: String(last) }, { resetPage: false, replace: true });
    // The next page is read while this one is looked at: 'Next' answers from the cache.
    else if (requestedPage < last) {
      const next = { ...asked, page: requestedPage + 1 };
      void queryClient.prefetchQuery({
        queryKey: pageKey(source, next),
        queryFn: () => source(next),
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answered, source]);

  const total = source ? server.total : localRows.length;
  const page = clampPage(requestedPage, total, pageSize);
  const pageRows = source ? server.rows : pageOf(localRows, page, pageSize);

  return {
    columns,
    pageRows,
    total,
    /** More rows match than `total` counts (the pages stop there: the user narrows the search). */
    more: source ? server.more : false,
    page,
    pageSize,
    pageSizes,
    pageCount: pageCount(total, pageSize),
    sort,
    search,
    filters,
    /** Only in server mode; in local mode the screen's own data hook says so. */
    serverLoading: source ? server.loading : false,
    serverError: source ? server.error : null,
    setSearch: (q: string) => update({ q }, { replace: true }),
    toggleSort: (key: string) => {
      const s = nextSort(sort, key);
      update({ sort: s.key, order: s.order }, { resetPage: false });
    },
    /** Sorts by a column in a given direction (the phone's sort picker). */
    setSort: (key: string, order: 'asc' | 'desc') =>
      update({ sort: key, order }, { resetPage: false }),
    setPage: (n: number) =>
      update({ page: String(clampPage(n, total, pageSize)) }, { resetPage: false }),
    setPageSize: (n: number) => update({ size: String(n) }),
    setFilter: (key: string, value: string) =>
      update({ [key]: value === filterDefaults[key] ? null : value }),
    /** Saves the current filtered and sorted rows (every page) as CSV. */
    exportCsv: async (fileName: string) => {
      let all: readonly T[] = localRows;
      if (source) {
        const chunk = 500; // the API's largest page
        const pages: T[] = [];
        for (let n = 1; n <= pageCount(total, chunk); n++) {
          const r = await source({ page: n, pageSize: chunk, sort, q: search, filters });
          pages.push(...r.rows);
        }
        all = pages;
      }
      const csv = toCsv(
        columns.map((c) => c.title),
        all.map((r) => columns.map((c) => c.value(r))),
      );
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
    },
  };
}

export type ListState<T> = ReturnType<typeof useList<T>>;
