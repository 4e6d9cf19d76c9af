import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { dealers } from '../db/schema';
import { applyList, DealerParams, ListQuery } from '../http/list';
import { audit } from '../lib/audit';

type DealerRow = typeof dealers.$inferSelect;

/** Dealer record on the wire (spec 000 §3, spec 001 §3). */
export const dealerWire = (d: DealerRow) => ({
  tradingPartnerId: d.id,
  tpNameX: d.code,
  companyNameX: d.companyName,
  divX: d.division,
  terX: d.territory,
  currencY_X: d.currency,
});

export default async function dealerRoutes(api: FastifyInstance) {
  const { db } = api.deps.database;

  // Answers a list (the spec's client fills its fields from the first result).
  api.get('/dealers/:id', { schema: { tags: ['dealers'], params: DealerParams } }, async (req) => {
    const rows = await db.select().from(dealers).where(eq(dealers.id, req.dealerId!));
    return rows.map(dealerWire);
  });

  api.get('/dealerview', { schema: { tags: ['dealers'], querystring: ListQuery } }, async (req) => {
    const rows = (await db.select().from(dealers).orderBy(asc(dealers.code))).map(dealerWire);
    return applyList(rows, req.query as ListQuery, [
      'tpNameX',
      'companyNameX',
      'divX',
      'terX',
      'currencY_X',
      'tradingPartnerId',
    ]);
  });

  // The dealer picker tells the server which dealer staff now act for: written to the audit log.
  api.post('/dealerview/select', { schema: { tags: ['dealers'] } }, async (req) => {
    await audit(db, req.user!, 'dealer-selected', req.dealerId);
    const [d] = await db.select().from(dealers).where(eq(dealers.id, req.dealerId!));
    return dealerWire(d);
  });
}
