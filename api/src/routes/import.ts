import type { Readable } from 'node:stream';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageAnswer } from '@portal/shared/contract/common';
import { toCsv } from '@portal/shared/csv';
import {
  CreatedServiceAccount,
  ImportReport,
  ImportRun,
  ServiceAccount,
} from '@portal/shared/contract/imports';
import { desc, eq } from 'drizzle-orm';
import { imports, serviceAccounts } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { audit } from '../lib/audit';
import { KIND_NAMES, kindOf } from '../import/kinds';
import { importFile } from '../import/run';
import { importFiles } from '../import/files/run';
import { zipSourceFromStream } from '../import/files/sources';
import { createServiceAccount } from '../import/serviceAccounts';
import type { RowProblem } from '../import/apply';

const TAG = ['import'];

const IdParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) });

/**
 * `POST /api/import/{kind}` (the API base, then /import): the manufacturer's scheduled job sends a file (JSON lines or CSV,
 * any content type) as the request body, read as a stream: never held whole. Its own scope, so
 * that no body parser (JSON's included) reads the body first.
 */
const importFeed: FastifyPluginAsyncTypebox = async (api) => {
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
  api.post(
    '/import/:kind',
    {
      schema: {
        tags: TAG,
        operationId: 'importFile',
        summary: 'Import one file of a kind (service accounts only)',
        description: `Imports one file of a kind (${KIND_NAMES.join(', ')}) with a service account's key (Authorization: Bearer psk_...), or, as kind 'files', a zip archive of sales-order and invoice PDFs, statements and library documents (decision 0056). 200 with the report when applied; 422 with the report when the batch was refused.`,
        params: Type.Object({ kind: Type.String({ maxLength: 40 }) }),
        querystring: Type.Object({
          mode: Type.Optional(
            Type.Union([Type.Literal('good-rows'), Type.Literal('all-or-nothing')]),
          ),
          snapshot: Type.Optional(Type.Boolean()),
        }),
        response: { 200: ImportReport, 422: ImportReport },
      },
    },
    async (req, reply) => {
      const { kind: name } = req.params;
      const q = req.query;
      if (name === 'files') {
        if (q.snapshot) throw badRequest('snapshot is not offered for files');
        const body = req.body as Readable | undefined;
        if (!body || typeof body.pipe !== 'function') throw badRequest('the request has no body');
        const report = await importFiles(
          api.deps.database,
          api.deps.blobs,
          () => zipSourceFromStream(body),
          { mode: q.mode ?? 'good-rows', source: req.serviceAccount!.name },
        );
        reply.status(report.status === 'applied' ? 200 : 422);
        return report;
      }
      const kind = kindOf(name);
      if (!kind) throw badRequest(`kind must be one of: ${KIND_NAMES.join(', ')}`);
      if (q.snapshot && kind.dealerFrom === 'self')
        throw badRequest(
          'snapshot is not offered for dealers (deleting a dealer deletes its data)',
        );
      const body = req.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') throw badRequest('the request has no body');
      const report = await importFile(api.deps.database, body, {
        kind,
        mode: q.mode ?? 'good-rows',
        snapshot: q.snapshot ?? false,
        source: req.serviceAccount!.name,
      });
      reply.status(report.status === 'applied' ? 200 : 422);
      return report;
    },
  );
};

/** The admin screen's data: imports run and their reports; service accounts. */
const importAdmin: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;

  const iso = (d: Date | null) => d?.toISOString() ?? null;

  api.get(
    '/imports',
    {
      schema: {
        tags: TAG,
        operationId: 'listImports',
        summary: 'The last 200 import runs, newest first (admins)',
        response: { 200: Type.Array(ImportRun) },
      },
    },
    async () => {
      const rows = await db.select().from(imports).orderBy(desc(imports.id)).limit(200);
      return rows.map(({ errors, ...r }) => ({
        ...r,
        startedAt: r.startedAt.toISOString(),
        finishedAt: r.finishedAt?.toISOString() ?? null,
        errorCount: (errors as RowProblem[]).length,
      }));
    },
  );

  api.get(
    '/imports/:id/errors.csv',
    {
      schema: {
        tags: TAG,
        operationId: 'importErrorsCsv',
        summary: "An import run's refused rows as CSV (admins)",
        params: IdParams,
        response: {
          200: {
            description: 'line,reason per refused row',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (req, reply) => {
      const id = Number(req.params.id);
      const [row] = await db.select().from(imports).where(eq(imports.id, id));
      if (!row) throw notFound(`Import ${id} not found`);
      const errors = row.errors as (RowProblem & { file?: string })[];
      // A file run's report names each file (its number in the run is the line).
      // The browser's CSV writer: a file name or reason a spreadsheet would run as a formula
      // (it starts with = + - @) is written with a leading quote.
      const csv = errors.some((e) => e.file !== undefined)
        ? toCsv(
            ['line', 'file', 'reason'],
            errors.map((e) => [e.line, e.file ?? '', e.reason]),
          )
        : toCsv(
            ['line', 'reason'],
            errors.map((e) => [e.line, e.reason]),
          );
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${id}-errors.csv"`);
      return csv;
    },
  );

  api.get(
    '/service-accounts',
    {
      schema: {
        tags: TAG,
        operationId: 'listServiceAccounts',
        summary: 'The service accounts of the import feed (admins)',
        response: { 200: Type.Array(ServiceAccount) },
      },
    },
    async () => {
      const rows = await db
        .select({
          id: serviceAccounts.id,
          name: serviceAccounts.name,
          keyPrefix: serviceAccounts.keyPrefix,
          createdBy: serviceAccounts.createdBy,
          createdAt: serviceAccounts.createdAt,
          revokedAt: serviceAccounts.revokedAt,
          lastUsedAt: serviceAccounts.lastUsedAt,
        })
        .from(serviceAccounts)
        .orderBy(serviceAccounts.id);
      return rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        revokedAt: iso(r.revokedAt),
        lastUsedAt: iso(r.lastUsedAt),
      }));
    },
  );

  api.post(
    '/service-accounts',
    {
      schema: {
        tags: TAG,
        operationId: 'createServiceAccount',
        summary: 'Create a service account (admins)',
        description: 'Creates a service account; its key is in this answer only.',
        body: Type.Object({
          name: Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9 ._-]+$' }),
        }),
        response: { 201: CreatedServiceAccount },
      },
    },
    async (req, reply) => {
      const { name } = req.body;
      const created = await createServiceAccount(db, name.trim(), req.user!.email);
      if (!created) throw conflict(`A service account named ${name.trim()} exists already`);
      await audit(db, req.user!, 'service-account-create', null, created.name);
      reply.status(201);
      return created;
    },
  );

  api.delete(
    '/service-accounts/:id',
    {
      schema: {
        tags: TAG,
        operationId: 'revokeServiceAccount',
        summary: 'Revoke a service account (admins)',
        params: IdParams,
        response: { 200: MessageAnswer },
      },
    },
    async (req) => {
      const id = Number(req.params.id);
      const [row] = await db
        .update(serviceAccounts)
        .set({ revokedAt: new Date() })
        .where(eq(serviceAccounts.id, id))
        .returning({ name: serviceAccounts.name });
      if (!row) throw notFound(`Service account ${id} not found`);
      await audit(db, req.user!, 'service-account-revoke', null, row.name);
      return { message: 'Revoked' };
    },
  );
};

const importRoutes: FastifyPluginAsyncTypebox = async (api) => {
  await api.register(importFeed);
  await api.register(importAdmin);
};
export default importRoutes;
