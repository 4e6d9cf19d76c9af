import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DeploymentsAnswer } from '../../shared/src/contract/deployments';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { account, appsDir, heading, openSignedIn } from './support/portal';

// What goes wrong in real browsers is counted on the Deployments
// screen under the area and the version that was on the page. Both failures are real paths of
// the portal: a server answer the area's screen cannot draw (its render throws, its error
// boundary reports), and an area whose remote entry cannot be fetched (the shell reports the
// failed load). The portal here runs each area's build, whose version its build-info.json and
// manifest give: that build is the row marked Current.

const shots = process.env.E2E_SCREENSHOTS; // a folder: also save screenshots for a look

/** The row of an area's current build (other versions of it may have been reported). */
const currentRow = (page: Page, area: string) =>
  page
    .locator('.portal-list tbody tr.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: area, exact: true }) })
    .filter({ hasText: 'Current' });

/** A figure of an area's current version on the screen: 0 when nothing was reported. */
async function figure(page: Page, area: string, column: string): Promise<number> {
  const headers = await page.locator('.portal-list thead th').allTextContents();
  const index = headers.indexOf(column);
  expect(index, `column ${column}`).toBeGreaterThanOrEqual(0);
  const row = currentRow(page, area);
  await expect(row).toHaveCount(1);
  const text = (await row.locator('td').nth(index).textContent()) ?? '';
  return text === '—' ? 0 : Number(text);
}

/** The same figure before the failure, read from the screen's API (a page load less). */
async function figureBefore(
  request: APIRequestContext,
  area: string,
  field: 'errors' | 'failedLoads',
): Promise<number> {
  const admin = account('admin');
  const login = await request.post('/api/auth/login', {
    data: { email: admin.email, password: admin.password },
  });
  const { token } = (await login.json()) as { token: string };
  const r = await request.get('/api/deployments', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(r.status()).toBe(200);
  const { areas } = (await r.json()) as DeploymentsAnswer;
  const current = areas.find((a) => a.area === area)?.versions.find((v) => v.state === 'current');
  expect(current, `${area}'s current build`).toBeDefined();
  return current!.health?.[field] ?? 0;
}

async function openDeployments(page: Page) {
  await openSignedIn(page, 'admin', '/admin/deployments');
  await expect(heading(page)).toHaveText('Deployments');
  await expect(page.locator('.portal-list tbody tr.ant-table-row').first()).toBeVisible();
}

/** Reads the figure again (the Refresh button) until the browser's report has been stored: the
 * page that failed sent it as it was left (pagehide, keepalive). */
async function expectFigure(page: Page, area: string, column: string, want: number) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.locator('.portal-list')).toHaveAttribute('aria-busy', 'false');
    expect(await figure(page, area, column)).toBe(want);
  }).toPass({ timeout: 15_000 });
}

test('an error thrown inside an area is counted under that area and version', async ({
  page,
  request,
}) => {
  const before = await figureBefore(request, 'wholegoods', 'errors');

  // The machine page maps the answer's timeline as it draws: an answer without one (a faulty
  // server or proxy) makes the wholegoods area's render throw a real TypeError.
  await page.route('**/api/machines/*/SN900101', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...(await answer.json()), timeline: null } });
  });
  // The viewer, not the buyer: most suites sign in as the buyer, and their pages' report batches
  // can spend its 30 a minute, so the one leaving with this error could be refused (decision 0085).
  await openSignedIn(page, 'viewer', '/machines/SN900101');
  await expect(page.getByText('Wholegoods is unavailable')).toBeVisible();
  // A second read of the machine (the query's retry) can still be in its handler: wait for it,
  // or its fulfil lands after the route is gone ('Route is already handled').
  await page.unrouteAll({ behavior: 'wait' });

  await openDeployments(page);
  await expectFigure(page, 'Wholegoods', 'Errors', before + 1);
  await expect(currentRow(page, 'Wholegoods')).toContainText(
    "TypeError: Cannot read properties of null (reading 'map')",
  );
});

test('an area whose entry cannot be fetched is counted as a failed load of its version', async ({
  page,
  request,
}) => {
  const before = await figureBefore(request, 'parts', 'failedLoads');

  await page.route('**/remotes/parts/remoteEntry*.js', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await openSignedIn(page, 'viewer', '/parts/warranty-policy');
  await expect(page.getByText('Parts is unavailable')).toBeVisible();
  await page.unroute('**/remotes/parts/remoteEntry*.js');

  await openDeployments(page);
  await expectFigure(page, 'Parts', 'Failures', before + 1);

  // The build's own record (build-info.json, written by the build beside its manifest) names its
  // commit, build time and shared range on the screen.
  const info = JSON.parse(
    readFileSync(join(appsDir(), 'mf-parts', 'dist', 'build-info.json'), 'utf8'),
  ) as { commit: string; builtAt: string; sharedRange: string };
  const built = new Date(info.builtAt);
  const utc = (o: Intl.DateTimeFormatOptions) =>
    built.toLocaleString('en-US', { timeZone: 'UTC', ...o });
  // Other suites in this worker may have reported other parts versions: the current build's row.
  const parts = currentRow(page, 'Parts');
  await expect(parts).toContainText(info.commit.slice(0, 7));
  await expect(parts).toContainText(
    `${utc({ month: 'short', day: 'numeric', year: 'numeric' })}${utc({ hour: 'numeric', minute: '2-digit' })} UTC`,
  );
  await expect(parts).toContainText(info.sharedRange);

  // On a phone the rows are cards, and the whole federation error (300 characters, a URL in it)
  // still fits the width.
  if (shots) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${shots}/deployments-1440.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('.portal-card').first()).toBeVisible();
  await expect(
    page.locator('.portal-card', { hasText: 'Parts' }).filter({ hasText: 'Current' }),
  ).toContainText('Failed to load script resources');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (shots) await page.screenshot({ path: `${shots}/deployments-375.png`, fullPage: true });
});
