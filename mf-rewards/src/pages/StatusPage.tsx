import { Card, Statistic } from '@portal/shared/kit';
import { useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { useRewards } from '../api/useRewards';
import { pointsGoal, shownTier } from '../tiers';
import { ProgressBar } from '../components/ProgressBar';
import { QualifyingDetails } from '../components/QualifyingDetails';
import { RewardsState } from '../components/RewardsState';
import { TierCard } from '../components/TierCard';

/** Spec 001 §2 'Rewards Status': the 200-point bar, the next tier from the total points and the
 * points needed ('MAX' at the top tier; the points to retain the current tier when the next tier
 * by points is not above it), and the Qualifying Details. */
export function StatusPage() {
  const dealerCode = useAuth((s) => s.dealerCode);
  const view = useRewards();
  if (view.kind !== 'data')
    return (
      <section>
        <PageTitle>Rewards Status</PageTitle>
        <RewardsState view={view} />
      </section>
    );
  const r = view.rewards;
  const points = r.totalPoints ?? 0;
  const tier = shownTier(points, r.currentStatus);
  const goal = pointsGoal(points, tier);
  return (
    <section>
      <PageTitle>Rewards Status</PageTitle>
      <Card>
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'center' }}>
          <TierCard tier={tier} dealerCode={dealerCode} />
          <Statistic title="Total points" value={points} data-testid="total-points" />
          {goal?.kind === 'retain' ? (
            // Spec 001 §2's next tier by points is the tier the dealer holds: say what the points are for.
            <Statistic
              title={`Points needed to retain ${goal.tier.name}`}
              value={goal.needed}
              data-testid="points-needed"
            />
          ) : (
            <>
              <Statistic
                title="Next tier"
                value={goal ? goal.tier.name : 'MAX'}
                data-testid="next-tier"
              />
              <Statistic
                title="Points needed"
                value={goal ? goal.needed : 'MAX'}
                data-testid="points-needed"
              />
            </>
          )}
        </div>
        <div style={{ marginTop: 24 }}>
          <ProgressBar points={points} title="Tracking to Retain Current Rewards Status" />
        </div>
        <QualifyingDetails rewards={r} />
      </Card>
    </section>
  );
}
