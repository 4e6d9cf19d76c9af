// Two builds of the portal side by side under Lighthouse 12 desktop: the apps in
// BENCH_BEFORE (a folder laid out like the repository: shell/dist, mf-*/dist) and this checkout's,
// each served by this checkout's API on the same scale-50 PostgreSQL, measured interleaved route by
// route (before, after, before, after...) with the load average read beside each run, so a load
// swing on a shared machine moves both alike. Prints every run, then the medians. Figures only.
//   BENCH_BEFORE=/tmp/base BENCH_ROUNDS=3 node bench/web-compare.mjs
import { loadavg } from 'node:os';
import { scalePostgres } from './lib/postgres.mjs';
import { startApi } from './lib/api-server.mjs';
import { ISSUE_22_ROUTES, lighthouseRoutes } from './lib/lighthouse.mjs';
import { median, table } from './lib/stats.mjs';
import { root } from './lib/paths.mjs';

const BEFORE = process.env.BENCH_BEFORE;
if (!BEFORE) throw new Error('BENCH_BEFORE: the folder of the build to compare with');
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);
// BENCH_ONLY=/home,/finance/invoices keeps those routes.
const only = process.env.BENCH_ONLY?.split(',');
const cases = only ? ISSUE_22_ROUTES.filter((c) => only.includes(c.route)) : ISSUE_22_ROUTES;

const pg = scalePostgres(50);
const serve = (port, apps) =>
  startApi({ port, databaseUrl: pg.url, dataDir: pg.dataDir, env: { APPS_DIR: apps } });
const sides = [
  { name: 'before', api: await serve(8197, BEFORE) },
  { name: 'after', api: await serve(8198, root) },
];
const load = () => loadavg()[0].toFixed(1);
const runs = [];
try {
  for (const c of cases)
    for (let r = 0; r < ROUNDS; r++)
      for (const side of sides) {
        const before = load();
        const [row] = await lighthouseRoutes(side.api.base, [c], 1);
        const [, , score, lcp, observed, tbt, cls] = row;
        const run = { c, side: side.name, score, lcp, observed, tbt, cls, load: before };
        runs.push(run);
        console.log(
          `${c.route} ${c.who} ${side.name}: score ${score}, LCP ${lcp} (observed ${observed}) ms, TBT ${tbt} ms, CLS ${cls}, load ${before}`,
        );
      }
} finally {
  for (const side of sides) await side.api.stop();
  pg.stop();
}

console.log(`\nMedians of ${ROUNDS} interleaved runs each (load average before each run)\n`);
const rows = [];
for (const c of cases)
  for (const side of sides) {
    const mine = runs.filter((x) => x.c === c && x.side === side.name);
    // A run Lighthouse could not read (score 0, every figure NaN) is listed, not counted.
    const read = mine.filter((x) => !Number.isNaN(Number(x.lcp)));
    const m = (k) => median(read.map((x) => Number(x[k])));
    rows.push([
      c.route,
      c.who,
      side.name,
      m('score'),
      m('lcp'),
      m('observed'),
      m('tbt'),
      m('cls').toFixed(3),
      mine.map((x) => x.score).join(' '),
      mine.map((x) => x.load).join(' '),
    ]);
  }
table(
  [
    'route',
    'user',
    'build',
    'score',
    'LCP ms (simulated)',
    'LCP ms (observed)',
    'TBT ms',
    'CLS',
    'scores',
    'load',
  ],
  rows,
);
