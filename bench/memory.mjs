// The API process's memory, idle, on PGlite with the demo seed. Each round
// starts the server three times, interleaved: A as the project's launchers start it
// (api/launch.cjs: glibc's fixed mmap threshold, V8's young generation bounded at 16 MB halves),
// B with Node's and glibc's defaults, C as A with the young generation capped at 4 MB halves
// (NODE_OPTIONS=--max-semi-space-size=4, the operator's choice in README). For each it prints, after 25 s idle from the start and
// again 15 s after a burst of 600 signed-in list calls (10 at a time):
//   RSS (VmRSS), of it the files mapped (Node's own code, shared with other Node processes) and the
//   anonymous memory, and the main thread's V8 heap (committed) from /api/metrics.
// Then what each start costs in speed: the same three, interleaved, each serving 20 connections
// for 12 s (autocannon) the burst's mix of calls (decision 0070).
// Prints figures, asserts nothing. Loopback only; about 4 minutes a round.
//   node bench/memory.mjs [--rounds 3] [--pass memory|speed] (both by default; BENCH_PORT: its port)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn, startApi } from './lib/api-server.mjs';
import { cannon } from './lib/cannon.mjs';
import { root } from './lib/paths.mjs';

const i = process.argv.indexOf('--rounds');
const ROUNDS = Math.min(10, Math.max(1, Number(i > 0 ? process.argv[i + 1] : 3) || 3));
const p = process.argv.indexOf('--pass');
const PASS = p > 0 ? process.argv[p + 1] : 'both';
// BENCH_PORT: another port when a second copy of the portal runs its benchmarks on this machine.
const PORT = Number(process.env.BENCH_PORT) || 8198;
const METRICS_TOKEN = 'bench-memory-metrics-token-0123456789';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (kb) => (kb / 1024).toFixed(1);

const dataDir = mkdtempSync(join(tmpdir(), 'portal-memory-bench-'));
const seeded = spawnSync('node', [join(root, 'api/dist/setup.js')], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(1);

/** Resident kB of the process, split into file-backed and anonymous mappings (/proc/pid/smaps). */
function resident(pid) {
  let file = 0;
  let anon = 0;
  let mapped = false;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) mapped = head[1].startsWith('/');
    else if (line.startsWith('Rss:')) {
      const kb = Number(line.split(/\s+/)[1]);
      if (mapped) file += kb;
      else anon += kb;
    }
  }
  return { rss: file + anon, file, anon };
}

async function heapKb(base) {
  const r = await fetch(`${base}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const m = /^portal_nodejs_heap_size_total_bytes (\d+)/m.exec(await r.text());
  return m ? Number(m[1]) / 1024 : NaN;
}

/** The screens' calls of a dealer: searched pages never asked twice, its whole list, its counts. */
const calls = [
  (n) => `/api/wholegoodsall/1001?view=open&page=${(n % 3) + 1}&pageSize=10&q=${n}`,
  (n) => `/api/allpartsorders/1001?view=history&page=1&pageSize=10&q=${n}`,
  (n) => `/api/allinvoices/1001?view=outstanding&page=1&pageSize=10&q=${n}`,
  () => '/api/wholegoodsall/1001',
  () => '/api/summary/1001',
];
let asked = 0;
const nextCall = () => {
  const n = asked++;
  return calls[n % calls.length](n);
};

async function burst(base) {
  const token = await signIn(base, 'buyer@portal.test', 'Buyer#2026');
  let left = 600;
  let failed = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (left-- > 0) {
        const r = await fetch(base + nextCall(), { headers: { authorization: `Bearer ${token}` } });
        await r.arrayBuffer();
        if (!r.ok) failed++;
      }
    }),
  );
  if (failed) throw new Error(`${failed} of the burst's 600 calls failed`);
}

const rows = [];
const STARTS = {
  'A launcher': { nodeDefaults: false, env: {} },
  'B defaults': { nodeDefaults: true, env: {} },
  'C capped': { nodeDefaults: false, env: { NODE_OPTIONS: '--max-semi-space-size=4' } },
};

async function measure(label) {
  const { nodeDefaults, env } = STARTS[label];
  const api = await startApi({
    port: PORT,
    dataDir,
    nodeDefaults,
    env: { METRICS_TOKEN, ...env },
  });
  try {
    await sleep(25_000);
    const idle = { ...resident(api.pid), heap: await heapKb(api.base) };
    const t0 = performance.now();
    await burst(api.base);
    console.log(
      `[memory] ${label}: the burst took ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    await sleep(15_000);
    const after = { ...resident(api.pid), heap: await heapKb(api.base) };
    rows.push({ label, idle, after, load: loadavg()[0].toFixed(2) });
    const f = (x) => `${mb(x.rss)} (files ${mb(x.file)}, anon ${mb(x.anon)}, heap ${mb(x.heap)})`;
    console.log(
      `[memory] ${label}: idle ${f(idle)}; after a burst ${f(after)}; load ${rows.at(-1).load}`,
    );
  } finally {
    await api.stop();
  }
}

const speed = [];
async function serve(label) {
  const { nodeDefaults, env } = STARTS[label];
  const api = await startApi({ port: PORT, dataDir, nodeDefaults, env });
  try {
    const token = await signIn(api.base, 'buyer@portal.test', 'Buyer#2026');
    const r = await cannon({
      url: api.base,
      connections: 20,
      duration: 12,
      headers: { authorization: `Bearer ${token}` },
      requests: [{ setupRequest: (req) => ({ ...req, path: nextCall() }) }],
    });
    speed.push({ label, ...r, load: loadavg()[0].toFixed(2) });
    console.log(
      `[speed] ${label}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, errors ${r.errors}, load ${speed.at(-1).load}`,
    );
  } finally {
    await api.stop();
  }
}

const passes = (name) => PASS === 'both' || PASS === name;
for (let round = 1; passes('memory') && round <= ROUNDS; round++)
  for (const label of Object.keys(STARTS)) await measure(label);
for (let round = 1; passes('speed') && round <= ROUNDS; round++)
  for (const label of Object.keys(STARTS)) await serve(label);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const span = (xs, f) => `${f(median(xs))} (${f(Math.min(...xs))}-${f(Math.max(...xs))})`;
if (rows.length) {
  console.log('\n| start | RSS idle MB (median, min-max) | RSS after a burst MB | loads |');
  console.log('| --- | --- | --- | --- |');
  for (const label of Object.keys(STARTS)) {
    const of = rows.filter((r) => r.label === label);
    const idle = span(
      of.map((r) => r.idle.rss),
      mb,
    );
    const after = span(
      of.map((r) => r.after.rss),
      mb,
    );
    console.log(`| ${label} | ${idle} | ${after} | ${of.map((r) => r.load).join(', ')} |`);
  }
}
if (speed.length) {
  console.log('\n| start | req/s (median, min-max) | p99 ms (median) | errors | loads |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const label of Object.keys(STARTS)) {
    const of = speed.filter((r) => r.label === label);
    const rps = span(
      of.map((r) => r.rps),
      (x) => x.toFixed(0),
    );
    const errors = of.reduce((n, r) => n + r.errors, 0);
    const loads = of.map((r) => r.load).join(', ');
    console.log(`| ${label} | ${rps} | ${median(of.map((r) => r.p99))} | ${errors} | ${loads} |`);
  }
}
