import { authStore, startEarlyRead } from '@portal/shared';
import { inRewards } from '../layout/menu';

export const summaryUrl = (dealerId: number) => `/summary/${dealerId}`;
export const NOTICES_URL = '/notifications';
/** The rewards panel's read (mf-rewards, src/api/rewards.ts); none for an Offshore dealer. */
const rewardsUrl = (dealerId: number) => `/rewards_fast/${dealerId}`;

/**
 * /home's reads, the panels' too, started as the portal's code starts to load on /home (a sign-in
 * lands there too; app/firstPage.ts) rather than once the kit, the layout, the page's chunks and
 * the rewards area's code have loaded and rendered (the tier card, /home's largest
 * paint, waited for all of them). The pages
 * ask with `api.get` as always and are answered by these (shared/src/api/earlyReads.ts). Should
 * the rewards area change its URL, its read is only asked twice.
 */
export function startHomeReads(): void {
  const { isAuthenticated, selectedDealer: dealerId } = authStore.getState();
  if (!isAuthenticated) return; // the guard sends the visit to /login
  startEarlyRead(NOTICES_URL);
  if (dealerId == null) return;
  startEarlyRead(summaryUrl(dealerId));
  startRewardsRead();
}

/**
 * The rewards pages' one read (/rewards/status and /rewards/program show the tier card, their
 * largest paint, as /home's panel is), started as the portal's code starts to load: it arrives
 * beside the rewards area's files instead of after they have rendered. None for an Offshore
 * dealer, who has no rewards.
 */
export function startRewardsRead(): void {
  const { isAuthenticated, selectedDealer: dealerId, division } = authStore.getState();
  if (isAuthenticated && dealerId != null && inRewards(division))
    startEarlyRead(rewardsUrl(dealerId));
}
