// The cluster's fault run (outside CI; prints figures, asserts nothing about speed): 200 connections
// through HAProxy to 3 API processes, mixing reads with warranty registrations sent with an
// Idempotency-Key (retried with the same key until acknowledged, as the portal's client does),
// for 60 s. A third of the way in one process is killed (SIGKILL), two thirds in another is
// restarted (SIGTERM); the cluster starts both again. Afterwards: requests, errors clients saw,
// acknowledged submissions lost or stored twice, mails sent twice (one SMTP catcher for all).
//   DATABASE_URL=... node bench/cluster-faults.mjs   (a PostgreSQL database, seeded by the
//   cluster when empty; the run counts in it)   FAULT_DURATION=60 (s, 10..300)
//   FAULT_CONNECTIONS=200
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerUntilAcknowledged, throughBalancer } from './lib/balancer.mjs';
import { fromApi, root } from './lib/paths.mjs';

const { SMTPServer } = fromApi('smtp-server');
const pg = fromApi('pg');

const DURATION_S = Math.min(300, Math.max(10, Number(process.env.FAULT_DURATION) || 60));
const CONNECTIONS = Math.min(1000, Math.max(1, Number(process.env.FAULT_CONNECTIONS) || 200));
const PORT = 8196;
const run = `F${Date.now()}`;
if (!process.env.DATABASE_URL) {
  console.error('[faults] give DATABASE_URL: the run counts stored submissions and mails in it');
  process.exit(2);
}

// One SMTP catcher for every process: each mail's Message-ID is counted.
const messageIds = new Map();
const catcher = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    let head = '';
    stream.on('data', (c) => {
      if (head.length < 4096) head += c.toString();
    });
    stream.on('end', () => {
      const id = /^Message-ID: *(.*)$/im.exec(head)?.[1]?.trim() ?? `none-${messageIds.size}`;
      messageIds.set(id, (messageIds.get(id) ?? 0) + 1);
      done();
    });
  },
});
const smtpPort = await new Promise((r) =>
  catcher.listen(0, '127.0.0.1', () => r(catcher.server.address().port)),
);

const { cluster, agent, request } = await throughBalancer({
  port: PORT,
  connections: CONNECTIONS,
  env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
});

const accounts = JSON.parse(readFileSync(join(root, 'api/demo-accounts.json'), 'utf8'));
const buyers = [];
for (const key of ['buyer', 'buyer2', 'big', 'canada']) {
  const a = accounts.find((x) => x.key === key);
  if (!a) continue;
  const r = await request('POST', '/auth/login', {
    body: { email: a.email, password: a.password },
  });
  if (r.status === 200) buyers.push({ token: r.body.token, dealerId: a.dealerId });
}

const tally = { requests: 0, clientErrors: 0, submissions: 0, retries: 0, unacknowledged: 0 };
const statuses = new Map();
const acknowledged = new Set();
const end = Date.now() + DURATION_S * 1000;
let submissionNo = 0;

async function client(i) {
  const user = buyers[i % buyers.length];
  while (Date.now() < end) {
    if (Math.random() < 0.1) {
      // A submission: retried with the same key until acknowledged (or given up after 10 tries).
      const serial = `${run}-${++submissionNo}`;
      const key = `${run}-key-${submissionNo}`;
      tally.submissions++;
      const { ok, retries } = await registerUntilAcknowledged(
        request,
        user.token,
        serial,
        key,
        count,
      );
      tally.retries += retries;
      if (ok) acknowledged.add(serial);
      else tally.unacknowledged++;
    } else {
      const page = 1 + Math.floor(Math.random() * 5);
      const path = [
        `/allinvoices/${user.dealerId}?page=${page}&pageSize=10`,
        '/notifications',
        `/dealers/${user.dealerId}`,
      ][Math.floor(Math.random() * 3)];
      count((await request('GET', path, { token: user.token })).status);
    }
  }
}

function count(status) {
  tally.requests++;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (status === 0 || status >= 500) tally.clientErrors++;
}

const faults = [];
const fault = (atS, index, signal) =>
  setTimeout(() => {
    const p = cluster.processes()[index];
    faults.push(`${atS.toFixed(0)} s: ${signal} to ${p.name} (pid ${p.pid})`);
    process.kill(p.pid, signal);
  }, atS * 1000);
fault(DURATION_S / 3, 0, 'SIGKILL');
fault((DURATION_S * 2) / 3, 1, 'SIGTERM');

console.log(`[faults] ${CONNECTIONS} connections for ${DURATION_S} s through ${cluster.url}`);
await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => client(i)));

// The outbox drains; then what was stored and what was mailed is counted.
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
let unsent = -1;
// Up to the claim lease (2 min): mails the killed process had in hand wait for it to pass.
for (let i = 0; i < 300; i++) {
  unsent = (await db.query('select count(*)::int n from outbox where sent_at is null')).rows[0].n;
  if (unsent === 0) break;
  await new Promise((res) => setTimeout(res, 500));
}
const stored = new Map();
const rows = await db.query(
  "select payload->>'serialNumber' s, count(*)::int n from submissions where payload->>'serialNumber' like $1 group by 1",
  [`${run}-%`],
);
for (const row of rows.rows) stored.set(row.s, row.n);
await db.end();
await new Promise((res) => setTimeout(res, 2000)); // the last mails reach the catcher

const lost = [...acknowledged].filter((s) => !stored.has(s)).length;
const twice = [...stored.values()].filter((n) => n > 1).length;
const mailedTwice = [...messageIds.values()].filter((n) => n > 1).length;
console.log(faults.map((f) => `[faults] ${f}`).join('\n'));
console.log(`requests:                        ${tally.requests}`);
console.log(`  by status:                     ${JSON.stringify(Object.fromEntries(statuses))}`);
console.log(`errors seen by clients (5xx, network): ${tally.clientErrors}`);
console.log(
  `submissions: ${tally.submissions}, acknowledged ${acknowledged.size}, retries ${tally.retries}, never acknowledged ${tally.unacknowledged}`,
);
console.log(`acknowledged submissions lost:   ${lost}`);
console.log(`submissions stored twice:        ${twice}`);
console.log(
  `mails received: ${[...messageIds.values()].reduce((a, b) => a + b, 0)} (${messageIds.size} Message-IDs), outbox unsent at the end: ${unsent}`,
);
console.log(`mails sent twice:                ${mailedTwice}`);
await cluster.stop();
catcher.close();
agent.destroy();
