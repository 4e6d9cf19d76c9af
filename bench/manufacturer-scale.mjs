// The manufacturer's shape (docs/performance.md): 2,000 dealers, 10,000,000 wholegoods orders and
// parts lines, the largest dealer 200,000 of each, on PostgreSQL (`setup.js --manufacturer`).
//
// 1. Every list the screens ask that grows with orders (wholegoods orders and parts orders, both
//    tabs), with the answer cache off (LIST_ANSWER_TTL_MS=0: every page reaches PostgreSQL), at
//    BENCH_CONNECTIONS (50) users each visiting a list: the first page in a random sort (each
//    column the screen sorts by, both ways, or none), the next, the last, the previous, a narrow search (one
//    order's number) and a broad one (the dealer's order number prefix: every row matches).
//    p50/p99 per list and kind, the dealer picked at random weighted by its orders (a dealer's
//    traffic grows with its business), then the largest dealer alone.
// 2. A full import of BENCH_IMPORT_ROWS (500,000) new orders by the import command against a
//    plain COPY of the same rows into the same table, interleaved (bench/lib/import-vs-copy.mjs).
// 3. BENCH_ONLY=pieces: what a COPY of BENCH_PIECE_ROWS (20,000: one import chunk) new orders
//    spends on each index, the triggers and the order of its rows (bench/lib/copy-pieces.mjs).
// The 1,000,000-order dealer, a stress figure: bench/lists-scale.mjs (BENCH_SIZES=1000000).
// Prints figures with the load average; asserts nothing. Loopback only.
//   DATABASE_URL=... BENCH_DATA_DIR=...   a database seeded with `setup.js --manufacturer`;
//                                         without it a throwaway server is seeded (tens of minutes)
//   BENCH_ROWS=10000000 (the seed's rows), BENCH_DURATION=30 (s a traffic mix),
//   BENCH_CONNECTIONS=50, BENCH_IMPORT_ROWS=500000, BENCH_IMPORT_ROUNDS=2 (0: no import),
//   BENCH_ONLY=lists|sorts|import|pieces (sorts: the largest dealer's first and last pages of each
//   sort of each list alone, one request at a time, median of 5: what each sort costs), BENCH_TAG (names the import rounds' order numbers; default the time)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { signIn, startApi } from './lib/api-server.mjs';
import { benchDatabase } from './lib/bench-db.mjs';
import { copyPieces } from './lib/copy-pieces.mjs';
import { importVsCopy } from './lib/import-vs-copy.mjs';
import { root } from './lib/paths.mjs';
import { table } from './lib/stats.mjs';
import { API_ONLY_SORTS, WHOLEGOODS_SORTS } from './lib/order-sorts.mjs';

const ROWS = Number(process.env.BENCH_ROWS) || 10_000_000;
const DURATION = Math.min(120, Math.max(3, Number(process.env.BENCH_DURATION) || 30));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 50;
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS) || 500_000;
const IMPORT_ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 2);
const ONLY = process.env.BENCH_ONLY;
// BENCH_SORTS=screens: BENCH_ONLY=sorts times only the sorts the screens offer.
const SCREENS_ONLY = process.env.BENCH_SORTS === 'screens';
const PIECE_ROWS = Number(process.env.BENCH_PIECE_ROWS) || 20_000;
const FIRST_DEALER = 100001; // api/src/seed/manufacturer.ts
const API_PORT = 8631;
const SIZE = 10; // rows a page, the screens' default
const load = () => loadavg()[0].toFixed(1);
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];

// The sorts the orders screens offer (shared/src/ui/list/listRoutes.tsx, mf-parts' ordersPages);
// the API sorts by every column of the wire (API_ONLY_SORTS too), which BENCH_ONLY=sorts times.
const PARTS_SORTS = ['orderNumber', 'status', 'orderDate', 'estimatedShipDate', 'invoiceDate'];
PARTS_SORTS.push('dealerPO');
const withOrders = (sorts) => [
  '',
  ...sorts.flatMap((s) => [`&sort=${s}&order=asc`, `&sort=${s}&order=desc`]),
];
// What each screen asks: its path, its tabs, its sorts, and the numbers its orders carry.
const LISTS = [
  ...['open', 'history'].map((tab) => ({
    name: `wholegoods ${tab}`,
    path: (d) => `/api/wholegoodsall/${d}?view=${tab}`,
    sorts: withOrders(WHOLEGOODS_SORTS),
    apiSorts: withOrders([...WHOLEGOODS_SORTS, ...API_ONLY_SORTS]),
    number: (d) => `so${d}n`,
  })),
  ...['open', 'history'].map((tab) => ({
    name: `parts ${tab}`,
    path: (d) => `/api/allpartsorders/${d}?view=${tab}`,
    sorts: withOrders(PARTS_SORTS),
    number: (d) => `po${d}n`,
  })),
];
const KINDS = ['first', 'next', 'last', 'previous', 'narrow search', 'broad search'];

const fromApi = createRequire(join(root, 'api/package.json'));
const dataDir = process.env.BENCH_DATA_DIR || mkdtempSync(join(tmpdir(), 'portal-mfr-'));
// A manufacturer's server is sized for its data (about 5 GB of the orders' indexes), not
// PostgreSQL's defaults (128 MB of shared buffers): a quarter of the memory as shared buffers,
// the cache the planner may count on, room per sort, and checkpoints spaced for bulk loads.
const gb = (f) => `${Math.max(1, Math.floor((totalmem() * f) / 2 ** 30))}GB`;
const SERVER = {
  shared_buffers: gb(0.25),
  effective_cache_size: gb(0.7),
  work_mem: '16MB',
  maintenance_work_mem: '1GB',
  max_wal_size: '16GB',
  checkpoint_timeout: '15min',
  checkpoint_completion_target: '0.9',
  random_page_cost: '1.1',
};
const database = benchDatabase(
  'postgres',
  '/tmp/portal-pg-manufacturer.state',
  Object.entries(SERVER)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' '),
);
let api = null;

/** The network's dealers with their orders, largest first. */
async function network(url) {
  const client = new (fromApi('pg').Client)({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select dealer_id as id, n::int as n from wholegoods_counts
       where view = 'all' and dealer_id >= $1 order by n desc`,
      [FIRST_DEALER],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** The server's settings that size it, as it runs them. */
async function settings(url) {
  const client = new (fromApi('pg').Client)({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select name, current_setting(name) as value from pg_settings where name = any($1) order by name`,
      [[...Object.keys(SERVER), 'fsync', 'server_version']],
    );
    return rows.map((r) => `${r.name}=${r.value}`).join(' ');
  } finally {
    await client.end();
  }
}

/** `pickDealer` chooses each visit's dealer; returns the latencies per list and kind. */
async function traffic(base, headers, pickDealer) {
  const times = new Map();
  let errors = 0;
  const timed = async (list, kind, path) => {
    const t0 = performance.now();
    const r = await fetch(base + path, { headers });
    const body = await r.text();
    const key = `${list.name}\t${kind}`;
    if (!times.has(key)) times.set(key, []);
    times.get(key).push(performance.now() - t0);
    if (!r.ok) {
      errors++;
      return null;
    }
    return JSON.parse(body);
  };
  const deadline = Date.now() + DURATION * 1000;
  const visit = async () => {
    const dealer = pickDealer();
    const list = pick(LISTS);
    const sort = pick(list.sorts);
    const page = (p, extra = sort) => `${list.path(dealer.id)}&page=${p}&pageSize=${SIZE}${extra}`;
    const first = await timed(list, 'first', page(1));
    const pages = Math.ceil((first?.total ?? 0) / SIZE);
    if (pages > 2) {
      await timed(list, 'next', page(2));
      await timed(list, 'last', page(pages));
      await timed(list, 'previous', page(pages - 1));
    }
    const number = String(1 + Math.floor(Math.random() * dealer.n)).padStart(6, '0');
    await timed(list, 'narrow search', page(1, `&q=${list.number(dealer.id)}${number}`));
    await timed(list, 'broad search', page(1, `&q=${list.number(dealer.id)}`));
  };
  const user = async () => {
    while (Date.now() < deadline) await visit();
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, user));
  return { times, errors };
}

/** The largest dealer's first and last page of every sort of every list, alone: median of 5. */
async function sortCosts(base, headers, dealer) {
  const rows = [];
  const time = async (path) => {
    const t = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const r = await fetch(base + path, { headers });
      const body = await r.json();
      if (!r.ok) throw new Error(`${path}: ${r.status}`);
      t.push([performance.now() - t0, body.total]);
    }
    t.sort((a, b) => a[0] - b[0]);
    return t[2];
  };
  for (const list of LISTS)
    for (const sort of (SCREENS_ONLY ? null : list.apiSorts) ?? list.sorts) {
      const page = (p) => `${list.path(dealer.id)}&page=${p}&pageSize=${SIZE}${sort}`;
      const before = load();
      const [first, total] = await time(page(1));
      const [last] = await time(page(Math.ceil(total / SIZE)));
      const name = sort.replace(/&sort=(\w+)&order=(\w+)/, '$1 $2') || 'none';
      rows.push([list.name, name, total, first.toFixed(1), last.toFixed(1), before]);
    }
  console.log(`\neach sort of the largest dealer (${dealer.n} orders), alone, median of 5`);
  table(['list', 'sort', 'rows', 'first ms', 'last ms', 'load'], rows);
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

function report(mix, { times, errors }, loads) {
  const rows = [];
  for (const list of LISTS)
    for (const kind of KINDS) {
      const xs = times.get(`${list.name}\t${kind}`) ?? [];
      if (!xs.length) continue;
      const f = (q) => quantile(xs, q).toFixed(0);
      rows.push([mix, list.name, kind, xs.length, f(0.5), f(0.99), f(1), loads]);
    }
  const all = [...times.values()].flat();
  rows.push([mix, 'every list', 'all', all.length, quantile(all, 0.5).toFixed(0)]);
  rows.at(-1).push(quantile(all, 0.99).toFixed(0), quantile(all, 1).toFixed(0), loads);
  if (errors) console.log(`[bench] ${mix}: ${errors} answers not 200`);
  return rows;
}

try {
  let url = database.url;
  if (!process.env.DATABASE_URL) {
    const t0 = Date.now();
    const args = [join(root, 'api/dist/setup.js'), '--manufacturer', String(ROWS)];
    const seeded = spawnSync('node', args, {
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir },
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error('seeding failed');
    console.log(`[bench] seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s (load ${load()})`);
  }
  console.log(`[bench] server: ${await settings(url)}`);
  const dealers = await network(url);
  if (!dealers.length) throw new Error('no network: seed with setup.js --manufacturer');
  const total = dealers.reduce((s, d) => s + d.n, 0);
  console.log(
    `[bench] ${dealers.length} dealers, ${total.toLocaleString('en')} wholegoods orders, ` +
      `largest ${dealers[0].n.toLocaleString('en')}, median ${dealers[dealers.length >> 1].n}`,
  );
  if (ONLY === 'sorts' || ONLY === undefined || ONLY === 'lists') {
    api = await startApi({
      port: API_PORT,
      databaseUrl: url,
      dataDir,
      env: { LIST_ANSWER_TTL_MS: '0' },
    });
    const token = await signIn(api.base, 'admin@portal.test', 'Admin#2026');
    const headers = { authorization: `Bearer ${token}` };
    // A dealer with probability in proportion to its orders.
    const cumulative = [];
    dealers.reduce((s, d) => (cumulative.push(s + d.n), s + d.n), 0);
    const weighted = () => {
      const x = Math.random() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid] > x) hi = mid;
        else lo = mid + 1;
      }
      return dealers[lo];
    };
    if (ONLY === 'sorts') await sortCosts(api.base, headers, dealers[0]);
    const rows = [];
    for (const [mix, pickDealer] of ONLY === 'sorts'
      ? []
      : [
          ['weighted', weighted],
          ['largest', () => dealers[0]],
        ]) {
      const before = load();
      const result = await traffic(api.base, headers, pickDealer);
      rows.push(...report(mix, result, `${before}/${load()}`));
    }
    await api.stop();
    api = null;
    if (rows.length)
      console.log(
        `\ncold lists at the manufacturer's shape (answer cache off, ${CONNECTIONS} users, ${DURATION} s a mix)`,
      );
    if (rows.length)
      table(['dealers', 'list', 'kind', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'load'], rows);
  }
  if ((ONLY === undefined || ONLY === 'import') && IMPORT_ROUNDS > 0) {
    const work = mkdtempSync(join(tmpdir(), 'portal-mfr-import-'));
    try {
      const results = await importVsCopy({
        url,
        dataDir,
        work,
        rows: IMPORT_ROWS,
        rounds: IMPORT_ROUNDS,
        dealers: dealers.map((d) => d.id),
        tag: process.env.BENCH_TAG || Date.now().toString(36).toUpperCase(),
        load,
      });
      console.log(`\nfull import of ${IMPORT_ROWS.toLocaleString('en')} new orders against COPY`);
      table(
        ['round', 'import rows/s', 'inserted', 'COPY rows/s', 'ratio', 'load'],
        results.map((r) => [r.round, r.importRps, r.inserted, r.copyRps, r.ratio, r.loads]),
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  if (ONLY === 'pieces') {
    const results = await copyPieces({
      url,
      rows: PIECE_ROWS,
      dealers: dealers.map((d) => d.id),
      load,
    });
    console.log(
      `\nCOPY of ${PIECE_ROWS.toLocaleString('en')} new orders, rolled back: each case after the table as it is`,
    );
    table(['case', 'as is rows/s', 'case rows/s', 'ratio', 'load'], results);
  }
} finally {
  await api?.stop();
  database.stop();
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
