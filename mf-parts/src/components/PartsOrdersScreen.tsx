import { Button, Table, ExportOutlined } from '@portal/shared/kit';
import { EXTERNAL_LINKS, errorMessage } from '@portal/shared';
import { ListScreen } from '@portal/shared/ui/list/ListScreen';
import { dateColumn, orderNumberColumn } from '@portal/shared/ui/list/orderColumns';
import { usePageSource } from '@portal/shared/ui/list/usePageSource';
import { useDownload } from '@portal/shared/ui/download/useDownload';
import { ordersPages } from '../api/partsOrders';
import { shiftedDate, type OrderLine, type PartsOrder, type PartsTab } from '../partsRules';

const TABS = [
  {
    value: 'open' as const,
    label: 'Open Orders',
    path: '/parts/orders',
    title: 'Parts Orders',
    csvName: 'parts-open-orders.csv',
  },
  {
    value: 'history' as const,
    label: 'Order History',
    path: '/parts/history',
    title: 'Parts Order History',
    csvName: 'parts-order-history.csv',
  },
];

/** Spec 000 §2 'Parts / Orders' and 'Parts / Order History': orders with an expandable line list.
 * Spec 000 §5: searched by order number, status and dealer PO (by the API). */
export function PartsOrdersScreen({ tab }: { tab: PartsTab }) {
  const { download, overlay } = useDownload();
  const source = usePageSource(ordersPages(tab), [tab]);
  const fallback = tab === 'open' ? 'Failed to load open orders' : 'Failed to fetch orders';
  return (
    <ListScreen<PartsOrder, PartsTab>
      tabs={TABS}
      tab={tab}
      tabsLabel="Parts orders"
      source={source}
      columns={(t) => [
        orderNumberColumn(download),
        { key: 'status', title: 'Status', value: (o) => o.status },
        dateColumn('orderDate', 'Order Date', (o) => o.orderDate),
        t === 'open'
          ? dateColumn(
              'estimatedShipDate',
              'Estimated Ship Date',
              (o) => o.estimatedShipDate,
              shiftedDate,
            )
          : dateColumn('invoiceDate', 'Invoice Date', (o) => o.invoiceDate, shiftedDate),
        { key: 'dealerPO', title: 'Dealer PO', value: (o) => o.dealerPO },
      ]}
      rowKey={(o) => o.orderNumber}
      error={(e) => (tab === 'open' ? fallback : errorMessage(e, fallback))}
      texts={{ loading: 'Loading orders...', empty: 'No orders found' }}
      searchPlaceholder="Search orders..."
      overlay={overlay}
      expandable={{
        render: (o) => <Lines lines={o.lines} tab={tab} />,
        label: (o) => `order ${o.orderNumber}`,
      }}
      action={
        <Button
          type="primary"
          icon={<ExportOutlined />}
          href={EXTERNAL_LINKS.partsOrdering}
          target="_blank"
          rel="noopener noreferrer"
        >
          New Order
        </Button>
      }
    />
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
