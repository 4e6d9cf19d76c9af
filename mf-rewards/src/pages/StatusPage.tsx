import { Card, Statistic } from '@portal/shared/kit';
import { useAuth, useFormats } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { useRewards } from '../api/rewardsQueries';
import { pointsGoal, shownTier } from '../tiers';
import { ProgressBar } from '../components/ProgressBar';
import { QualifyingDetails } from '../components/QualifyingDetails';
import { RewardsState } from '../components/RewardsState';
import { TierCard } from '../components/TierCard';
import { useT } from '../status/i18n';

/** Requirements 001 §2 'Rewards Status': the 200-point bar, the next tier from the total points and the
 * points needed ('MAX' at the top tier; the points to retain the current tier when the next tier
 * by points is not above it), and the Qualifying Details. */
export function StatusPage() {
  const dealerCode = useAuth((s) => s.dealerCode);
  const view = useRewards();
  const t = useT();
  const formats = useFormats();
  if (view.kind !== 'data')
    return (
      <section>
        <PageTitle>{t('Rewards Status')}</PageTitle>
        <RewardsState view={view} />
      </section>
    );
  const r = view.rewards;
  const points = r.totalPoints ?? 0;
  const tier = shownTier(points, r.currentStatus);
  const goal = pointsGoal(points, tier);
  return (
    <section>
      <PageTitle>{t('Rewards Status')}</PageTitle>
      <Card>
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'center' }}>
          <TierCard tier={tier} dealerCode={dealerCode} />
          <Statistic
            title={t('Total points')}
            value={points}
            formatter={() => formats.number(points)}
            data-testid="total-points"
          />
          {goal?.kind === 'retain' ? (
            // Requirements 001 §2's next tier by points is the tier the dealer holds: say what the points are for.
            <Statistic
              title={t('status.retain', { tier: t(goal.tier.name) })}
              value={formats.number(goal.needed)}
              data-testid="points-needed"
            />
          ) : (
            <>
              <Statistic
                title={t('Next tier')}
                value={goal ? t(goal.tier.name) : t('MAX')}
                data-testid="next-tier"
              />
              <Statistic
                title={t('Points needed')}
                value={goal ? formats.number(goal.needed) : t('MAX')}
                data-testid="points-needed"
              />
            </>
          )}
        </div>
        <div style={{ marginTop: 24 }}>
          <ProgressBar points={points} title={t('Tracking to Retain Current Rewards Status')} />
        </div>
        <QualifyingDetails rewards={r} />
      </Card>
    </section>
  );
}
