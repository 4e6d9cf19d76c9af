import { Button, Table, ExportOutlined } from '@portal/shared/kit';
import { EXTERNAL_LINKS, errorMessage, useLanguage } from '@portal/shared';
import { ListScreen } from '@portal/shared/ui/list/ListScreen';
import { dateColumn, orderNumberColumn } from '@portal/shared/ui/list/orderColumns';
import { usePageSource } from '@portal/shared/ui/list/usePageSource';
import { useDownload } from '@portal/shared/ui/download/useDownload';
import { ordersPages } from '../api/partsOrders';
import { shiftedDate, type OrderLine, type PartsOrder, type PartsTab } from '../partsRules';
import { Reorder } from '../cart/Reorder';
import { PlacedNotice } from './PlacedNotice';
import { useT } from '../i18n';

type T = ReturnType<typeof useT>;

const tabs = (t: T) => [
  {
    value: 'open' as const,
    label: t('Open Orders'),
    path: '/parts/orders',
    title: t('Parts Orders'),
    csvName: 'parts-open-orders.csv',
  },
  {
    value: 'history' as const,
    label: t('Order History'),
    path: '/parts/history',
    title: t('Parts Order History'),
    csvName: 'parts-order-history.csv',
  },
];

/** Requirements 000 §2 'Parts / Orders' and 'Parts / Order History': orders with an expandable line list.
 * Requirements 000 §5: searched by order number, status and dealer PO (by the API). */
export function PartsOrdersScreen({ tab }: { tab: PartsTab }) {
  const t = useT();
  const language = useLanguage();
  const { download, overlay } = useDownload();
  const source = usePageSource(ordersPages(tab), [tab]);
  const fallback = tab === 'open' ? t('Failed to load open orders') : t('Failed to fetch orders');
  return (
    <ListScreen<PartsOrder, PartsTab>
      // The list builds its columns once per tab: a new language builds them again.
      key={language}
      tabs={tabs(t)}
      tab={tab}
      tabsLabel={t('Parts orders')}
      source={source}
      columns={(shown) => [
        orderNumberColumn(download),
        // The feed's status words are a fixed vocabulary (partsStatuses.ts).
        { key: 'status', title: t('Status'), value: (o) => o.status, render: (o) => t(o.status) },
        dateColumn('orderDate', t('Order Date'), (o) => o.orderDate),
        shown === 'open'
          ? dateColumn(
              'estimatedShipDate',
              t('Estimated Ship Date'),
              (o) => o.estimatedShipDate,
              shiftedDate,
            )
          : dateColumn('invoiceDate', t('Invoice Date'), (o) => o.invoiceDate, shiftedDate),
        { key: 'dealerPO', title: t('Dealer PO'), value: (o) => o.dealerPO },
      ]}
      rowKey={(o) => o.orderNumber}
      error={(e) => (tab === 'open' ? fallback : errorMessage(e, fallback))}
      texts={{ loading: t('Loading orders...'), empty: t('No orders found') }}
      searchPlaceholder={t('Search orders...')}
      // An order just placed from the cart: said until the buyer closes it.
      header={tab === 'open' ? () => <PlacedNotice /> : undefined}
      overlay={overlay}
      expandable={{
        render: (o) => (
          <>
            <Reorder orderNumber={o.orderNumber} />
            <Lines lines={o.lines} tab={tab} />
          </>
        ),
        label: (o) => t('order.label', { orderNumber: o.orderNumber }),
      }}
      action={
        <Button
          type="primary"
          icon={<ExportOutlined />}
          href={EXTERNAL_LINKS.partsOrdering}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('New Order')}
        </Button>
      }
    />
  );
}

function Lines({ lines, tab }: { lines: OrderLine[]; tab: PartsTab }) {
  const t = useT();
  const columns =
    tab === 'open'
      ? [
          { key: 'partNumber', dataIndex: 'partNumber', title: t('Part Number') },
          { key: 'description', dataIndex: 'description', title: t('Description') },
          { key: 'ordered', dataIndex: 'ordered', title: t('Ordered'), align: 'right' as const },
          { key: 'shipped', dataIndex: 'shipped', title: t('Shipped'), align: 'right' as const },
          {
            key: 'backordered',
            dataIndex: 'backordered',
            title: t('Backordered'),
            align: 'right' as const,
          },
        ]
      : [
          { key: 'partNumber', dataIndex: 'partNumber', title: t('Part Number') },
          { key: 'description', dataIndex: 'description', title: t('Description') },
          { key: 'ordered', dataIndex: 'ordered', title: t('Quantity'), align: 'right' as const },
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
