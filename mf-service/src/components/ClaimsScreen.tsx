import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button, PlusOutlined } from '@portal/shared/kit';
import { usDate } from '@portal/shared/dates';
import { allows, errorMessage, screenFor, useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { RouteTabs } from '@portal/shared/ui/list/RouteTabs';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { usePageSource } from '@portal/shared/ui/list/usePageSource';
import { claimPages, type Claim } from '../api/claims';

type ClaimsTab = 'open' | 'history';

const TABS: { value: ClaimsTab; label: string; path: string; title: string }[] = [
  { value: 'open', label: 'Open Claims', path: '/service/open-claims', title: 'Open Claims' },
  {
    value: 'history',
    label: 'Claims History',
    path: '/service/claims-history',
    title: 'Claims History',
  },
];

function columns(tab: ClaimsTab): ListColumn<Claim>[] {
  const base: ListColumn<Claim>[] = [
    { key: 'claimNumber', title: 'Claim Number', value: (c) => c.claimNumber },
    { key: 'date', title: 'Date', value: (c) => c.date, render: (c) => usDate(c.date) },
    { key: 'serialNumber', title: 'Serial Number', value: (c) => c.serialNumber },
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

/** Spec 000 §2 'Service / Warranty Claims': one screen, two tabs on two routes. */
export function ClaimsScreen({ tab }: { tab: ClaimsTab }) {
  const navigate = useNavigate();
  const role = useAuth((s) => s.role);
  // The online claim form, for the roles the access table lets file (decision 0047).
  const mayFile = allows(screenFor('/service/claims/new')!.who, role, true);
  const source = usePageSource(claimPages(tab), [tab]);
  const cols = useMemo(() => columns(tab), [tab]);
  // Spec 000 §4, §5: the tab's rule and its searched fields are applied by the API.
  const list = useList({ columns: cols, source });
  const current = TABS.find((t) => t.value === tab)!;

  return (
    <section>
      <PageTitle>{current.title}</PageTitle>
      <ListTable
        list={list}
        rowKey={(c) => `${c.claimNumber}/${c.serialNumber}/${c.currentStatus}`}
        error={list.serverError ? errorMessage(list.serverError, 'Failed to fetch claims') : null}
        texts={{ loading: 'Loading claims...', empty: 'No claims found' }}
        searchPlaceholder="Search claims..."
        csvName={tab === 'open' ? 'open-claims.csv' : 'claims-history.csv'}
        toolbar={
          <>
            <RouteTabs tabs={TABS} value={tab} label="Claims" />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate('/help/support')}
            >
              New Claim
            </Button>
            {mayFile && (
              <Button icon={<PlusOutlined />} onClick={() => navigate('/service/claims/new')}>
                File a Claim Online
              </Button>
            )}
          </>
        }
      />
    </section>
  );
}
