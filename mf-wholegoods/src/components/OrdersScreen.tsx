import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button, PlusOutlined } from '@portal/shared/kit';
import { usDate } from '@portal/shared/dates';
import { errorMessage, type WholegoodsOrder } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { RouteTabs } from '@portal/shared/ui/list/RouteTabs';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { usePageSource } from '@portal/shared/ui/list/usePageSource';
import { useDownload } from '@portal/shared/ui/download/useDownload';
import { salesOrderJob } from '@portal/shared/ui/download/jobs';
import { ordersPages } from '../api/wholegoods';

type Tab = 'open' | 'history';
const TABS = [
  {
    value: 'open' as const,
    label: 'Open Orders',
    path: '/wholegoods/orders',
    title: 'Wholegoods Orders',
  },
  {
    value: 'history' as const,
    label: 'Order History',
    path: '/wholegoods/history',
    title: 'Wholegoods Order History',
  },
];

/** Spec 000 §2 'Wholegoods / Orders' and 'Order History': a row is history when its invoice is
 * closed AND it is 'Shipped'; every other row is open (spec 000 §4, applied by the API). */
export function OrdersScreen({ tab }: { tab: Tab }) {
  const navigate = useNavigate();
  const { download, overlay } = useDownload();
  const source = usePageSource(ordersPages(tab), [tab]);
  const columns = useMemo<ListColumn<WholegoodsOrder>[]>(
    () => [
      {
        key: 'orderNumber',
        title: 'Order Number',
        value: (o) => o.orderNumber,
        render: (o) => (
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => void download(salesOrderJob(o.orderNumber))}
          >
            {o.orderNumber}
          </Button>
        ),
      },
      { key: 'description', title: 'Product Description', value: (o) => o.description },
      { key: 'model', title: 'Model', value: (o) => o.model },
      { key: 'serialNumber', title: 'Serial Number', value: (o) => o.serialNumber },
      { key: 'status', title: 'Status', value: (o) => o.scheduleStatus },
      {
        key: 'orderDate',
        title: 'Order Date',
        value: (o) => o.orderDate,
        render: (o) => usDate(o.orderDate),
      },
      tab === 'open'
        ? {
            key: 'promisedDate',
            title: 'Estimated Ship Date',
            value: (o) => o.promisedDate,
            render: (o) => usDate(o.promisedDate),
          }
        : {
            key: 'invoiceDate',
            title: 'Invoiced Date',
            value: (o) => o.invoiceDate,
            render: (o) => usDate(o.invoiceDate),
          },
      { key: 'dealerPO', title: 'Dealer PO', value: (o) => o.dealerPO },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tab],
  );
  // Spec 000 §5: orders are searched by order number, status and dealer PO (by the API).
  const list = useList({ columns, source });
  const current = TABS.find((t) => t.value === tab)!;
  return (
    <section>
      <PageTitle>{current.title}</PageTitle>
      {overlay}
      <ListTable
        list={list}
        rowKey={(o) => `${o.orderNumber}/${o.serialNumber}`}
        error={list.serverError ? errorMessage(list.serverError, 'Failed to fetch orders') : null}
        texts={{ loading: 'Loading orders...', empty: 'No orders found' }}
        searchPlaceholder="Search orders..."
        csvName={tab === 'open' ? 'wholegoods-open-orders.csv' : 'wholegoods-order-history.csv'}
        toolbar={
          <>
            <RouteTabs tabs={TABS} value={tab} label="Wholegoods orders" />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate('/wholegoods/order-forms')}
            >
              New Order
            </Button>
          </>
        }
      />
    </section>
  );
}
