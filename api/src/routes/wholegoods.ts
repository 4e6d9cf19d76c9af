import type { FastifyInstance } from 'fastify';
import type { Static } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { stockUnits, wholegoodsOrders } from '../db/schema';
import { badRequest } from '../http/errors';
import { DealerParams, ListQuery, listQueryWith, TabView } from '../http/list';
import { readAllById, wholeList } from '../http/wholeList';
import { dealerInfo } from '../lib/dealerInfo';
import { wholegoodsPage, wholegoodsWire } from '../lists/wholegoods';

const WholegoodsQuery = listQueryWith({ view: TabView });
type WholegoodsQuery = Static<typeof WholegoodsQuery>;

type UnitRow = typeof stockUnits.$inferSelect;

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

// Spec 000 §5: orders are searched by order number, status and dealer PO.
const WG_SEARCH = ['orderNumber', 'scheduleStatus', 'customerPoNumber'] as const;
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
    const rows = await readAllById(
      db,
      wholegoodsOrders,
      wholegoodsOrders.id,
      eq(wholegoodsOrders.dealerId, dealerId),
    );
    return rows.map((o) => wholegoodsWire(o, d));
  };

  for (const path of ['/wholegoodsall/:id', '/wholegoods/:id']) {
    api.get(
      path,
      {
        schema: {
          tags: ['wholegoods'],
          description:
            'Without `page`: every order of the dealer. With `page`: one page `{ rows, total, page, pageSize }`, of one tab when `view` is given (spec 000 §4).',
          params: DealerParams,
          querystring: WholegoodsQuery,
        },
      },
      async (req, reply) => {
        const { view, ...query } = req.query as WholegoodsQuery;
        const dealerId = req.dealerId!;
        if (query.page) return wholegoodsPage(db, dealerId, view, { ...query, page: query.page });
        if (view) throw badRequest('view needs page: a tab is read one page at a time');
        return wholeList(reply, () => orders(dealerId), query, [...WG_SEARCH]);
      },
    );
  }

  const stock = (kind: string) => async (dealerId: number) =>
    (
      await readAllById(
        db,
        stockUnits,
        stockUnits.id,
        and(eq(stockUnits.dealerId, dealerId), eq(stockUnits.kind, kind))!,
      )
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
      async (req, reply) =>
        wholeList(reply, () => read(req.dealerId!), req.query as ListQuery, [...STOCK_SEARCH]),
    );
  }
}
