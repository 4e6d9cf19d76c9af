import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { HttpError } from '../http/errors';
import { AuditEntry } from '@portal/shared/contract/users';
import authRoutes from './auth';
import userRoutes from './users';
import accountRoutes from './account';
import dealerRoutes from './dealers';
import notificationRoutes from './notifications';
import wholegoodsRoutes from './wholegoods';
import partsRoutes from './parts';
import invoiceRoutes from './invoices';
import claimRoutes from './claims';
import warrantyClaimRoutes from './warrantyClaims';
import staffActivityRoutes from './staffActivity';
import rewardRoutes from './rewards';
import resourceRoutes from './resources';
import recordFileRoutes from './recordFiles';
import blobRoutes from './blobs';
import statementRoutes from './statements';
import libraryRoutes from './library';
import formRoutes from './forms';
import supportRoutes from './support';
import summaryRoutes from './summary';
import importRoutes from './import';
import integrationRoutes from './integration';
import reportRoutes from './reports';
import deploymentRoutes from './deployments';
import metricsRoutes from './metrics';
import machineRoutes from './machines';
import partsCatalogRoutes from './partsCatalog';
import partsCartRoutes from './partsCart';
import partsOrderRoutes from './partsOrder';
import apiClientRoutes from './apiClients';
import dealerApi from './dealerApi';
import { API_PATHS } from '@portal/shared/contract/paths';

export const routes: FastifyPluginAsyncTypebox = async (api) => {
  const { database } = api.deps;

  const health = {
    tags: ['health'],
    operationId: 'health',
    summary: 'The server is up',
    security: [],
    response: { 200: Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false }) },
  };
  api.get('/health', { schema: health }, async () => ({ status: 'ok' as const }));
  const ready = {
    tags: ['health'],
    operationId: 'ready',
    summary: 'The server can reach its database',
    security: [],
    response: {
      200: Type.Object(
        { status: Type.Literal('ready'), database: Type.String() },
        { additionalProperties: false },
      ),
    },
  };
  api.get('/ready', { schema: ready }, async () => {
    // Unready first on SIGTERM, so the balancer stops sending before the server closes.
    if (api.deps.lifecycle.draining) throw new HttpError(503, 'Shutting down');
    try {
      await database.ping();
      return { status: 'ready' as const, database: database.kind };
    } catch {
      throw new HttpError(503, 'Database not reachable');
    }
  });

  // The audit log: act-as-dealer and user-management actions, newest first.
  api.get(
    API_PATHS.audit,
    {
      schema: {
        tags: ['audit'],
        operationId: 'listAudit',
        summary: 'The audit log, newest first (admins)',
        response: { 200: Type.Array(AuditEntry) },
        querystring: Type.Object({
          user: Type.Optional(Type.String({ maxLength: 254 })),
          dealer: Type.Optional(Type.Integer({ minimum: 1 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
        }),
      },
    },
    async (req) => {
      const q = req.query;
      const where: SQL[] = [];
      if (q.user) where.push(eq(auditLog.userEmail, q.user.toLowerCase()));
      if (q.dealer) where.push(eq(auditLog.dealerId, q.dealer));
      const rows = await database.db
        .select()
        .from(auditLog)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(q.limit ?? 200);
      return rows.map((r) => ({
        ...r,
        at: r.at.toISOString(),
        lastAt: r.lastAt?.toISOString() ?? null,
      }));
    },
  );

  for (const plugin of [
    authRoutes,
    userRoutes,
    accountRoutes,
    dealerRoutes,
    notificationRoutes,
    wholegoodsRoutes,
    partsRoutes,
    invoiceRoutes,
    claimRoutes,
    warrantyClaimRoutes,
    staffActivityRoutes,
    rewardRoutes,
    resourceRoutes,
    recordFileRoutes,
    blobRoutes,
    statementRoutes,
    libraryRoutes,
    formRoutes,
    supportRoutes,
    summaryRoutes,
    importRoutes,
    integrationRoutes,
    reportRoutes,
    deploymentRoutes,
    metricsRoutes,
    machineRoutes,
    partsCatalogRoutes,
    partsCartRoutes,
    partsOrderRoutes,
    apiClientRoutes,
    dealerApi,
  ]) {
    await api.register(plugin);
  }
};
