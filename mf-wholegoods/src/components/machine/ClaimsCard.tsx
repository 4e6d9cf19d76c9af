import { Space, Table } from '@portal/shared/kit';
import { usDate } from '@portal/shared/dates';
import type { MachineClaim } from '@portal/shared/contract/machines';
import { cellOf, ListCards } from '@portal/shared/ui/list/ListCards';
import type { ListColumn } from '@portal/shared/ui/list/useList';
import { usePhoneLayout } from '@portal/shared/ui/list/usePhoneLayout';
import { StatusTag, type StatusTone } from '@portal/shared/ui/StatusTag';
import { useT } from '../../i18n';
import { Nothing } from '@portal/shared/ui/RecordSection';

type T = ReturnType<typeof useT>;

/** A claim's status in the colour of its outcome. */
export function claimTone(status: string): StatusTone {
  if (status === 'Denied') return 'error';
  if (status === 'Paid' || status === 'Approved') return 'success';
  return 'info';
}

const claimColumns = (t: T): ListColumn<MachineClaim>[] => [
  { key: 'claimNumber', title: t('Claim Number'), value: (c) => c.claimNumber },
  { key: 'date', title: t('Date'), value: (c) => c.claimDate, render: (c) => usDate(c.claimDate) },
  // A claim's type is fixed vocabulary ('Warranty', 'Goodwill').
  { key: 'type', title: t('Type'), value: (c) => (c.type ? t(c.type) : '') },
  { key: 'issue', title: t('Issue'), value: (c) => c.complaint },
  {
    key: 'statuses',
    title: t('Statuses'),
    value: (c) => c.statuses.join(', '),
    // Earlier statuses plain, the latest in its outcome's colour.
    render: (c) => (
      <Space size={4} wrap>
        {c.statuses.map((s, i) => (
          <StatusTag key={i} tone={i === c.statuses.length - 1 ? claimTone(s) : 'neutral'}>
            {t(s)}
          </StatusTag>
        ))}
      </Space>
    ),
  },
  { key: 'callStatus', title: t('Status'), value: (c) => (c.callStatus ? t(c.callStatus) : '') },
];

/** Every claim on the machine: a table, and on a phone one card per claim (nothing scrolls
 * sideways), as the lists show their rows. */
export function ClaimsCard({ claims }: { claims: MachineClaim[] }) {
  const t = useT();
  const phone = usePhoneLayout();
  if (!claims.length) return <Nothing text={t('No claims on this machine')} />;
  const columns = claimColumns(t);
  if (phone)
    return (
      <ListCards<MachineClaim>
        list={{ columns, pageRows: claims }}
        rowKey={(c) => c.claimNumber}
        titleKey="claimNumber"
        firstLoad={false}
        loading={false}
        loadingText=""
        emptyText=""
      />
    );
  return (
    <Table<MachineClaim>
      size="small"
      rowKey="claimNumber"
      columns={columns.map((c) => ({
        key: c.key,
        title: c.title,
        render: (_: unknown, row: MachineClaim) => cellOf(c, row),
      }))}
      dataSource={claims}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
