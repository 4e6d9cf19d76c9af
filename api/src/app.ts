import Fastify, { type FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database } from './db/client';
import { servedAsArrivedAt } from './db/oldestRequestFirst';
import { setImportMaxLineBytes } from './import/lineBound';
import { setWholeListMaxRows } from './http/wholeList';
import { tokenService } from './auth/tokens';
import { clientTokenService } from './auth/clientTokens';
import { setPasswordHashCost } from './auth/passwords';
import type { Registry } from 'prom-client';
import { createMetrics } from './services/metrics';
import { SessionGate } from './auth/sessionGate';
import { registerSecurity } from './plugins/security';
import { registerErrors } from './plugins/errors';
import { registerAuthorization } from './plugins/authorization';
import { registerDocs } from './plugins/docs';
import { registerContract } from './plugins/contract';
import { registerStatic } from './plugins/static';
import { Mailer } from './plugins/mailer';
import type { BlobStore } from './services/blobStore';
import { openBlobStore } from './services/openBlobStore';
import { forgetOnChange } from './services/invalidation';
import { forgetDealerInfo } from './services/dealerInfo';
import { forgetLibrary } from './services/libraryDocuments';
import { routes } from './routes';
import { forgetListAnswers } from './http/sqlList';
import { buildAnswerSerializer } from './http/answerSerializer';
import { COMPRESSION, sendRememberedCompressed } from './http/rememberedEncoding';
import { admitInTurn } from './http/admission';

export interface AppDeps {
  config: Config;
  database: Database;
  jwtSecret: string;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps & {
      tokens: ReturnType<typeof tokenService>;
      /** The dealer API's access tokens (a key of their own). */
      clientTokens: ReturnType<typeof clientTokenService>;
      sessionGate: SessionGate;
      blobs: BlobStore;
      /** Set on SIGTERM (server.ts): /api/ready answers 503 so the balancer stops sending. */
      lifecycle: { draining: boolean };
      /** Prometheus metrics of this process (services/metrics.ts; served by routes/metrics.ts). */
      metrics: Registry;
    };
  }
}

/** Builds the app without listening, so tests and the server share it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { tlsCertFile, tlsKeyFile } = deps.config;
  setPasswordHashCost(deps.config.passwordHashCost);
  setWholeListMaxRows(deps.config.wholeListMaxRows);
  setImportMaxLineBytes(deps.config.importMaxLineBytes);
  const https =
    tlsCertFile && tlsKeyFile
      ? { https: { cert: readFileSync(tlsCertFile), key: readFileSync(tlsKeyFile) } }
      : {};
  const app = Fastify({
    ...https,
    logger: {
      level: deps.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: (req) =>
      (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    // A number of hops: the addresses of the first n hops (the proxies) are trusted; the client
    // is the one before them (Fastify's own reading of a number, which its types do not list).
    trustProxy:
      typeof deps.config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (deps.config.trustProxy as number)
        : deps.config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    // Every JSON answer is written from its response schema, so only what the contract names is
    // sent (http/answerSerializer.ts); a remembered one as its stored text (http/rememberedEncoding.ts).
    schemaController: { compilersFactory: { buildSerializer: buildAnswerSerializer } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // A request's queries wait for a connection by the age of the request (decision 0075). Entered
  // after the body is read, the last step before the route's own hooks and handler, all of which
  // run inside it.
  app.addHook('preValidation', (req, reply, done) =>
    servedAsArrivedAt(performance.now() - reply.elapsedTime, done),
  );

  app.decorate('deps', {
    ...deps,
    tokens: tokenService(deps.jwtSecret),
    clientTokens: clientTokenService(deps.jwtSecret),
    sessionGate: new SessionGate(deps.database.db),
    lifecycle: { draining: false },
    // Before every route, so its hook times all of them (a hook in a route plugin sees only its own).
    metrics: createMetrics(app, deps.database),
    // Shared by every process over PostgreSQL, a folder for one process (npm start).
    blobs: openBlobStore(deps.config, deps.database),
  });

  // What this process remembers is forgotten when any process changes its source.
  const stopListening = await forgetOnChange(deps.database, {
    lists: () => {
      forgetListAnswers();
      forgetDealerInfo();
      forgetLibrary();
    },
    users: () => app.deps.sessionGate.forgetAll(),
    session: (id) => app.deps.sessionGate.forgetSession(id),
  });
  app.addHook('onClose', stopListening);
  app.addHook('onClose', async () => app.deps.sessionGate.close());

  await registerErrors(app, deps.config.prefix);
  await registerSecurity(app, deps.config);
  await registerContract(app, deps.config.checkAnswers);
  await registerDocs(app, deps.config);
  await app.register(
    async (api) => {
      // At most API_CONCURRENCY calls at once; the others wait in the order they came.
      admitInTurn(api, {
        max: deps.config.apiConcurrency,
        prefix: deps.config.prefix,
        metrics: app.deps.metrics,
      });
      // JSON answers over 1 KB are compressed for clients that accept it (a list page is 4-40 KB
      // of repetitive JSON; zstd or brotli 3 shrinks it ~5-8x for ~0.05 ms), a remembered list answer once
      // (http/rememberedEncoding.ts). Built files are compressed at build time instead
      // (plugins/static.ts); figures in BENCHMARKS.md, 'Bytes on the wire'.
      sendRememberedCompressed(api);
      await api.register(fastifyCompress, {
        encodings: [...COMPRESSION.encodings],
        threshold: COMPRESSION.threshold,
        syncThreshold: COMPRESSION.syncThreshold,
        brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality } },
        zlibOptions: { level: COMPRESSION.gzipLevel },
      });
      await registerAuthorization(api);
      await api.register(routes);
    },
    { prefix: deps.config.prefix },
  );
  await registerStatic(app, deps.config);
  return app;
}
