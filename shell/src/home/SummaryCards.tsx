import { Card, Col, Row, Skeleton, Statistic } from '@portal/shared/kit';
import { Link } from 'react-router';
import { allows, screenFor, useAuth } from '@portal/shared';
import type { CardCounts, HomeCounts } from './counts';
import { useT } from '../i18n';
import { warmKit } from '../app/warmKit';

interface CardSpec {
  key: keyof HomeCounts;
  title: string;
  path: string;
  labels: [string, string];
}

/** Requirements 000 §2: four summary cards; Invoices only for ApplicationAdmin, SupremeSales, DealerBuyer. */
export const CARDS: CardSpec[] = [
  {
    key: 'wholegoods',
    title: 'Wholegoods Orders',
    path: '/wholegoods/orders',
    labels: ['Open', 'History'],
  },
  { key: 'parts', title: 'Parts Orders', path: '/parts/orders', labels: ['Open', 'History'] },
  {
    key: 'claims',
    title: 'Warranty Claims',
    path: '/service/open-claims',
    labels: ['Open', 'Closed'],
  },
  { key: 'invoices', title: 'Invoices', path: '/finance/invoices', labels: ['Outstanding', 'All'] },
];

/** `counts` null: staff with no dealer selected; each count shows a dash, not a placeholder that
 * would animate for as long as the page stays open. */
export function SummaryCards({ counts }: { counts: HomeCounts | null }) {
  const role = useAuth((s) => s.role);
  const t = useT();
  const visible = CARDS.filter(
    (c) => c.key !== 'invoices' || allows(screenFor(c.path)!.who, role, true),
  );
  return (
    <Row gutter={[16, 16]} onPointerEnter={warmKit} onFocus={warmKit}>
      {visible.map((c) => {
        const canOpen = allows(screenFor(c.path)!.who, role, true);
        const value: CardCounts | null = counts && counts[c.key];
        return (
          <Col key={c.key} xs={24} sm={12} xl={6}>
            <Card
              title={
                canOpen ? (
                  // The title is the card's one link; CSS stretches it over the whole card.
                  <Link to={c.path} className="portal-card-link">
                    {t(c.title)}
                  </Link>
                ) : (
                  t(c.title)
                )
              }
              hoverable={canOpen}
              data-testid={`card-${c.key}`}
            >
              <Row aria-busy={counts !== null && !value}>
                <Col span={12}>
                  <Count title={t(c.labels[0])} value={counts ? value?.first : null} />
                </Col>
                <Col span={12}>
                  <Count title={t(c.labels[1])} value={counts ? value?.second : null} />
                </Col>
              </Row>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

/**
 * One count, with a placeholder of the number's own height until it arrives: Statistic's
 * `loading` skeleton is 27 px taller, and the page jumped when the counts came (CLS). Null: no
 * dealer to count for, a dash.
 */
function Count({ title, value }: { title: string; value: number | null | undefined }) {
  return (
    <Statistic
      title={title}
      value={value ?? (value === null ? '—' : 0)}
      valueRender={(node) =>
        value === undefined ? <Skeleton.Input active size="small" aria-hidden /> : node
      }
    />
  );
}
