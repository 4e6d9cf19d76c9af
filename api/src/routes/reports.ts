import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HealthAnswer,
  HealthQuery,
  ReportBatch,
  ReportsAccepted,
} from '@portal/shared/contract/reports';
import { clientReports } from '../db/schema';
import { reserveOrRefuse } from '../services/rateLimit';
import { areaHealth } from '../services/areaHealth';
import { knownVersions } from '../services/knownVersions';
import { badRequest } from '../http/errors';
import { API_PATHS } from '@portal/shared/contract/paths';

/** Batches one user's browsers may send a minute (each up to 50 reports), counted in the
 * database so every process shares the count. A page sends one every ~10 s at most. */
export const REPORT_BATCHES_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

/** Real-user reports: the browsers' intake, and the admins' health per area. */
const reportRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const known = knownVersions(api, api.deps.config.appsDir);

  api.post(
    API_PATHS.reports,
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
      // Only areas and versions that exist reach the health screens. A batch keeps its good
      // reports (the browser drops a batch that is refused, and one stale entry should not
      // take the rest with it); a batch with none is refused, naming what is wrong.
      const problems = await Promise.all(
        req.body.reports.map((r) => known.problem(r.area, r.version)),
      );
      const refused = problems.flatMap((reason, index) => (reason ? [{ index, reason }] : []));
      const kept = req.body.reports.filter((_r, i) => !problems[i]);
      if (!kept.length)
        throw badRequest(
          `No report names an area and version that exist: ${[...new Set(refused.map((r) => r.reason))].join('; ')}`,
        );
      await db.insert(clientReports).values(
        kept.map((r) => ({
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
      return { accepted: kept.length, ...(refused.length ? { refused } : {}) };
    },
  );

  api.get(
    API_PATHS.reportsHealth,
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
      return { days, areas: await areaHealth(db, days) };
    },
  );
};
export default reportRoutes;
