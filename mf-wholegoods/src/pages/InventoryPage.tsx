import { useNavigate } from 'react-router';
import { Button } from '@portal/shared/kit';
import dayjs from 'dayjs';
import { errorMessage } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { useApiData } from '@portal/shared/ui/data/useApiData';
import { fetchInventory, type StockUnit } from '../api/wholegoods';

const COLUMNS: ListColumn<StockUnit>[] = [
  { key: 'orderNumber', title: 'Order Number', value: (u) => u.orderNumber },
  { key: 'serialNumber', title: 'Serial Number', value: (u) => u.serialNumber },
  { key: 'productName', title: 'Product Name', value: (u) => u.productName },
  { key: 'status', title: 'Status', value: (u) => u.status },
  { key: 'location', title: 'Location', value: (u) => u.location },
  {
    key: 'manufactureDate',
    title: 'Manufacture Date',
    value: (u) => u.manufactureDate,
    render: (u) => (u.manufactureDate ? dayjs(u.manufactureDate).format('MM/DD/YYYY') : ''),
  },
  { key: 'age', title: 'Age (d)', value: (u) => u.age, align: 'right' },
];

/** Spec 000 §2 'My Dealer Inventory': pull-type, truck-mount and stationary units together. */
export function InventoryPage() {
  const navigate = useNavigate();
  const data = useApiData((dealerId) =>
    dealerId == null ? Promise.resolve([]) : fetchInventory(dealerId),
  );
  const list = useList({ columns: COLUMNS, rows: data.data ?? [] });
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
