import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { dealers } from '../db/schema';
import { applyList, DealerParams, ListQuery } from '../http/list';
import { audit } from '../services/audit';
import { ListAnswer } from '@portal/shared/contract/common';
import { DealerWire } from '@portal/shared/contract/dealers';
import { Type } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@portal/shared/contract/paths';

type DealerRow = typeof dealers.$inferSelect;

/** Dealer record on the wire (requirements 000 §3, requirements 001 §3). */
export const dealerWire = (d: DealerRow) => ({
  tradingPartnerId: d.id,
  tpNameX: d.code,
  companyNameX: d.companyName,
  divX: d.division,
  terX: d.territory,
  currencY_X: d.currency,
});

const dealerRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;

  // Answers a list (the spec's client fills its fields from the first result).
  const dealer = {
    tags: ['dealers'],
    operationId: 'getDealer',
    summary: "One dealer's record, as a list of one",
    params: DealerParams,
    response: { 200: Type.Array(DealerWire) },
  };
  api.get(API_PATHS.dealers, { schema: dealer }, async (req) => {
    const rows = await db.select().from(dealers).where(eq(dealers.id, req.dealerId!));
    return rows.map(dealerWire);
  });

  const dealerView = {
    tags: ['dealers'],
    operationId: 'listDealers',
    summary: 'Every dealer, for the staff dealer picker',
    querystring: ListQuery,
    response: { 200: ListAnswer(DealerWire) },
  };
  api.get(API_PATHS.dealerView, { schema: dealerView }, async (req) => {
    const rows = (await db.select().from(dealers).orderBy(asc(dealers.code))).map(dealerWire);
    return applyList(rows, req.query, [
      'tpNameX',
      'companyNameX',
      'divX',
      'terX',
      'currencY_X',
      'tradingPartnerId',
    ]);
  });

  // The dealer picker tells the server which dealer staff now act for: written to the audit log.
  const select = {
    tags: ['dealers'],
    operationId: 'selectDealer',
    summary: 'Record that staff now act for the dealer of X-Dealer-Id (audit log)',
    response: { 200: DealerWire },
  };
  api.post(API_PATHS.dealerSelect, { schema: select }, async (req) => {
    await audit(db, req.user!, 'dealer-selected', req.dealerId);
    const [d] = await db.select().from(dealers).where(eq(dealers.id, req.dealerId!));
    return dealerWire(d);
  });
};
export default dealerRoutes;
