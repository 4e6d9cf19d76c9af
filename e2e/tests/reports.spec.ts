import { expect, test } from './support/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { account, appsDir, openSignedIn } from './support/portal';

// Issue 28 point 4: what real users' browsers report reaches the Deployments figures, per area
// and version: the area's load, and an error thrown while the area is on screen.
test('an area load and an error thrown in it are counted under that area and its version', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'buyer', '/parts/orders');
  await expect(page.locator('main h2')).toHaveText('Parts Orders');
  const message = `boom from the test ${Date.now()}`;
  await page.evaluate((m) => {
    setTimeout(() => {
      throw new Error(m);
    });
  }, message);
  // Leaving the page flushes the queue (pagehide, keepalive).
  await page.waitForTimeout(100);
  await page.close({ runBeforeUnload: true });

  const admin = account('admin');
  const { token } = await (
    await request.post('/api/auth/login', {
      data: { email: admin.email, password: admin.password },
    })
  ).json();
  await expect
    .poll(
      async () => {
        const r = await request.get('/api/reports/health?days=1', {
          headers: { authorization: `Bearer ${token}` },
        });
        const { areas } = (await r.json()) as {
          areas: {
            area: string;
            version: string;
            loads: number;
            topErrors: { message: string }[];
          }[];
        };
        const parts = areas.find((a) => a.area === 'parts');
        return parts ? { ...parts, loaded: parts.loads > 0 } : null;
      },
      { timeout: 15_000 },
    )
    .toMatchObject({
      // The build's own version (build-info.json, also the manifest's buildVersion).
      version: JSON.parse(readFileSync(join(appsDir(), 'mf-parts/dist/build-info.json'), 'utf8'))
        .version,
      loaded: true,
      topErrors: expect.arrayContaining([{ message: `Error: ${message}`, count: 1 }]),
    });
});
