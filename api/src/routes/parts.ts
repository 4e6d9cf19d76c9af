import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { Page } from '@portal/shared/contract/common';
import { PartsLineWire, PartsOrderWire } from '@portal/shared/contract/parts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { partsLines } from '../db/schema';
import { badRequest } from '../http/errors';
import { DealerParams, listQueryWith, TabView } from '../http/list';
import { readAllById, WHOLE_BOUND_NOTE, wholeList } from '../http/wholeList';
import { searchText, sqlPage, textKey } from '../http/sqlList';
import { partsOrdersPage, partsWire } from '../lists/parts';
import { API_PATHS } from '@portal/shared/contract/paths';

const PartsQuery = listQueryWith({ view: TabView });

const SEARCH = [
  'salesOrderNoX',
  'invoiceStatusC',
  'custPOnoX',
  'partX',
  'partDescrX',
  'typeC',
] as const;

const isOpen = (s: string | null) => {
  const v = (s ?? '').toLowerCase();
  return v.includes('open') || v.includes('partially shipped') || v === 'shipped';
};

const partsRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const lines = (dealerId: number) =>
    readAllById(db, partsLines, partsLines.id, eq(partsLines.dealerId, dealerId), partsWire);

  const p = partsLines;
  // isOpen in SQL, for a page of lines read by PostgreSQL.
  const status = sql`lower(coalesce(${p.invoiceStatus}, ''))`;
  const openSql = sql`(${status} like '%open%' or ${status} like '%partially shipped%' or ${status} = 'shipped')`;
  const sortable = {
    salesOrderNoX: textKey(p.salesOrderNo),
    invoiceStatusC: textKey(p.invoiceStatus),
    orderedD: p.orderedDate,
    invoiceD: p.invoiceDate,
    custPOnoX: textKey(p.customerPo),
    typeC: textKey(p.type),
    partX: textKey(p.part),
    partDescrX: textKey(p.partDescription),
    orderedQtyN: p.orderedQty,
    shippedQtyN: p.shippedQty,
    backorderedQtyN: p.backorderedQty,
  };
  const search = searchText([
    p.salesOrderNo,
    p.invoiceStatus,
    p.customerPo,
    p.part,
    p.partDescription,
    p.type,
  ]);

  const routes: [string, string, string, (l: PartsLineWire) => boolean, SQL | null][] = [
    [
      API_PATHS.allPartsOrders,
      'listPartsOrders',
      "The dealer's parts order lines, or orders",
      () => true,
      null,
    ],
    [
      API_PATHS.allParts,
      'listParts',
      "The dealer's parts order lines (the same as allpartsorders)",
      () => true,
      null,
    ],
    // Open lines only, by the spec's open rule (requirements 000 §4).
    [
      API_PATHS.openPartsOrders,
      'listOpenPartsOrders',
      "The dealer's open parts order lines, or open orders",
      (l) => isOpen(l.invoiceStatusC),
      openSql,
    ],
  ];
  for (const [path, operationId, summary, keep, keepSql] of routes) {
    api.get(
      path,
      {
        schema: {
          tags: ['parts'],
          operationId,
          summary,
          description:
            'Without `page`: every line. With `page`: one page of lines; with `page` and `view` (open | history): one page of orders grouped by the spec 000 §3/§4 rules, `{ rows: [{ orderNumber, status, orderDate, estimatedShipDate, invoiceDate, dealerPO, lines }], total, page, pageSize }`.' +
            ' ' +
            WHOLE_BOUND_NOTE,
          params: DealerParams,
          querystring: PartsQuery,
          response: {
            200: Type.Union([Type.Array(PartsLineWire), Page(PartsLineWire), Page(PartsOrderWire)]),
          },
        },
      },
      async (req, reply) => {
        const { view, ...query } = req.query;
        const dealerId = req.dealerId!;
        if (view) {
          if (!query.page) throw badRequest('view needs page: orders are read one page at a time');
          if (path === API_PATHS.openPartsOrders && view !== 'open')
            throw badRequest('open parts orders have no history view');
          return partsOrdersPage(db, dealerId, view, { ...query, page: query.page });
        }
        if (!query.page)
          return wholeList(reply, async () => (await lines(dealerId)).filter(keep), query, [
            ...SEARCH,
          ]);
        // One page of lines, read by PostgreSQL alone (the big dealer has 250,000 lines).
        const mine = eq(p.dealerId, dealerId);
        return sqlPage(db, {
          from: p,
          id: p.id,
          where: keepSql ? and(mine, keepSql)! : mine,
          query: { ...query, page: query.page },
          sortable,
          search,
          map: partsWire,
          key: ['parts-lines', path, dealerId],
        });
      },
    );
  }
};
export default partsRoutes;
