import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@portal/shared/kit';
import { usDate } from '@portal/shared/dates';
import { errorMessage, useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { useInventory } from '../api/wholegoodsQueries';
import { SerialLink } from '@portal/shared/ui/list/serialLink';
import type { StockUnit } from '../api/wholegoods';
import { MachineForms } from '../components/MachineForms';
import { useT } from '../i18n';

type T = (id: string, values?: Record<string, string>) => string;

const columnsOf = (t: T): ListColumn<StockUnit>[] => [
  { key: 'orderNumber', title: t('Order Number'), value: (u) => u.orderNumber },
  {
    key: 'serialNumber',
    title: t('Serial Number'),
    value: (u) => u.serialNumber,
    render: (u) => <SerialLink serial={u.serialNumber} />,
  },
  { key: 'productName', title: t('Product Name'), value: (u) => u.productName },
  {
    key: 'status',
    title: t('Status'),
    value: (u) => u.status,
    // Fixed vocabulary ('Demo'): shown in the page's language, searched as stored.
    render: (u) => (u.status ? t(u.status) : ''),
  },
  { key: 'location', title: t('Location'), value: (u) => u.location },
  {
    key: 'manufactureDate',
    title: t('Manufacture Date'),
    value: (u) => u.manufactureDate,
    render: (u) => usDate(u.manufactureDate),
  },
  { key: 'age', title: t('Age (d)'), value: (u) => u.age, align: 'right' },
];

// The search reads the stored values, whatever the language (the titles play no part in it).
const SEARCHED = columnsOf((id) => id);
const searchFields = (u: StockUnit) =>
  SEARCHED.map((c) => (c.key === 'manufactureDate' ? usDate(u.manufactureDate) : c.value(u)));

/** Requirements 000 §2 'My Dealer Inventory': pull-type, truck-mount and stationary units together. */
export function InventoryPage() {
  const navigate = useNavigate();
  const t = useT();
  const columns = useMemo(() => columnsOf(t), [t]);
  const dealerCode = useAuth((s) => s.dealerCode);
  const data = useInventory();
  // Requirements 000 §5: inventory is searched by its listed columns, each as the screen shows it (the
  // date as MM/DD/YYYY).
  const list = useList({ columns, rows: data.data ?? [], searchFields });
  return (
    <section>
      <PageTitle>{t('My Dealer Inventory')}</PageTitle>
      <ListTable
        list={list}
        rowKey={(u) => u.serialNumber}
        loading={data.isPending}
        error={data.error ? errorMessage(data.error, t('Failed to fetch inventory')) : null}
        texts={{ loading: t('Loading inventory...'), empty: t('No inventory items found') }}
        searchPlaceholder={t('Search inventory...')}
        pager="range"
        csvName="dealer-inventory.csv"
        // A unit's forms, pre-filled with it, under its row (the spec's columns stay).
        expandable={{
          label: (u) => t('inventory.unit', { serial: u.serialNumber }),
          atEnd: true,
          render: (u) => (
            <MachineForms model={u.productName} serial={u.serialNumber} dealer={dealerCode} />
          ),
        }}
        toolbar={
          <>
            <Button type="primary" onClick={() => navigate('/wholegoods/submit-pdi')}>
              {t('Submit PDI')}
            </Button>
            <Button onClick={() => navigate('/wholegoods/submit-warranty')}>
              {t('Submit Warranty Card')}
            </Button>
          </>
        }
      />
    </section>
  );
}
