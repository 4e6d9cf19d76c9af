import { api, authStore, type Screen } from '@portal/shared';
import { firstPageList } from '@portal/shared/ui/list/listRoutes';
import { pageParams } from '@portal/shared/ui/list/pageParams';
import { PLAIN_QUERY } from '@portal/shared/ui/list/rules';
import { fetchFirstAreaEarly, shownScreen } from '../federation/firstArea';
import { NOTICES_URL, rewardsUrl, summaryUrl } from '../home/homeUrls';
import { inRewards } from '../layout/menu';
import type { EarlyReads } from './firstReads';

let cached: Promise<void> = Promise.resolve();

/** Resolves once the first page's early reads are in the query cache (the portal's start waits
 * for it, so no screen asks again for what is on its way). */
export const firstReadsCached = () => cached;

/**
 * What a first page needs from the network before any of the portal's code has run, asked for as
 * that code starts to load (bootstrap.tsx), beside it: /home's reads, the rewards pages' read, a
 * wholegoods orders list's first page, and the page's area's registry entry and manifest. The
 * GETs leave at once through the one client; their answers go into the query cache once its code
 * has loaded (app/firstReads.ts), where the page's own queries, the same keys, find them. A page
 * the guard sends elsewhere, and the sign-in page, ask for nothing.
 */
export function startFirstPage(pathname: string, search = ''): void {
  const shown = shownScreen(pathname);
  const reads = shown && authStore.getState().isAuthenticated ? earlyReads(shown, search) : null;
  if (reads)
    cached = import(/* webpackChunkName: "first-reads" */ './firstReads').then(
      (m) => m.intoCache(reads),
      () => undefined, // the page's own queries ask for themselves
    );
  fetchFirstAreaEarly(shown);
}

const get = (url: string) => {
  const answer = api.get<unknown>(url);
  answer.catch(() => undefined); // the query that takes it shows the failure
  return { url, answer };
};

function earlyReads(shown: Screen, search: string): EarlyReads {
  const { selectedDealer: dealerId, division } = authStore.getState();
  const reads: EarlyReads = { dealerId, gets: [] };
  const rewards = () => {
    if (dealerId != null && inRewards(division)) reads.gets.push(get(rewardsUrl(dealerId)));
  };
  if (shown.path === '/home') {
    reads.gets.push(get(NOTICES_URL));
    if (dealerId != null) reads.gets.push(get(summaryUrl(dealerId)));
    rewards();
  } else if (shown.area === 'rewards') rewards();
  else {
    // A list opened plainly (no page, size, sort or search in its address) reads its first page.
    const options = firstPageList(shown.path);
    if (options && dealerId != null && !search) {
      const answer = api.get<unknown>(options.path(dealerId), {
        params: pageParams(options, PLAIN_QUERY),
      });
      answer.catch(() => undefined);
      reads.list = { options, answer };
    }
  }
  return reads;
}
