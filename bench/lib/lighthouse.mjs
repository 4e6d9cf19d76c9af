// Lighthouse (npm `lighthouse` 12, Node 20) with its desktop preset, in Debian's Chromium, on the
// portal's routes as each user sees them. Chromium is started by Playwright with a
// debugging port and one profile; the user signs in through the form in that profile, so
// Lighthouse finds the session, and the HTTP cache is emptied before every run (Lighthouse's
// own storage reset would sign the user out, so it is off).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { fromE2e } from './paths.mjs';
import { CHROMIUM } from './login-bytes.mjs';

// BENCH_LH_PORT: another port, for two Lighthouse benchmarks run side by side.
const DEBUG_PORT = Number(process.env.BENCH_LH_PORT) || 9333;

const buyer = { email: 'buyer@portal.test', password: 'Buyer#2026' };
const big = { email: 'bigdealer@portal.test', password: 'Buyer#2026' };
/** The routes and users the performance targets name (docs/performance.md). */
export const ISSUE_22_ROUTES = [
  { route: '/login', who: 'signed out' },
  { route: '/home', who: 'buyer (D1001)', ...buyer },
  { route: '/wholegoods/orders', who: 'buyer (D1001)', ...buyer },
  { route: '/wholegoods/orders', who: 'bigdealer (D1003, 100k orders)', ...big },
  { route: '/finance/invoices', who: 'buyer (D1001)', ...buyer },
  { route: '/rewards/status', who: 'buyer (D1001)', ...buyer },
];

/**
 * One Chromium for many Lighthouse runs. `run` signs the case's user in at `base` when another
 * user (or nobody) is signed in there, so runs of the same user, and runs of another origin's page
 * (the floor) between them, keep the session; the HTTP cache is emptied before every run.
 * `config`: Lighthouse's desktop preset unless given (`undefined`: Lighthouse's own defaults, the
 * mobile ones).
 */
export async function openLighthouse({ config = desktopConfig } = {}) {
  const { chromium } = fromE2e('@playwright/test');
  const profile = mkdtempSync(join(tmpdir(), 'portal-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [
      `--remote-debugging-port=${DEBUG_PORT}`,
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  /** Who is signed in at each base ('' for nobody). */
  const signedIn = new Map();
  return {
    /** @param {{ route: string, email?: string, password?: string }} c */
    async run(base, c) {
      if (signedIn.get(base) !== (c.email ?? '')) {
        await signOut(context, page, base);
        if (c.email) await signIn(page, base, c.email, c.password);
        signedIn.set(base, c.email ?? '');
      }
      await cdp.send('Network.clearBrowserCache');
      const r = await lighthouse(
        base + c.route,
        {
          port: DEBUG_PORT,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        },
        config,
      );
      return figures(r.lhr);
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * @param {string} base the portal's URL
 * @param {{ route: string, who: string, email?: string, password?: string }[]} cases
 * @param {number} runs per case; the median run (by score) is reported
 */
export async function lighthouseRoutes(base, cases, runs = 3) {
  const lh = await openLighthouse();
  const rows = [];
  try {
    for (const c of cases) {
      const results = [];
      const loads = [];
      for (let i = 0; i < runs; i++) {
        loads.push(loadavg()[0].toFixed(1));
        results.push(await lh.run(base, c));
      }
      // A run Lighthouse could not read (score 0, every figure NaN) is not the median.
      const read = results.filter((r) => !Number.isNaN(r.lcp));
      const ranked = (read.length ? read : results).sort((a, b) => a.score - b.score);
      const m = ranked[Math.floor((ranked.length - 1) / 2)];
      rows.push([
        c.route,
        c.who,
        m.score,
        m.lcp,
        m.observedLcp,
        m.tbt,
        m.cls,
        m.finalUrl === base + c.route ? '' : `ended on ${new URL(m.finalUrl).pathname}`,
        results.map((r) => r.score).join(' '),
        loads.join(' '),
      ]);
    }
  } finally {
    await lh.close();
  }
  return rows;
}

// An audit Lighthouse could not compute (it errs now and then on a trace it cannot read) prints
// as 'n/a' instead of ending the run.
function figures(lhr) {
  const a = lhr.audits;
  const value = (id) => a[id]?.numericValue ?? NaN;
  const observed = a.metrics?.details?.items?.[0] ?? {};
  const cls = value('cumulative-layout-shift');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: Math.round(value('largest-contentful-paint')),
    observedLcp: Math.round(observed.observedLargestContentfulPaint ?? NaN),
    tbt: Math.round(value('total-blocking-time')),
    // All the main thread's work during the load (Lighthouse's mainthread-work-breakdown), in ms,
    // and by kind (script evaluation, style and layout, parsing...).
    mainThread: Math.round(value('mainthread-work-breakdown')),
    mainThreadBy: Object.fromEntries(
      (a['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, i.duration]),
    ),
    cls: Number.isNaN(cls) ? 'n/a' : cls.toFixed(3),
    finalUrl: lhr.finalDisplayedUrl,
    error: lhr.runtimeError?.code,
  };
}

async function signOut(context, page, base) {
  await context.clearCookies();
  await page.goto(`${base}/login`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

async function signIn(page, base, email, password) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}
