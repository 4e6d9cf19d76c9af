import { and, eq } from 'drizzle-orm';
import type { PartsOrderWire } from '@portal/shared/contract/parts';
import type { Db } from '../db/client';
import { partsLines, partsOrders as o, partsOrdersCounts } from '../db/schema';
import type { ListQuery } from '../http/list';
import { searchText, sqlPage, textKey } from '../http/sqlList';
import { keptCount } from './keptCounts';

export type PartsView = 'open' | 'history';
type LineRow = typeof partsLines.$inferSelect;
type OrderRow = typeof o.$inferSelect;

/** Parts order line on the wire (requirements 000 §3), which is also the import feed's format. */
export const partsWire = (l: Omit<LineRow, 'id' | 'importKey'>) => ({
  salesOrderNoX: l.salesOrderNo,
  invoiceStatusC: l.invoiceStatus,
  orderedD: l.orderedDate,
  invoiceD: l.invoiceDate,
  custPOnoX: l.customerPo,
  typeC: l.type,
  partX: l.part,
  partDescrX: l.partDescription,
  orderedQtyN: l.orderedQty,
  shippedQtyN: l.shippedQty,
  backorderedQtyN: l.backorderedQty,
});

/**
 * A grouped order on the wire, with the names requirements 000 §3 gives it: orderNumber, status,
 * orderDate, estimatedShipDate (taken from the order date), invoiceDate, dealerPO and its lines.
 * Grouping, the tab rules and the lines merged (requirements 000 §3: 'Within an order, lines with
 * the same part number and description are merged and their quantities summed.') are in the
 * parts_orders read model (migrations 0029 and 0031).
 */
const orderWire = (order: OrderRow): PartsOrderWire => ({
  orderNumber: order.salesOrderNo,
  status: order.status,
  orderDate: order.orderedDate,
  estimatedShipDate: order.orderedDate,
  invoiceDate: order.invoiceDate,
  dealerPO: order.customerPo ?? '',
  lines: order.lines,
});

/** Requirements 000 §5: orders are searched by order number, status and dealer PO. */
const search = searchText([o.salesOrderNo, o.status, o.customerPo]);
const sortable = {
  orderNumber: textKey(o.salesOrderNo),
  status: textKey(o.status),
  orderDate: o.orderedDate,
  estimatedShipDate: o.orderedDate,
  invoiceDate: o.invoiceDate,
  dealerPO: textKey(o.customerPo),
};

const tabCount = keptCount(partsOrdersCounts);

/** One page of a dealer's parts orders of one tab, each with its merged lines. */
export async function partsOrdersPage(
  db: Db,
  dealerId: number,
  view: PartsView,
  query: ListQuery & { page: number },
) {
  return sqlPage(db, {
    from: o,
    id: o.firstLineId,
    where: and(eq(o.dealerId, dealerId), eq(o.view, view))!,
    query,
    sortable,
    search,
    // Each sort has its (dealer, tab, key, id) index (migration 0024).
    keyByKey: true,
    count: tabCount(db, dealerId, view),
    map: orderWire,
    key: ['parts-orders', dealerId, view],
  });
}
