import { useId, useState } from 'react';
import { Button, Grid, Table, Typography, DownOutlined, RightOutlined } from '@portal/shared/kit';
import { ScrollRegion } from '@portal/shared/ui/ScrollRegion';
import type { Rewards } from '../api/rewards';
import { qualifyingDetails, type Qualifier } from '../qualifying';

/** Spec 001 §2: the 'Qualifying Details' panel, collapsed by default and toggled by click. It
 * lists every rewards field with the points each earns by the points table, down to the total. */
export function QualifyingDetails({ rewards }: { rewards: Rewards }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // The 'Points table' column shows from md up; the total's label spans the columns shown.
  const ruleShown = Grid.useBreakpoint().md !== false;
  return (
    <div>
      <Button
        type="text"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        icon={open ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
        style={{ fontWeight: 600 }}
      >
        Qualifying Details
      </Button>
      {open && (
        <div id={panelId} data-testid="qualifying-details">
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
            Division: {rewards.division ?? '—'} · Sales territory: {rewards.salesTerritory ?? '—'}
          </Typography.Paragraph>
          <ScrollRegion label="Qualifying Details">
            <Table<Qualifier>
              size="small"
              pagination={false}
              rowKey="field"
              dataSource={qualifyingDetails(rewards)}
              columns={[
                { key: 'label', dataIndex: 'label', title: 'Activity' },
                { key: 'recorded', dataIndex: 'recorded', title: 'Recorded' },
                // On a phone the rule column is left out so the points stay in view.
                { key: 'rule', dataIndex: 'rule', title: 'Points table', responsive: ['md'] },
                {
                  key: 'points',
                  dataIndex: 'points',
                  title: 'Points',
                  align: 'right',
                  render: (p: number | null) => (p === null ? '—' : p),
                },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={ruleShown ? 3 : 2}>
                    <strong>Total points</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <strong data-testid="details-total">{rewards.totalPoints ?? 0}</strong>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          </ScrollRegion>
        </div>
      )}
    </div>
  );
}
