// The top bar's search at the big dealer (D1003, 100,000 wholegoods orders by
// default), one request per keystroke as a dealer types five numbers (a serial, a wholegoods
// order, a parts order, an invoice, a claim) character by character, one at a time. Passes:
//   cold     API only: the first time each prefix is asked, right after the server started
//   warm     API only: the same keystrokes again (the database's pages cached; the API keeps no
//            answer cache)
//   then in headless Chromium (/usr/bin/chromium), warm database, three pages side by side and
//   their keystrokes interleaved (floor, top bar, floor, list, ...), each timed from the keydown's
//   own timestamp in the page to the DOM change that shows it:
//   floor    the floor reference page (bench/floor, React + antd, built in this run, served from
//            its dist folder): a key typed into its field, echoed on the page; the least a
//            keystroke costs in this browser at this moment
//   browser  the same keystrokes as above typed into the top bar's field of the built portal, to
//            the new hits drawn. A keystroke whose answer lists the same hits as the one before
//            changes nothing on screen: it is counted, not timed.
//   list     the orders list's own search box (/wholegoods/history), a keystroke that narrows an
//            order number typed there: from keydown to the request leaving and to its answer's
//            last byte (resource timing), and to the pager's text changing.
//   The three are run twice: as they are, then with Chromium's CPU slowed 4 times (CDP
//   Emulation.setCPUThrottlingRate 4) standing for a phone or a busy machine.
// Prints p50 / p95 / max per pass and the slowest keystroke, each portal pass's p50 and p95 as a
// ratio to the floor's of the same run, and the load average; asserts nothing. Loopback only.
// Bounded: about 180 requests in all, plus seeding and the floor's build.
//   BENCH_DB=pglite|postgres (default postgres), BENCH_ORDERS=100000, DATABASE_URL=... (an empty
//   database to use instead of a throwaway one), BENCH_PORT=8126 (the API's port)
//   BENCH_BEFORE=<a checkout, built>: the list's keystrokes also typed into that build's list
//   (served by a second API on BENCH_PORT + 1, same database; PostgreSQL only), interleaved
//   (floor, this build, floor, that build), with the ratio of this build's to that one's
//   BENCH_ONLY=list: the list's search box alone (no API-only passes, no top bar);
//   BENCH_RATES=1,4: the CPU slowdowns run
// The list is also timed to the end of the frame that draws the new total (its layout and paint).
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn, startApi } from './lib/api-server.mjs';
import { benchDatabase, seedOrders } from './lib/bench-db.mjs';
import { buildFloor } from './lib/floor.mjs';
import { floorPage, throttle } from './lib/floor-keys.mjs';
import { launch } from './lib/login-bytes.mjs';
import { framed, reflected } from './lib/reflected.mjs';

const db = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const orders = Number(process.env.BENCH_ORDERS) || 100_000;
const API_PORT = Number(process.env.BENCH_PORT) || 8126;
const DEALER = 1003;
const BEFORE = process.env.BENCH_BEFORE;
const LIST_ONLY = process.env.BENCH_ONLY === 'list';
const RATES = (process.env.BENCH_RATES ?? '1,4').split(',').map(Number);
if (BEFORE && db !== 'postgres') throw new Error('BENCH_BEFORE needs BENCH_DB=postgres');

const dataDir = mkdtempSync(join(tmpdir(), 'portal-search-bench-'));
const database = benchDatabase(db, `/tmp/portal-pg-search-bench-${API_PORT}.state`);

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

buildFloor();

let api = null;
let before = null;
try {
  const took = seedOrders(orders, dataDir, database.url);
  console.log(`[bench] ${orders.toLocaleString('en')} orders ready in ${took} s`);
  api = await startApi({
    port: API_PORT,
    databaseUrl: db === 'postgres' ? database.url : undefined,
    dataDir,
  });
  if (BEFORE)
    before = await startApi({
      port: API_PORT + 1,
      databaseUrl: database.url,
      dataDir,
      env: { APPS_DIR: BEFORE },
    });
  const token = await signIn(api.base, 'bigdealer@portal.test', 'Buyer#2026');
  const get = async (q) => {
    const started = performance.now();
    const r = await fetch(`${api.base}/api/search/${DEALER}?q=${encodeURIComponent(q)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await r.json();
    if (!r.ok) throw new Error(`search ${q}: ${r.status}`);
    return { ms: performance.now() - started, hits: body.hits.length, list: body.hits };
  };
  // Real numbers of the dealer, found by the search itself from their first characters.
  const typed = [];
  for (const start of ['SO', 'PO', 'WI', 'WC', 'PT']) {
    const hit = (
      await (
        await fetch(`${api.base}/api/search/${DEALER}?q=${start}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).hits.at(-1);
    if (hit) typed.push(hit.value);
  }
  console.log(`[bench] typing ${typed.join(', ')} (db ${db}, load ${loadavg()[0].toFixed(1)})`);
  for (const pass of LIST_ONLY ? [] : ['cold', 'warm']) {
    const times = [];
    let slowest = { ms: 0, q: '' };
    for (const number of typed)
      for (let i = 1; i <= number.length; i++) {
        const q = number.slice(0, i);
        const { ms } = await get(q);
        times.push(ms);
        if (ms > slowest.ms) slowest = { ms, q };
      }
    report(pass, times, slowest);
  }
  const numbers = await listNumbers(token);
  for (const rate of RATES) await keystrokes(rate, typed, get, numbers, token);
} finally {
  await before?.stop();
  await api?.stop();
  database.stop();
}

function report(pass, times, slowest, extra = '') {
  console.log(
    `${pass.padEnd(7)} ${times.length} keystrokes: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${slowest.ms.toFixed(1)} ms ('${slowest.q}')${extra}, load ${loadavg()[0].toFixed(1)}`,
  );
}

/** A page of the built portal, signed in as the big dealer's buyer. */
async function signedInPage(browser, options = {}, base = api.base) {
  // bypassCSP: the timing script is evaluated in the page, which the portal's CSP refuses.
  const page = await browser.newPage({
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
    ...options,
  });
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('bigdealer@portal.test');
  await page.getByLabel('Password', { exact: true }).fill('Buyer#2026');
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => u.pathname === '/home', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  return page;
}

/** Twelve order numbers of the history tab, spread over it. */
async function listNumbers(token) {
  const numbers = [];
  for (const pageNo of [1, 40, 80, 120, 160, 200, 240, 280, 320, 360, 400, 440]) {
    const r = await fetch(
      `${api.base}/api/wholegoodsall/${DEALER}?view=history&page=${pageNo}&pageSize=10`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const row = (await r.json()).rows?.[0];
    if (row) numbers.push(row.orderNumber);
  }
  return numbers;
}

/** The top bar's, the list's and the floor's keystrokes, interleaved, at one CPU rate. */
async function keystrokes(rate, typed, get, numbers, token) {
  const browser = await launch();
  try {
    const floor = await floorPage(browser, rate);
    const slow = rate === 1 ? '' : ` (CPU ÷${rate})`;
    const lists = [{ name: `list${slow}`, page: await listPage(browser, api.base, rate) }];
    if (before)
      lists.push({ name: `list, before${slow}`, page: await listPage(browser, before.base, rate) });
    let barTimes = null;
    if (!LIST_ONLY) {
      const bar = await signedInPage(browser);
      await throttle(bar, rate);
      barTimes = await topBar(bar, typed, get, floor, slow);
    }
    const listTimes = await listBox(lists, numbers, token, floor);
    const floorMax = Math.max(...floor.times);
    report(`floor${slow}`, floor.times, { ms: floorMax, q: '' }, ', a key echoed');
    const ratios = barTimes ? [[`browser${slow}`, barTimes]] : [];
    for (const [i, { name }] of lists.entries())
      ratios.push([`${name} (keydown to screen)`, listTimes[i].toScreen]);
    for (const [name, times] of ratios)
      console.log(
        `${name}: × floor p50 ${(pct(times, 50) / pct(floor.times, 50)).toFixed(1)}, p95 ${(pct(times, 95) / pct(floor.times, 95)).toFixed(1)} (target ≤ 5), load ${loadavg()[0].toFixed(1)}`,
      );
    if (before)
      for (const what of ['toScreen', 'toFrame'])
        console.log(
          `list ${what === 'toScreen' ? 'to screen' : 'to frame'}${slow}: this build ÷ before p50 ${(pct(listTimes[0][what], 50) / pct(listTimes[1][what], 50)).toFixed(2)}, p95 ${(pct(listTimes[0][what], 95) / pct(listTimes[1][what], 95)).toFixed(2)}, load ${loadavg()[0].toFixed(1)}`,
        );
  } finally {
    await browser.close();
  }
}

/** The history list of the big dealer, signed in on the API at `base`, its CPU slowed. */
async function listPage(browser, base, rate) {
  const page = await signedInPage(browser, {}, base);
  await page.goto(`${base}/wholegoods/history`);
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 60_000 });
  await throttle(page, rate);
  return page;
}

/** The keystrokes typed into the top bar, each timed one after a floor keystroke. */
async function topBar(page, typed, get, floor, slow) {
  const field = page.getByRole('combobox', { name: /Find by number/ });
  // What the open list of hits shows: its text changes when new hits are drawn.
  const shown = () =>
    [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')]
      .map((e) => e.textContent)
      .join('|');
  const times = [];
  let unchanged = 0;
  let slowest = { ms: 0, q: '' };
  for (const number of typed) {
    await field.fill('');
    let before = '';
    for (let i = 1; i <= number.length; i++) {
      const q = number.slice(0, i);
      // Known beforehand from the API: whether this keystroke's hits differ from the last's.
      const hits = JSON.stringify((await get(q)).list);
      if (hits === before) {
        unchanged++;
        const answered = page.waitForResponse((r) =>
          r.url().endsWith(`q=${encodeURIComponent(q)}`),
        );
        await field.press(number[i - 1]);
        await answered;
        continue;
      }
      before = hits;
      await floor.key();
      await page.bringToFront();
      const ms = await reflected(page, 'keydown', shown, () => field.press(number[i - 1]));
      times.push(ms);
      if (ms > slowest.ms) slowest = { ms, q };
    }
  }
  report(`browser${slow}`, times, slowest, `, ${unchanged} more with the same hits`);
  return times;
}

/**
 * The last keystroke of an order number typed into the history list's search box: each number
 * is filled up to its last two characters, the list settles, then one more character is pressed
 * and timed. The pager's text changes when the new total is drawn; a keystroke that leaves it as
 * it was is counted, not timed. With two builds, each number is typed into both, in turn.
 */
async function listBox(lists, numbers, token, floor) {
  const pager = () =>
    [...document.querySelectorAll('[aria-label="Pagination"]')].map((e) => e.textContent).join();
  const results = lists.map(() => ({ toRequest: [], toAnswer: [], toScreen: [], toFrame: [] }));
  const slowest = lists.map(() => ({ ms: 0, q: '' }));
  let unchanged = 0;
  const total = async (q) =>
    (
      await (
        await fetch(
          `${api.base}/api/wholegoodsall/${DEALER}?view=history&page=1&pageSize=10&q=${q}`,
          { headers: { authorization: `Bearer ${token}` } },
        )
      ).json()
    ).total;
  for (const [n, number] of numbers.entries()) {
    // Known beforehand from the API: whether the keystroke changes the total the pager shows.
    if ((await total(number.slice(0, -2))) === (await total(number.slice(0, -1)))) {
      unchanged++;
      continue;
    }
    // The build that goes first alternates: the second finds the database's pages warmer.
    const order = n % 2 ? [...lists.keys()].reverse() : [...lists.keys()];
    for (const i of order) {
      const { page } = lists[i];
      const box = page.getByPlaceholder('Search orders...').first();
      await box.fill(number.slice(0, -2));
      // The list settled on the filled prefix: its URL has it and its rows are that answer's
      // (a load state does not tell: the page never navigates).
      await page.waitForFunction(
        (q) =>
          new URLSearchParams(location.search).get('q') === q &&
          document.querySelector('.portal-list')?.getAttribute('aria-busy') === 'false',
        number.slice(0, -2),
      );
      await floor.key();
      await page.bringToFront();
      const sent = page.evaluate(
        () =>
          new Promise((resolve) => {
            let at = null;
            document.addEventListener('keydown', (e) => (at = e.timeStamp), { once: true });
            new PerformanceObserver((list, o) => {
              const e = list.getEntries().find((x) => x.name.includes('wholegoodsall'));
              if (e && at !== null) {
                o.disconnect();
                resolve({ sent: e.startTime - at, answered: e.responseEnd - at });
              }
            }).observe({ type: 'resource' });
          }),
      );
      const ms = await reflected(page, 'keydown', pager, () => box.press(number.at(-2))).catch(
        async (e) => {
          // Which build, which number and what the page showed, to tell a slow page from a bug.
          console.log(
            `[bench] ${lists[i].name}, ${number}: ${page.url()} '${await page.evaluate(pager)}'`,
          );
          throw e;
        },
      );
      const frame = await framed(page);
      const { sent: leaves, answered } = await sent;
      const r = results[i];
      r.toRequest.push(leaves);
      r.toAnswer.push(answered);
      r.toScreen.push(ms);
      r.toFrame.push(frame);
      if (ms > slowest[i].ms) slowest[i] = { ms, q: number.slice(0, -1) };
    }
  }
  for (const [i, { name }] of lists.entries()) {
    const r = results[i];
    report(`${name} (keydown to request)`, r.toRequest, { ms: Math.max(...r.toRequest), q: '' });
    report(`${name} (keydown to answer)`, r.toAnswer, { ms: Math.max(...r.toAnswer), q: '' });
    report(`${name} (keydown to screen)`, r.toScreen, slowest[i], `, ${unchanged} more unchanged`);
    report(`${name} (keydown to frame drawn)`, r.toFrame, { ms: Math.max(...r.toFrame), q: '' });
  }
  return results;
}
