import type { Readable } from 'node:stream';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageAnswer } from '@portal/shared/contract/common';
import { toCsv } from '@portal/shared/csv';
import {
  CreatedServiceAccount,
  ImportAccepted,
  ImportReport,
  ImportRun,
  ServiceAccount,
} from '@portal/shared/contract/imports';
import { and, desc, eq } from 'drizzle-orm';
import { imports, serviceAccounts } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { audit } from '../services/audit';
import { KIND_NAMES, kindOf } from '../import/kinds';
import { SenderGone } from '../import/apply';
import { answeredBefore } from '../import/answerBefore';
import { beginRun, importInRun, markInterruptedRuns, runOf } from '../import/run';
import { importFiles } from '../import/files/run';
import { zipSourceFromStream } from '../import/files/sources';
import { createServiceAccount } from '../import/serviceAccounts';
import type { RowProblem } from '../import/apply';
import { API_PATHS } from '@portal/shared/contract/paths';

const TAG = ['import'];

const IdParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) });

/** A run's row as the list and the poll answer it. */
function runWire({ errors, ...r }: typeof imports.$inferSelect) {
  return {
    ...r,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    errorCount: (errors as RowProblem[]).length,
  };
}

/**
 * `POST /api/import/{kind}` (the API base, then /import): the manufacturer's scheduled job sends a file (JSON lines or CSV,
 * any content type) as the request body, read as a stream: never held whole. Its own scope, so
 * that no body parser (JSON's included) reads the body first.
 */
const importFeed: FastifyPluginAsyncTypebox = async (api) => {
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
  api.post(
    API_PATHS.importKind,
    {
      schema: {
        tags: TAG,
        operationId: 'importFile',
        summary: 'Import one file of a kind (service accounts only)',
        description: `Imports one file of a kind (${KIND_NAMES.join(', ')}) with a service account's key (Authorization: Bearer psk_...), or, as kind 'files', a zip archive of sales-order and invoice PDFs, statements and library documents (decision 0056). 200 with the report when applied; 422 with the report when the batch was refused. A file of records sent with 'Prefer: respond-async', or still running IMPORT_ANSWER_WITHIN_MS (30 s) after the call began, is answered 202 once its body is read, with its run to poll (GET /import/runs/{id}); a sender gone before its answer and before anything was committed rolls the import back (decision 0087).`,
        params: Type.Object({ kind: Type.String({ maxLength: 40 }) }),
        querystring: Type.Object({
          mode: Type.Optional(
            Type.Union([Type.Literal('good-rows'), Type.Literal('all-or-nothing')]),
          ),
          snapshot: Type.Optional(Type.Boolean()),
        }),
        headers: Type.Object({
          prefer: Type.Optional(
            Type.String({ maxLength: 200, description: "'respond-async': answer 202 at once" }),
          ),
        }),
        response: { 200: ImportReport, 202: ImportAccepted, 422: ImportReport },
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
          () => zipSourceFromStream(body, api.deps.config.importLimits),
          {
            mode: q.mode ?? 'good-rows',
            source: req.serviceAccount!.name,
            maxFileBytes: api.deps.config.importLimits.fileBytes,
          },
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
      const options = {
        kind,
        mode: q.mode ?? 'good-rows',
        snapshot: q.snapshot ?? false,
        source: req.serviceAccount!.name,
      } as const;
      const database = api.deps.database;
      const run = await beginRun(database, runOf(options));
      // The sender gone before its answer: rolled back if nothing is committed yet.
      const gone = new AbortController();
      reply.raw.on('close', () => reply.raw.writableEnded || gone.abort());
      const applying = importInRun(database, run, body, { ...options, signal: gone.signal });
      const async = /\brespond-async\b/i.test(req.headers.prefer ?? '');
      const wait = async ? 0 : api.deps.config.importAnswerWithinMs;
      let report;
      try {
        report = await Promise.race([applying, answeredBefore(body, wait)]);
      } catch (e) {
        if (e instanceof SenderGone) throw badRequest(e.message);
        throw e;
      }
      if (report === 'accepted') {
        applying.catch((e: Error) => req.log.error(`import run ${run.id}: ${e.message}`));
        const poll = `${api.deps.config.prefix}/import/runs/${run.id}`;
        reply.status(202).header('location', poll);
        if (async) reply.header('preference-applied', 'respond-async');
        return { id: run.id, status: 'running' as const, poll };
      }
      reply.status(report.status === 'applied' ? 200 : 422);
      return report;
    },
  );

  api.get(
    API_PATHS.importRun,
    {
      schema: {
        tags: TAG,
        operationId: 'importRun',
        summary: 'One import run of this service account: running, or how it ended',
        params: IdParams,
        response: { 200: ImportRun },
      },
    },
    async (req) => {
      const id = Number(req.params.id);
      const { database } = api.deps;
      await markInterruptedRuns(database, false);
      const [row] = await database.db
        .select()
        .from(imports)
        .where(and(eq(imports.id, id), eq(imports.source, req.serviceAccount!.name)));
      if (!row) throw notFound(`Import run ${id} not found`);
      return runWire(row);
    },
  );
};

/** The admin screen's data: imports run and their reports; service accounts. */
const importAdmin: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;

  const iso = (d: Date | null) => d?.toISOString() ?? null;

  api.get(
    API_PATHS.imports,
    {
      schema: {
        tags: TAG,
        operationId: 'listImports',
        summary: 'The last 200 import runs, newest first (admins)',
        response: { 200: Type.Array(ImportRun) },
      },
    },
    async () => {
      await markInterruptedRuns(api.deps.database, false);
      const rows = await db.select().from(imports).orderBy(desc(imports.id)).limit(200);
      return rows.map(runWire);
    },
  );

  api.get(
    API_PATHS.importErrors,
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
    API_PATHS.serviceAccounts,
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
    API_PATHS.serviceAccounts,
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
    API_PATHS.serviceAccount,
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
