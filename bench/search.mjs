// The top bar's search at the big dealer (D1003, 100,000 wholegoods orders by
// default), one request per keystroke as a dealer types five numbers (a serial, a wholegoods
// order, a parts order, an invoice, a claim) character by character, one at a time. Three passes:
//   cold     API only: the first time each prefix is asked, right after the server started
//   warm     API only: the same keystrokes again (the database's pages cached; the API keeps no
//            answer cache)
//   browser  end to end in headless Chromium (/usr/bin/chromium): the same keystrokes typed into
//            the top bar's field of the built portal, from the keydown's own timestamp in the page
//            to the DOM change that shows the new hits (warm database). A keystroke whose answer
//            lists the same hits as the one before changes nothing on screen: it is counted, not
//            timed.
//   list     the orders list's own search box (/wholegoods/history) in
//            Chromium, a keystroke that narrows an order number typed there: from keydown to the
//            request leaving (resource timing) and to the pager's text changing.
// Prints p50 / p95 / max per pass and the slowest keystroke; asserts nothing. Loopback only.
// Bounded: about 180 requests in all, plus seeding.
//   BENCH_DB=pglite|postgres (default postgres), BENCH_ORDERS=100000, DATABASE_URL=... (an empty
//   database to use instead of a throwaway one)
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn, startApi } from './lib/api-server.mjs';
import { benchDatabase, seedOrders } from './lib/bench-db.mjs';
import { launch } from './lib/login-bytes.mjs';
import { reflected } from './lib/reflected.mjs';

const db = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const orders = Number(process.env.BENCH_ORDERS) || 100_000;
const API_PORT = 8126;
const DEALER = 1003;

const dataDir = mkdtempSync(join(tmpdir(), 'portal-search-bench-'));
const database = benchDatabase(db, '/tmp/portal-pg-search-bench.state');

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

let api = null;
try {
  const took = seedOrders(orders, dataDir, database.url);
  console.log(`[bench] ${orders.toLocaleString('en')} orders ready in ${took} s`);
  api = await startApi({
    port: API_PORT,
    databaseUrl: db === 'postgres' ? database.url : undefined,
    dataDir,
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
  for (const pass of ['cold', 'warm']) {
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
  await browserPass(typed, get);
  await listPass(token);
} finally {
  await api?.stop();
  database.stop();
}

function report(pass, times, slowest, extra = '') {
  console.log(
    `${pass.padEnd(7)} ${times.length} keystrokes: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${slowest.ms.toFixed(1)} ms ('${slowest.q}')${extra}, load ${loadavg()[0].toFixed(1)}`,
  );
}

/** A page of the built portal, signed in as the big dealer's buyer. */
async function signedInPage(browser, options = {}) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, ...options });
  await page.goto(`${api.base}/login`);
  await page.getByLabel('Email').fill('bigdealer@portal.test');
  await page.getByLabel('Password', { exact: true }).fill('Buyer#2026');
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => u.pathname === '/home', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  return page;
}

/** The keystrokes typed into the top bar in Chromium, signed in as the big dealer's buyer. */
async function browserPass(typed, get) {
  const browser = await launch();
  try {
    const page = await signedInPage(browser);
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
        const ms = await reflected(page, 'keydown', shown, () => field.press(number[i - 1]));
        times.push(ms);
        if (ms > slowest.ms) slowest = { ms, q };
      }
    }
    report('browser', times, slowest, `, ${unchanged} more with the same hits`);
  } finally {
    await browser.close();
  }
}

/**
 * The last keystroke of an order number typed into the history list's search box: each number
 * (twelve of the tab's, spread over it) is filled up to its last two characters, the list
 * settles, then one more character is pressed and timed. The pager's text changes when the new
 * total is drawn; a keystroke that leaves it as it was is counted, not timed.
 */
async function listPass(token) {
  const numbers = [];
  for (const pageNo of [1, 40, 80, 120, 160, 200, 240, 280, 320, 360, 400, 440]) {
    const r = await fetch(
      `${api.base}/api/wholegoodsall/${DEALER}?view=history&page=${pageNo}&pageSize=10`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const row = (await r.json()).rows?.[0];
    if (row) numbers.push(row.orderNumber);
  }
  const browser = await launch();
  try {
    // bypassCSP: the timing script is evaluated in the page, which the portal's CSP refuses.
    const page = await signedInPage(browser, { bypassCSP: true });
    await page.goto(`${api.base}/wholegoods/history`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 60_000 });
    const box = page.getByPlaceholder('Search orders...').first();
    const pager = () =>
      [...document.querySelectorAll('[aria-label="Pagination"]')].map((e) => e.textContent).join();
    const toRequest = [];
    const toScreen = [];
    let unchanged = 0;
    let slowest = { ms: 0, q: '' };
    const total = async (q) =>
      (
        await (
          await fetch(
            `${api.base}/api/wholegoodsall/${DEALER}?view=history&page=1&pageSize=10&q=${q}`,
            { headers: { authorization: `Bearer ${token}` } },
          )
        ).json()
      ).total;
    for (const number of numbers) {
      await box.fill(number.slice(0, -2));
      await page.waitForLoadState('networkidle');
      // Known beforehand from the API: whether the keystroke changes the total the pager shows.
      if ((await total(number.slice(0, -2))) === (await total(number.slice(0, -1)))) {
        unchanged++;
        continue;
      }
      const sent = page.evaluate(
        () =>
          new Promise((resolve) => {
            let at = null;
            document.addEventListener('keydown', (e) => (at = e.timeStamp), { once: true });
            new PerformanceObserver((list, o) => {
              const e = list.getEntries().find((x) => x.name.includes('wholegoodsall'));
              if (e && at !== null) {
                o.disconnect();
                resolve(e.startTime - at);
              }
            }).observe({ type: 'resource' });
          }),
      );
      const ms = await reflected(page, 'keydown', pager, () => box.press(number.at(-2)));
      toRequest.push(await sent);
      toScreen.push(ms);
      if (ms > slowest.ms) slowest = { ms, q: number.slice(0, -1) };
    }
    report('list (keydown to request)', toRequest, { ms: Math.max(...toRequest), q: '' });
    report('list (keydown to screen)', toScreen, slowest, `, ${unchanged} more unchanged`);
  } finally {
    await browser.close();
  }
}
