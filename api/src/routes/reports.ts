import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import {
  HealthAnswer,
  HealthQuery,
  ReportBatch,
  ReportsAccepted,
  type AreaHealth,
} from '@portal/shared/contract/reports';
import { clientReports } from '../db/schema';
import { reserveOrRefuse } from '../lib/rateLimit';

/** Batches one user's browsers may send a minute (each up to 50 reports), counted in the
 * database so every process shares the count. A page sends one every ~10 s at most. */
export const REPORT_BATCHES_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

interface HealthRow {
  area: string;
  version: string;
  loads: number;
  failed_loads: number;
  errors: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  last_seen: Date | string;
  top_errors: { message: string; count: number }[] | null;
}

/** Real-user reports (issue 28): the browsers' intake, and the admins' health per area. */
const reportRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;

  api.post(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        operationId: 'sendReports',
        summary:
          "A browser's batch of loads, failures, errors and Web Vitals, per area and version",
        body: ReportBatch,
        response: { 202: ReportsAccepted },
      },
      // 50 reports of at most ~600 bytes each.
      bodyLimit: 64 * 1024,
    },
    async (req, reply) => {
      await reserveOrRefuse(
        db,
        `reports:${req.user!.sub}`,
        REPORT_BATCHES_PER_MINUTE,
        MINUTE_MS,
        'Too many reports. Send them in fewer batches.',
      );
      await db.insert(clientReports).values(
        req.body.reports.map((r) => ({
          userId: req.user!.sub,
          kind: r.kind,
          area: r.area,
          version: r.version,
          route: r.route,
          vital: r.kind === 'vital' ? (r.vital ?? null) : null,
          value: r.kind === 'vital' ? (r.value ?? null) : null,
          message: r.kind === 'error' || r.kind === 'load-failed' ? (r.message ?? '') : null,
        })),
      );
      reply.status(202);
      return { accepted: req.body.reports.length };
    },
  );

  api.get(
    '/reports/health',
    {
      schema: {
        tags: ['reports'],
        operationId: 'getAreaHealth',
        summary:
          'Per area and version: loads, failed loads, errors with the top messages, p75 of each vital',
        querystring: HealthQuery,
        response: { 200: HealthAnswer },
      },
    },
    async (req) => {
      const days = req.query.days ?? 7;
      const since = new Date(Date.now() - days * 86_400_000);
      const result = (await db.execute(sql`
        with recent as (
          select * from ${clientReports} where ${clientReports.at} >= ${since}
        ),
        messages as (
          select area, version, message, count(*)::int as n,
                 row_number() over (partition by area, version order by count(*) desc, message) as rank
          from recent where kind = 'error' group by area, version, message
        )
        select r.area, r.version,
          count(*) filter (where kind = 'load')::int as loads,
          count(*) filter (where kind = 'load-failed')::int as failed_loads,
          count(*) filter (where kind = 'error')::int as errors,
          percentile_cont(0.75) within group (order by value) filter (where vital = 'LCP') as lcp,
          percentile_cont(0.75) within group (order by value) filter (where vital = 'INP') as inp,
          percentile_cont(0.75) within group (order by value) filter (where vital = 'CLS') as cls,
          max(at) as last_seen,
          (select json_agg(json_build_object('message', m.message, 'count', m.n) order by m.rank)
             from messages m where m.area = r.area and m.version = r.version and m.rank <= 5) as top_errors
        from recent r group by r.area, r.version order by r.area, max(at) desc
      `)) as unknown as { rows: HealthRow[] };
      const num = (v: number | null) => (v == null ? null : Number(v));
      const areas: AreaHealth[] = result.rows.map((r) => ({
        area: r.area,
        version: r.version,
        loads: r.loads,
        failedLoads: r.failed_loads,
        errors: r.errors,
        topErrors: r.top_errors ?? [],
        p75: { LCP: num(r.lcp), INP: num(r.inp), CLS: num(r.cls) },
        lastSeen: new Date(r.last_seen).toISOString(),
      }));
      return { days, areas };
    },
  );
};
export default reportRoutes;
