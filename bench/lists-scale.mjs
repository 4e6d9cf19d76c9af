// The big dealer's orders list at growing sizes (10k, 100k, 1M orders) with the
// answer cache off (LIST_ANSWER_TTL_MS=0), so every request reaches the database. Per size:
//   first / next / previous / last   p99 at 50 connections, every sort and order in turn
//                                    (next and previous: pages next to pages already served,
//                                    as the screen's buttons ask them; decision 0021)
//   search                           page 1 of a query nobody asked before, at 50 connections
//   prefix                           page 1 of the beginning of an order number as the seed
//                                    writes them ('so1003b0' and 1-6 digits): a dealer typing
//                                    one; broad when short (every match is counted)
//   walk / jump at 200 connections   throughput against a bare Fastify route sending the same
//                                    bodies with the same headers, interleaved, median ratio;
//                                    walk: random first/next/previous/last pages; jump: uniformly
//                                    random page numbers (what no screen asks: OFFSET from the
//                                    nearer end)
// with the load average beside each figure. The database grows between sizes: `setup.js
// --wholegoods-orders N` tops the dealer up with INSERT ... SELECT generate_series.
// Prints figures; asserts nothing. Loopback only; bounded by BENCH_DURATION per run.
//   BENCH_DB=pglite|postgres (default postgres), BENCH_SIZES=10000,100000,1000000,
//   BENCH_DURATION=3 (s), DATABASE_URL=... (an empty database to use instead of a throwaway one),
//   LIST_KEYSET=off (pages by OFFSET, for the before figures),
//   BENCH_BEFORE=<checkout> BENCH_BEFORE_DATABASE_URL=<empty database> (another commit's built API,
//   on its own database seeded by its own setup script and migrations: first/next/previous/last/
//   search/prefix interleaved with it, 3 rounds, its p50/p99/req/s beside, ratio = median after/before;
//   both seeding times printed), BENCH_JUMP=0 (no jump runs: OFFSET from the middle of a million
//   rows keeps the server busy past the run)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayable, startBare } from './lib/bare.mjs';
import { cannon } from './lib/cannon.mjs';
import { signIn, startApi } from './lib/api-server.mjs';
import { root } from './lib/paths.mjs';
import { seedOrders } from './lib/bench-db.mjs';
import { interleaved, table } from './lib/stats.mjs';
import { API_ONLY_SORTS, WHOLEGOODS_SORTS } from './lib/order-sorts.mjs';

const db = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const sizes = (process.env.BENCH_SIZES || '10000,100000').split(',').map(Number);
const duration = Math.min(30, Math.max(1, Number(process.env.BENCH_DURATION) || 3));
const API_PORT = 8122;
const BARE_PORT = 8124;
const DEALER = 1003;
const SIZE = 10; // items per page, the screens' default
const SORTS = [
  ...[...WHOLEGOODS_SORTS, ...API_ONLY_SORTS].flatMap((s) => [
    `&sort=${s}&order=asc`,
    `&sort=${s}&order=desc`,
  ]),
  '',
];
const BEFORE = process.env.BENCH_BEFORE;
const BEFORE_URL = process.env.BENCH_BEFORE_DATABASE_URL;
if (BEFORE && db === 'postgres' && !BEFORE_URL)
  throw new Error('BENCH_BEFORE needs BENCH_BEFORE_DATABASE_URL');
const JUMP = process.env.BENCH_JUMP !== '0';
const WALKED = 8; // pages served from each end of each sort before the runs
const load = () => loadavg()[0].toFixed(1);
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const list = (page, sort, extra = '') =>
  `/api/wholegoodsall/${DEALER}?view=open&page=${page}&pageSize=${SIZE}${sort}${extra}`;

const dataDir = mkdtempSync(join(tmpdir(), 'portal-lists-scale-'));
const beforeDir = mkdtempSync(join(tmpdir(), 'portal-lists-scale-before-'));
const pgEnv = { ...process.env, PG_TEST_STATE: '/tmp/portal-pg-lists-scale.state' };
let url = process.env.DATABASE_URL;
let stopPg = () => {};
if (db === 'postgres' && !url) {
  const script = join(root, 'api/scripts/pg-test-server.sh');
  const started = spawnSync('bash', [script, 'start'], { env: pgEnv, encoding: 'utf8' });
  url = /DATABASE_URL=(\S+)/.exec(started.stdout ?? '')?.[1];
  if (!url) throw new Error(`no PostgreSQL server: ${started.stderr}`);
  stopPg = () => void spawnSync('bash', [script, 'stop'], { env: pgEnv, stdio: 'inherit' });
}

const FIRST = ['db', 'orders', 'pages', 'conn', 'p50 ms', 'p99 ms'];
const HEAD = [...FIRST, 'max ms', 'req/s', 'errors', 'ref req/s', 'ratio', 'load'];
const BEFORE_HEAD = [...FIRST, 'req/s', 'errors', 'before p50', 'before p99', 'before req/s'];
BEFORE_HEAD.push('ratio', 'load');
const results = [];
const compared = [];
let api = null;
let old = null;
let bare = null;
try {
  for (const n of sizes) {
    const took = seedOrders(n, dataDir, url);
    console.log(`[bench] ${n.toLocaleString('en')} orders ready in ${took} s (load ${load()})`);
    if (BEFORE) {
      const tookBefore = seedOrders(n, beforeDir, BEFORE_URL, BEFORE);
      console.log(
        `[bench] before: ${n.toLocaleString('en')} orders in ${tookBefore} s (load ${load()})`,
      );
    }
    api = await startApi({
      port: API_PORT,
      databaseUrl: db === 'postgres' ? url : undefined,
      dataDir,
      env: { LIST_ANSWER_TTL_MS: '0' },
    });
    if (BEFORE)
      old = await startApi({
        port: BARE_PORT,
        databaseUrl: db === 'postgres' ? BEFORE_URL : undefined,
        dataDir: beforeDir,
        env: { LIST_ANSWER_TTL_MS: '0' },
        from: BEFORE,
      });
    const token = await signIn(api.base, 'bigdealer@portal.test', 'Buyer#2026');
    const headers = { authorization: `Bearer ${token}` };
    // The other API has its own database, so its own session.
    const beforeHeaders = old && {
      authorization: `Bearer ${await signIn(old.base, 'bigdealer@portal.test', 'Buyer#2026')}`,
    };
    const headersOf = (base) => (base === old?.base ? beforeHeaders : headers);
    const get = async (path, base = api.base) => {
      // Identity, as the load generator asks: fetch would decode a compressed answer and keep its
      // content-encoding header, and the reference would replay both.
      const r = await fetch(base + path, {
        headers: { ...headersOf(base), 'accept-encoding': 'identity' },
      });
      const body = await r.text();
      if (!r.ok) throw new Error(`${path}: ${r.status} ${body}`);
      return { headers: replayable(r.headers), body };
    };
    const { total } = JSON.parse((await get(list(1, ''))).body);
    const pages = Math.max(1, Math.ceil(total / SIZE));
    // Pages served from each end of each sort: what 'next' and 'previous' seek from.
    for (const base of old ? [api.base, old.base] : [api.base])
      for (const s of SORTS) {
        for (let p = 1; p <= WALKED; p++) await get(list(p, s), base);
        for (let p = pages; p > pages - WALKED; p--) await get(list(p, s), base);
      }
    const kinds = {
      first: () => list(1, pick(SORTS)),
      next: () => list(2 + Math.floor(Math.random() * (WALKED - 1)), pick(SORTS)),
      previous: () => list(pages - 1 - Math.floor(Math.random() * (WALKED - 1)), pick(SORTS)),
      last: () => list(pages, pick(SORTS)),
      // An order number's prefix of random digits: a search nobody asked before.
      search: () => list(1, '', `&q=so${DEALER}${String(Math.floor(Math.random() * 1e5))}`),
      prefix: () => {
        const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
        return list(1, '', `&q=so${DEALER}b0${digits.slice(0, 1 + Math.floor(Math.random() * 6))}`);
      },
    };
    const walk = () => pick([kinds.first, kinds.next, kinds.previous, kinds.last])();
    const jump = () => list(1 + Math.floor(Math.random() * pages), pick(SORTS));
    // A run ends with requests still queued in the API and queries still running in PostgreSQL;
    // one more page of that API waits behind them, so the next run (the other API's) starts on
    // an idle server instead of paying for this one's backlog.
    const run = async (next, connections, base = api.base) => {
      const r = await cannon({
        url: base + next(),
        connections,
        duration,
        headers: headersOf(base),
        requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }],
      });
      await get(list(2, ''), base);
      return r;
    };
    for (const [name, next] of Object.entries(kinds)) {
      if (old) {
        await run(next, 50); // warm-up, both
        await run(next, 50, old.base);
        const f = await interleaved(
          3,
          () => run(next, 50),
          () => run(next, 50, old.base),
          load,
        );
        compared.push([
          db,
          n,
          name,
          50,
          f.p50,
          f.p99,
          f.rps,
          f.errors,
          f.refP50,
          f.refP99,
          f.refRps,
          f.ratio,
          f.loads.join('/'),
        ]);
        continue;
      }
      await run(next, 50); // warm-up
      const before = load();
      const r = await run(next, 50);
      results.push([
        db,
        n,
        name,
        50,
        r.p50,
        r.p99,
        r.max,
        Math.round(r.rps),
        r.errors,
        '',
        '',
        `${before}/${load()}`,
      ]);
    }
    await old?.stop();
    old = null;
    for (const [name, next] of [['walk', walk], ...(JUMP ? [['jump', jump]] : [])]) {
      const samples = [];
      for (let i = 0; i < 40; i++) samples.push(await get(next()));
      const file = join(dataDir, 'bare.json');
      writeFileSync(file, JSON.stringify(samples));
      bare = await startBare(BARE_PORT, file);
      const bareRun = () =>
        cannon({ url: `http://127.0.0.1:${BARE_PORT}/bare`, connections: 200, duration, headers });
      const f = await interleaved(3, () => run(next, 200), bareRun, load);
      bare.kill();
      bare = null;
      results.push([
        db,
        n,
        name,
        200,
        f.p50,
        f.p99,
        f.max,
        f.rps,
        f.errors,
        f.refRps,
        f.ratio,
        f.loads.join('/'),
      ]);
    }
    await api.stop();
    api = null;
    if (old)
      table(
        BEFORE_HEAD,
        compared.filter((r) => r[1] === n),
      );
    table(
      HEAD,
      results.filter((r) => r[1] === n),
    );
  }
} finally {
  await api?.stop();
  await old?.stop();
  bare?.kill();
  stopPg();
}
console.log(
  `\nlists at scale (${process.env.LIST_KEYSET === 'off' ? 'OFFSET' : 'keyset'}, answer cache off, ${duration} s runs)`,
);
if (BEFORE) table(BEFORE_HEAD, compared);
table(HEAD, results);
