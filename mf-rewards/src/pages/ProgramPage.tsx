import { Card, Col, Row, Table, Typography } from '@portal/shared/kit';
import { useAuth, useFormats } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { PROGRAM_DATES, TIERS } from '../tiers';
import { OFFSHORE } from '../api/rewardsQueries';
import { PARTICIPATION, PARTS, WARRANTY_CARDS, type PointsRule } from '../pointsTable';
import { RewardsState } from '../components/RewardsState';
import { TierCard } from '../components/TierCard';
import { useT } from '../status/i18n';

const { Title, Paragraph } = Typography;

/** The spec's rows, in the page's language: activities and worded points are fixed texts. */
function PointsTable({ title, rules }: { title: string; rules: Record<string, PointsRule> }) {
  const t = useT();
  return (
    <Card size="small" title={title}>
      <Table
        size="small"
        pagination={false}
        rowKey="activity"
        dataSource={Object.values(rules)}
        columns={[
          {
            key: 'activity',
            title: t('Activity'),
            render: (r: PointsRule) => t(r.activity),
          },
          {
            key: 'points',
            title: t('Points'),
            // '10' as it is; '3 each, max 6' translated.
            render: (r: PointsRule) => (/\D/.test(r.points) ? t(r.points) : r.points),
          },
        ]}
      />
    </Card>
  );
}

/** Requirements 001 §2 'Rewards Program' with the constants of §9. */
export function ProgramPage() {
  const division = useAuth((s) => s.division);
  const t = useT();
  const { number } = useFormats();
  if (division === OFFSHORE)
    return (
      <section>
        <PageTitle>{t('Rewards Program')}</PageTitle>
        <RewardsState view={{ kind: 'offshore' }} />
      </section>
    );
  return (
    <section>
      <PageTitle>{t('Rewards Program')}</PageTitle>
      <Paragraph>
        <strong>{t('program.dates', { dates: t(PROGRAM_DATES) })}</strong>
      </Paragraph>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          gap: 16,
        }}
      >
        {TIERS.slice(1).map((tier, i, paid) => (
          <div key={tier.name} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            <TierCard tier={tier} dealerCode={null} fill />
            <div>
              {paid[i + 1]
                ? t('program.range', {
                    from: number(tier.min),
                    to: number(paid[i + 1].min - 1),
                    rebate: number(tier.rebate),
                  })
                : t('program.top', { from: number(tier.min), rebate: number(tier.rebate) })}
            </div>
          </div>
        ))}
      </div>
      <Title level={3}>{t('Rebates')}</Title>
      <ul>
        <li>{t('Warranty card rebates are credited within 7 days.')}</li>
        <li>{t('Parts rebates are credited monthly.')}</li>
      </ul>
      <Title level={3}>{t('How Points Are Earned')}</Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <PointsTable title={t('Program participation')} rules={PARTICIPATION} />
        </Col>
        <Col xs={24} lg={6}>
          <PointsTable title={t('Warranty cards (all unlimited)')} rules={WARRANTY_CARDS} />
        </Col>
        <Col xs={24} lg={6}>
          <PointsTable title={t('Parts')} rules={PARTS} />
        </Col>
      </Row>
    </section>
  );
}
