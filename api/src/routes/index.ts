import type { FastifyInstance } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import authRoutes from './auth';
import userRoutes from './users';
import dealerRoutes from './dealers';
import notificationRoutes from './notifications';
import wholegoodsRoutes from './wholegoods';
import partsRoutes from './parts';
import invoiceRoutes from './invoices';
import claimRoutes from './claims';
import rewardRoutes from './rewards';
import resourceRoutes from './resources';
import fileRoutes from './files';
import formRoutes from './forms';
import supportRoutes from './support';
import summaryRoutes from './summary';
import importRoutes from './import';

export async function routes(api: FastifyInstance) {
  const { database } = api.deps;

  api.get('/health', { schema: { tags: ['health'] } }, async () => ({ status: 'ok' }));
  api.get('/ready', { schema: { tags: ['health'] } }, async (_req, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      reply.status(503);
      return { statusCode: 503, error: 'Service Unavailable', message: 'Database not reachable' };
    }
  });

  // The audit log: act-as-dealer and user-management actions, newest first.
  api.get(
    '/audit',
    {
      schema: {
        tags: ['audit'],
        querystring: Type.Object({
          user: Type.Optional(Type.String({ maxLength: 254 })),
          dealer: Type.Optional(Type.Integer({ minimum: 1 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
        }),
      },
    },
    async (req) => {
      const q = req.query as { user?: string; dealer?: number; limit?: number };
      const where: SQL[] = [];
      if (q.user) where.push(eq(auditLog.userEmail, q.user.toLowerCase()));
      if (q.dealer) where.push(eq(auditLog.dealerId, q.dealer));
      const rows = await database.db
        .select()
        .from(auditLog)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(q.limit ?? 200);
      return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
    },
  );

  for (const plugin of [
    authRoutes,
    userRoutes,
    dealerRoutes,
    notificationRoutes,
    wholegoodsRoutes,
    partsRoutes,
    invoiceRoutes,
    claimRoutes,
    rewardRoutes,
    resourceRoutes,
    fileRoutes,
    formRoutes,
    supportRoutes,
    summaryRoutes,
    importRoutes,
  ]) {
    await api.register(plugin);
  }
}
