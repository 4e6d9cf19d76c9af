import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';

/**
 * The API's Prometheus metrics, served at /api/metrics (routes/metrics.ts). Requests
 * and latency are this process's; the outbox depth and the import runs are read from the
 * database at each scrape, so every process reports the same cluster-wide figure.
 */
export function createMetrics(app: FastifyInstance, database: Database): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });

  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer, by route pattern and method',
    labelNames: ['route', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // The route's pattern, never the address: a label per serial or id would grow without end.
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requests.inc({ route, method: req.method, status: String(reply.statusCode) });
    latency.observe({ route, method: req.method }, reply.elapsedTime / 1000);
  });

  const { db } = database;
  const count = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  new Gauge({
    name: 'portal_outbox_pending',
    help: 'Mails waiting in the outbox (not sent yet)',
    registers: [registry],
    async collect() {
      const [row] = await count(sql`select count(*)::int as n from outbox where sent_at is null`);
      this.set(Number(row.n));
    },
  });
  new Gauge({
    name: 'portal_import_runs',
    help: 'Import runs recorded, by kind and status (applied, refused, failed)',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await count(
        sql`select kind, status, count(*)::int as n from imports group by kind, status`,
      ))
        this.set({ kind: String(r.kind), status: String(r.status) }, Number(r.n));
    },
  });
  // The OpenAPI writer builds the app over no database at all (src/openapi.ts). The server's
  // PGlite is a pool of four connections to its thread's one session (decisions 0068, 0077): its
  // waiting requests show.
  if (database.raw && 'pool' in database.raw) {
    const { pool } = database.raw;
    // Use is read against the size: in_use at max with requests waiting means the pool is short.
    new Gauge({
      name: 'portal_db_pool_max',
      help: 'Connections the database pool of this process may open (DB_POOL)',
      registers: [registry],
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Database pool connections of this process: in use, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  return registry;
}
