import { useNavigate } from 'react-router';
import { Button, PlusOutlined } from '@portal/shared/kit';
import { usDate } from '@portal/shared/dates';
import { allows, errorMessage, screenFor, useAuth } from '@portal/shared';
import { ListScreen } from '@portal/shared/ui/list/ListScreen';
import type { ListColumn } from '@portal/shared/ui/list/useList';
import { usePageSource } from '@portal/shared/ui/list/usePageSource';
import { SerialLink } from '@portal/shared/ui/list/serialLink';
import { claimPages, type Claim } from '../api/claims';

type ClaimsTab = 'open' | 'history';

const TABS = [
  {
    value: 'open' as const,
    label: 'Open Claims',
    path: '/service/open-claims',
    title: 'Open Claims',
    csvName: 'open-claims.csv',
  },
  {
    value: 'history' as const,
    label: 'Claims History',
    path: '/service/claims-history',
    title: 'Claims History',
    csvName: 'claims-history.csv',
  },
];

function columns(tab: ClaimsTab | undefined): ListColumn<Claim>[] {
  const base: ListColumn<Claim>[] = [
    { key: 'claimNumber', title: 'Claim Number', value: (c) => c.claimNumber },
    { key: 'date', title: 'Date', value: (c) => c.date, render: (c) => usDate(c.date) },
    {
      key: 'serialNumber',
      title: 'Serial Number',
      value: (c) => c.serialNumber,
      render: (c) => <SerialLink serial={c.serialNumber} />,
    },
    { key: 'dealer', title: 'Dealer', value: (c) => c.dealer },
    { key: 'type', title: 'Type', value: (c) => c.type },
    { key: 'issue', title: 'Issue', value: (c) => c.issue },
  ];
  // Spec 000 §2: Claims History adds the two warranty columns and takes Status from the current status.
  return tab === 'open'
    ? [...base, { key: 'status', title: 'Status', value: (c) => c.callStatus }]
    : [
        ...base,
        { key: 'limitedWarranty', title: 'Limited Warranty', value: (c) => c.limitedWarranty },
        {
          key: 'powertrainWarranty',
          title: 'Powertrain Warranty',
          value: (c) => c.powertrainWarranty,
        },
        { key: 'status', title: 'Status', value: (c) => c.currentStatus },
      ];
}

/** Spec 000 §2 'Service / Warranty Claims': one screen, two tabs on two routes. Spec 000 §4, §5:
 * the tab's rule and its searched fields are applied by the API. */
export function ClaimsScreen({ tab }: { tab: ClaimsTab }) {
  const navigate = useNavigate();
  const role = useAuth((s) => s.role);
  // The online claim form, for the roles the access table lets file (decision 0047).
  const mayFile = allows(screenFor('/service/claims/new')!.who, role, true);
  const source = usePageSource(claimPages(tab), [tab]);
  return (
    <ListScreen<Claim, ClaimsTab>
      tabs={TABS}
      tab={tab}
      tabsLabel="Claims"
      source={source}
      columns={columns}
      rowKey={(c) => `${c.claimNumber}/${c.serialNumber}/${c.currentStatus}`}
      error={(e) => errorMessage(e, 'Failed to fetch claims')}
      texts={{ loading: 'Loading claims...', empty: 'No claims found' }}
      searchPlaceholder="Search claims..."
      // Above the list rather than in its toolbar: on a phone the toolbar has room for the spec's
      // search, tabs and 'New Claim' in two rows, not for a fourth control.
      header={
        mayFile
          ? () => (
              <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
                <Button icon={<PlusOutlined />} onClick={() => navigate('/service/claims/new')}>
                  File a Claim Online
                </Button>
              </div>
            )
          : undefined
      }
      action={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/help/support')}>
          New Claim
        </Button>
      }
    />
  );
}
