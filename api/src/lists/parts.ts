import { and, asc, eq, sql } from 'drizzle-orm';
import type { PartsOrderLineWire, PartsOrderWire } from '@portal/shared/contract/parts';
import type { Db } from '../db/client';
import { partsLines, partsOrders as o, partsOrdersCounts } from '../db/schema';
import type { ListQuery } from '../http/list';
import { builtOnce } from '../http/builtOnce';
import { pageKey, remembered, searchText, sqlPage, textKey } from '../http/sqlList';

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

/** Requirements 000 §3: 'Within an order, lines with the same part number and description are merged
 * and their quantities summed.' First-seen order. */
export function mergeLines(lines: readonly LineRow[]): PartsOrderLineWire[] {
  const merged = new Map<string, PartsOrderLineWire>();
  for (const l of lines) {
    const partNumber = l.part ?? '';
    const description = l.partDescription ?? '';
    const key = `${partNumber}\u0000${description}`;
    const m = merged.get(key);
    const qty = { o: l.orderedQty ?? 0, s: l.shippedQty ?? 0, b: l.backorderedQty ?? 0 };
    if (m) {
      m.ordered += qty.o;
      m.shipped += qty.s;
      m.backordered += qty.b;
    } else
      merged.set(key, {
        partNumber,
        description,
        ordered: qty.o,
        shipped: qty.s,
        backordered: qty.b,
      });
  }
  return [...merged.values()];
}

/**
 * A grouped order on the wire, with the names requirements 000 §3 gives it: orderNumber, status,
 * orderDate, estimatedShipDate (taken from the order date), invoiceDate, dealerPO and its lines.
 * Grouping and the tab rules are in the parts_orders read model (migration 0004).
 */
const orderWire = (order: OrderRow, lines: readonly LineRow[]): PartsOrderWire => ({
  orderNumber: order.salesOrderNo,
  status: order.status,
  orderDate: order.orderedDate,
  estimatedShipDate: order.orderedDate,
  invoiceDate: order.invoiceDate,
  dealerPO: order.customerPo ?? '',
  lines: mergeLines(lines),
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

/** The lines of a page's orders, by id; its text built once (decision 0119). */
const linesOf = builtOnce((db) =>
  db
    .select()
    .from(partsLines)
    .where(sql`${partsLines.id} = any(${sql.placeholder('ids')})`)
    .orderBy(asc(partsLines.id)),
);

/** A tab's count, from the counts the triggers keep (migration 0030); its text built once. */
const tabCount = builtOnce((db) =>
  db
    .select({ n: partsOrdersCounts.n })
    .from(partsOrdersCounts)
    .where(
      and(
        eq(partsOrdersCounts.dealerId, sql.placeholder('dealer')),
        eq(partsOrdersCounts.view, sql.placeholder('view')),
      ),
    ),
);

/** One page of a dealer's parts orders of one tab, each with its merged lines. */
export async function partsOrdersPage(
  db: Db,
  dealerId: number,
  view: PartsView,
  query: ListQuery & { page: number },
) {
  const key = ['parts-orders', dealerId, view];
  // Remembered whole (the page and its lines), so a repeated page is sent as it was.
  return remembered(`${pageKey(key, query)} with lines`, async () => {
    const page = await sqlPage(db, {
      from: o,
      id: o.firstLineId,
      where: and(eq(o.dealerId, dealerId), eq(o.view, view))!,
      query,
      sortable,
      search,
      // Each sort has its (dealer, tab, key, id) index (migration 0024).
      keyByKey: true,
      count: async () => {
        const [r] = await tabCount(db).execute({ dealer: dealerId, view });
        return Number(r?.n ?? 0);
      },
      map: (r: OrderRow) => r,
      key,
    });
    const ids = page.rows.flatMap((r) => r.lineIds.map(Number));
    const lines = ids.length ? await linesOf(db).execute({ ids }) : [];
    const byId = new Map(lines.map((l) => [l.id, l]));
    return {
      ...page,
      rows: page.rows.map((r) =>
        orderWire(r, r.lineIds.map((id) => byId.get(Number(id))!).filter(Boolean)),
      ),
    };
  });
}
