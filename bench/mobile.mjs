// Every route on a phone: Lighthouse 12 with its own defaults, the mobile ones (a phone's screen,
// simulated slow 4G, 4 × CPU slowdown), on the portal's routes and, in the same rounds, on the
// floor page (bench/floor: React + the federation runtime + an antd Form), interleaved route,
// floor, route, floor. Cold HTTP cache every run. Prints per route the medians of the score, LCP
// (simulated), TBT and main-thread work (Lighthouse's mainthread-work-breakdown total), that work's
// ratio to the floor's measured beside it, what it is made of, and the load average before each run.
//   BENCH_ROUNDS=3 BENCH_ONLY=/home,/finance/invoices node bench/mobile.mjs
// BENCH_BEFORE: another build (a folder laid out like the repository: shell/dist, mf-*/dist),
// measured in the same rounds (this, floor, before), served by this checkout's API.
// DATABASE_URL (with BENCH_DATA_DIR): a PostgreSQL server seeded at scale 50, else one is started
// and seeded (bench/lib/postgres.mjs). BENCH_PORT: the first of the three ports (default 8197).
// Figures only; nothing is asserted.
import { loadavg } from 'node:os';
import { scalePostgres } from './lib/postgres.mjs';
import { startApi } from './lib/api-server.mjs';
import { buildFloor, serveFloor } from './lib/floor-server.mjs';
import { ISSUE_22_ROUTES, openLighthouse } from './lib/lighthouse.mjs';
import { median, table } from './lib/stats.mjs';
import { root } from './lib/paths.mjs';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);
const PORT = Number(process.env.BENCH_PORT) || 8197;
const BEFORE = process.env.BENCH_BEFORE;

const buyer = { email: 'buyer@portal.test', password: 'Buyer#2026' };
/** The routes of the desktop targets, then the buyer's own machine and a new claim. */
const ROUTES = [
  ...ISSUE_22_ROUTES,
  { route: '/machines/SN900101', who: 'buyer (D1001)', ...buyer },
  { route: '/service/claims/new', who: 'buyer (D1001)', ...buyer },
];
const only = process.env.BENCH_ONLY?.split(',');
const cases = only ? ROUTES.filter((c) => only.includes(c.route)) : ROUTES;
const load = () => loadavg()[0].toFixed(1);

buildFloor();
const pg = scalePostgres(50);
const serve = (port, apps) =>
  startApi({ port, databaseUrl: pg.url, dataDir: pg.dataDir, env: { APPS_DIR: apps } });
const floor = await serveFloor(PORT + 2);
const sides = [{ name: 'this build', api: await serve(PORT, root) }];
if (BEFORE) sides.push({ name: 'before', api: await serve(PORT + 1, BEFORE) });
const lh = await openLighthouse({ config: undefined });
const runs = [];
try {
  for (const c of cases)
    for (let r = 0; r < ROUNDS; r++)
      for (const [i, side] of sides.entries()) {
        const run = { c, side: side.name, load: load(), ...(await lh.run(side.api.base, c)) };
        runs.push(run);
        let beside = '';
        // The floor beside the first side's run of every round.
        if (i === 0) {
          const f = {
            c,
            side: 'floor',
            load: load(),
            ...(await lh.run(floor.base, { route: '/' })),
          };
          runs.push(f);
          beside = ` (floor ${f.mainThread} ms, load ${f.load})`;
        }
        console.log(
          `${c.route} ${c.who} ${side.name}: score ${run.score}, LCP ${run.lcp} ms, TBT ${run.tbt} ms, main thread ${run.mainThread} ms, load ${run.load}${beside}`,
        );
      }
} finally {
  await lh.close();
  for (const side of sides) await side.api.stop();
  await floor.stop();
  pg.stop();
}

console.log(
  `\nLighthouse mobile (simulated slow 4G, 4 × CPU), cold HTTP cache, medians of ${ROUNDS} rounds (route, floor, route, floor); target: main thread ≤ 1.5 × the floor's, and on a quiet machine score ≥ 90, LCP ≤ 2500 ms\n`,
);
const rows = [];
const kinds = new Map();
for (const c of cases) {
  const mine = (side) => runs.filter((x) => x.c === c && x.side === side);
  // A run Lighthouse could not read (score 0, every figure NaN) is listed, not counted.
  const read = (side) => mine(side).filter((x) => !Number.isNaN(x.mainThread));
  const floorWork = median(read('floor').map((x) => x.mainThread));
  for (const side of [...sides.map((s) => s.name), 'floor']) {
    const m = (k) => median(read(side).map((x) => x[k]));
    rows.push([
      c.route,
      c.who,
      side,
      m('score'),
      m('lcp'),
      m('tbt'),
      m('mainThread'),
      (m('mainThread') / floorWork).toFixed(2),
      mine(side)
        .map((x) => x.mainThread)
        .join(' '),
      mine(side)
        .map((x) => x.load)
        .join(' '),
    ]);
    const by = {};
    for (const group of Object.keys(read(side)[0]?.mainThreadBy ?? {}))
      by[group] = Math.round(median(read(side).map((x) => x.mainThreadBy[group] ?? 0)));
    kinds.set(`${c.route} ${c.who} ${side}`, by);
  }
}
table(
  [
    'route',
    'user',
    'build',
    'score',
    'LCP ms (simulated)',
    'TBT ms',
    'main thread ms',
    '× floor',
    'main thread, each run',
    'load before each run',
  ],
  rows,
);
console.log('\nMain-thread work by kind (ms, medians)\n');
const groups = [...new Set([...kinds.values()].flatMap((b) => Object.keys(b)))];
table(
  ['route / build', ...groups],
  [...kinds].map(([k, b]) => [k, ...groups.map((g) => b[g] ?? 0)]),
);
