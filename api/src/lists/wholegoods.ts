import { and, not, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { wholegoodsCounts, wholegoodsOrders as w } from '../db/schema';
import type { ListQuery } from '../http/list';
import { amountExpr, dealerIs, sqlPage, textKey } from '../http/sqlList';
import { keptCount } from './keptCounts';
import { dealerInfo } from '../services/dealerInfo';
import { parseAmount } from './amount';

export type WholegoodsView = 'open' | 'history';
// The search text is PostgreSQL's alone: lists read rows without it (db/readColumns.ts).
type OrderRow = Omit<typeof w.$inferSelect, 'searchText'>;

/** Wholegoods order row on the wire: the server's camelCase names (requirements 000 §3). Amounts have
 * their commas removed and become numbers; the invoice status is normalised to closed/open. */
export const wholegoodsWire = (o: OrderRow, dealer: { code: string; companyName: string }) => ({
  orderNumber: o.orderNumber,
  description: o.description,
  partModel: o.partModel,
  lotSerial: o.lotSerial,
  scheduleStatus: o.scheduleStatus,
  orderedDate: o.orderedDate,
  promisedDate: o.promisedDate,
  entityCode: o.entityCode,
  partLotSerialId: o.partLotSerialId,
  assignOwnerId: o.assignOwnerId,
  assignType: o.assignType,
  partId: o.partId,
  salesOrderHeaderId: o.salesOrderHeaderId,
  salesOrderLineId: o.salesOrderLineId,
  workOrderId: o.workOrderId,
  workOrderNumber: o.workOrderNumber,
  tradingPartnerId: o.dealerId,
  tradingPartnerName: dealer.code,
  companyName: dealer.companyName,
  completedDate: o.completedDate,
  shipTo: o.shipTo,
  invoiceNumber: o.invoiceNumber,
  invoiceDate: o.invoiceDate,
  invoiceAmount: parseAmount(o.invoiceAmount),
  amountPaid: parseAmount(o.amountPaid),
  invoiceStatus:
    (o.invoiceStatus ?? '').toLowerCase() === 'closed' ? ('closed' as const) : ('open' as const),
  customerPoNumber: o.customerPoNumber,
});

/** Requirements 000 §4: 'a row is history when invoice status is closed AND schedule status is
 * 'Shipped'; every other row is open.' Identical to the partial indexes of migration 0004. */
export const wholegoodsHistory = sql`(lower(coalesce(${w.invoiceStatus}, '')) = 'closed' and coalesce(${w.scheduleStatus}, '') = 'Shipped')`;

/** Requirements 000 §4: the home card counts open as invoice status not closed, history as closed. */
export const wholegoodsInvoiceClosed = sql`lower(coalesce(${w.invoiceStatus}, '')) = 'closed'`;

/** Requirements 000 §5: orders are searched by order number, status and dealer PO, kept with each row
 * (the column's definition in db/schema.ts; decision 0080). */
const search = sql`${w.searchText}`;

// Wire name → what PostgreSQL sorts on; the dealer's code and name are the same on every row.
const sortable = {
  orderNumber: textKey(w.orderNumber),
  description: textKey(w.description),
  partModel: textKey(w.partModel),
  lotSerial: textKey(w.lotSerial),
  scheduleStatus: textKey(w.scheduleStatus),
  orderedDate: w.orderedDate,
  promisedDate: w.promisedDate,
  entityCode: textKey(w.entityCode),
  partLotSerialId: w.partLotSerialId,
  assignOwnerId: w.assignOwnerId,
  assignType: textKey(w.assignType),
  partId: w.partId,
  salesOrderHeaderId: w.salesOrderHeaderId,
  salesOrderLineId: w.salesOrderLineId,
  workOrderId: w.workOrderId,
  workOrderNumber: textKey(w.workOrderNumber),
  tradingPartnerId: null,
  tradingPartnerName: null,
  companyName: null,
  completedDate: w.completedDate,
  shipTo: textKey(w.shipTo),
  invoiceNumber: textKey(w.invoiceNumber),
  invoiceDate: w.invoiceDate,
  invoiceAmount: amountExpr(w.invoiceAmount),
  amountPaid: amountExpr(w.amountPaid),
  invoiceStatus: sql`(case when ${wholegoodsInvoiceClosed} then 'closed' else 'open' end)`,
  customerPoNumber: textKey(w.customerPoNumber),
};

/** The sorts with a (dealer, key, id) index (migrations 0011, 0023): the ones the orders screens
 * offer. Only these read a descending order key by key (one index descent per key); any other is
 * a top-N sort of the dealer's rows of the tab, which key by key would repeat once per key. */
export const indexedSorts = new Set<string>([
  'orderNumber',
  'description',
  'partModel',
  'lotSerial',
  'scheduleStatus',
  'orderedDate',
  'promisedDate',
  'invoiceDate',
  'customerPoNumber',
]);

const tabCount = keptCount(wholegoodsCounts);

/** One page of a dealer's wholegoods orders, of one tab or of all of them. */
export async function wholegoodsPage(
  db: Db,
  dealerId: number,
  view: WholegoodsView | undefined,
  query: ListQuery & { page: number },
) {
  const dealer = await dealerInfo(db, dealerId);
  const mine = dealerIs(w.dealerId, dealerId);
  const where =
    view === 'history'
      ? and(mine, wholegoodsHistory)!
      : view === 'open'
        ? and(mine, not(wholegoodsHistory))!
        : mine;
  return sqlPage(db, {
    from: w,
    id: w.id,
    where,
    query,
    sortable,
    search,
    planOnce: true,
    keyByKey: !query.sort || indexedSorts.has(query.sort),
    // The tab's total from the counts the triggers keep (migration 'list_keyset_indexes_and_counts').
    count: tabCount(db, dealerId, view ?? 'all'),
    map: (o: OrderRow) => wholegoodsWire(o, dealer),
    key: ['wholegoods', dealerId, view ?? 'all'],
  });
}
