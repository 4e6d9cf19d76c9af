import { Card, Col, Row, Table, Typography } from '@portal/shared/kit';
import { useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { PROGRAM_DATES, TIERS } from '../tiers';
import { OFFSHORE } from '../api/useRewards';
import { PARTICIPATION, PARTS, WARRANTY_CARDS, type PointsRule } from '../pointsTable';
import { RewardsState } from '../components/RewardsState';
import { TierCard } from '../components/TierCard';

const { Title, Paragraph } = Typography;

function PointsTable({ title, rules }: { title: string; rules: Record<string, PointsRule> }) {
  return (
    <Card size="small" title={title}>
      <Table
        size="small"
        pagination={false}
        rowKey="activity"
        dataSource={Object.values(rules)}
        columns={[
          { key: 'activity', dataIndex: 'activity', title: 'Activity' },
          { key: 'points', dataIndex: 'points', title: 'Points' },
        ]}
      />
    </Card>
  );
}

/** Spec 001 §2 'Rewards Program' with the constants of §9. */
export function ProgramPage() {
  const division = useAuth((s) => s.division);
  if (division === OFFSHORE)
    return (
      <section>
        <PageTitle>Rewards Program</PageTitle>
        <RewardsState view={{ kind: 'offshore' }} />
      </section>
    );
  return (
    <section>
      <PageTitle>Rewards Program</PageTitle>
      <Paragraph>
        <strong>Effective Program Dates: {PROGRAM_DATES}</strong>
      </Paragraph>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          gap: 16,
        }}
      >
        {TIERS.slice(1).map((t, i, paid) => (
          <div key={t.name} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            <TierCard tier={t} dealerCode={null} fill />
            <div>
              {paid[i + 1] ? `${t.min}-${paid[i + 1].min - 1} points` : `${t.min}+ points`}:{' '}
              {t.rebate}% rebate
            </div>
          </div>
        ))}
      </div>
      <Title level={3}>Rebates</Title>
      <ul>
        <li>Warranty card rebates are credited within 7 days.</li>
        <li>Parts rebates are credited monthly.</li>
      </ul>
      <Title level={3}>How Points Are Earned</Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <PointsTable title="Program participation" rules={PARTICIPATION} />
        </Col>
        <Col xs={24} lg={6}>
          <PointsTable title="Warranty cards (all unlimited)" rules={WARRANTY_CARDS} />
        </Col>
        <Col xs={24} lg={6}>
          <PointsTable title="Parts" rules={PARTS} />
        </Col>
      </Row>
    </section>
  );
}
