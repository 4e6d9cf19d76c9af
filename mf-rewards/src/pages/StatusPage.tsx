import { useState } from 'react';
import { Button, Card, Statistic, Table } from 'antd';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { useApiData } from '@portal/shared/ui/data/useApiData';
import { fetchRewards, type Rewards } from '../api/rewards';
import { nextTier, shownTier } from '../tiers';
import { qualifyingDetails } from '../qualifying';
import { ProgressBar } from '../components/ProgressBar';
import { TierCard } from '../components/TierCard';

/** Spec 001 §2 'Rewards Status'. */
export function StatusPage() {
  const dealerCode = useAuth((s) => s.dealerCode);
  const [open, setOpen] = useState(false);
  const data = useApiData((dealerId) =>
    dealerId == null ? Promise.resolve<Rewards>({}) : fetchRewards(dealerId),
  );
  const r = data.data;
  const points = r?.totalPoints ?? 0;
  const next = nextTier(points);
  return (
    <section>
      <PageTitle>Rewards Status</PageTitle>
      {!r ? (
        'Loading...'
      ) : (
        <Card>
          <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'center' }}>
            <TierCard tier={shownTier(points, r.currentStatus)} dealerCode={dealerCode} />
            <Statistic title="Total points" value={points} />
            <Statistic title="Next tier" value={next ? next.tier.name : 'MAX'} />
            <Statistic
              title="Points needed"
              value={next ? next.needed : 'MAX'}
              data-testid="points-needed"
            />
          </div>
          <div style={{ marginTop: 24 }}>
            <ProgressBar points={points} title="Tracking to Retain Current Rewards Status" />
          </div>
          <Button
            type="text"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            icon={open ? <DownOutlined /> : <RightOutlined />}
            style={{ fontWeight: 600 }}
          >
            Qualifying Details
          </Button>
          {open && (
            <Table
              size="small"
              pagination={false}
              rowKey="label"
              dataSource={qualifyingDetails(r)}
              columns={[
                { key: 'label', dataIndex: 'label', title: 'Activity' },
                { key: 'value', dataIndex: 'value', title: 'Recorded' },
                {
                  key: 'points',
                  dataIndex: 'points',
                  title: 'Points',
                  align: 'right',
                  render: (p: number | null) => (p === null ? '—' : p),
                },
              ]}
            />
          )}
        </Card>
      )}
    </section>
  );
}
