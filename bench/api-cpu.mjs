// The API's own CPU per request (docs/performance.md, 'CPU per request'): a fixed number of
// requests per case, and the CPU the API process used over them, divided by their number. CPU
// time moves far less with the machine's load than req/s or latency do.
//
// Cold path: the API runs with its answer cache off (LIST_ANSWER_TTL_MS=0), so every request
// builds its answer from PostgreSQL (the page edges of decision 0021 stay: 'next' seeks from the
// page before it, as on a screen). Cases, for the scale seed's big dealer D1003 (100,000
// wholegoods orders, 250,000 parts lines): the first, next and last page of open wholegoods
// orders, open parts orders and the claims history; a list search, the top bar's search and the
// machine page (GET /api/machines/:id/:serial, what mf-wholegoods's machine page reads).
// Requests carry a browser's Accept-Encoding, so the answers over 1 KB are compressed as sent.
//
// Beside each case, measured the same way and interleaved (portal, bare, portal, bare, ...):
//   bare: a bare Fastify route (lib/bare-server.mjs) sending the same bytes (compressed as the
//         portal sent them) with the same headers, from memory: the floor of serving them;
//   pg:   the PostgreSQL server's CPU over the portal's runs, the sum of its backends' and
//         workers' CPU (every child of the postmaster) from /proc.
// Every CPU figure is the time on a CPU of all the process's threads (/proc schedstat, lib/cpu.mjs), so the thread pool
// (compression) counts; the figure printed is the median of the rounds, with the 1-minute load
// average read before each run. Prints figures; asserts nothing.
//   node bench/api-cpu.mjs                   starts, seeds (scale 50) and stops its own server
//   DATABASE_URL=... BENCH_DATA_DIR=... node bench/api-cpu.mjs   a server seeded with --scale 50
//   BENCH_REQUESTS=1000 (per run), BENCH_ROUNDS=3, BENCH_CONNECTIONS=4, BENCH_CASES=a,b (names
//   below), BENCH_PORT=8610 (the API; the bare route the next port), BENCH_CPU_PROF=<folder>: the
//   API writes a V8 CPU profile there when it stops (`node bench/cpu-profile.mjs <file>` sums it)
//   BENCH_BEFORE=<checkout>: that checkout's built API too (its api/dist, on the port after the
//   bare route's), run in the same rounds (portal, before, bare, ...) and printed beside
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { replayable, startBare } from './lib/bare.mjs';
import { cannon } from './lib/cannon.mjs';
import { childrenCpu, childrenUsed, cpuMicros, parentOf } from './lib/cpu.mjs';
import { scalePostgres } from './lib/postgres.mjs';
import { signIn, startApi } from './lib/api-server.mjs';
import { fromApi } from './lib/paths.mjs';
import { median, table } from './lib/stats.mjs';

const requests = Math.max(100, Number(process.env.BENCH_REQUESTS) || 1000);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);
const connections = Math.max(1, Number(process.env.BENCH_CONNECTIONS) || 4);
const PORT = Number(process.env.BENCH_PORT) || 8610;
const BARE_PORT = PORT + 1;
const DEALER = 1003;
const ENCODING = 'gzip, deflate, br, zstd'; // what Chromium sends

const LISTS = {
  orders: `/api/wholegoodsall/${DEALER}?view=open&pageSize=10`,
  parts: `/api/allpartsorders/${DEALER}?view=open&pageSize=10`,
  claims: `/api/servicewarrantycalls/${DEALER}?view=history&pageSize=10`,
};

const pg = scalePostgres(50);
let api;
let before;
let bare;
const beforeDir = process.env.BENCH_BEFORE;
try {
  api = await startApi({
    port: PORT,
    databaseUrl: pg.url,
    dataDir: pg.dataDir,
    env: {
      LIST_ANSWER_TTL_MS: '0',
      ...(process.env.BENCH_CPU_PROF
        ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}` }
        : {}),
    },
  });
  if (beforeDir)
    before = await startApi({
      port: PORT + 2,
      databaseUrl: pg.url,
      dataDir: pg.dataDir,
      env: { LIST_ANSWER_TTL_MS: '0' },
      from: beforeDir,
    });
  const token = await signIn(api.base, 'bigdealer@portal.test', 'Buyer#2026');
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': ENCODING };
  const { postmaster, serials } = await fromDatabase(pg.url);

  const cases = [];
  for (const [list, path] of Object.entries(LISTS)) {
    const pages = await pageCount(`${path}&page=1`);
    // 'next': pages 2, 3, 4, ... in turn (after the first round each is one past a page served).
    let next = 0;
    cases.push(
      { name: `${list}-first`, path: () => `${path}&page=1` },
      { name: `${list}-next`, path: () => `${path}&page=${2 + (next++ % Math.max(1, pages - 2))}` },
      { name: `${list}-last`, path: () => `${path}&page=${pages}` },
    );
  }
  // Numbers nobody asked before: five digits after the big dealer's order prefix.
  let searched = 0;
  const digits = (n) => String((searched++ * 7919 + 12345) % 10 ** n).padStart(n, '0');
  cases.push(
    {
      name: 'list-search',
      path: () => `${LISTS.orders}&page=1&q=SO1003${digits(5)}`,
    },
    { name: 'topbar-search', path: () => `/api/search/${DEALER}?q=SO1003${digits(3)}` },
  );
  let machine = 0;
  cases.push({
    name: 'machine',
    path: () =>
      `/api/machines/${DEALER}/${encodeURIComponent(serials[machine++ % serials.length])}`,
  });
  const only = process.env.BENCH_CASES?.split(',');

  const results = [];
  for (const c of cases.filter((x) => !only || only.includes(x.name)))
    results.push(await measure(c));
  console.log(
    `\nAPI CPU per request, cold (answer cache off), dealer D${DEALER}, ${requests} requests a run at ` +
      `${connections} connections, ${rounds} interleaved rounds (portal, bare, ...); CPU from ` +
      `/proc schedstat (every thread), median of the rounds; PostgreSQL: every backend's CPU ` +
      `over the portal's runs; load: the 1-minute load average before each run\n`,
  );
  table(
    [
      'case',
      'bytes sent',
      'API µs/req',
      ...(before ? ['before µs/req', 'API ÷ before'] : []),
      'bare µs/req',
      'API ÷ bare',
      'PostgreSQL µs/req',
      'API ÷ PostgreSQL',
      'API req/s',
      'errors',
      'load',
    ],
    results,
  );

  /** Pages of the list a page-1 URL names. */
  async function pageCount(path) {
    const body = JSON.parse((await get(path, { authorization: headers.authorization })).text);
    return Math.max(1, Math.ceil(body.total / body.pageSize));
  }

  /** One case: its answers captured for the bare route, then portal and bare interleaved. */
  async function measure(c) {
    const samples = [];
    for (let i = 0; i < 40; i++) {
      const r = await get(c.path(), headers);
      samples.push({ headers: r.headers, base64: r.body.toString('base64') });
    }
    const file = join(pg.dataDir, 'bare.json');
    writeFileSync(file, JSON.stringify(samples));
    bare = await startBare(BARE_PORT, file);
    const run = (url, paths, amount) =>
      cannon({
        url,
        connections,
        amount,
        headers,
        ...(paths ? { requests: [{ setupRequest: (req) => ({ ...req, path: c.path() }) }] } : {}),
      });
    const portal = { api: [], pg: [] };
    const earlier = [];
    const floor = [];
    const loads = [];
    const rps = [];
    let errors = 0;
    // Warm-up of both: JIT, connections, prepared statements, PostgreSQL's buffers.
    await run(api.base, true, Math.min(requests, 300));
    if (before) await run(before.base, true, Math.min(requests, 300));
    await run(`http://127.0.0.1:${BARE_PORT}/bare`, false, Math.min(requests, 300));
    for (let r = 0; r < rounds; r++) {
      loads.push(loadavg()[0]);
      const db0 = childrenCpu(postmaster);
      const a0 = cpuMicros(api.pid);
      const a = await run(api.base, true, requests);
      portal.api.push((cpuMicros(api.pid) - a0) / a.total);
      portal.pg.push(childrenUsed(db0, childrenCpu(postmaster)) / a.total);
      rps.push(a.rps);
      errors += a.errors;
      if (before) {
        const e0 = cpuMicros(before.pid);
        const e = await run(before.base, true, requests);
        earlier.push((cpuMicros(before.pid) - e0) / e.total);
        errors += e.errors;
      }
      loads.push(loadavg()[0]);
      const b0 = cpuMicros(bare.pid);
      const b = await run(`http://127.0.0.1:${BARE_PORT}/bare`, false, requests);
      floor.push((cpuMicros(bare.pid) - b0) / b.total);
      errors += b.errors;
    }
    bare.kill();
    bare = null;
    const bytes = samples.reduce((s, x) => s + Buffer.byteLength(x.base64, 'base64'), 0);
    const m = { api: median(portal.api), bare: median(floor), pg: median(portal.pg) };
    const encoding = samples[0].headers['content-encoding'] ?? 'identity';
    const row = [
      c.name,
      `${Math.round(bytes / samples.length)} (${encoding})`,
      m.api.toFixed(0),
      ...(before ? [median(earlier).toFixed(0), (m.api / median(earlier)).toFixed(2)] : []),
      m.bare.toFixed(0),
      (m.api / m.bare).toFixed(1),
      m.pg.toFixed(0),
      (m.api / Math.max(1, m.pg)).toFixed(1),
      Math.round(median(rps)),
      errors,
      `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
    ];
    console.log(row.join('  '));
    return row;
  }
} finally {
  bare?.kill();
  await api?.stop();
  await before?.stop();
  pg.stop();
}

/** A GET as sent (the body as its bytes, compressed or not), 200 only. */
function get(path, h) {
  return new Promise((resolve, reject) => {
    const req = request(`${api.base}${path}`, { headers: h }, (res) => {
      const chunks = [];
      res.on('data', (d) => chunks.push(d));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200)
          return reject(new Error(`${path}: ${res.statusCode} ${body.toString().slice(0, 200)}`));
        resolve({ headers: replayable(new Headers(res.headers)), body, text: body.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The PostgreSQL server's main process (its backends' parent) and serials of the big dealer's
 * machines (an order with a serial number: the machine page's usual way in). */
async function fromDatabase(url) {
  const client = new (fromApi('pg').Client)(url);
  await client.connect();
  try {
    const [{ pid }] = (await client.query('select pg_backend_pid() as pid')).rows;
    const rows = await client.query(
      `select lot_serial from wholegoods_orders where dealer_id = $1 and lot_serial <> ''
       order by id limit 40`,
      [DEALER],
    );
    return { postmaster: parentOf(pid), serials: rows.rows.map((r) => r.lot_serial) };
  } finally {
    await client.end();
  }
}
