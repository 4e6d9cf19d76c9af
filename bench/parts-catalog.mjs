// The parts catalogue's targets at scale: BENCH_PARTS parts (200,000) priced on BENCH_PRICE_LISTS
// price lists (50, the seeded dealers spread over them), made through the import feed by the setup
// script (`node api/dist/setup.js --catalog-parts N --price-lists M`: the demo's generator, scaled).
// A database that already holds the catalogue is not fed again. Passes (BENCH_ONLY picks some):
//   search   API only, GET /parts-catalog/:id/parts as a buyer, five kinds of query: an exact
//            number, a number's prefixes as typed (4 to 8 characters), an old (superseded) number,
//            words in English, words in French. cold: each query the first time, right after the
//            API started and four searches of other numbers side by side (its first, opening its
//            pool's connections, printed apart), its answer cache off (LIST_ANSWER_TTL_MS=0; the
//            search keeps none anyway); warm: the same queries again (PostgreSQL's pages
//            cached). p50 / p95 / max per kind and pass, with the load average. Target: p95 ≤ 30
//            ms cold.
//   keys     headless Chromium: one keystroke in /parts/catalog's search box (a number's last
//            digit, a description's last letter), from the keydown's own timestamp to the rows or
//            total it changes, each right after a keystroke of the floor page (bench/floor)
//            echoed, as bench/search.mjs times them; p50 / p95 and the ratio to the floor's.
//            Target: ≤ 100 ms.
//   paste    POST /parts-cart/:id/lines, a text body of BENCH_PASTE_LINES lines (500) mixing
//            every result (added, unknown part, superseded, rounded up to the pack, obsolete, bad
//            quantity), BENCH_PASTE_RUNS times (10), the cart emptied between runs; end to end
//            p50 / p95 / max. Target: ≤ 1 s.
//   diagram  /parts/catalog/diagrams/<the first diagram>, cold HTTP cache: Lighthouse 12 desktop
//            and mobile (score, simulated LCP) and the LCP Chromium observes
//            (PerformanceObserver) with the parts area's bytes that load received, each beside the
//            floor page in the same rounds (diagram, floor, diagram, floor; BENCH_ROUNDS, 3).
//            Targets: score ≥ 95, observed LCP ≤ 1.0 s. The area's first-visit JavaScript against
//            bench/budgets.json as bench/bundle-check.mjs counts it.
// Loopback only; bounded: about 200 search requests, 20 keystrokes, BENCH_PASTE_RUNS pastes and
// 4 × BENCH_ROUNDS page loads of each side, plus the seeding (minutes at 200,000 parts). Prints
// figures; asserts nothing.
//   BENCH_DB=postgres|pglite (default postgres: a throwaway server, api/scripts/pg-test-server.sh,
//   unless DATABASE_URL names one; BENCH_DATA_DIR keeps PGlite's folder for the next run),
//   BENCH_PORT=8600 (the API; +1 the floor page, +2 Lighthouse's debugging port).
//   BENCH_VERBOSE=1 (PostgreSQL): every statement slower than BENCH_EXPLAIN_MS (10) during the
//   search passes printed with its EXPLAIN ANALYZE (auto_explain, read from the server's log:
//   the throwaway server's, or BENCH_PG_LOG's for a server of DATABASE_URL).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn, startApi } from './lib/api-server.mjs';
import { benchDatabase } from './lib/bench-db.mjs';
import { areaFirstVisit, readDist } from './lib/bundles.mjs';
import { buildFloor as buildFloorPage, serveFloor } from './lib/floor-server.mjs';
import { floorPage } from './lib/floor-keys.mjs';
import { CHROMIUM, launch } from './lib/login-bytes.mjs';
import { root } from './lib/paths.mjs';
import { OBSERVE, signedInState } from './lib/perf.mjs';
import { reflected } from './lib/reflected.mjs';
import { kb, median } from './lib/stats.mjs';

const db = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const PARTS = Number(process.env.BENCH_PARTS) || 200_000;
const LISTS = Number(process.env.BENCH_PRICE_LISTS) || 50;
const PORT = Number(process.env.BENCH_PORT) || 8600;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);
const PASTE_LINES = Number(process.env.BENCH_PASTE_LINES) || 500;
const PASTE_RUNS = Number(process.env.BENCH_PASTE_RUNS) || 10;
const VERBOSE = process.env.BENCH_VERBOSE === '1' && db === 'postgres';
const EXPLAIN_MS = Number(process.env.BENCH_EXPLAIN_MS) || 10;
const only = process.env.BENCH_ONLY?.split(',') ?? ['search', 'keys', 'paste', 'diagram'];
process.env.BENCH_LH_PORT ??= String(PORT + 2);
process.env.CHROME_PATH ??= CHROMIUM;
const { openLighthouse } = await import('./lib/lighthouse.mjs');

const DEALER = 1001;
const buyer = { email: 'buyer@portal.test', password: 'Buyer#2026' };
const load = () => loadavg()[0].toFixed(1);
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const spread = (xs) =>
  `p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;

const dataDir = process.env.BENCH_DATA_DIR || mkdtempSync(join(tmpdir(), 'portal-catalog-bench-'));
const stateFile = `/tmp/portal-pg-catalog-bench-${PORT}.state`;
const database = benchDatabase(db, stateFile);
const serverLog =
  process.env.BENCH_PG_LOG ??
  (existsSync(stateFile) ? join(readFileSync(stateFile, 'utf8').trim().split(' ')[1], 'log') : '');
const apiEnv = { LIST_ANSWER_TTL_MS: '0' };
const start = () => startApi({ port: PORT, databaseUrl: database.url, dataDir, env: apiEnv });

/** The seeded catalogue's numbers: SP-100000 onwards (api/src/seed/partsCatalog/parts.ts). */
const number = (i) => `SP-${100_000 + i}`;
const spreadOver = (n, pick) =>
  Array.from({ length: n }, (_, k) => pick(Math.floor(((k + 0.5) * PARTS) / n)));

/** Feeds the scaled catalogue unless the database holds it already (asked of a first API). */
async function seedCatalog() {
  let held = false;
  if (database.url || existsSync(join(dataDir, 'pgdata'))) {
    const probe = await start();
    try {
      const token = await signIn(probe.base, buyer.email, buyer.password);
      // The last part the scaled feed writes (a search's total stops at its cap).
      const last = number(PARTS - 1);
      held = (await askFor(probe.base, token)(last, {})).body.rows[0]?.partNumber === last;
    } catch {
      held = false; // not seeded yet
    } finally {
      await probe.stop();
    }
  }
  if (held) return console.log(`[bench] catalogue of ${PARTS} parts already there`);
  const t0 = Date.now();
  const seeded = spawnSync(
    'node',
    [
      join(root, 'api/dist/setup.js'),
      '--catalog-parts',
      String(PARTS),
      '--price-lists',
      String(LISTS),
    ],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      },
      stdio: 'inherit',
    },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
  console.log(
    `[bench] ${PARTS.toLocaleString('en')} parts on ${LISTS} price lists fed in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
}

/** Turns auto_explain on for the API's connections (they are opened after this). */
function explainSlowStatements() {
  const settings = [
    `session_preload_libraries = 'auto_explain'`,
    `auto_explain.log_min_duration = ${EXPLAIN_MS}`,
    'auto_explain.log_analyze = on',
    'auto_explain.log_buffers = on',
  ];
  for (const s of settings) {
    const done = spawnSync('psql', [database.url, '-qc', `alter database portal set ${s}`], {
      encoding: 'utf8',
    });
    if (done.status !== 0) throw new Error(`auto_explain: ${done.stderr}`);
  }
}

/** The plans auto_explain wrote since `from` (a byte offset of the server's log). */
function printPlans(from) {
  if (!serverLog) return console.log('[bench] no server log to read the plans from (BENCH_PG_LOG)');
  const text = readFileSync(serverLog).subarray(from).toString('utf8');
  const plans = text.split(/\n(?=\S.*LOG: {2}duration:)/).filter((p) => p.includes('Query Text'));
  console.log(`[bench] ${plans.length} statements over ${EXPLAIN_MS} ms, with their plans:`);
  // Written as they are: console.log would read a LIKE pattern's '%s' as a placeholder.
  for (const p of plans) process.stdout.write(`${p.trim()}\n\n`);
}

const logSize = () => (serverLog && existsSync(serverLog) ? statSync(serverLog).size : 0);

/** A search of the catalogue as the buyer, timed end to end. */
function askFor(base, token) {
  return async (q, { language = 'en', pageSize = 10 } = {}) => {
    const started = performance.now();
    const r = await fetch(
      `${base}/api/parts-catalog/${DEALER}/parts?q=${encodeURIComponent(q)}&language=${language}&pageSize=${pageSize}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const body = await r.json();
    if (!r.ok) throw new Error(`search '${q}': ${r.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  };
}

/** The queries of each kind, none asked twice within a pass. */
function queries() {
  const prefixes = new Set();
  for (const i of spreadOver(4, (i) => i + 1234))
    for (let len = 4; len <= 8; len++) prefixes.add(number(i).slice(0, len));
  return {
    exact: spreadOver(10, (i) => number(i + (i % 40 === 7 ? 1 : 0))),
    prefix: [...prefixes],
    // Every 40th part from 7 is replaced by the next one.
    old: spreadOver(10, (i) => number(i - (i % 40) + 7)),
    'words (en)': [
      'auger knife',
      'flange bearing',
      'hydraulic hose',
      'oil seal',
      'load cell',
      'drive sprocket',
      'kicker plate',
      'bearing',
      'chain',
      'valve',
    ].map((q) => [q, 'en']),
    'words (fr)': [
      'couteau de vis',
      'roulement à bride',
      'flexible hydraulique',
      "joint d'huile",
      'cellule de charge',
      "pignon d'entraînement",
      "plaque d'éjection",
      'roulement',
      'chaîne',
      'vérin',
    ].map((q) => [q, 'fr-CA']),
  };
}

async function searchPasses(ask) {
  const kinds = Object.entries(queries());
  // The process's first searches open its pool's connections (a search's statements run side by
  // side on up to four) and read PostgreSQL's own catalogs into each new backend: a cost once per
  // process, printed on its own, not in a kind's figures.
  const firsts = await Promise.all([1, 2, 3, 4].map((i) => ask(number(i))));
  console.log(
    `search the API process's first four, side by side (${number(1)} to ${number(4)}): ${spread(firsts.map((f) => f.ms))}, not counted below`,
  );
  for (const pass of ['cold', 'warm']) {
    const from = logSize();
    const loads = [load()];
    for (const [kind, qs] of kinds) {
      const times = [];
      let slowest = { ms: 0, q: '' };
      for (const entry of qs) {
        const [q, language] = Array.isArray(entry) ? entry : [entry, 'en'];
        const { ms, body } = await ask(q, { language });
        if (!body.rows.length) console.log(`[bench] '${q}' found nothing`);
        times.push(ms);
        if (ms > slowest.ms) slowest = { ms, q };
      }
      loads.push(load());
      console.log(
        `search ${pass.padEnd(4)} ${kind.padEnd(10)} ${String(times.length).padStart(2)} queries: ${spread(times)} ('${slowest.q}'), load ${load()}`,
      );
    }
    console.log(`search ${pass}: load ${loads.join(' ')} (target: p95 ≤ 30 ms cold)`);
    if (VERBOSE) printPlans(from);
  }
}

/** The lines pasted: every kind of result, in turn, none repeated within a paste. */
async function pasteText(ask) {
  const partsOf = async (q, status, pack) =>
    (await ask(q, { pageSize: 100 })).body.rows
      .filter((r) => r.status === status && (pack ? r.packQuantity > 1 : r.packQuantity === 1))
      .map((r) => r.partNumber);
  const added = [];
  for (const q of ['auger knife', 'drive sprocket', 'oil seal', 'load cell', 'baffle'])
    added.push(...(await partsOf(q, 'active', false)));
  const rounded = [
    ...(await partsOf('hex bolt', 'active', true)),
    ...(await partsOf('flat washer', 'active', true)),
  ];
  const old = spreadOver(100, (i) => number(i - (i % 40) + 7));
  const obsolete = spreadOver(100, (i) => number(i - (i % 97) + 11));
  const lines = [];
  for (let i = 0; lines.length < PASTE_LINES; i++) {
    const kind = i % 6;
    if (kind === 0) lines.push(`${added[i % added.length]}, 2`);
    if (kind === 1) lines.push(`ZZ-${900_000 + i}, 1`);
    if (kind === 2) lines.push(`${old[i % old.length]}, 1`);
    if (kind === 3) lines.push(`${rounded[i % rounded.length]}, 3`);
    if (kind === 4) lines.push(`${obsolete[i % obsolete.length]}, 1`);
    if (kind === 5) lines.push(`${added[(i + 7) % added.length]}; two`);
  }
  return lines.join('\n');
}

async function pastes(base, token, ask) {
  const text = await pasteText(ask);
  const cartUrl = `${base}/api/parts-cart/${DEALER}`;
  const auth = { authorization: `Bearer ${token}` };
  const empty = async () => {
    const cart = await fetch(cartUrl, { headers: auth });
    const r = await fetch(cartUrl, {
      method: 'DELETE',
      headers: { ...auth, 'if-match': cart.headers.get('etag') ?? '' },
    });
    if (!r.ok) throw new Error(`emptying the cart: ${r.status} ${await r.text()}`);
  };
  const times = [];
  const loads = [];
  let counts = {};
  for (let run = 0; run < PASTE_RUNS; run++) {
    await empty();
    loads.push(load());
    const started = performance.now();
    const r = await fetch(`${cartUrl}/lines`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/plain' },
      body: text,
    });
    const body = await r.json();
    times.push(performance.now() - started);
    if (!r.ok) throw new Error(`paste: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
    counts = {};
    for (const { result } of body.results) counts[result] = (counts[result] ?? 0) + 1;
  }
  await empty();
  console.log(
    `paste ${PASTE_LINES} lines × ${PASTE_RUNS}: ${spread(times)} end to end (target ≤ 1000 ms); results ${JSON.stringify(counts)}; load ${loads.join(' ')}`,
  );
}

/** Keystrokes in /parts/catalog's search box, each after one of the floor page's. */
async function keystrokes(base, ask) {
  const typed = [
    ...spreadOver(10, (i) => number(i + 321)),
    'auger knife',
    'hydraulic hose',
    'kicker plate',
    'flange bearing',
  ];
  const browser = await launch();
  try {
    const floor = await floorPage(browser, 1);
    const state = await signedInState(browser, base, buyer.email, buyer.password);
    const context = await browser.newContext({
      storageState: state,
      viewport: { width: 1440, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(`${base}/parts/catalog`);
    const box = page.getByPlaceholder('Part number or description');
    await box.waitFor({ timeout: 60_000 });
    const shown = () =>
      [...document.querySelectorAll('.ant-table-tbody, [aria-label="Pagination"]')]
        .map((e) => e.textContent)
        .join('|');
    const times = [];
    let unchanged = 0;
    for (const q of typed) {
      // Known beforehand from the API: whether the last keystroke changes what the list shows.
      const rows = async (s) => JSON.stringify((await ask(s)).body);
      if ((await rows(q.slice(0, -1))) === (await rows(q))) {
        unchanged++;
        continue;
      }
      await box.fill(q.slice(0, -1));
      await page.waitForFunction(
        (s) =>
          new URLSearchParams(location.search).get('q') === s &&
          document.querySelector('.portal-list')?.getAttribute('aria-busy') === 'false',
        q.slice(0, -1),
      );
      await floor.key();
      await page.bringToFront();
      times.push(await reflected(page, 'keydown', shown, () => box.press(q.at(-1))));
    }
    console.log(
      `keystroke in /parts/catalog, ${times.length} timed (${unchanged} unchanged): ${spread(times)}, load ${load()} (target ≤ 100 ms)`,
    );
    console.log(
      `floor key echo, same run: ${spread(floor.times)}; catalogue × floor p50 ${(pct(times, 50) / pct(floor.times, 50)).toFixed(1)}, p95 ${(pct(times, 95) / pct(floor.times, 95)).toFixed(1)}`,
    );
  } finally {
    await browser.close();
  }
}

/** A cold load of `url` in a fresh context: the LCP Chromium observes and the bytes received
 * from `/remotes/parts/`. */
async function observedLoad(browser, url, storageState) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1350, height: 940 },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(500);
    return await page.evaluate(() => ({
      lcp: Math.round(window.__perf.lcp),
      areaBytes: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/remotes/parts/'))
        .reduce((s, e) => s + e.transferSize, 0),
    }));
  } finally {
    await context.close();
  }
}

async function diagramPage(base, token) {
  const models = await (
    await fetch(`${base}/api/parts-catalog/${DEALER}/models`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  const route = `/parts/catalog/diagrams/${models[0].assemblies[0].diagramId}`;
  const floor = await serveFloor(PORT + 1);
  const runs = { page: [], floor: [] };
  try {
    const browser = await launch();
    try {
      const state = await signedInState(browser, base, buyer.email, buyer.password);
      for (let r = 0; r < ROUNDS; r++) {
        runs.page.push({ load: load(), ...(await observedLoad(browser, base + route, state)) });
        runs.floor.push({ load: load(), ...(await observedLoad(browser, `${floor.base}/`)) });
      }
    } finally {
      await browser.close();
    }
    const desktop = await import('lighthouse/core/config/desktop-config.js');
    for (const [name, config] of [
      ['desktop', desktop.default],
      ['mobile', undefined],
    ]) {
      const lh = await openLighthouse({ config });
      try {
        for (let r = 0; r < ROUNDS; r++) {
          runs.page.push({ name, load: load(), ...(await lh.run(base, { route, ...buyer })) });
          runs.floor.push({ name, load: load(), ...(await lh.run(floor.base, { route: '/' })) });
        }
      } finally {
        await lh.close();
      }
    }
  } finally {
    await floor.stop();
  }
  const observed = (side) => runs[side].filter((x) => x.areaBytes !== undefined);
  for (const side of ['page', 'floor'])
    console.log(
      `${side === 'page' ? route : 'floor page'} observed LCP, cold cache: median ${median(observed(side).map((x) => x.lcp))} ms (${observed(
        side,
      )
        .map((x) => x.lcp)
        .join(' ')}), load ${observed(side)
        .map((x) => x.load)
        .join(
          ' ',
        )}${side === 'page' ? ` (target ≤ 1000 ms); parts area received ${kb(median(observed(side).map((x) => x.areaBytes)))} KB` : ''}`,
    );
  for (const name of ['desktop', 'mobile'])
    for (const side of ['page', 'floor']) {
      // A run Lighthouse could not read (score 0, every figure NaN) is listed, not counted.
      const all = runs[side].filter((x) => x.name === name);
      const mine = all.filter((x) => !Number.isNaN(x.lcp));
      console.log(
        `Lighthouse ${name} ${side === 'page' ? route : 'floor page'}: score ${median(mine.map((x) => x.score))} (${all.map((x) => x.score).join(' ')}), LCP ${median(mine.map((x) => x.lcp))} ms, TBT ${median(mine.map((x) => x.tbt))} ms, load ${mine.map((x) => x.load).join(' ')}${side === 'page' ? ' (target: score ≥ 95)' : ''}`,
      );
    }
  const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8'));
  console.log(
    `parts area first visit: ${kb(areaFirstVisit('mf-parts', readDist('mf-parts')))} KB gzip (ceiling ${budgets.areaFirstVisitKB}, target ${budgets.targets.areaFirstVisitKB})`,
  );
}

// The passes, once every helper above is defined.
if (only.includes('keys') || only.includes('diagram')) buildFloorPage();
let api = null;
try {
  await seedCatalog();
  if (VERBOSE) explainSlowStatements();
  api = await start();
  const token = await signIn(api.base, buyer.email, buyer.password);
  const ask = askFor(api.base, token);
  if (only.includes('search')) await searchPasses(ask);
  if (only.includes('paste')) await pastes(api.base, token, ask);
  if (only.includes('keys')) await keystrokes(api.base, ask);
  if (only.includes('diagram')) await diagramPage(api.base, token);
} finally {
  await api?.stop();
  database.stop();
}
