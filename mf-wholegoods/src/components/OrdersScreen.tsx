import { useNavigate } from 'react-router';
import { Button, PlusOutlined } from '@portal/shared/kit';
import { errorMessage, type WholegoodsOrder } from '@portal/shared';
import { ListScreen } from '@portal/shared/ui/list/ListScreen';
import { dateColumn, orderNumberColumn } from '@portal/shared/ui/list/orderColumns';
import { usePageSource } from '@portal/shared/ui/list/usePageSource';
import { SerialLink } from '@portal/shared/ui/list/serialLink';
import { useDownload } from '@portal/shared/ui/download/useDownload';
import { ordersPages } from '../api/wholegoods';

type Tab = 'open' | 'history';
const TABS = [
  {
    value: 'open' as const,
    label: 'Open Orders',
    path: '/wholegoods/orders',
    title: 'Wholegoods Orders',
    csvName: 'wholegoods-open-orders.csv',
  },
  {
    value: 'history' as const,
    label: 'Order History',
    path: '/wholegoods/history',
    title: 'Wholegoods Order History',
    csvName: 'wholegoods-order-history.csv',
  },
];

/** Spec 000 §2 'Wholegoods / Orders' and 'Order History': a row is history when its invoice is
 * closed AND it is 'Shipped'; every other row is open (spec 000 §4, applied by the API).
 * Spec 000 §5: searched by order number, status and dealer PO (by the API). */
export function OrdersScreen({ tab }: { tab: Tab }) {
  const navigate = useNavigate();
  const { download, overlay } = useDownload();
  const source = usePageSource(ordersPages(tab), [tab]);
  return (
    <ListScreen<WholegoodsOrder, Tab>
      tabs={TABS}
      tab={tab}
      tabsLabel="Wholegoods orders"
      source={source}
      columns={(t) => [
        orderNumberColumn(download),
        { key: 'description', title: 'Product Description', value: (o) => o.description },
        { key: 'model', title: 'Model', value: (o) => o.model },
        {
          key: 'serialNumber',
          title: 'Serial Number',
          value: (o) => o.serialNumber,
          render: (o) => <SerialLink serial={o.serialNumber} />,
        },
        { key: 'status', title: 'Status', value: (o) => o.scheduleStatus },
        dateColumn('orderDate', 'Order Date', (o) => o.orderDate),
        t === 'open'
          ? dateColumn('promisedDate', 'Estimated Ship Date', (o) => o.promisedDate)
          : dateColumn('invoiceDate', 'Invoiced Date', (o) => o.invoiceDate),
        { key: 'dealerPO', title: 'Dealer PO', value: (o) => o.dealerPO },
      ]}
      rowKey={(o) => `${o.orderNumber}/${o.serialNumber}`}
      error={(e) => errorMessage(e, 'Failed to fetch orders')}
      texts={{ loading: 'Loading orders...', empty: 'No orders found' }}
      searchPlaceholder="Search orders..."
      overlay={overlay}
      action={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate('/wholegoods/order-forms')}
        >
          New Order
        </Button>
      }
    />
  );
}
