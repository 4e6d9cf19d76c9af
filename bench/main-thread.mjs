// Where a route's main-thread time goes on a cold load: Chromium's sampling CPU
// profiler over the load (navigation to network idle + 1 s), each sample's function mapped
// through the build's source maps to the package or folder it comes from, then summed (self time).
// Also the long tasks (> 50 ms) the page saw, which are what Lighthouse's blocking time counts.
//   BENCH_ROUTE=/home BENCH_USER=buyer@portal.test BENCH_RUNS=3 node bench/main-thread.mjs
// BENCH_PHONE=1: on a phone's screen with its CPU 4 × slower, as Lighthouse mobile loads it.
// APPS_DIR picks the built apps to serve (another checkout's, to compare). Figures only.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { scalePostgres } from './lib/postgres.mjs';
import { startApi } from './lib/api-server.mjs';
import { launch } from './lib/login-bytes.mjs';
import { coldLoad, signedInState } from './lib/perf.mjs';
import { root } from './lib/paths.mjs';
import { median, table } from './lib/stats.mjs';
import areas from '../shared/webpack/areas.cjs';

const ROUTE = process.env.BENCH_ROUTE || '/home';
const USER = process.env.BENCH_USER || 'buyer@portal.test';
const PASSWORD = process.env.BENCH_PASSWORD || 'Buyer#2026';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const APPS = process.env.APPS_DIR || root;
const PORT = Number(process.env.BENCH_PORT) || 8197;
const PHONE = process.env.BENCH_PHONE === '1';
// BENCH_BY=file: each source file apart (a package's too) instead of packages and folders.
const BY_FILE = process.env.BENCH_BY === 'file';
/** Each script's source map, read once. */
const consumers = new Map();

const pg = scalePostgres(50);
const api = await startApi({ port: PORT, databaseUrl: pg.url, dataDir: pg.dataDir });
const browser = await launch();
try {
  const state = await signedInState(browser, api.base, USER, PASSWORD);
  const totals = [];
  const tasks = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await coldLoad(browser, api.base + ROUTE, {
      storageState: state,
      profile: true,
      phone: PHONE,
    });
    totals.push(selfTimeByBucket(r.profile));
    tasks.push(
      r.longTasks.map(([s, d]) => `${s.toFixed(0)}+${d.toFixed(0)}`).join(' ') +
        ` | FCP ${r.fcp.toFixed(0)} LCP ${r.lcp.toFixed(0)} blocking ${r.tbt.toFixed(0)}`,
    );
  }
  const buckets = [...new Set(totals.flatMap((t) => [...t.keys()]))];
  const rows = buckets
    .map((b) => [b, median(totals.map((t) => t.get(b) ?? 0))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([b, v]) => [b, v.toFixed(0)]);
  console.log(
    `\n${ROUTE} as ${USER}, cold${PHONE ? ', phone (4 × CPU)' : ''}, median self time of ${RUNS} runs (ms)\n`,
  );
  table(['where', 'ms'], rows);
  console.log('\nLong tasks (start ms, duration ms) per run, with blocking time after FCP:');
  for (const t of tasks) console.log(`  ${t}`);
} finally {
  await browser.close();
  await api.stop();
  pg.stop();
}

function selfTimeByBucket(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const out = new Map();
  for (const [id, t] of self) {
    const b = bucketOf(byId.get(id).callFrame);
    out.set(b, (out.get(b) ?? 0) + t);
  }
  return out;
}

function consumerFor(url) {
  if (!consumers.has(url)) {
    const file = distFile(new URL(url).pathname);
    const map = file && existsSync(`${file}.map`) ? `${file}.map` : null;
    consumers.set(url, map ? new SourceMap(JSON.parse(readFileSync(map, 'utf8'))) : null);
  }
  return consumers.get(url);
}

function distFile(pathname) {
  const m = /^\/remotes\/([a-z]+)\/(.*)$/.exec(pathname);
  const folder = m ? areas.manifest[m[1]]?.folder : 'shell';
  return folder ? join(APPS, folder, 'dist', m ? m[2] : pathname.slice(1)) : null;
}

/** A sample's function as a package (node_modules) or a source folder of the repository. */
function bucketOf(frame) {
  if (!frame.url) return frame.functionName || '(native)';
  if (!frame.url.startsWith('http')) return `(${frame.url.split('/').pop()})`;
  const c = consumerFor(frame.url);
  if (!c) return new URL(frame.url).pathname;
  const src = c.findEntry(frame.lineNumber, frame.columnNumber).originalSource ?? '?';
  if (BY_FILE) return src.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, '');
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:(?:es|lib)\/)?([^/]+)?/.exec(src);
  if (pkg)
    return pkg[1].startsWith('antd') || pkg[1] === '@ant-design/cssinjs'
      ? `${pkg[1]}/${pkg[2]}`
      : pkg[1];
  return src.replace(/^webpack:\/\/[^/]*\//, '').replace(/\/[^/]*$/, '/');
}
