// Server state, one way: TanStack Query, with ONE QueryClient for the shell and every area.
// Federation shares this module as one instance on the page (like the kit), served by the shell,
// so a read cached by one area answers another, and every app invalidates the same cache. It is
// loaded after sign-in (the shell's layout and first-page reads import it), never on /login.
// Import hooks and helpers from here, never from '@tanstack/react-query' itself, or a second copy
// and a second cache appear. docs/decisions/0105-server-state-through-tanstack-query.md.
import {
  onlineManager,
  QueryClient,
  queryOptions,
  useMutation as useLibraryMutation,
  useQuery as useLibraryQuery,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { api, authStore, connectivityStore } from '@portal/shared';

export {
  keepPreviousData,
  queryOptions,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';

/**
 * How long an answer is fresh: a return to a screen within it is answered from the cache with no
 * request; after it, the cached rows show at once and are read again behind them. One minute: the
 * portal's data changes by imports (hours) and by the user's own writes, which invalidate what
 * they change at once.
 */
export const STALE_MS = 60_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: STALE_MS,
      // A failure is shown at once, as before: the client already refreshes an expired token,
      // and an outage is retried by the connectivity banner's return (below).
      retry: false,
      refetchOnWindowFocus: false,
      // Asked even while the banner says offline: the failure is shown and the return refetches.
      networkMode: 'always',
      // The API's return refetches every mounted screen, failed or not (the banner's promise).
      refetchOnReconnect: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

/**
 * The library's hooks bound to the page's one client. Each area is a React root of its own (a
 * single-spa parcel), so a client handed down by a provider would have to be handed to each; the
 * hooks name it instead, and a screen renders the same in the shell, an area or a test.
 */
export function useQuery<Q, E = DefaultError, D = Q, K extends QueryKey = QueryKey>(
  options: UseQueryOptions<Q, E, D, K>,
) {
  return useLibraryQuery(options, queryClient);
}

export function useMutation<D = unknown, E = DefaultError, V = void, C = unknown>(
  options: UseMutationOptions<D, E, V, C>,
) {
  return useLibraryMutation(options, queryClient);
}

// Diagnostic read by the browser tests (federation must make this module once: one client on the
// page) and by the component tests' setup, which empties every client's cache between tests.
declare global {
  var __PORTAL_QUERY_CLIENTS__: QueryClient[] | undefined;
}
globalThis.__PORTAL_QUERY_CLIENTS__ = [...(globalThis.__PORTAL_QUERY_CLIENTS__ ?? []), queryClient];

// What a QueryClientProvider would do when it mounts: the client listens to the online state.
queryClient.mount();

// The library's online state is the connectivity banner's (an API that answers), not the
// browser's network events: the return of the API is what refetches.
onlineManager.setEventListener((setOnline) => {
  // The banner may have gone offline before this module loaded (a first page's early read).
  setOnline(!connectivityStore.getState().offline);
  return connectivityStore.subscribe((s, before) => {
    if (s.offline !== before.offline) setOnline(!s.offline);
  });
});

// Another session never sees this one's answers: a sign-out or another user's sign-in empties
// the cache (a dealer switch needs nothing: the dealer is in every key).
authStore.subscribe((s, before) => {
  if (s.user?.id !== before.user?.id || s.isAuthenticated !== before.isAuthenticated)
    queryClient.clear();
});

/**
 * Every key starts with the selected dealer (null for staff without one), so an answer for one
 * dealer can never be shown for another; then the area that reads it (one cache for the page:
 * two areas' reads never share a key by chance), or 'get'/'page' for a read named by its address
 * alone: `dealerKey(dealerId, 'admin', 'users')`.
 */
export const dealerKey = (dealerId: number | null, ...rest: unknown[]) =>
  ['dealer', dealerId, ...rest] as const;

/**
 * `placeholderData` that keeps the previous answer on screen while the next loads (the next page,
 * the next keystroke's hits), for the same dealer only: after a dealer switch nothing of the
 * other dealer's is shown, not even for a moment.
 */
export function keepSameDealer<T>(
  previous: T | undefined,
  previousQuery: { queryKey: readonly unknown[] } | undefined,
  key: readonly unknown[],
): T | undefined {
  return previousQuery && previousQuery.queryKey[1] === key[1] ? previous : undefined;
}

/**
 * A plain GET of the API, cached under its address and the dealer: what the shell's first-page
 * prefetch and an area's hook both name, so the area's read is answered by the prefetch.
 */
export function getQuery<W>(
  dealerId: number | null,
  url: string,
  params?: Record<string, string | number | undefined>,
) {
  return queryOptions({
    queryKey: dealerKey(dealerId, 'get', url, params ?? {}),
    queryFn: async ({ signal }) => (await api.get<W>(url, { params, signal })).data,
  });
}

/**
 * Marks stale, and reads again if shown, every cached answer whose key names one of `resources`
 * (`'users'`) or whose address starts with one (`'/summary'`), for every dealer and every area:
 * what a write calls, once it has succeeded, for what it changed.
 */
export function invalidate(...resources: string[]): Promise<void> {
  const names = (k: unknown) =>
    typeof k === 'string' &&
    resources.some((r) => k === r || (r.startsWith('/') && k.startsWith(r)));
  return queryClient.invalidateQueries({ predicate: (q) => q.queryKey.some(names) });
}
