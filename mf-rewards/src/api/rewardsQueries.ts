import { useAuth } from '@portal/shared';
import { dealerKey, queryOptions, useQuery } from '@portal/shared/query';
import { fetchRewards, type Rewards } from './rewards';

/** Division that is not in the rewards program (requirements 000 §2, §9). */
export const OFFSHORE = 'Offshore';

export type RewardsView =
  | { kind: 'loading' }
  | { kind: 'offshore' }
  | { kind: 'no-dealer' }
  | { kind: 'data'; rewards: Rewards };

/**
 * A dealer's rewards, under the key of a plain GET of its address (`getQuery`'s), which the
 * shell's first-page prefetch fills (shell/src/home/homeUrls.ts).
 */
export const rewardsQuery = (dealerId: number) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'get', `/rewards_fast/${dealerId}`, {}),
    queryFn: () => fetchRewards(dealerId),
  });

/**
 * The selected dealer's rewards, read again when the dealer changes. Until the answer for the
 * current dealer arrives it is 'loading' (the screens show 'Loading...'); an Offshore dealer has
 * no program and staff without a chosen dealer have nothing to show, so neither is read.
 */
export function useRewards(): RewardsView {
  const division = useAuth((s) => s.division);
  const dealerId = useAuth((s) => s.selectedDealer);
  const read = useQuery({
    ...rewardsQuery(dealerId ?? 0),
    enabled: dealerId != null && division !== OFFSHORE,
  });
  if (division === OFFSHORE) return { kind: 'offshore' };
  if (dealerId == null) return { kind: 'no-dealer' };
  if (!read.data) return { kind: 'loading' };
  return { kind: 'data', rewards: read.data };
}
