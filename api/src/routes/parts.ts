import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { partsLines } from '../db/schema';
import { applyList, DealerParams, ListQuery } from '../http/list';
import { sqlPage } from '../http/sqlList';

type LineRow = typeof partsLines.$inferSelect;

/** Parts order line on the wire (spec 000 §3). Grouping into orders happens once, in mf-parts. */
export const partsWire = (l: LineRow) => ({
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

export default async function partsRoutes(api: FastifyInstance) {
  const { db } = api.deps.database;
  const lines = async (dealerId: number) =>
    (
      await db
        .select()
        .from(partsLines)
        .where(eq(partsLines.dealerId, dealerId))
        .orderBy(asc(partsLines.id))
    ).map(partsWire);

  const p = partsLines;
  // isOpen in SQL, for a page read by PostgreSQL.
  const status = sql`lower(coalesce(${p.invoiceStatus}, ''))`;
  const openSql = sql`(${status} like '%open%' or ${status} like '%partially shipped%' or ${status} = 'shipped')`;
  const sortable = {
    salesOrderNoX: p.salesOrderNo,
    invoiceStatusC: p.invoiceStatus,
    orderedD: p.orderedDate,
    invoiceD: p.invoiceDate,
    custPOnoX: p.customerPo,
    typeC: p.type,
    partX: p.part,
    partDescrX: p.partDescription,
    orderedQtyN: p.orderedQty,
    shippedQtyN: p.shippedQty,
    backorderedQtyN: p.backorderedQty,
  };
  const search = [p.salesOrderNo, p.invoiceStatus, p.customerPo, p.part, p.partDescription, p.type];

  const routes: [string, (l: ReturnType<typeof partsWire>) => boolean, SQL | null][] = [
    ['/allpartsorders/:id', () => true, null],
    ['/allparts/:id', () => true, null],
    // Open lines only, by the spec's open rule (spec 000 §4).
    ['/openpartsorders/:id', (l) => isOpen(l.invoiceStatusC), openSql],
  ];
  for (const [path, keep, keepSql] of routes) {
    api.get(
      path,
      { schema: { tags: ['parts'], params: DealerParams, querystring: ListQuery } },
      async (req) => {
        const query = req.query as ListQuery;
        const dealerId = req.dealerId!;
        if (!query.page) return applyList((await lines(dealerId)).filter(keep), query, [...SEARCH]);
        // One page is read by PostgreSQL alone (the big dealer has 250,000 lines).
        const mine = eq(p.dealerId, dealerId);
        return sqlPage(db, {
          table: p,
          id: p.id,
          where: keepSql ? and(mine, keepSql)! : mine,
          query: { ...query, page: query.page },
          sortable,
          search,
          map: partsWire,
        });
      },
    );
  }
}
