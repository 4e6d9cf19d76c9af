// An area's first page over a slow network: two builds of the apps (BENCH_BEFORE, laid out like
// the repository: shell/dist, mf-*/dist; and this checkout's), each opened cold by a signed-in
// buyer in Debian's Chromium with the network's latency emulated (CDP), interleaved before, after,
// before, after... with the load average beside each run. Prints the time from navigation to the
// first row (or the rewards tier) on screen, every run and the medians. Loopback hides
// how many round trips a page waits for one after the other; Lighthouse's desktop preset does too.
//   BENCH_BEFORE=/tmp/base node bench/first-row.mjs
//   BENCH_ROUTE=/wholegoods/orders BENCH_LATENCY=150 (ms each way, 10 Mbit/s) BENCH_ROUNDS=5
// The API runs on PGlite with the demo seed; it is restarted for each run with that build's apps.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from './lib/api-server.mjs';
import { launch } from './lib/login-bytes.mjs';
import { root } from './lib/paths.mjs';
import { signedInState } from './lib/perf.mjs';
import { median, table } from './lib/stats.mjs';

const BEFORE = process.env.BENCH_BEFORE;
if (!BEFORE) throw new Error('BENCH_BEFORE: the folder of the build to compare with');
const ROUTE = process.env.BENCH_ROUTE ?? '/wholegoods/orders';
const LATENCY = Math.max(0, Number(process.env.BENCH_LATENCY ?? 150));
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 5);
const PORT = 8199;
const BITS_PER_S = 10e6;

const dataDir = mkdtempSync(join(tmpdir(), 'portal-first-row-'));
const seeded = spawnSync('node', [join(root, 'api/dist/setup.js')], {
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: 'inherit',
});
if (seeded.status !== 0) throw new Error('seeding failed');

const builds = [
  ['before', BEFORE],
  ['after', root],
];
const browser = await launch();
const times = { before: [], after: [] };
const rows = [];
try {
  let state;
  for (let r = 0; r < ROUNDS; r++)
    for (const [name, apps] of builds) {
      const api = await startApi({ port: PORT, dataDir, env: { APPS_DIR: apps } });
      try {
        state ??= await signedInState(browser, api.base, 'buyer@portal.test', 'Buyer#2026');
        const load = loadavg()[0].toFixed(1);
        const t = await firstRow(api.base, state);
        times[name].push(t);
        rows.push([r + 1, name, t, load]);
        console.log(`${name}: ${t} ms, load ${load}`);
      } finally {
        await api.stop();
      }
    }
} finally {
  await browser.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\n${ROUTE}, buyer (D1001), cold, ${LATENCY} ms latency, 10 Mbit/s: ms from navigation to the first row\n`,
);
table(['round', 'build', 'ms', 'load'], rows);
console.log(
  `\nMedians: before ${median(times.before)} ms, after ${median(times.after)} ms (${ROUNDS} runs each)`,
);

async function firstRow(base, state) {
  const context = await browser.newContext({
    storageState: state,
    viewport: { width: 1350, height: 940 },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY,
      downloadThroughput: BITS_PER_S / 8,
      uploadThroughput: BITS_PER_S / 8,
    });
    await page.goto(base + ROUTE);
    await page
      .locator('.ant-table-row, [data-testid="list-card"], [data-testid="tier-name"]')
      .first()
      .waitFor({ timeout: 60_000 });
    return Math.round(await page.evaluate(() => performance.now()));
  } finally {
    await context.close();
  }
}
