import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { dealers, warrantyCalls } from '../db/schema';
import { applyList, DealerParams, ListQuery } from '../http/list';

type CallRow = typeof warrantyCalls.$inferSelect;

/** Service warranty call on the wire (spec 000 §3). */
const claimWire = (c: CallRow, dealerCode: string) => ({
  calL_NO_X: c.callNumber,
  call_d: c.callDate,
  product_sn: c.productSerial,
  tp_name_x: dealerCode,
  calL_TYPE_X: c.callType,
  complaint_c: c.complaint,
  call_status: c.callStatus,
  current_status: c.currentStatus,
  limited_warranty_status: c.limitedWarrantyStatus,
  powertrain_warranty_status: c.powertrainWarrantyStatus,
});

const SEARCH = [
  'calL_NO_X',
  'product_sn',
  'tp_name_x',
  'call_d',
  'calL_TYPE_X',
  'complaint_c',
  'current_status',
  'call_status',
] as const;

export default async function claimRoutes(api: FastifyInstance) {
  const { db } = api.deps.database;
  api.get(
    '/servicewarrantycalls/:id',
    { schema: { tags: ['claims'], params: DealerParams, querystring: ListQuery } },
    async (req) => {
      const [d] = await db
        .select({ code: dealers.code })
        .from(dealers)
        .where(eq(dealers.id, req.dealerId!));
      const rows = await db
        .select()
        .from(warrantyCalls)
        .where(eq(warrantyCalls.dealerId, req.dealerId!))
        .orderBy(asc(warrantyCalls.id));
      return applyList(
        rows.map((c) => claimWire(c, d?.code ?? '')),
        req.query as ListQuery,
        [...SEARCH],
      );
    },
  );
}
