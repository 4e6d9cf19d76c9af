import { Link } from 'react-router';
import type { RewardsView } from '../api/rewardsQueries';
import { useT } from '../i18n';

/** What the rewards screens show instead of a dealer's rewards: 'Loading...' until they arrive
 * (requirements 000 §2), a note for division Offshore (no program), a pointer to the dealer picker for
 * staff who have not chosen a dealer yet. */
export function RewardsState({ view }: { view: Exclude<RewardsView, { kind: 'data' }> }) {
  const t = useT();
  if (view.kind === 'offshore')
    return <p>{t('The Dealer Rewards program is not offered in the Offshore division.')}</p>;
  if (view.kind === 'no-dealer')
    return (
      <p>
        {t('Choose a dealer in')} <Link to="/admin">{t('Dealer Selection')}</Link>{' '}
        {t('to see its rewards status.')}
      </p>
    );
  return <p>{t('Loading...')}</p>;
}
