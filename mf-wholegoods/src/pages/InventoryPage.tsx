import { useNavigate } from 'react-router';
import { Button } from '@portal/shared/kit';
import { usDate } from '@portal/shared/dates';
import { errorMessage, useAuth } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { useApiData } from '@portal/shared/ui/data/useApiData';
import { SerialLink } from '@portal/shared/ui/list/serialLink';
import { fetchInventory, type StockUnit } from '../api/wholegoods';
import { MachineForms } from '../components/MachineForms';

const COLUMNS: ListColumn<StockUnit>[] = [
  { key: 'orderNumber', title: 'Order Number', value: (u) => u.orderNumber },
  {
    key: 'serialNumber',
    title: 'Serial Number',
    value: (u) => u.serialNumber,
    render: (u) => <SerialLink serial={u.serialNumber} />,
  },
  { key: 'productName', title: 'Product Name', value: (u) => u.productName },
  { key: 'status', title: 'Status', value: (u) => u.status },
  { key: 'location', title: 'Location', value: (u) => u.location },
  {
    key: 'manufactureDate',
    title: 'Manufacture Date',
    value: (u) => u.manufactureDate,
    render: (u) => usDate(u.manufactureDate),
  },
  { key: 'age', title: 'Age (d)', value: (u) => u.age, align: 'right' },
];

const searchFields = (u: StockUnit) =>
  COLUMNS.map((c) => (c.key === 'manufactureDate' ? usDate(u.manufactureDate) : c.value(u)));

/** Spec 000 §2 'My Dealer Inventory': pull-type, truck-mount and stationary units together. */
export function InventoryPage() {
  const navigate = useNavigate();
  const dealerCode = useAuth((s) => s.dealerCode);
  const data = useApiData((dealerId) =>
    dealerId == null ? Promise.resolve([]) : fetchInventory(dealerId),
  );
  // Spec 000 §5: inventory is searched by its listed columns, each as the screen shows it (the
  // date as MM/DD/YYYY, issue 20).
  const list = useList({ columns: COLUMNS, rows: data.data ?? [], searchFields });
  return (
    <section>
      <PageTitle>My Dealer Inventory</PageTitle>
      <ListTable
        list={list}
        rowKey={(u) => u.serialNumber}
        loading={data.loading}
        error={data.error ? errorMessage(data.error, 'Failed to fetch inventory') : null}
        texts={{ loading: 'Loading inventory...', empty: 'No inventory items found' }}
        searchPlaceholder="Search inventory..."
        pager="range"
        csvName="dealer-inventory.csv"
        // Issue 26: a unit's forms, pre-filled with it, under its row (the spec's columns stay).
        expandable={{
          label: (u) => `unit ${u.serialNumber}`,
          atEnd: true,
          render: (u) => (
            <MachineForms model={u.productName} serial={u.serialNumber} dealer={dealerCode} />
          ),
        }}
        toolbar={
          <>
            <Button type="primary" onClick={() => navigate('/wholegoods/submit-pdi')}>
              Submit PDI
            </Button>
            <Button onClick={() => navigate('/wholegoods/submit-warranty')}>
              Submit Warranty Card
            </Button>
          </>
        }
      />
    </section>
  );
}
