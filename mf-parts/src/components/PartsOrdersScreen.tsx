import { useMemo } from 'react';
import { Button, Table, ExportOutlined } from '@portal/shared/kit';
import { usDate } from '@portal/shared/dates';
import { EXTERNAL_LINKS, errorMessage } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { ListTable } from '@portal/shared/ui/list/ListTable';
import { RouteTabs } from '@portal/shared/ui/list/RouteTabs';
import { useList, type ListColumn } from '@portal/shared/ui/list/useList';
import { usePageSource } from '@portal/shared/ui/list/usePageSource';
import { useDownload } from '@portal/shared/ui/download/useDownload';
import { salesOrderJob } from '@portal/shared/ui/download/jobs';
import { ordersPages } from '../api/partsOrders';
import { shiftedDate, type OrderLine, type PartsOrder, type PartsTab } from '../partsRules';

const TABS = [
  { value: 'open' as const, label: 'Open Orders', path: '/parts/orders', title: 'Parts Orders' },
  {
    value: 'history' as const,
    label: 'Order History',
    path: '/parts/history',
    title: 'Parts Order History',
  },
];

/** Spec 000 §2 'Parts / Orders' and 'Parts / Order History': orders with an expandable line list. */
export function PartsOrdersScreen({ tab }: { tab: PartsTab }) {
  const { download, overlay } = useDownload();
  const source = usePageSource(ordersPages(tab), [tab]);

  const columns = useMemo<ListColumn<PartsOrder>[]>(
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
      { key: 'status', title: 'Status', value: (o) => o.status },
      {
        key: 'orderDate',
        title: 'Order Date',
        value: (o) => o.orderDate,
        render: (o) => usDate(o.orderDate),
      },
      tab === 'open'
        ? {
            key: 'estimatedShipDate',
            title: 'Estimated Ship Date',
            value: (o) => o.estimatedShipDate,
            render: (o) => shiftedDate(o.estimatedShipDate),
          }
        : {
            key: 'invoiceDate',
            title: 'Invoice Date',
            value: (o) => o.invoiceDate,
            render: (o) => shiftedDate(o.invoiceDate),
          },
      { key: 'dealerPO', title: 'Dealer PO', value: (o) => o.dealerPO },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tab],
  );
  // Spec 000 §5: orders are searched by order number, status and dealer PO (by the API).
  const list = useList({ columns, source });
  const current = TABS.find((t) => t.value === tab)!;
  const fallback = tab === 'open' ? 'Failed to load open orders' : 'Failed to fetch orders';

  return (
    <section>
      <PageTitle>{current.title}</PageTitle>
      {overlay}
      <ListTable
        list={list}
        rowKey={(o) => o.orderNumber}
        error={
          list.serverError
            ? tab === 'open'
              ? fallback
              : errorMessage(list.serverError, fallback)
            : null
        }
        texts={{ loading: 'Loading orders...', empty: 'No orders found' }}
        searchPlaceholder="Search orders..."
        csvName={tab === 'open' ? 'parts-open-orders.csv' : 'parts-order-history.csv'}
        expandable={{
          render: (o) => <Lines lines={o.lines} tab={tab} />,
          label: (o) => `order ${o.orderNumber}`,
        }}
        toolbar={
          <>
            <RouteTabs tabs={TABS} value={tab} label="Parts orders" />
            <Button
              type="primary"
              icon={<ExportOutlined />}
              href={EXTERNAL_LINKS.partsOrdering}
              target="_blank"
              rel="noopener noreferrer"
            >
              New Order
            </Button>
          </>
        }
      />
    </section>
  );
}

function Lines({ lines, tab }: { lines: OrderLine[]; tab: PartsTab }) {
  const columns =
    tab === 'open'
      ? [
          { key: 'partNumber', dataIndex: 'partNumber', title: 'Part Number' },
          { key: 'description', dataIndex: 'description', title: 'Description' },
          { key: 'ordered', dataIndex: 'ordered', title: 'Ordered', align: 'right' as const },
          { key: 'shipped', dataIndex: 'shipped', title: 'Shipped', align: 'right' as const },
          {
            key: 'backordered',
            dataIndex: 'backordered',
            title: 'Backordered',
            align: 'right' as const,
          },
        ]
      : [
          { key: 'partNumber', dataIndex: 'partNumber', title: 'Part Number' },
          { key: 'description', dataIndex: 'description', title: 'Description' },
          { key: 'ordered', dataIndex: 'ordered', title: 'Quantity', align: 'right' as const },
        ];
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(l) => `${l.partNumber}/${l.description}`}
      dataSource={lines}
      columns={columns}
    />
  );
}
