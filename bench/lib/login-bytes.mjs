// JavaScript a page downloads before its sign-in form can be used: loaded in headless Chromium
// straight from the dist folders (no server), counted as gzip -9 of each file. Deterministic.
import { fromE2e } from './paths.mjs';
import { fileFor, gzipBytes, routeDist } from './dist-files.mjs';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

export async function launch() {
  const { chromium } = fromE2e('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM });
}

/** @returns {Promise<{ bytes: number, files: { path: string, gzip: number }[] }>} */
export async function formBytes(browser, { home, path = '/login' } = {}) {
  const page = await browser.newPage();
  try {
    await routeDist(page, { home });
    const files = [];
    page.on('request', (r) => {
      const p = new URL(r.url()).pathname;
      if (p.endsWith('.js')) files.push({ path: p, gzip: gzipBytes(fileFor(p, home)) });
    });
    await page.goto(`http://portal.test${path}`);
    // Usable: a password field and an enabled submit button on screen.
    await page.locator('input[type=password]').first().waitFor();
    await page.locator('button[type=submit]:not([disabled])').first().waitFor();
    const seen = [...files];
    return { bytes: seen.reduce((s, f) => s + f.gzip, 0), files: seen };
  } finally {
    await page.close();
  }
}
