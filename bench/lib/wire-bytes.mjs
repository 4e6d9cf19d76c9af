// Bytes as Chromium receives them: the built portal served by the real server (the API
// process serves the apps, precompressed), a fresh seeded database, a browser with an empty cache.
// Counted per response from the DevTools protocol's `encodedDataLength` (headers and body as they
// crossed the socket), so compression, caching and redirects count as they do for a user.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from './api-server.mjs';
import { root } from './paths.mjs';

const accounts = JSON.parse(readFileSync(join(root, 'api/demo-accounts.json'), 'utf8'));
export const account = (key) => accounts.find((a) => a.key === key);

/** A throwaway portal on loopback: the demo seed in a temp folder, the built apps from the repo. */
export async function startPortal(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-wire-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const setup = spawnSync('node', [join(root, 'api/dist/setup.js')], { env, stdio: 'inherit' });
  if (setup.status !== 0) throw new Error('could not seed the portal');
  const api = await startApi({ port, dataDir });
  return {
    base: api.base,
    stop: async () => {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Records every response a page receives: URL, status, encoding and bytes on the wire. */
async function recorder(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map();
  const done = [];
  cdp.on('Network.responseReceived', (e) => {
    const h = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    responses.set(e.requestId, {
      url: e.response.url,
      status: e.response.status,
      encoding: h['content-encoding'] ?? '',
      type: e.type,
      // What had arrived when the headers were parsed: the headers themselves.
      headerBytes: e.response.encodedDataLength,
      fromCache: e.response.fromDiskCache || e.response.fromServiceWorker,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = responses.get(e.requestId);
    if (r)
      done.push({ ...r, bytes: e.encodedDataLength, body: e.encodedDataLength - r.headerBytes });
  });
  return {
    cdp,
    /** Everything received since the last call, then starts counting anew. */
    take() {
      const out = done.splice(0, done.length);
      return { bytes: out.reduce((s, r) => s + r.bytes, 0), responses: out };
    },
  };
}

/**
 * /login until its form is usable, then /home for a signed-in buyer with the HTTP cache emptied
 * (what a returning user gets after a deploy or on a new machine): both cold.
 */
export async function wireBytes(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const rec = await recorder(context, page);
    await page.goto(`${base}/login`);
    await page.locator('input[type=password]').first().waitFor();
    await page.locator('button[type=submit]:not([disabled])').first().waitFor();
    await page.waitForLoadState('networkidle');
    const login = rec.take();

    const buyer = account('buyer');
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/home$/);
    await homeReady(page);
    rec.take();

    await rec.cdp.send('Network.clearBrowserCache');
    await page.reload();
    await homeReady(page);
    const home = rec.take();
    return { login, home };
  } finally {
    await context.close();
  }
}

/** The home page with its cards and its rewards panel filled, and nothing left in flight. */
async function homeReady(page) {
  await page.getByTestId('tier-name').first().waitFor();
  await page.waitForLoadState('networkidle');
}
