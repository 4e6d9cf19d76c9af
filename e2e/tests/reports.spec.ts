import { expect, test, type Response } from './support/test';
import { HELD_REPORTS_KEY } from '../../shared/src/reporting';
import { STORAGE_KEY } from '../../shared/src/auth/state';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appsDir, openSignedIn } from './support/portal';
import { healthReader } from './areaHealth';

// What real users' browsers report reaches the Deployments figures, per area
// and version: the area's load, and an error thrown while the area is on screen.
test('an area load and an error thrown in it are counted under that area and its version', async ({
  page,
  request,
}) => {
  // The API takes 30 batches a minute per user (REPORT_BATCHES_PER_MINUTE). The buyer's account
  // is shared by most suites, whose pages all report, so at two workers its batches can pass that
  // and this one be refused. buyer2 is signed in by no other suite.
  await openSignedIn(page, 'buyer2', '/parts/orders');
  await expect(page.locator('main h2')).toHaveText('Parts Orders');
  const message = `boom from the test ${Date.now()}`;
  await page.evaluate((m) => {
    setTimeout(() => {
      throw new Error(m);
    });
  }, message);
  // Leaving the page flushes the queue (pagehide, keepalive). Playwright does not see a request
  // sent as the page goes, so what the API took is read back below.
  await page.waitForTimeout(100);
  await page.close({ runBeforeUnload: true });

  // The build's own version (build-info.json, also the manifest's buildVersion).
  const { version } = JSON.parse(
    readFileSync(join(appsDir(), 'mf-parts/dist/build-info.json'), 'utf8'),
  ) as { version: string };
  const health = await healthReader(request);
  await expect
    .poll(
      async () => {
        const parts = (await health()).find((a) => a.area === 'parts' && a.version === version);
        return parts ? { ...parts, loaded: parts.loads > 0 } : null;
      },
      { timeout: 15_000 },
    )
    .toMatchObject({
      version,
      loaded: true,
      topErrors: expect.arrayContaining([{ message: `Error: ${message}`, count: 1 }]),
    });
});

// Reports the API refuses for now (a user's 30 batches a minute spent, as by many open pages)
// are not lost: the refused batch waits for Retry-After, stays in storage when the page is left,
// and the same user's next page sends it once the minute is over. Real server, real window.
test('a batch refused for the minute is kept when the page is left and sent by the next page', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // The API's window is the wall clock's minute: start early enough in one to spend it and be
  // refused before it turns.
  const second = new Date().getSeconds();
  if (second > 40) await page.waitForTimeout((61 - second) * 1000);
  await openSignedIn(page, 'canada', '/parts/orders');
  await expect(page.locator('main h2')).toHaveText('Parts Orders');
  const { token } = await page.evaluate(
    (k) => JSON.parse(localStorage.getItem(k)!) as { token: string },
    STORAGE_KEY,
  );
  const spend = {
    kind: 'vital',
    vital: 'LCP',
    value: 1,
    area: 'parts',
    version: 'spent',
    route: '/x',
  };
  for (let i = 0, status = 0; status !== 429; i++) {
    expect(i, "the minute's batches spent").toBeLessThan(40);
    status = (
      await request.post('/api/reports', {
        headers: { authorization: `Bearer ${token}` },
        data: { reports: [spend] },
      })
    ).status();
  }

  const message = `held back ${Date.now()}`;
  const batchWith = (status: number) => (r: Response) =>
    r.url().endsWith('/api/reports') &&
    r.status() === status &&
    (r.request().postData() ?? '').includes(message);
  const refused = page.waitForResponse(batchWith(429));
  await page.evaluate((m) => {
    setTimeout(() => {
      throw new Error(m);
    });
  }, message);
  await page.waitForTimeout(100);
  // A 'pagehide' the page does not act on (it stays open) sends the queue, as leaving does.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await refused;
  // Held now: leaving keeps it in storage instead of sending it into the same refusal.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  const kept = await page.evaluate((k) => localStorage.getItem(k), HELD_REPORTS_KEY);
  expect(kept).toContain(message);

  const taken = page.waitForResponse(batchWith(202), { timeout: 75_000 });
  await page.goto('/home');
  await taken;
  expect(await page.evaluate((k) => localStorage.getItem(k), HELD_REPORTS_KEY)).toBeNull();

  const { version } = JSON.parse(
    readFileSync(join(appsDir(), 'mf-parts/dist/build-info.json'), 'utf8'),
  ) as { version: string };
  const health = await healthReader(request);
  // Counted once: the refused batch was not filed, and the kept one was sent by one page.
  await expect
    .poll(async () => (await health()).find((a) => a.area === 'parts' && a.version === version), {
      timeout: 15_000,
    })
    .toMatchObject({
      topErrors: expect.arrayContaining([{ message: `Error: ${message}`, count: 1 }]),
    });
});
