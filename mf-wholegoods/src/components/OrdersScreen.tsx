import { useNavigate } from 'react-router';
import { Button, PlusOutlined } from '@portal/shared/kit';
import { errorMessage, type WholegoodsOrder } from '@portal/shared';
import { ListScreen } from '@portal/shared/ui/list/ListScreen';
import { dateColumn, orderNumberColumn } from '@portal/shared/ui/list/orderColumns';
import { usePageSource } from '@portal/shared/ui/list/usePageSource';
import { SerialLink } from '@portal/shared/ui/list/serialLink';
import { useDownload } from '@portal/shared/ui/download/useDownload';
import { wholegoodsOrderPages } from '@portal/shared/ui/list/listRoutes';
import { useT } from '../i18n';

type Tab = 'open' | 'history';
const tabsOf = (t: (id: string) => string) => [
  {
    value: 'open' as const,
    label: t('Open Orders'),
    path: '/wholegoods/orders',
    title: t('Wholegoods Orders'),
    csvName: 'wholegoods-open-orders.csv',
  },
  {
    value: 'history' as const,
    label: t('Order History'),
    path: '/wholegoods/history',
    title: t('Wholegoods Order History'),
    csvName: 'wholegoods-order-history.csv',
  },
];

/** Requirements 000 §2 'Wholegoods / Orders' and 'Order History': a row is history when its invoice is
 * closed AND it is 'Shipped'; every other row is open (requirements 000 §4, applied by the API).
 * Requirements 000 §5: searched by order number, status and dealer PO (by the API). */
export function OrdersScreen({ tab }: { tab: Tab }) {
  const navigate = useNavigate();
  const t = useT();
  const { download, overlay } = useDownload();
  const source = usePageSource(wholegoodsOrderPages(tab), [tab]);
  return (
    <ListScreen<WholegoodsOrder, Tab>
      tabs={tabsOf(t)}
      tab={tab}
      tabsLabel={t('Wholegoods orders')}
      source={source}
      columns={(shown) => [
        orderNumberColumn(download),
        { key: 'description', title: t('Product Description'), value: (o) => o.description },
        { key: 'model', title: t('Model'), value: (o) => o.model },
        {
          key: 'serialNumber',
          title: t('Serial Number'),
          value: (o) => o.serialNumber,
          render: (o) => <SerialLink serial={o.serialNumber} />,
        },
        {
          key: 'status',
          title: t('Status'),
          value: (o) => o.scheduleStatus,
          // A status is fixed vocabulary: shown in the page's language, searched and sorted as stored.
          render: (o) => (o.scheduleStatus ? t(o.scheduleStatus) : ''),
        },
        dateColumn('orderDate', t('Order Date'), (o) => o.orderDate),
        shown === 'open'
          ? dateColumn('promisedDate', t('Estimated Ship Date'), (o) => o.promisedDate)
          : dateColumn('invoiceDate', t('Invoiced Date'), (o) => o.invoiceDate),
        { key: 'dealerPO', title: t('Dealer PO'), value: (o) => o.dealerPO },
      ]}
      rowKey={(o) => `${o.orderNumber}/${o.serialNumber}`}
      error={(e) => errorMessage(e, t('Failed to fetch orders'))}
      texts={{ loading: t('Loading orders...'), empty: t('No orders found') }}
      searchPlaceholder={t('Search orders...')}
      overlay={overlay}
      action={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate('/wholegoods/order-forms')}
        >
          {t('New Order')}
        </Button>
      }
    />
  );
}
