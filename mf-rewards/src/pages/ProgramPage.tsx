import { Card, Col, Row, Table, Typography } from 'antd';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { PROGRAM_DATES, TIERS } from '../tiers';
import { TierCard } from '../components/TierCard';

const { Title, Paragraph } = Typography;

const PARTICIPATION = [
  ['Dealer stock of 5+ units average', '10'],
  ['Exclusivity', '15'],
  ['Service or sales training', '2 per participant, max 10 per location'],
  ['Annual planning', '15'],
  ['Mid-year review', '5'],
  ['Tradeshow', '3 each, max 6'],
  ['Dealer-funded ad', '1 per campaign, max 5'],
  ['Farm visit', '1 per visit, max 10'],
  ['Dealer panel participant', '10'],
];
const WARRANTY_CARDS = [
  ['Segue', '2'],
  ['Single auger', '2'],
  ['Twin auger', '3'],
  ['Triple auger', '4'],
  ['Delivery box', '3'],
  ['Truck chassis', '5 extra'],
];
const PARTS = [['Parts purchases', '2 points per $50K, unlimited']];

function PointsTable({ title, rows }: { title: string; rows: string[][] }) {
  return (
    <Card size="small" title={title}>
      <Table
        size="small"
        pagination={false}
        rowKey={(r) => r[0]}
        dataSource={rows}
        columns={[
          { key: 'a', title: 'Activity', render: (_: unknown, r: string[]) => r[0] },
          { key: 'p', title: 'Points', render: (_: unknown, r: string[]) => r[1] },
        ]}
      />
    </Card>
  );
}

/** Spec 001 §2 'Rewards Program' with the constants of §9. */
export function ProgramPage() {
  return (
    <section>
      <PageTitle>Rewards Program</PageTitle>
      <Paragraph>
        <strong>Effective Program Dates: {PROGRAM_DATES}</strong>
      </Paragraph>
      <Row gutter={[16, 16]}>
        {TIERS.slice(1).map((t) => (
          <Col key={t.name} xs={24} sm={12} lg={8} xl={4}>
            <TierCard tier={t} dealerCode={null} />
            <div style={{ marginTop: 8 }}>
              {t.name === 'SUPREME ELITE'
                ? `${t.min}+ points`
                : `${t.min}-${TIERS[TIERS.indexOf(t) + 1].min - 1} points`}
              : {t.rebate}% rebate
            </div>
          </Col>
        ))}
      </Row>
      <Title level={3}>Rebates</Title>
      <ul>
        <li>Warranty card rebates are credited within 7 days of the registration.</li>
        <li>Parts rebates are credited monthly.</li>
      </ul>
      <Title level={3}>How Points Are Earned</Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <PointsTable title="Program participation" rows={PARTICIPATION} />
        </Col>
        <Col xs={24} lg={6}>
          <PointsTable title="Warranty cards (all unlimited)" rows={WARRANTY_CARDS} />
        </Col>
        <Col xs={24} lg={6}>
          <PointsTable title="Parts" rows={PARTS} />
        </Col>
      </Row>
    </section>
  );
}
