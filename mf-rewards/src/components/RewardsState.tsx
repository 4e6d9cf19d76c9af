import { Link } from 'react-router';
import type { RewardsView } from '../api/useRewards';

/** What the rewards screens show instead of a dealer's rewards: 'Loading...' until they arrive
 * (spec 000 §2), a note for division Offshore (no program), a pointer to the dealer picker for
 * staff who have not chosen a dealer yet. */
export function RewardsState({ view }: { view: Exclude<RewardsView, { kind: 'data' }> }) {
  if (view.kind === 'offshore')
    return <p>The Dealer Rewards program is not offered in the Offshore division.</p>;
  if (view.kind === 'no-dealer')
    return (
      <p>
        Choose a dealer in <Link to="/admin">Dealer Selection</Link> to see its rewards status.
      </p>
    );
  return <p>Loading...</p>;
}
