// Requests on a return to a list: a buyer opens the wholegoods orders, goes to the parts orders,
// and comes back within a minute (inside the single-page app). Prints, per run, the API requests
// the return made and the milliseconds from the navigation to the first row shown. Run after a
// build: node bench/return-to-list.mjs (APPS_DIR=<a checkout> measures another build's apps).
import { startPortal } from './lib/wire-bytes.mjs';
import { launch } from './lib/login-bytes.mjs';
import { signedInState } from './lib/perf.mjs';
import { median, table } from './lib/stats.mjs';

const RUNS = Math.min(15, Math.max(1, Number(process.env.BENCH_RUNS) || 5));
const portal = await startPortal(Number(process.env.BENCH_PORT) || 8196);
const browser = await launch();
const rowsShown = (page) =>
  page.locator('.portal-list tbody tr.ant-table-row').first().waitFor({ timeout: 60_000 });
const go = (page, path) => page.evaluate((p) => window.history.pushState(null, '', p), path);
try {
  const storageState = await signedInState(browser, portal.base, 'buyer@portal.test', 'Buyer#2026');
  const figures = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    await page.goto(`${portal.base}/wholegoods/orders`);
    await rowsShown(page);
    await go(page, '/parts/orders');
    await page.getByRole('heading', { name: 'Parts Orders' }).waitFor();
    await rowsShown(page);
    const asked = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/') && asked.push(r.url()));
    const started = Date.now();
    await go(page, '/wholegoods/orders');
    await page.getByRole('heading', { name: 'Wholegoods Orders' }).waitFor();
    await rowsShown(page);
    figures.push({ requests: asked.length, ms: Date.now() - started });
    await context.close();
  }
  console.log(`\nReturn to /wholegoods/orders from /parts/orders (buyer, ${RUNS} runs)\n`);
  table(
    ['API requests on the return', 'ms to the first row (median)'],
    [[figures.map((f) => f.requests).join(', '), String(median(figures.map((f) => f.ms)))]],
  );
} finally {
  await browser.close();
  await portal.stop();
}
