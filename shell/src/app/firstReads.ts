import { authStore, type Screen } from '@portal/shared';
import { firstPageList } from '@portal/shared/ui/list/listRoutes';
import { prefetchFirstPage as prefetchList } from '@portal/shared/ui/list/usePageSource';
import { prefetchHome, prefetchRewards } from '../home/homeReads';

/** The first page's reads, into the query cache (app/firstPage.ts starts them). */
export function prefetchFirstPage(shown: Screen, search: string): void {
  if (shown.path === '/home') prefetchHome();
  else if (shown.area === 'rewards') prefetchRewards();
  else {
    // A list opened plainly (no page, size, sort or search in its address) reads its first page.
    const list = firstPageList(shown.path);
    const dealerId = authStore.getState().selectedDealer;
    if (list && dealerId != null && !search) void prefetchList(list, dealerId);
  }
}
