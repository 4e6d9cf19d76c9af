import { useId, useState } from 'react';
import { Button, Table, Typography, DownOutlined, RightOutlined } from '@portal/shared/kit';
import { ScrollRegion } from '@portal/shared/ui/ScrollRegion';
import { MEDIA, useMediaQuery } from '@portal/shared/ui/useMediaQuery';
import { useFormats } from '@portal/shared';
import type { Rewards } from '../api/rewards';
import { qualifyingDetails, type Qualifier } from '../qualifying';
import { useT } from '../status/i18n';

/** Requirements 001 §2: the 'Qualifying Details' panel, collapsed by default and toggled by click. It
 * lists every rewards field with the points each earns by the points table, down to the total. */
export function QualifyingDetails({ rewards }: { rewards: Rewards }) {
  const t = useT();
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // The 'Points table' column shows from md up; the total's label spans the columns shown.
  const ruleShown = useMediaQuery(MEDIA.md);
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
        {t('Qualifying Details')}
      </Button>
      {open && (
        <div id={panelId} data-testid="qualifying-details">
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
            {t('details.dealer', {
              division: rewards.division ?? '—',
              territory: rewards.salesTerritory ?? '—',
            })}
          </Typography.Paragraph>
          <ScrollRegion label={t('Qualifying Details')}>
            <Table<Qualifier>
              size="small"
              pagination={false}
              rowKey="field"
              dataSource={qualifyingDetails(rewards, t)}
              columns={[
                { key: 'label', dataIndex: 'label', title: t('Activity') },
                { key: 'recorded', dataIndex: 'recorded', title: t('Recorded') },
                // On a phone the rule column is left out so the points stay in view.
                { key: 'rule', dataIndex: 'rule', title: t('Points table'), responsive: ['md'] },
                {
                  key: 'points',
                  dataIndex: 'points',
                  title: t('Points'),
                  align: 'right',
                  render: (p: number | null) => (p === null ? '—' : formats.number(p)),
                },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={ruleShown ? 3 : 2}>
                    <strong>{t('Total points')}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <strong data-testid="details-total">
                      {formats.number(rewards.totalPoints ?? 0)}
                    </strong>
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
