import { useNavigate } from 'react-router';
import { Button } from 'antd';
import {
  api,
  errorMessage,
  session,
  toDealerChoice,
  useAuth,
  type DealerWire,
} from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { useApiData } from '@portal/shared/ui/data/useApiData';

const COLUMNS: ListColumn<DealerWire>[] = [
  { key: 'tradingPartnerId', title: 'Trading Partner ID', value: (d) => d.tradingPartnerId },
  { key: 'tpNameX', title: 'Dealer Code', value: (d) => d.tpNameX },
  { key: 'companyNameX', title: 'Company Name', value: (d) => d.companyNameX },
  { key: 'divX', title: 'Division', value: (d) => d.divX },
  { key: 'terX', title: 'Territory', value: (d) => d.terX },
  { key: 'currencY_X', title: 'Currency', value: (d) => d.currencY_X },
];

/** Spec 001 §2 'Dealer Portal Access': staff pick the dealer they act for, then go home. */
export function DealerPickerPage() {
  const navigate = useNavigate();
  const selected = useAuth((s) => s.selectedDealer);
  const data = useApiData(async () => (await api.get<DealerWire[]>('/dealerview')).data);
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
            type={d.tradingPartnerId === selected ? 'default' : 'primary'}
            size="small"
            onClick={() => choose(d)}
            aria-label={`${d.tradingPartnerId === selected ? 'Selected' : 'Select'} ${d.tpNameX}`}
          >
            {d.tradingPartnerId === selected ? 'Selected' : 'Select'}
          </Button>
        ),
      },
      ...COLUMNS,
    ],
    rows: data.data ?? [],
    searchFields: (d) => COLUMNS.map((c) => c.value(d)),
  });

  function choose(d: DealerWire) {
    session.selectDealer(toDealerChoice(d));
    // The API writes the act-as to the audit log; the choice stands even if that call fails.
    api
      .post('/dealerview/select', null, { headers: { 'X-Dealer-Id': String(d.tradingPartnerId) } })
      .catch(() => undefined);
    navigate('/home');
  }

  return (
    <section>
      <PageTitle>Dealer Portal Access</PageTitle>
      <ListTable
        list={list}
        rowKey={(d) => d.tradingPartnerId}
        loading={data.loading}
        error={data.error ? fetchError(data.error) : null}
        texts={{ loading: 'Loading dealers...', empty: 'No dealers found' }}
        searchPlaceholder="Search dealers..."
      />
    </section>
  );
}

/** Spec 001 §8: 'Error: ' plus the message, or 'Failed to fetch data'. */
function fetchError(e: unknown): string {
  const message = errorMessage(e, '');
  return message ? `Error: ${message}` : 'Failed to fetch data';
}
