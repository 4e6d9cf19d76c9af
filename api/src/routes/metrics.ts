import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError, notFound, unauthorized } from '../http/errors';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /api/metrics, Prometheus's text format. Not for the public nor for portal users:
 * the scraper sends `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the endpoint
 * does not exist (404), so a server never exposes it by default.
 */
const metricsRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const token = api.deps.config.metricsToken;
  const registry = api.deps.metrics;
  api.get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        operationId: 'getMetrics',
        summary: "Prometheus metrics (text format), for the operators' scraper with METRICS_TOKEN",
        security: [{ metricsToken: [] }],
        response: { 200: Type.String() },
      },
    },
    async (req, reply) => {
      if (!token) throw notFound('Not found');
      const sent = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      // Compared as digests: equal lengths, and no timing that tells how much of it matched.
      if (!sent || !timingSafeEqual(digest(sent), digest(token)))
        throw unauthorized('A metrics token is required');
      try {
        const text = await registry.metrics();
        reply.type(registry.contentType);
        return text;
      } catch {
        throw new HttpError(503, 'Metrics could not be read from the database');
      }
    },
  );
};
export default metricsRoutes;
