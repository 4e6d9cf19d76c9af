import { useAuth } from '@portal/shared';
import { useApiData } from '@portal/shared/ui/data/useApiData';
import { fetchRewards, type Rewards } from './rewards';

/** Division that is not in the rewards program (requirements 000 §2, §9). */
export const OFFSHORE = 'Offshore';

export type RewardsView =
  | { kind: 'loading' }
  | { kind: 'offshore' }
  | { kind: 'no-dealer' }
  | { kind: 'data'; rewards: Rewards };

/**
 * The selected dealer's rewards, read again when the dealer changes. Until the answer for the
 * current dealer arrives it is 'loading' (the screens show 'Loading...'); an Offshore dealer has
 * no program and staff without a chosen dealer have nothing to show, so neither is read.
 */
export function useRewards(): RewardsView {
  const division = useAuth((s) => s.division);
  const dealerId = useAuth((s) => s.selectedDealer);
  const data = useApiData(
    (id) => (id == null || division === OFFSHORE ? Promise.resolve<Rewards>({}) : fetchRewards(id)),
    [division],
  );
  if (division === OFFSHORE) return { kind: 'offshore' };
  if (dealerId == null) return { kind: 'no-dealer' };
  if (data.loading || !data.data) return { kind: 'loading' };
  return { kind: 'data', rewards: data.data };
}
