import { authStore, type NotificationWire } from '@portal/shared';
import { getQuery, invalidate, queryClient } from '@portal/shared/query';
import { inRewards } from '../layout/menu';
import type { SummaryWire } from './counts';

const NOTICES_URL = '/notifications';

/** The four cards' counts of a dealer. */
export const summaryQuery = (dealerId: number) =>
  getQuery<SummaryWire>(dealerId, `/summary/${dealerId}`);

/** The promotions and announcements (the same for every dealer, cached under each like all). */
export const noticesQuery = (dealerId: number | null) =>
  getQuery<NotificationWire[]>(dealerId, NOTICES_URL);

/** An admin's edit of a notice: every cached notice list is read again. */
export const noticesChanged = () => invalidate(NOTICES_URL);

/**
 * The rewards panel's read, as the rewards area names it (mf-rewards, src/api/rewardsQueries.ts:
 * `rewardsQuery`); none for an Offshore dealer. Should the area change its address, its read is
 * only asked twice.
 */
const rewardsQuery = (dealerId: number) => getQuery(dealerId, `/rewards_fast/${dealerId}`);

/**
 * /home's reads, the panels' too, started as the portal's code starts to load on /home (a sign-in
 * lands there too; app/firstPage.ts) rather than once the kit, the layout, the page's chunks and
 * the rewards area's code have loaded and rendered (the tier card, /home's largest paint, waited
 * for all of them). The page's own queries, the same keys, are answered by these.
 */
export function prefetchHome(): void {
  const { isAuthenticated, selectedDealer: dealerId } = authStore.getState();
  if (!isAuthenticated) return; // the guard sends the visit to /login
  void queryClient.prefetchQuery(noticesQuery(dealerId));
  if (dealerId == null) return;
  void queryClient.prefetchQuery(summaryQuery(dealerId));
  prefetchRewards();
}

/**
 * The rewards pages' one read (/rewards/status and /rewards/program show the tier card, their
 * largest paint, as /home's panel is), started as the portal's code starts to load: it arrives
 * beside the rewards area's files instead of after they have rendered.
 */
export function prefetchRewards(): void {
  const { isAuthenticated, selectedDealer: dealerId, division } = authStore.getState();
  if (isAuthenticated && dealerId != null && inRewards(division))
    void queryClient.prefetchQuery(rewardsQuery(dealerId));
}
