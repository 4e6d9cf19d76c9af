import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListAnswer } from '@portal/shared/contract/common';
import { StockUnitWire, WholegoodsWire } from '@portal/shared/contract/wholegoods';
import { and, eq } from 'drizzle-orm';
import { stockUnits, wholegoodsOrders } from '../db/schema';
import { badRequest } from '../http/errors';
import { DealerParams, ListQuery, listQueryWith, TabView } from '../http/list';
import { readAllById, WHOLE_BOUND_NOTE, wholeList } from '../http/wholeList';
import { dealerInfo } from '../services/dealerInfo';
import { wholegoodsPage, wholegoodsWire } from '../lists/wholegoods';
import { REGISTERED, registeredSerials } from '../lists/registered';
import { API_PATHS } from '@portal/shared/contract/paths';

const WholegoodsQuery = listQueryWith({ view: TabView });

type UnitRow = typeof stockUnits.$inferSelect;

/** Stock unit on the wire (requirements 000 §3): the status is optional text. */
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

// Requirements 000 §5: orders are searched by order number, status and dealer PO.
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

const wholegoodsRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;

  const orders = async (dealerId: number) => {
    const d = await dealerInfo(db, dealerId);
    return readAllById(
      db,
      wholegoodsOrders,
      wholegoodsOrders.id,
      eq(wholegoodsOrders.dealerId, dealerId),
      (o) => wholegoodsWire(o, d),
    );
  };

  const orderRoutes = [
    [
      API_PATHS.wholegoodsAll,
      'listAllWholegoods',
      "The dealer's wholegoods orders, whole or one page",
    ],
    [
      API_PATHS.wholegoods,
      'listWholegoods',
      "The dealer's wholegoods orders (the same as wholegoodsall)",
    ],
  ] as const;
  for (const [path, operationId, summary] of orderRoutes) {
    api.get(
      path,
      {
        schema: {
          tags: ['wholegoods'],
          operationId,
          summary,
          description:
            'Without `page`: every order of the dealer. With `page`: one page `{ rows, total, page, pageSize }`, of one tab when `view` is given (spec 000 §4).' +
            ' ' +
            WHOLE_BOUND_NOTE,
          params: DealerParams,
          querystring: WholegoodsQuery,
          response: { 200: ListAnswer(WholegoodsWire) },
        },
      },
      async (req, reply) => {
        const { view, ...query } = req.query;
        const dealerId = req.dealerId!;
        if (query.page) return wholegoodsPage(db, dealerId, view, { ...query, page: query.page });
        if (view) throw badRequest('view needs page: a tab is read one page at a time');
        return wholeList(reply, () => orders(dealerId), query, [...WG_SEARCH]);
      },
    );
  }

  const stock = (kind: string) => async (dealerId: number) => {
    const [units, registered] = await Promise.all([
      // Not bounded: these lists have no pages (the inventory screen reads them whole), and a
      // dealer's stock is hundreds of units (the scale seed's big dealer: 3,000 of a kind).
      readAllById(
        db,
        stockUnits,
        stockUnits.id,
        and(eq(stockUnits.dealerId, dealerId), eq(stockUnits.kind, kind))!,
        undefined,
        Infinity,
      ),
      registeredSerials(db, dealerId),
    ]);
    // A unit registered through the portal shows so in the inventory (decision 0044).
    return units.map((u) =>
      stockWire(registered.has(u.serialNo.toUpperCase()) ? { ...u, status: REGISTERED } : u),
    );
  };

  const stockRoutes: [string, string, string][] = [
    [API_PATHS.pullTypeStockUnits, 'pulltype', 'listPullTypeStockUnits'],
    [API_PATHS.truckMountStockUnits, 'truckmount', 'listTruckMountStockUnits'],
    [API_PATHS.pullTypeInventory, 'pulltype', 'listPullTypeInventory'],
    [API_PATHS.truckMountInventory, 'truckmount', 'listTruckMountInventory'],
    [API_PATHS.stationaryInventory, 'stationary', 'listStationaryInventory'],
  ];
  for (const [path, kind, operationId] of stockRoutes) {
    const read = stock(kind);
    const schema = {
      tags: ['wholegoods'],
      operationId,
      summary: `The dealer's ${kind} stock units`,
      params: DealerParams,
      querystring: ListQuery,
      response: { 200: ListAnswer(StockUnitWire) },
    };
    api.get(path, { schema }, async (req, reply) =>
      // Registrations sent through the portal show in it: read for each asker.
      wholeList(reply, () => read(req.dealerId!), req.query, [...STOCK_SEARCH], false),
    );
  }
};
export default wholegoodsRoutes;
