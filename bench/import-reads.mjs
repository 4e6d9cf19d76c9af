// Dealers' reads during a large import (decision 0087), on PGlite and on PostgreSQL: starts the
// built API on a freshly seeded database (the answer cache off, so every read reaches the
// database), signs in a dealer, then imports a wholegoods orders file of BENCH_ROWS rows (20,000
// by default, JSON lines, sent whole to POST /api/import/wholegoods-orders) while BENCH_READERS
// readers (4) ask the dealer's orders list one read after the other, a random page of the first
// ten. Prints, per database: the reads' p50 / p99 / max while nothing is imported (5 s) and while
// the import runs, the import's rows/s, and the load average before and after. Asserts nothing.
// Loopback only; one import per database.
//   node bench/import-reads.mjs                   both databases (PostgreSQL: a throwaway server
//                                                 started with api/scripts/pg-test-server.sh)
//   BENCH_DB=pglite|postgres node bench/import-reads.mjs
//   DATABASE_URL=... BENCH_DB=postgres ...        an empty database to seed and use instead
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn, startApi } from './lib/api-server.mjs';
import { benchDatabase } from './lib/bench-db.mjs';
import { root } from './lib/paths.mjs';
import { table } from './lib/stats.mjs';

const ROWS = Math.min(200_000, Number(process.env.BENCH_ROWS) || 20_000);
const READERS = Math.min(16, Number(process.env.BENCH_READERS) || 4);
const IDLE_MS = 5_000;
const PORT = 8127;
const kinds = process.env.BENCH_DB ? [process.env.BENCH_DB] : ['pglite', 'postgres'];
const load = () => loadavg()[0].toFixed(1);

const file = Array.from(
  { length: ROWS },
  (_, i) =>
    JSON.stringify({
      orderNumber: `READS${i}`,
      salesOrderLineId: 1,
      tradingPartnerId: 1001,
      description: 'Vertical TMR mixer',
      scheduleStatus: 'Scheduled',
      orderedDate: `2026-0${1 + (i % 9)}-1${i % 10}`,
      invoiceAmount: '12,500.00',
      invoiceStatus: 'Open',
      customerPoNumber: `PO-${i}`,
    }) + '\n',
).join('');

/** Reads in a loop from `readers` readers until `done()`; each read's milliseconds. */
async function readLoop(base, token, done) {
  const times = [];
  let errors = 0;
  const reader = async () => {
    while (!done()) {
      const page = 1 + Math.floor(Math.random() * 10);
      const t0 = performance.now();
      const r = await fetch(`${base}/api/wholegoods/1001?page=${page}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await r.arrayBuffer();
      if (!r.ok) errors++;
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: READERS }, reader));
  return { times, errors };
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(s.length * p) - 1)] : NaN;
};
const figures = (xs) => [pct(xs, 0.5), pct(xs, 0.99), Math.max(...xs)].map((v) => v.toFixed(0));

const rows = [];
for (const kind of kinds) {
  const database = benchDatabase(kind, '/tmp/portal-pg-bench.state');
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-import-reads-'));
  let api = null;
  try {
    const env = { ...process.env, DATA_DIR: dataDir };
    if (database.url) env.DATABASE_URL = database.url;
    const seeded = spawnSync('node', [join(root, 'api/dist/setup.js')], { env, stdio: 'inherit' });
    if (seeded.status !== 0) throw new Error('seeding failed');
    api = await startApi({
      port: PORT,
      databaseUrl: database.url,
      dataDir,
      // Every read reaches the database; the import's own answer marks its end.
      env: { LIST_ANSWER_TTL_MS: '0', IMPORT_ANSWER_WITHIN_MS: '3600000' },
    });
    const admin = await signIn(api.base, 'admin@portal.test', 'Admin#2026');
    const made = await fetch(`${api.base}/api/service-accounts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench-import' }),
    });
    const { key } = await made.json();
    const buyer = await signIn(api.base, 'buyer@portal.test', 'Buyer#2026');

    const idleUntil = performance.now() + IDLE_MS;
    const idle = await readLoop(api.base, buyer, () => performance.now() > idleUntil);

    const loadBefore = load();
    let importing = true;
    const t0 = performance.now();
    const imported = fetch(`${api.base}/api/import/wholegoods-orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson' },
      body: file,
    }).then(async (r) => {
      const report = await r.json();
      importing = false;
      if (r.status !== 200) throw new Error(`import: ${r.status} ${JSON.stringify(report)}`);
      return { report, seconds: (performance.now() - t0) / 1000 };
    });
    const during = await readLoop(api.base, buyer, () => !importing);
    const { report, seconds } = await imported;
    rows.push([
      kind,
      ROWS.toLocaleString('en'),
      `${seconds.toFixed(1)} s`,
      Math.round(report.inserted / seconds).toLocaleString('en'),
      READERS,
      figures(idle.times).join(' / '),
      `${during.times.length} (${during.errors} errors)`,
      figures(during.times).join(' / '),
      `${loadBefore} → ${load()}`,
    ]);
  } finally {
    await api?.stop();
    database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(
  `\nbench/import-reads.mjs: ${ROWS.toLocaleString('en')} rows, ${(file.length / 2 ** 20).toFixed(1)} MiB`,
);
table(
  [
    'db',
    'rows',
    'import',
    'rows/s',
    'readers',
    'reads idle p50 / p99 / max ms',
    'reads during import',
    'during p50 / p99 / max ms',
    'load before → after',
  ],
  rows,
);
