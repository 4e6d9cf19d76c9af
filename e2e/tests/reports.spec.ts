import { expect, test } from './support/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appsDir, openSignedIn } from './support/portal';
import { healthReader } from './areaHealth';

// Issue 28 point 4: what real users' browsers report reaches the Deployments figures, per area
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
