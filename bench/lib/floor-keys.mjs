// The floor page's field as the keystroke benchmarks type into it (bench/search.mjs,
// bench/parts-catalog.mjs): the least a keystroke costs in this browser at this moment.
import { join } from 'node:path';
import { routeDist } from './dist-files.mjs';
import { floorDir } from './floor.mjs';
import { reflected } from './reflected.mjs';

/** Slows the page's CPU `rate` times (1: as it is), as Lighthouse's mobile profile does. */
export async function throttle(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * The floor page's field: each call types one more digit and times it to its echo on the page.
 * Run right before each timed keystroke of the portal, so the two share the machine's moment.
 */
export async function floorPage(browser, rate) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  await routeDist(page, { home: join(floorDir, 'dist') });
  await page.goto('http://portal.test/');
  await throttle(page, rate);
  const field = page.getByLabel('Search');
  await field.waitFor();
  const echo = () => document.getElementById('echo')?.textContent;
  const times = [];
  let typed = 0;
  return {
    times,
    async key() {
      if (++typed % 20 === 0) await field.fill('');
      await page.bringToFront();
      times.push(await reflected(page, 'keydown', echo, () => field.press(String(typed % 10))));
    },
  };
}
