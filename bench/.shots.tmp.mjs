import { startApi } from './lib/api-server.mjs';
import { chromium } from '/work/main/e2e/node_modules/@playwright/test/index.mjs';
const api = await startApi({ port: 8150, databaseUrl: 'postgres://postgres@127.0.0.1:54422/portal', dataDir: '/tmp/cpu-data' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const routes = (process.env.ROUTES || '').split(',');
try {
  for (const width of [1440, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${api.base}/login`);
    await page.getByLabel('Email').fill(process.env.USER_EMAIL || 'buyer@portal.test');
    await page.getByLabel('Password', { exact: true }).fill(process.env.USER_PASSWORD || 'Buyer#2026');
    await page.locator('button[type=submit]').click();
    await page.waitForURL((u) => /\/(home|admin)$/.test(u.pathname), { timeout: 60_000 });
    for (const path of routes) {
      await page.goto(`${api.base}${path}`);
      await page.locator('h2').first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1500);
      const name = path.replace(/[^a-z0-9]+/gi, '_');
      await page.screenshot({ path: `/tmp/shots62/${name}-${width}.png`, fullPage: width === 375 ? false : true });
    }
    await page.close();
  }
} finally { await browser.close(); await api.stop(); }
