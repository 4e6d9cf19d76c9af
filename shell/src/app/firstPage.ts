import { fetchFirstAreaEarly, shownScreen } from '../federation/firstArea';
import { startHomeReads, startRewardsRead } from '../home/earlyReads';

/**
 * What a first page needs from the network before any of the portal's code has run, asked for as
 * that code starts to load (bootstrap.tsx), beside it: /home's reads, the rewards pages' read, and
 * the page's area's registry entry and manifest (issue 22). A page the guard sends elsewhere asks
 * for nothing.
 */
export function startFirstPage(pathname: string): void {
  const shown = shownScreen(pathname);
  if (shown?.path === '/home') startHomeReads();
  else if (shown?.area === 'rewards') startRewardsRead();
  fetchFirstAreaEarly(shown);
}
