// API list endpoints on the scale seed over a PostgreSQL server (docs/performance.md), each beside a
// reference measured in the same run, interleaved (portal, reference, portal, reference, ...), so
// a load swing moves both: the figure printed is the median of the rounds' ratios, with the load
// average at each run. Two paths, reported apart:
//   warm: one URL asked again and again; the API's answer cache (LIST_ANSWER_TTL_MS, 30 s)
//         answers it after the first request, so PostgreSQL is not measured;
//   cold: a second API process with the answer cache off, asked random pages and queries that were
//         never asked before, so every request reaches PostgreSQL.
// The reference is a bare Fastify route sending the same body bytes with the same headers as the
// portal did (the cold path rotates through bodies captured from the portal's own answers).
// Prints figures; asserts nothing.
//   node bench/api.mjs                   starts, seeds (scale 50) and stops its own server
//   DATABASE_URL=... node bench/api.mjs  uses a server already seeded with --scale 50
//   BENCH_DURATION=5 (seconds per run), BENCH_ROUNDS=3, BENCH_CONNECTIONS=200,
//   BENCH_ONLY=warm|cold, BENCH_ENDPOINTS=a,b (names below)
//   BENCH_AGAINST=<checkout>: the reference is that checkout's built API (another commit's, e.g.
//     main's) on the same database and path instead of the bare route, so the ratio is this
//     build's req/s over that one's; each server's CPU per request is printed beside (µs)
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { replayable, startBare } from './lib/bare.mjs';
import { cannon } from './lib/cannon.mjs';
import { scalePostgres } from './lib/postgres.mjs';
import { signIn, startApi } from './lib/api-server.mjs';
import { fromApi } from './lib/paths.mjs';
import { interleaved, median, table } from './lib/stats.mjs';

const duration = Math.min(120, Math.max(1, Number(process.env.BENCH_DURATION) || 5));
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);
const connections = Number(process.env.BENCH_CONNECTIONS) || 200;
const only = process.env.BENCH_ONLY;
const WARM_PORT = 8193;
const COLD_PORT = 8197;
const BARE_PORT = 8194;
const AGAINST = process.env.BENCH_AGAINST;
const AGAINST_PORTS = { warm: 8195, cold: 8196 };
const DEALER = 1003; // the scale seed's big dealer: 100,000 wholegoods rows, 250,000 parts lines

// The history rule as the API writes it (api/src/lists/wholegoods.ts) and its partial indexes.
const HISTORY = `(lower(coalesce(invoice_status, '')) = 'closed' and coalesce(schedule_status, '') = 'Shipped')`;

const rnd = (n) => 1 + Math.floor(Math.random() * n);
const order = () => (Math.random() < 0.5 ? 'asc' : 'desc');

/**
 * What the list screens and the home page ask. `path(pages)` is a request of the cold path: a
 * random page of the tab (pages: how many it has) or a query nobody asked before.
 */
const ENDPOINTS = [
  { name: 'summary', warm: `/api/summary/${DEALER}`, cold: () => `/api/summary/${DEALER}` },
  {
    name: 'orders-open',
    warm: `/api/wholegoodsall/${DEALER}?view=open&page=1&pageSize=10`,
    cold: (pages) => `/api/wholegoodsall/${DEALER}?view=open&page=${rnd(pages)}&pageSize=10`,
  },
  {
    name: 'orders-history-sorted',
    warm: `/api/wholegoodsall/${DEALER}?view=history&page=50&pageSize=10&sort=orderedDate&order=asc`,
    cold: (pages) =>
      `/api/wholegoodsall/${DEALER}?view=history&page=${rnd(pages)}&pageSize=10&sort=orderedDate&order=${order()}`,
  },
  {
    name: 'orders-search',
    warm: `/api/wholegoodsall/${DEALER}?view=open&page=1&pageSize=10&q=SO100310042`,
    // An order number's prefix of random digits: a search that was never asked before.
    cold: () =>
      `/api/wholegoodsall/${DEALER}?view=open&page=1&pageSize=10&q=SO1003${String(rnd(99999)).padStart(5, '0')}`,
  },
  {
    name: 'parts-open',
    warm: `/api/allpartsorders/${DEALER}?view=open&page=1&pageSize=10`,
    cold: (pages) => `/api/allpartsorders/${DEALER}?view=open&page=${rnd(pages)}&pageSize=10`,
  },
  {
    name: 'parts-history-sorted',
    warm: `/api/allpartsorders/${DEALER}?view=history&page=1&pageSize=10&sort=orderDate`,
    cold: (pages) =>
      `/api/allpartsorders/${DEALER}?view=history&page=${rnd(pages)}&pageSize=10&sort=orderDate&order=${order()}`,
  },
  {
    name: 'invoices-sorted',
    warm: `/api/allinvoices/${DEALER}?view=outstanding&page=1&pageSize=10&sort=invoiceDate`,
    cold: (pages) =>
      `/api/allinvoices/${DEALER}?view=outstanding&page=${rnd(pages)}&pageSize=10&sort=invoiceDate&order=${order()}`,
  },
  {
    name: 'claims-history',
    warm: `/api/servicewarrantycalls/${DEALER}?view=history&page=1&pageSize=10`,
    cold: (pages) =>
      `/api/servicewarrantycalls/${DEALER}?view=history&page=${rnd(pages)}&pageSize=10`,
  },
].filter(
  (e) => !process.env.BENCH_ENDPOINTS || process.env.BENCH_ENDPOINTS.split(',').includes(e.name),
);

const pg = scalePostgres(50);
const servers = [];
let bare;
try {
  const warm = await startApi({ port: WARM_PORT, databaseUrl: pg.url, dataDir: pg.dataDir });
  servers.push(warm);
  const cold = await startApi({
    port: COLD_PORT,
    databaseUrl: pg.url,
    dataDir: pg.dataDir,
    env: { LIST_ANSWER_TTL_MS: '0' },
  });
  servers.push(cold);
  const other = {};
  if (AGAINST)
    for (const path of /** @type {const} */ (['warm', 'cold'])) {
      other[path] = await startApi({
        port: AGAINST_PORTS[path],
        databaseUrl: pg.url,
        dataDir: pg.dataDir,
        from: AGAINST,
        env: path === 'cold' ? { LIST_ANSWER_TTL_MS: '0' } : {},
      });
      servers.push(other[path]);
    }
  const own = { warm, cold };
  const token = await signIn(warm.base, 'bigdealer@portal.test', 'Buyer#2026');
  const headers = { authorization: `Bearer ${token}` };

  await explain(pg.url);

  const results = [];
  for (const e of ENDPOINTS) {
    if (only !== 'cold') results.push(await compare(e.name, 'warm', warm.base, () => e.warm));
    if (only !== 'warm') {
      const pages = await pageCount(cold.base + e.warm.replace(/page=\d+/, 'page=1'));
      results.push(await compare(e.name, 'cold', cold.base, () => e.cold(pages)));
    }
  }
  console.log(
    `\nAPI at ${connections} connections, ${rounds} interleaved rounds of ${duration} s each (dealer D${DEALER}); ` +
      `ratio = portal req/s ÷ reference req/s (${AGAINST ? `the build in ${AGAINST}` : 'the bare route'}), median of the rounds; load = 1-minute load average at each run\n`,
  );
  table(
    [
      'endpoint',
      'path',
      'body KB',
      'p50 ms',
      'p99 ms',
      'max ms',
      'req/s',
      'errors',
      'ref p99 ms',
      'ref req/s',
      'ratio',
      'load',
      ...(AGAINST ? ['cpu µs/req', 'ref cpu µs/req'] : []),
    ],
    results,
  );

  /** Pages of the tab a page-1 URL names (10 rows a page). */
  async function pageCount(url) {
    const r = await fetch(url, { headers });
    const body = await r.json();
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
    return Math.max(1, Math.ceil((body.total ?? 1) / (body.pageSize ?? 10)));
  }

  /** Portal and reference, interleaved, `rounds` times each. */
  async function compare(name, path, base, next) {
    // Bodies and headers as the portal sends them, for the reference to send the same bytes.
    const samples = [];
    for (let i = 0; i < (path === 'warm' ? 1 : 40); i++) {
      const url = base + next();
      // Identity, as the load generator asks (no Accept-Encoding): fetch would decode a compressed
      // answer and keep its content-encoding header, and the reference would replay both.
      const res = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
      const body = await res.text();
      if (!res.ok) throw new Error(`${url}: ${res.status} ${body}`);
      samples.push({ headers: replayable(res.headers), body });
    }
    const run = (on) => () =>
      cannon({
        url: on + next(),
        connections,
        duration,
        headers,
        ...(path === 'cold'
          ? { requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }] }
          : {}),
      });
    const cpu = { own: [], ref: [] };
    const portalRun = withCpu(own[path].pid, run(base), cpu.own);
    let bareRun;
    if (AGAINST) bareRun = withCpu(other[path].pid, run(other[path].base), cpu.ref);
    else {
      const file = join(pg.dataDir, 'bare.json');
      writeFileSync(file, JSON.stringify(samples));
      bare = await startBare(BARE_PORT, file);
      const bareUrl = `http://127.0.0.1:${BARE_PORT}/bare`;
      bareRun = () => cannon({ url: bareUrl, connections, duration });
    }
    await portalRun(); // warm-up of both (JIT, connections, PostgreSQL's buffers)
    await bareRun();
    cpu.own.length = cpu.ref.length = 0;
    const f = await interleaved(rounds, portalRun, bareRun, () => loadavg()[0]);
    bare?.kill();
    bare = null;
    const avgBody = samples.reduce((s, x) => s + x.body.length, 0) / samples.length / 1024;
    return [
      name,
      path,
      avgBody.toFixed(1),
      f.p50,
      f.p99,
      f.max,
      f.rps,
      f.errors,
      f.refP99,
      f.refRps,
      f.ratio,
      `${Math.min(...f.loads).toFixed(1)}-${Math.max(...f.loads).toFixed(1)}`,
      ...(AGAINST ? [median(cpu.own).toFixed(0), median(cpu.ref).toFixed(0)] : []),
    ];
  }
} finally {
  bare?.kill();
  for (const s of servers) await s.stop();
  pg.stop();
}

/** The plan of the queries the API runs for one dealer's pages of orders, and a count. */
async function explain(url) {
  const pgLib = fromApi('pg');
  const client = new pgLib.Client(url);
  await client.connect();
  try {
    for (const [title, q] of [
      [
        'open orders page (default order)',
        `select * from wholegoods_orders where dealer_id = $1 and not (${HISTORY}) order by id limit 10`,
      ],
      [
        'open orders total',
        `select count(*) from wholegoods_orders where dealer_id = $1 and not (${HISTORY})`,
      ],
      [
        'order history page sorted by order date',
        `select * from wholegoods_orders where dealer_id = $1 and ${HISTORY} order by ordered_date asc nulls last, id limit 10 offset 490`,
      ],
      [
        'open parts orders page',
        `select * from parts_orders where dealer_id = $1 and view = 'open' order by first_line_id limit 10`,
      ],
    ]) {
      const r = await client.query(`explain (analyze, costs off) ${q}`, [DEALER]);
      const plan = r.rows.map((x) => x['QUERY PLAN']);
      const seq = plan.some((l) => /Seq Scan on (wholegoods_orders|parts_orders)/.test(l));
      console.log(
        `\nEXPLAIN ${title}: ${seq ? 'SEQUENTIAL SCAN' : 'index'}\n  ${plan.join('\n  ')}`,
      );
    }
  } finally {
    await client.end();
  }
}

/** The CPU time a process has used, in µs (user and system, from /proc: Linux only). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of the line, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** `run`, adding the server's CPU µs per answered request to `into`. */
function withCpu(pid, run, into) {
  return async () => {
    const before = cpuMicros(pid);
    const r = await run();
    into.push((cpuMicros(pid) - before) / Math.max(1, r.total));
    return r;
  };
}
