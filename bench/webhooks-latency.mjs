// How soon a submission reaches a webhook receiver (outside CI; prints figures, asserts nothing):
// 3 API processes behind HAProxy on one PostgreSQL database take warranty registrations at a
// steady rate (open loop: one is started every 1/rate s, whatever the answers' times), and a
// receiver on loopback notes when each event arrives. Per event: from the submission's 2xx answer
// (its transaction had committed) to the delivery's arrival, and from the request's start (an
// upper bound: the commit is somewhere in between), with the load average beside.
//   DATABASE_URL=... node bench/webhooks-latency.mjs   LATENCY_RATE=20 (per s, 1..100)
//   LATENCY_DURATION=30 (s, 5..300)
import { loadavg } from 'node:os';
import {
  registerUntilAcknowledged,
  registrationsWebhook,
  signIn,
  throughBalancer,
} from './lib/balancer.mjs';
import { webhookReceiver } from './lib/webhookReceiver.mjs';

const RATE = Math.min(100, Math.max(1, Number(process.env.LATENCY_RATE) || 20));
const DURATION_S = Math.min(300, Math.max(5, Number(process.env.LATENCY_DURATION) || 30));
const PORT = 8198;
const RECEIVER_PORT = 8298;
const run = `L${Date.now()}`;
if (!process.env.DATABASE_URL) {
  console.error('[latency] give DATABASE_URL: the processes share one PostgreSQL database');
  process.exit(2);
}

/** Per serial: when its request started, when its 2xx answer came, when its event arrived. */
const times = new Map();
const at = (serial) => times.get(serial) ?? times.set(serial, {}).get(serial);
const receiver = webhookReceiver(RECEIVER_PORT, (event, arrived) => {
  const serial = event.data.serialNumber;
  if (typeof serial === 'string' && serial.startsWith(run)) at(serial).received ??= arrived;
});
await receiver.up();

const { cluster, request } = await throughBalancer({
  port: PORT,
  connections: 50,
  env: { WEBHOOK_PRIVATE_ADDRESSES: 'allow' },
});
const { admin, endpoint } = await registrationsWebhook(
  request,
  `http://127.0.0.1:${RECEIVER_PORT}/events`,
);
receiver.secret(endpoint.body.secret);
const buyer = await signIn(request, 'buyer');

console.log(
  `[latency] ${RATE} registrations/s for ${DURATION_S} s through ${cluster.url}, load ${loadavg()[0].toFixed(2)}`,
);
const submissions = [];
for (let n = 1; n <= RATE * DURATION_S; n++) {
  const serial = `${run}-${n}`;
  submissions.push(
    (async () => {
      at(serial).started = performance.now();
      const { ok } = await registerUntilAcknowledged(request, buyer, serial, `${run}-key-${n}`);
      if (ok) at(serial).answered = performance.now();
    })(),
  );
  await new Promise((r) => setTimeout(r, 1000 / RATE));
}
await Promise.all(submissions);
const loadAfterLoad = loadavg()[0];
// Deliveries still in flight arrive within a few polls; 30 s is far past the target.
const waitUntil = performance.now() + 30_000;
const answered = () => [...times.values()].filter((t) => t.answered !== undefined);
while (answered().some((t) => t.received === undefined) && performance.now() < waitUntil)
  await new Promise((r) => setTimeout(r, 200));

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const describe = (values) =>
  `p50 ${quantile(values, 0.5).toFixed(0)} ms, p95 ${quantile(values, 0.95).toFixed(0)} ms, ` +
  `p99 ${quantile(values, 0.99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
const done = answered().filter((t) => t.received !== undefined);
console.log(
  `submissions ${times.size}, acknowledged ${answered().length}, delivered ${done.length}, not delivered within 30 s ${answered().length - done.length}, bad signatures ${receiver.badSignatures}`,
);
if (done.length) {
  console.log(
    `from the 2xx answer to arrival: ${describe(done.map((t) => t.received - t.answered))}`,
  );
  console.log(
    `from the request's start:      ${describe(done.map((t) => t.received - t.started))}`,
  );
}
console.log(`load average: ${loadAfterLoad.toFixed(2)} at the end of the submissions`);
// The endpoint goes with the run: a later run on this database gets its events alone.
await request('PUT', `/integration/webhooks/${endpoint.body.endpoint.id}`, {
  token: admin,
  body: { disabled: true },
});
receiver.server.close();
await cluster.stop();
process.exit(0);
