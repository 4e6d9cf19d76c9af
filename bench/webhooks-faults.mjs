// The events' fault run (outside CI; prints figures, asserts nothing): 3 API processes behind
// HAProxy take warranty registrations (each retried with its Idempotency-Key until acknowledged)
// for FAULT_DURATION seconds while a webhook receiver counts what it is sent. A third of the way
// in one process is killed (SIGKILL), two thirds in another is stopped (SIGTERM; the cluster
// starts both again), and the receiver is killed between 45 % and 60 % (its connections cut
// mid-request, then refused). Afterwards, once the deliveries are done: events written for
// acknowledged submissions, events received exactly once by webhook-id (signatures checked with
// the standardwebhooks package), lost, received twice, and the same count through the pull.
//   DATABASE_URL=... node bench/webhooks-faults.mjs   FAULT_DURATION=60 (s, 10..300)
//   FAULT_CONNECTIONS=20
import {
  registerUntilAcknowledged,
  registrationsWebhook,
  signIn,
  throughBalancer,
} from './lib/balancer.mjs';
import { fromApi } from './lib/paths.mjs';
import { webhookReceiver } from './lib/webhookReceiver.mjs';

const pg = fromApi('pg');

const DURATION_S = Math.min(300, Math.max(10, Number(process.env.FAULT_DURATION) || 60));
const CONNECTIONS = Math.min(200, Math.max(1, Number(process.env.FAULT_CONNECTIONS) || 20));
const PORT = 8197;
const RECEIVER_PORT = 8297;
const run = `W${Date.now()}`;
if (!process.env.DATABASE_URL) {
  console.error('[webhooks] give DATABASE_URL: the run counts the events in it');
  process.exit(2);
}

// The receiver: every event verified is counted by webhook-id.
const received = new Map();
const receiver = webhookReceiver(RECEIVER_PORT, (event) => {
  if (event.data.serialNumber?.startsWith(run))
    received.set(event.id, (received.get(event.id) ?? 0) + 1);
});

const { cluster, agent, request } = await throughBalancer({
  port: PORT,
  connections: CONNECTIONS,
  env: { WEBHOOK_PRIVATE_ADDRESSES: 'allow', WEBHOOK_RETRY_BASE_MS: '1000' },
});

const { admin, endpoint } = await registrationsWebhook(
  request,
  `http://127.0.0.1:${RECEIVER_PORT}/events`,
);
receiver.secret(endpoint.body.secret);
const serviceKey = (
  await request('POST', '/service-accounts', { token: admin, body: { name: `bench-${run}` } })
).body.key;
await receiver.up();
const buyer = await signIn(request, 'buyer');

const tally = { submissions: 0, retries: 0, unacknowledged: 0 };
const acknowledged = new Set();
const end = Date.now() + DURATION_S * 1000;
let submissionNo = 0;
async function client() {
  while (Date.now() < end) {
    const n = ++submissionNo;
    tally.submissions++;
    const { ok, retries } = await registerUntilAcknowledged(
      request,
      buyer,
      `${run}-${n}`,
      `${run}-key-${n}`,
    );
    tally.retries += retries;
    if (ok) acknowledged.add(`${run}-${n}`);
    else tally.unacknowledged++;
  }
}

const faults = [];
const at = (share, what, act) =>
  setTimeout(
    () => {
      faults.push(`${(DURATION_S * share).toFixed(0)} s: ${what()}`);
      act();
    },
    DURATION_S * share * 1000,
  );
const signal = (index, sig) => {
  const p = cluster.processes()[index];
  at(
    index ? 2 / 3 : 1 / 3,
    () => `${sig} to ${p.name} (pid ${p.pid})`,
    () => process.kill(cluster.processes()[index].pid, sig),
  );
};
signal(0, 'SIGKILL');
signal(1, 'SIGTERM');
at(0.45, () => 'the receiver killed', receiver.kill);
at(
  0.6,
  () => 'the receiver back',
  () => void receiver.up(),
);

console.log(`[webhooks] ${CONNECTIONS} connections for ${DURATION_S} s through ${cluster.url}`);
await Promise.all(Array.from({ length: CONNECTIONS }, client));

// The deliveries drain: up to the claim lease (2 min) for those a killed process had in hand.
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
const started = Date.now();
let left = -1;
for (let i = 0; i < 400; i++) {
  left = (
    await db.query(
      `select count(*)::int n from webhook_deliveries where endpoint_id = $1 and status <> 'delivered'`,
      [endpoint.body.endpoint.id],
    )
  ).rows[0].n;
  if (left === 0) break;
  await new Promise((res) => setTimeout(res, 500));
}
const drainS = (Date.now() - started) / 1000;
const events = new Map(
  (
    await db.query(
      `select event_id, payload->>'serialNumber' s from integration_events where payload->>'serialNumber' like $1`,
      [`${run}-%`],
    )
  ).rows.map((r) => [r.event_id, r.s]),
);
const attempts = (
  await db.query(
    `select coalesce(sum(attempts), 0)::int n, count(*) filter (where status = 'dead')::int dead
     from webhook_deliveries where endpoint_id = $1`,
    [endpoint.body.endpoint.id],
  )
).rows[0];
await db.end();

// The same events through the pull, from the start, page by page.
const pulled = new Map();
for (let after = '0.0'; ;) {
  const page = await request('GET', `/integration/events?after=${after}&limit=1000`, {
    token: serviceKey,
  });
  for (const e of page.body.events)
    if (e.data.serialNumber?.startsWith(run)) pulled.set(e.id, (pulled.get(e.id) ?? 0) + 1);
  if (page.body.events.length < 1000) break;
  after = page.body.next;
}

const serials = new Set(events.values());
const count = (m, f) => [...m.values()].filter(f).length;
console.log(faults.map((f) => `[webhooks] ${f}`).join('\n'));
console.log(
  `submissions: ${tally.submissions}, acknowledged ${acknowledged.size}, retries ${tally.retries}, never acknowledged ${tally.unacknowledged}`,
);
console.log(`events written: ${events.size} (for ${serials.size} serials)`);
console.log(
  `acknowledged submissions without an event: ${[...acknowledged].filter((s) => !serials.has(s)).length}`,
);
console.log(
  `webhooks: attempts ${receiver.attempts} (database: ${attempts.n}), connections cut ${receiver.cut}, bad signatures ${receiver.badSignatures}, dead letters ${attempts.dead}, undelivered after ${drainS.toFixed(0)} s: ${left}`,
);
console.log(
  `received once: ${count(received, (n) => n === 1)}, twice or more: ${count(received, (n) => n > 1)}, lost: ${[...events.keys()].filter((id) => !received.has(id)).length}`,
);
console.log(
  `pulled once: ${count(pulled, (n) => n === 1)}, twice or more: ${count(pulled, (n) => n > 1)}, missing: ${[...events.keys()].filter((id) => !pulled.has(id)).length}`,
);
// The endpoint goes with the run: a later run on this database gets its events alone.
await request('PUT', `/integration/webhooks/${endpoint.body.endpoint.id}`, {
  token: admin,
  body: { disabled: true },
});
await cluster.stop();
receiver.server.close();
agent.destroy();
