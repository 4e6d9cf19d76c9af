import { Card } from 'antd';
import { Link } from 'react-router';
import { useAuth } from '@portal/shared';
import { useApiData } from '@portal/shared/ui/data/useApiData';
import { fetchRewards, type Rewards } from '../api/rewards';
import { shownTier } from '../tiers';
import { ProgressBar } from './ProgressBar';
import { TierCard } from './TierCard';

/** The home page's Rewards Status panel (spec 000 §2); the shell hides it for division Offshore. */
export function RewardsPanel() {
  const dealerCode = useAuth((s) => s.dealerCode);
  const data = useApiData((dealerId) =>
    dealerId == null ? Promise.resolve<Rewards>({}) : fetchRewards(dealerId),
  );
  const rewards = data.data;
  const points = rewards?.totalPoints ?? 0;
  return (
    <Card
      title="Rewards Status"
      extra={<Link to="/rewards/status">View details</Link>}
      data-testid="rewards-panel"
    >
      {!rewards ? (
        'Loading...'
      ) : (
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'center' }}>
          <TierCard tier={shownTier(points, rewards.currentStatus)} dealerCode={dealerCode} />
          <div style={{ flex: 1, minWidth: 260 }}>
            <ProgressBar points={points} title="Tracking to Retain Current Rewards Status" />
          </div>
        </div>
      )}
    </Card>
  );
}
