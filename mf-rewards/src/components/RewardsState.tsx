import { Link } from 'react-router';
import type { RewardsView } from '../api/useRewards';
import { useT } from '../i18n';

/** What the rewards screens show instead of a dealer's rewards: 'Loading...' until they arrive
 * (spec 000 §2), a note for division Offshore (no program), a pointer to the dealer picker for
 * staff who have not chosen a dealer yet. */
export function RewardsState({ view }: { view: Exclude<RewardsView, { kind: 'data' }> }) {
  const t = useT();
  if (view.kind === 'offshore') return <p>{t('state.offshore')}</p>;
  if (view.kind === 'no-dealer')
    return (
      <p>
        {t('state.noDealerBefore')} <Link to="/admin">{t('state.noDealerLink')}</Link>{' '}
        {t('state.noDealerAfter')}
      </p>
    );
  return <p>{t('state.loading')}</p>;
}
