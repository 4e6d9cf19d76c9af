// The dealer API's reads under 50 connections: one dealer's system (an API client of D1001, the
// demo buyer's dealer) paging through its lists at random cursors, opening machines by serial and
// parts by number, and searching the catalogue. Target: p99 ≤ 50 ms, cold.
//
// Cold: the API runs with its answer cache off (LIST_ANSWER_TTL_MS=0), so every request reaches
// the database; the database's own buffers are warm after the cursors are collected. The demo
// data (scale 1) is seeded here into a temporary PGlite folder, or DATABASE_URL names a PostgreSQL
// server already seeded with `node api/dist/setup.js`. The client is made by the demo admin with a
// cap of 100,000 requests a minute (the most a client may be given): the per-client limit is what
// a real DMS meets first, and is not what is measured here (api/test/dealerApi.test.ts tests it).
//
// Beside the latencies, the API process's CPU per request (its /proc time over the round).
//
//   node bench/dealer-api-reads.mjs      READS_DURATION=20 (s a round), READS_ROUNDS=3,
//                                        READS_CONNECTIONS=50, BENCH_CPU_PROF=<folder>: the API
//                                        writes a V8 CPU profile there when it stops
//                                        (`node bench/cpu-profile.mjs <file>` sums it)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from './lib/api-server.mjs';
import { requester, signIn } from './lib/balancer.mjs';
import { cannon } from './lib/cannon.mjs';
import { root } from './lib/paths.mjs';
import { median, ms, table } from './lib/stats.mjs';

const DURATION = Math.min(120, Math.max(5, Number(process.env.READS_DURATION) || 20));
const ROUNDS = Math.min(10, Math.max(1, Number(process.env.READS_ROUNDS) || 3));
const CONNECTIONS = Math.min(500, Math.max(1, Number(process.env.READS_CONNECTIONS) || 50));
const PORT = 8197;
const DEALER = 1001;
const LISTS = [
  '/v1/wholegoods-orders',
  '/v1/inventory',
  '/v1/parts-orders',
  '/v1/invoices',
  '/v1/statements',
  '/v1/claims',
  '/v1/changes',
];
const READ_SCOPES = [
  'wholegoods:read',
  'inventory:read',
  'machines:read',
  'parts-orders:read',
  'catalog:read',
  'invoices:read',
  'statements:read',
  'claims:read',
];

const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-reads-'));
if (!process.env.DATABASE_URL) {
  console.log('[reads] seeding the demo data into PGlite');
  const seeded = spawnSync('node', [join(root, 'api/dist/setup.js')], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
}
const api = await startApi({
  port: PORT,
  databaseUrl: process.env.DATABASE_URL,
  dataDir,
  env: {
    LIST_ANSWER_TTL_MS: '0',
    ...(process.env.BENCH_CPU_PROF
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}` }
      : {}),
  },
});
/** CPU seconds the API process has used (all its threads). */
const cpuOf = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};

try {
  const request = requester(api.base);
  const admin = await signIn(request, 'admin');
  const made = await request('POST', '/api-clients', {
    token: admin,
    body: {
      name: 'Read benchmark',
      dealerId: DEALER,
      role: 'DealerBuyer',
      scopes: READ_SCOPES,
      requestsPerMinute: 100_000,
    },
  });
  if (made.status !== 201) throw new Error(`client: ${made.status} ${JSON.stringify(made.body)}`);
  const basic = Buffer.from(`${made.body.client.clientId}:${made.body.clientSecret}`);
  const token = await fetch(`${api.base}/api/v1/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic.toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  }).then((r) => r.json());
  const auth = { authorization: `Bearer ${token.access_token}` };
  const get = (path) =>
    fetch(`${api.base}/api${path}`, { headers: auth }).then(async (r) => {
      if (r.status !== 200) throw new Error(`${path}: ${r.status} ${await r.text()}`);
      return r.json();
    });

  // Every page's cursor of every list, 50 rows a page; serials and part numbers to open.
  const paths = [];
  const serials = new Set();
  for (const list of LISTS) {
    for (let cursor = null, pages = 0; pages < 200; pages++) {
      const q = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await get(`${list}?limit=50${q}`);
      for (const limit of [25, 50, 100]) paths.push(`${list}?limit=${limit}${q}`);
      for (const item of page.items ?? page.changes ?? [])
        for (const [k, v] of Object.entries(item))
          if (/serial/i.test(k) && typeof v === 'string' && v) serials.add(v);
      cursor = page.next;
      if (!cursor) break;
    }
  }
  for (const serial of [...serials].slice(0, 300))
    paths.push(`/v1/machines/${encodeURIComponent(serial)}`);
  const catalog = await get('/v1/catalog/parts?limit=200');
  for (const part of catalog.items) {
    paths.push(`/v1/catalog/parts/${encodeURIComponent(part.partNumber)}`);
    const word = String(part.description ?? '').split(/\s+/)[0];
    if (word) paths.push(`/v1/catalog/parts?q=${encodeURIComponent(word)}&limit=25`);
  }
  console.log(
    `[reads] ${paths.length} distinct reads of dealer D${DEALER}: ${LISTS.length} lists at every cursor (25, 50 or 100 rows), ${Math.min(serials.size, 300)} machines, catalogue parts and searches`,
  );

  const rows = [];
  const p99s = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const before = loadavg()[0];
    const cpuBefore = cpuOf(api.pid);
    const r = await cannon({
      url: api.base,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: auth,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: `/api${paths[Math.floor(Math.random() * paths.length)]}`,
          }),
        },
      ],
    });
    const cpuMs = ((cpuOf(api.pid) - cpuBefore) * 1000) / Math.max(1, r.total);
    p99s.push(r.p99);
    rows.push([
      String(round),
      ms(r.p50),
      ms(r.p99),
      ms(r.max),
      r.rps.toFixed(0),
      cpuMs.toFixed(2),
      String(r.errors),
      `${before.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
    ]);
  }
  console.log(
    `\nDealer API reads, cold (answer cache off), ${CONNECTIONS} connections, ${DURATION} s a round, ` +
      `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, demo data:`,
  );
  table(
    ['round', 'p50 ms', 'p99 ms', 'max ms', 'req/s', 'API CPU ms/req', 'errors', 'load avg'],
    rows,
  );
  console.log(`median p99: ${ms(median(p99s))} ms (target ≤ 50 ms)`);
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
