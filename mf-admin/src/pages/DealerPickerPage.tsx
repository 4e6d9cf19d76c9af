import { useNavigate } from 'react-router';
import { Button } from '@portal/shared/kit';
import { errorMessage, session, useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { announceDealerChoice } from '../api/dealers';
import { useDealers, useSalesStaff } from '../api/dealersQueries';
import { pickerErrorText, withSalesReps, type DealerRow } from '../rules/dealerPicker';
import { useT } from '../i18n';

/** Requirements 001 §2: the columns come from tradingPartnerId, tpNameX, companyNameX, divX, terX and
 * currencY_X; the territory's sales reps follow (docs/decisions/0006-user-management.md). */
const columnsIn = (t: (id: string) => string): ListColumn<DealerRow>[] => [
  { key: 'dealerId', title: t('Trading Partner ID'), value: (d) => d.dealerId },
  { key: 'dealerCode', title: t('Dealer Code'), value: (d) => d.dealerCode },
  { key: 'dealerName', title: t('Company Name'), value: (d) => d.dealerName },
  { key: 'division', title: t('Division'), value: (d) => d.division },
  { key: 'territory', title: t('Territory'), value: (d) => d.territory },
  { key: 'currency', title: t('Currency'), value: (d) => d.currency },
  { key: 'salesReps', title: t('Sales Rep'), value: (d) => d.salesReps },
];

/** Requirements 001 §2 'Dealer Portal Access': staff pick the dealer they act for, then go home. */
export function DealerPickerPage() {
  const navigate = useNavigate();
  const t = useT();
  const COLUMNS = columnsIn(t);
  const selected = useAuth((s) => s.selectedDealer);
  const dealers = useDealers();
  // The reps only name who covers a territory: without them the picker still works.
  const reps = useSalesStaff();
  const loading = dealers.isPending || reps.isPending;
  const list = useList({
    // The choice comes first: on a phone the table scrolls sideways, and the button would be
    // off-screen at the far right.
    columns: [
      {
        key: 'select',
        title: '',
        sortable: false,
        value: () => null,
        render: (d) => (
          <Button
            type={d.dealerId === selected ? 'default' : 'primary'}
            size="small"
            onClick={() => choose(d)}
            aria-label={t(d.dealerId === selected ? 'picker.selected' : 'picker.select', {
              dealer: d.dealerCode ?? d.dealerId,
            })}
          >
            {d.dealerId === selected ? t('Selected') : t('Select')}
          </Button>
        ),
      },
      ...COLUMNS,
    ],
    rows: loading || !dealers.data ? [] : withSalesReps(dealers.data, reps.data ?? []),
    searchFields: (d) => COLUMNS.map((c) => c.value(d)),
  });

  function choose({ salesReps: _reps, ...dealer }: DealerRow) {
    // Requirements 001 §4: dealer, division, territory, code, name and currency into the shared store.
    session.selectDealer(dealer);
    // The API writes the act-as to the audit log; the choice stands even if that call fails.
    announceDealerChoice(dealer.dealerId).catch(() => undefined);
    navigate('/home');
  }

  return (
    <section>
      <PageTitle>{t('Dealer Portal Access')}</PageTitle>
      <ListTable
        list={list}
        rowKey={(d) => d.dealerId}
        loading={loading}
        error={dealers.error ? pickerErrorText(errorMessage(dealers.error, '')) : null}
        texts={{ loading: t('Loading dealers...'), empty: t('No dealers found') }}
        searchPlaceholder={t('Search dealers...')}
        cardTitle="dealerCode"
      />
    </section>
  );
}
