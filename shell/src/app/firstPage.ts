import { authStore } from '@portal/shared';
import { firstPageList } from '@portal/shared/ui/list/listRoutes';
import { startFirstPageRead } from '@portal/shared/ui/list/usePageSource';
import { fetchFirstAreaEarly, shownScreen } from '../federation/firstArea';
import { startHomeReads, startRewardsRead } from '../home/earlyReads';

/**
 * What a first page needs from the network before any of the portal's code has run, asked for as
 * that code starts to load (bootstrap.tsx), beside it: /home's reads, the rewards pages' read, a
 * wholegoods orders list's first page, and the page's area's registry entry and manifest (issue
 * 22). A page the guard sends elsewhere asks for nothing.
 */
export function startFirstPage(pathname: string, search = ''): void {
  const shown = shownScreen(pathname);
  if (shown?.path === '/home') startHomeReads();
  else if (shown?.area === 'rewards') startRewardsRead();
  else if (shown) startListRead(shown.path, search);
  fetchFirstAreaEarly(shown);
}

/** A list opened plainly (no page, size, sort or search in its address) reads its first page. */
function startListRead(path: string, search: string): void {
  const list = firstPageList(path);
  const dealerId = authStore.getState().selectedDealer;
  if (list && dealerId != null && !search) startFirstPageRead(list, dealerId);
}
