import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { DealerParams } from '../http/list';
import { StaffActivityWire } from '@portal/shared/contract/users';
import { API_PATHS } from '@portal/shared/contract/paths';

type AuditRow = typeof auditLog.$inferSelect;

/** The audit actions staff take for a dealer, and its API clients' calls, in the words the dealer
 * reads (decisions 0048, 0144). */
const SAYS: Record<string, (detail: string) => string> = {
  'dealer-visit': (d) => `Viewed ${d}`,
  'act-as-dealer': (d) => d,
  'dealer-selected': () => 'Chose your dealership in the dealer picker',
  'user-created': (d) => `Created the user ${d}`,
  'user-updated': (d) => `Changed the user ${d}`,
  'user-deleted': (d) => `Deleted the user ${d}`,
  'password-reset-sent': (d) => `Sent a password reset e-mail to ${d}`,
  'api-client-created': (d) => `Made the API client ${d}`,
  'api-client-rotated': (d) => `Gave the API client ${d} a new secret`,
  'api-client-revoked': (d) => `Revoked the API client ${d}`,
  // A call of the dealer API by one of the dealer's clients: 'GET /v1/invoices 200'.
  'api-call': (d) => `Called the dealer API: ${d}`,
};
const STAFF_ACTIONS = Object.keys(SAYS);

export const staffActivityWire = (r: AuditRow) => ({
  id: r.id,
  at: r.at.toISOString(),
  until: r.lastAt?.toISOString() ?? null,
  who: r.userEmail,
  what: SAYS[r.action](r.detail ?? ''),
  action: r.action,
  detail: r.detail,
});

/**
 * Who acted for my dealership: what staff did while acting for the dealer,
 * from the audit log, newest first; reads come as one line per visit.
 */
const staffActivityRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  api.get(
    API_PATHS.staffActivity,
    {
      schema: {
        tags: ['audit'],
        operationId: 'listStaffActivity',
        summary: "What staff did while acting for the dealer, newest first (the dealer's profile)",
        params: DealerParams,
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
        }),
        response: { 200: Type.Array(StaffActivityWire) },
      },
    },
    async (req) => {
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.dealerId, req.dealerId!), inArray(auditLog.action, STAFF_ACTIONS)))
        .orderBy(desc(auditLog.id))
        .limit(req.query.limit ?? 100);
      return rows.map(staffActivityWire);
    },
  );
};
export default staffActivityRoutes;
