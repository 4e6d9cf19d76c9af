import { Card } from '@portal/shared/kit';
import { Link } from 'react-router';
import { useAuth } from '@portal/shared';
import { useRewards } from '../api/rewardsQueries';
import { shownTier } from '../tiers';
import { ProgressBar } from './ProgressBar';
import { RewardsState } from './RewardsState';
import { TierCard } from './TierCard';
import { useT } from '../i18n';

/** The home page's Rewards Status panel (requirements 000 §2). The shell does not mount it for division
 * Offshore; should it be mounted there all the same, it says the program is not offered. */
export function RewardsPanel() {
  const dealerCode = useAuth((s) => s.dealerCode);
  const view = useRewards();
  const t = useT();
  return (
    <Card
      title={t('Rewards Status')}
      extra={<Link to="/rewards/status">{t('View details')}</Link>}
      data-testid="rewards-panel"
    >
      {view.kind !== 'data' ? (
        <RewardsState view={view} />
      ) : (
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'center' }}>
          <TierCard
            tier={shownTier(view.rewards.totalPoints ?? 0, view.rewards.currentStatus)}
            dealerCode={dealerCode}
          />
          <div style={{ flex: 1, minWidth: 260 }}>
            <ProgressBar
              points={view.rewards.totalPoints ?? 0}
              title={t('Tracking to Retain Current Rewards Status')}
            />
          </div>
        </div>
      )}
    </Card>
  );
}
