import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { stockUnits, wholegoodsOrders } from '../db/schema';
import { applyList, DealerParams, ListQuery } from '../http/list';
import { amountExpr, sqlPage } from '../http/sqlList';
import { dealerInfo } from '../lib/dealerInfo';

type OrderRow = typeof wholegoodsOrders.$inferSelect;
type UnitRow = typeof stockUnits.$inferSelect;

const amount = (v: string | null) => {
  const n = Number(String(v ?? '').replace(/[$,]/g, ''));
  return Number.isFinite(n) ? n : 0;
};

/** Wholegoods order row on the wire: the server's camelCase names (spec 000 §3). Amounts have
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
  invoiceAmount: amount(o.invoiceAmount),
  amountPaid: amount(o.amountPaid),
  invoiceStatus: (o.invoiceStatus ?? '').toLowerCase() === 'closed' ? 'closed' : 'open',
  customerPoNumber: o.customerPoNumber,
});

/** Stock unit on the wire (spec 000 §3): the status is optional text. */
export const stockWire = (u: UnitRow) => ({
  salesOrderNo: u.salesOrderNo,
  serialNo: u.serialNo,
  unitType: u.unitType,
  ...(u.status ? { status: u.status } : {}),
  destination: u.destination,
  manufactureDate: u.manufactureDate,
  age: u.manufactureDate
    ? Math.max(0, Math.floor((Date.now() - Date.parse(u.manufactureDate)) / 86_400_000))
    : null,
});

const WG_SEARCH = [
  'orderNumber',
  'scheduleStatus',
  'customerPoNumber',
  'description',
  'partModel',
  'lotSerial',
] as const;
const STOCK_SEARCH = [
  'salesOrderNo',
  'serialNo',
  'unitType',
  'status',
  'destination',
  'manufactureDate',
  'age',
] as const;

export default async function wholegoodsRoutes(api: FastifyInstance) {
  const { db } = api.deps.database;

  const orders = async (dealerId: number) => {
    const d = await dealerInfo(db, dealerId);
    const rows = await db
      .select()
      .from(wholegoodsOrders)
      .where(eq(wholegoodsOrders.dealerId, dealerId))
      .orderBy(asc(wholegoodsOrders.id));
    return rows.map((o) => wholegoodsWire(o, d));
  };

  const w = wholegoodsOrders;
  // Wire name → column; the dealer's code and name are the same on every row (id order).
  const sortable = {
    orderNumber: w.orderNumber,
    description: w.description,
    partModel: w.partModel,
    lotSerial: w.lotSerial,
    scheduleStatus: w.scheduleStatus,
    orderedDate: w.orderedDate,
    promisedDate: w.promisedDate,
    entityCode: w.entityCode,
    partLotSerialId: w.partLotSerialId,
    assignOwnerId: w.assignOwnerId,
    assignType: w.assignType,
    partId: w.partId,
    salesOrderHeaderId: w.salesOrderHeaderId,
    salesOrderLineId: w.salesOrderLineId,
    workOrderId: w.workOrderId,
    workOrderNumber: w.workOrderNumber,
    tradingPartnerId: null,
    tradingPartnerName: null,
    companyName: null,
    completedDate: w.completedDate,
    shipTo: w.shipTo,
    invoiceNumber: w.invoiceNumber,
    invoiceDate: w.invoiceDate,
    invoiceAmount: amountExpr(w.invoiceAmount),
    amountPaid: amountExpr(w.amountPaid),
    invoiceStatus: sql`(case when lower(coalesce(${w.invoiceStatus}, '')) = 'closed' then 'closed' else 'open' end)`,
    customerPoNumber: w.customerPoNumber,
  };
  const search = [
    w.orderNumber,
    w.scheduleStatus,
    w.customerPoNumber,
    w.description,
    w.partModel,
    w.lotSerial,
  ];

  for (const path of ['/wholegoodsall/:id', '/wholegoods/:id']) {
    api.get(
      path,
      { schema: { tags: ['wholegoods'], params: DealerParams, querystring: ListQuery } },
      async (req) => {
        const query = req.query as ListQuery;
        const dealerId = req.dealerId!;
        // One page is read by PostgreSQL alone; the whole list (no page) keeps its old shape.
        if (!query.page) return applyList(await orders(dealerId), query, [...WG_SEARCH]);
        const d = await dealerInfo(db, dealerId);
        return sqlPage(db, {
          table: w,
          id: w.id,
          where: eq(w.dealerId, dealerId),
          query: { ...query, page: query.page },
          sortable,
          search,
          map: (o: OrderRow) => wholegoodsWire(o, d),
        });
      },
    );
  }

  const stock = (kind: string) => async (dealerId: number) =>
    (
      await db
        .select()
        .from(stockUnits)
        .where(and(eq(stockUnits.dealerId, dealerId), eq(stockUnits.kind, kind)))
        .orderBy(asc(stockUnits.id))
    ).map(stockWire);

  const stockRoutes: [string, string][] = [
    ['/pulltypestockunits/:id', 'pulltype'],
    ['/truckmountstockunits/:id', 'truckmount'],
    ['/pulltypeinventory/:id', 'pulltype'],
    ['/truckmountinventory/:id', 'truckmount'],
    ['/stationaryinventory/:id', 'stationary'],
  ];
  for (const [path, kind] of stockRoutes) {
    const read = stock(kind);
    api.get(
      path,
      { schema: { tags: ['wholegoods'], params: DealerParams, querystring: ListQuery } },
      async (req) =>
        applyList(await read(req.dealerId!), req.query as ListQuery, [...STOCK_SEARCH]),
    );
  }
}
