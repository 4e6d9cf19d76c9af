import { authStore } from '@portal/shared';
import { fetchFirstAreaEarly, shownScreen } from '../federation/firstArea';

/**
 * What a first page needs from the network before any of the portal's code has run, asked for as
 * that code starts to load (bootstrap.tsx), beside it: /home's reads, the rewards pages' read, a
 * wholegoods orders list's first page, and the page's area's registry entry and manifest. The
 * reads are prefetched into the page's query cache, where the page's own queries find them; their
 * code (and TanStack Query's) is fetched only for a signed-in visit, never for /login. A page the
 * guard sends elsewhere asks for nothing.
 */
export function startFirstPage(pathname: string, search = ''): void {
  const shown = shownScreen(pathname);
  if (shown && authStore.getState().isAuthenticated)
    void import(/* webpackChunkName: "first-reads" */ './firstReads').then(
      (reads) => reads.prefetchFirstPage(shown, search),
      () => undefined, // the page's own queries ask for themselves
    );
  fetchFirstAreaEarly(shown);
}
