import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { slots } from '../kit/slots';

/**
 * At most `max` API calls are worked on at once; the others wait their turn in the order they came
 * (decision 0077, `API_CONCURRENCY`). Without it every call in the process shared the API's thread
 * at once: when it was busy, a call of several steps (each database answer is a step) waited
 * behind all the others at each step, while a call answered from memory went through in one. Under
 * 200 users the calls that needed the database then took seconds while the others took
 * milliseconds. In turn, each call waits once, in a queue that only grows with the load.
 *
 * Taken after the body is read (a slow upload holds no turn) and given back when the answer is
 * ready to go (a slow reader holds none either). The process's own checks (health, readiness,
 * metrics) never wait: a balancer must see the process as it is. Nor does a sign-in: its costly
 * part, the hash, has turns of its own (auth/hashSlots.ts, which refuse with a 503 when too many
 * wait), and its queries are served ahead (routes/auth.ts).
 */
export function admitInTurn(
  api: FastifyInstance,
  o: { max: number; prefix: string; metrics: Registry },
) {
  const unqueued = new Set(
    ['/health', '/ready', '/metrics', '/auth/login'].map((p) => `${o.prefix}${p}`),
  );
  const turns = slots(o.max);
  new Gauge({
    name: 'portal_api_calls',
    help: 'API calls being worked on (working, at most API_CONCURRENCY) and waiting their turn',
    labelNames: ['state'],
    registers: [o.metrics],
    collect() {
      this.set({ state: 'working' }, turns.running());
      this.set({ state: 'waiting' }, turns.waiting());
    },
  });
  const held = new WeakMap<FastifyRequest, () => void>();
  const giveBack = (req: FastifyRequest) => {
    held.get(req)?.();
    held.delete(req);
  };
  api.addHook('preValidation', async (req) => {
    if (!unqueued.has(req.routeOptions.url ?? '')) held.set(req, await turns.take());
  });
  api.addHook('onSend', async (req, _reply, payload) => {
    giveBack(req);
    return payload;
  });
  // An answer that never reached onSend (the client went first): its turn is given back all the same.
  api.addHook('onResponse', async (req) => giveBack(req));
  api.addHook('onRequestAbort', async (req) => giveBack(req));
}
