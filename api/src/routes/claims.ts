import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { warrantyCalls } from '../db/schema';
import { dealerInfo } from '../lib/dealerInfo';
import { applyList, DealerParams, ListQuery } from '../http/list';
import { sqlPage } from '../http/sqlList';

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
      const d = await dealerInfo(db, req.dealerId!);
      const query = req.query as ListQuery;
      const code = d.code;
      const w = warrantyCalls;
      // One page is read by PostgreSQL alone (the big dealer has tens of thousands of calls).
      if (query.page)
        return sqlPage(db, {
          table: w,
          id: w.id,
          where: eq(w.dealerId, req.dealerId!),
          query: { ...query, page: query.page },
          sortable: {
            calL_NO_X: w.callNumber,
            call_d: w.callDate,
            product_sn: w.productSerial,
            tp_name_x: null,
            calL_TYPE_X: w.callType,
            complaint_c: w.complaint,
            call_status: w.callStatus,
            current_status: w.currentStatus,
            limited_warranty_status: w.limitedWarrantyStatus,
            powertrain_warranty_status: w.powertrainWarrantyStatus,
          },
          search: [
            w.callNumber,
            w.productSerial,
            sql`${w.callDate}::text`,
            w.callType,
            w.complaint,
            w.currentStatus,
            w.callStatus,
          ],
          searchConstants: [code],
          map: (c: CallRow) => claimWire(c, code),
        });
      const rows = await db
        .select()
        .from(warrantyCalls)
        .where(eq(warrantyCalls.dealerId, req.dealerId!))
        .orderBy(asc(warrantyCalls.id));
      return applyList(
        rows.map((c) => claimWire(c, code)),
        req.query as ListQuery,
        [...SEARCH],
      );
    },
  );
}
