import { useNavigate } from 'react-router';
import { Button, PlusOutlined } from '@portal/shared/kit';
import { usDate } from '@portal/shared/dates';
import { allows, errorMessage, screenFor, useAuth, useLanguage } from '@portal/shared';
import { ListScreen } from '@portal/shared/ui/list/ListScreen';
import type { ListColumn } from '@portal/shared/ui/list/useList';
import { usePageSource } from '@portal/shared/ui/list/usePageSource';
import { SerialLink } from '@portal/shared/ui/list/serialLink';
import { claimPages, type Claim } from '../api/claims';
import { useT } from '../i18n';

type T = ReturnType<typeof useT>;

type ClaimsTab = 'open' | 'history';

const tabs = (t: T) => [
  {
    value: 'open' as const,
    label: t('Open Claims'),
    path: '/service/open-claims',
    title: t('Open Claims'),
    csvName: 'open-claims.csv',
  },
  {
    value: 'history' as const,
    label: t('Claims History'),
    path: '/service/claims-history',
    title: t('Claims History'),
    csvName: 'claims-history.csv',
  },
];

/** A fixed-vocabulary value (status, claim type, warranty state) in the page's language. */
const word = (t: T, value: string) => (value ? t(value) : value);

function columns(t: T, tab: ClaimsTab | undefined): ListColumn<Claim>[] {
  const base: ListColumn<Claim>[] = [
    { key: 'claimNumber', title: t('Claim Number'), value: (c) => c.claimNumber },
    { key: 'date', title: t('Date'), value: (c) => c.date, render: (c) => usDate(c.date) },
    {
      key: 'serialNumber',
      title: t('Serial Number'),
      value: (c) => c.serialNumber,
      render: (c) => <SerialLink serial={c.serialNumber} />,
    },
    { key: 'dealer', title: t('Dealer'), value: (c) => c.dealer },
    { key: 'type', title: t('Type'), value: (c) => c.type, render: (c) => word(t, c.type) },
    { key: 'issue', title: t('Issue'), value: (c) => c.issue },
  ];
  // Requirements 000 §2: Claims History adds the two warranty columns and takes Status from the current status.
  return tab === 'open'
    ? [
        ...base,
        {
          key: 'status',
          title: t('Status'),
          value: (c) => c.callStatus,
          render: (c) => word(t, c.callStatus),
        },
      ]
    : [
        ...base,
        {
          key: 'limitedWarranty',
          title: t('Limited Warranty'),
          value: (c) => c.limitedWarranty,
          render: (c) => word(t, c.limitedWarranty),
        },
        {
          key: 'powertrainWarranty',
          title: t('Powertrain Warranty'),
          value: (c) => c.powertrainWarranty,
          render: (c) => word(t, c.powertrainWarranty),
        },
        {
          key: 'status',
          title: t('Status'),
          value: (c) => c.currentStatus,
          render: (c) => word(t, c.currentStatus),
        },
      ];
}

const HELP_ID = 'claim-buttons-help';
const HEADER = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  marginBottom: 12,
} as const;

/** Requirements 000 §2 'Service / Warranty Claims': one screen, two tabs on two routes. Requirements 000 §4, §5:
 * the tab's rule and its searched fields are applied by the API. */
export function ClaimsScreen({ tab }: { tab: ClaimsTab }) {
  const navigate = useNavigate();
  const t = useT();
  const language = useLanguage();
  const role = useAuth((s) => s.role);
  // The online claim form, for the roles the access table lets file (decision 0047).
  const mayFile = allows(screenFor('/service/claims/new')!.who, role, true);
  const source = usePageSource(claimPages(tab), [tab]);
  return (
    <ListScreen<Claim, ClaimsTab>
      // Its columns are built once per tab: a new language builds them again.
      key={language}
      tabs={tabs(t)}
      tab={tab}
      tabsLabel={t('Claims')}
      source={source}
      columns={(tab) => columns(t, tab)}
      rowKey={(c) => `${c.claimNumber}/${c.serialNumber}/${c.currentStatus}`}
      error={(e) => errorMessage(e, t('Failed to fetch claims'))}
      texts={{ loading: t('Loading claims...'), empty: t('No claims found') }}
      searchPlaceholder={t('Search claims...')}
      // Above the list rather than in its toolbar: on a phone the toolbar has room for the spec's
      // search, tabs and 'New Claim' in two rows, not for a fourth control. The line says what
      // each button does: 'New Claim' (the spec's) is a support request, not the claim form.
      header={() => (
        <div style={HEADER}>
          <p id={HELP_ID} style={{ margin: 0, flex: '1 1 320px' }}>
            {mayFile
              ? t(
                  'Use File a Claim Online to fill in and send the warranty claim form here, with its photos; New Claim sends a support request to the support team instead.',
                )
              : t('New Claim sends a support request to the support team.')}
          </p>
          {mayFile && (
            <Button
              icon={<PlusOutlined />}
              aria-describedby={HELP_ID}
              onClick={() => navigate('/service/claims/new')}
            >
              {t('File a Claim Online')}
            </Button>
          )}
        </div>
      )}
      action={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          aria-describedby={HELP_ID}
          onClick={() => navigate('/help/support')}
        >
          {t('New Claim')}
        </Button>
      }
    />
  );
}
