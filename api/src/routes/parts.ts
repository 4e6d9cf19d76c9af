import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { partsLines } from '../db/schema';
import { applyList, DealerParams, ListQuery } from '../http/list';

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

  const routes: [string, (l: ReturnType<typeof partsWire>) => boolean][] = [
    ['/allpartsorders/:id', () => true],
    ['/allparts/:id', () => true],
    // Open lines only, by the spec's open rule (spec 000 §4).
    ['/openpartsorders/:id', (l) => isOpen(l.invoiceStatusC)],
  ];
  for (const [path, keep] of routes) {
    api.get(
      path,
      { schema: { tags: ['parts'], params: DealerParams, querystring: ListQuery } },
      async (req) =>
        applyList((await lines(req.dealerId!)).filter(keep), req.query as ListQuery, [...SEARCH]),
    );
  }
}
