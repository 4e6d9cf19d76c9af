import { expect, test, type Page } from './support/test';
import { heading, openSignedIn } from './support/portal';

// Issue 28 points 3 and 4: what goes wrong in real browsers is counted on the Deployments
// screen under the area and the version that was on the page. Both failures are real paths of
// the portal: a server answer the area's screen cannot draw (its render throws, its error
// boundary reports), and an area whose remote entry cannot be fetched (the shell reports the
// failed load). The portal here runs each area's package build, whose version the manifest
// gives ('0.1.0'): that build is the row marked Current.

const shots = process.env.E2E_SCREENSHOTS; // a folder: also save screenshots for a look

/** A figure of an area's current version on the screen: 0 when nothing was reported. */
async function figure(page: Page, area: string, column: string): Promise<number> {
  const headers = await page.locator('.portal-list thead th').allTextContents();
  const index = headers.indexOf(column);
  expect(index, `column ${column}`).toBeGreaterThanOrEqual(0);
  const row = page
    .locator('.portal-list tbody tr.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: area, exact: true }) })
    .filter({ hasText: 'Current' });
  await expect(row).toHaveCount(1);
  const text = (await row.locator('td').nth(index).textContent()) ?? '';
  return text === '—' ? 0 : Number(text);
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

test('an error thrown inside an area is counted under that area and version', async ({ page }) => {
  await openDeployments(page);
  const before = await figure(page, 'Wholegoods', 'Errors');

  // The machine page maps the answer's timeline as it draws: an answer without one (a faulty
  // server or proxy) makes the wholegoods area's render throw a real TypeError.
  await page.route('**/api/machines/*/SN900101', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...(await answer.json()), timeline: null } });
  });
  await openSignedIn(page, 'buyer', '/machines/SN900101');
  await expect(page.getByText('Wholegoods is unavailable')).toBeVisible();
  await page.unroute('**/api/machines/*/SN900101');

  await openDeployments(page);
  await expectFigure(page, 'Wholegoods', 'Errors', before + 1);
  const row = page.locator('.portal-list tbody tr.ant-table-row', { hasText: 'Wholegoods' });
  await expect(row.filter({ hasText: 'Current' })).toContainText(
    "TypeError: Cannot read properties of null (reading 'map')",
  );
});

test('an area whose entry cannot be fetched is counted as a failed load of its version', async ({
  page,
}) => {
  await openDeployments(page);
  const before = await figure(page, 'Parts', 'Failed Loads');

  await page.route('**/remotes/parts/remoteEntry*.js', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await openSignedIn(page, 'buyer', '/parts/warranty-policy');
  await expect(page.getByText('Parts is unavailable')).toBeVisible();
  await page.unroute('**/remotes/parts/remoteEntry*.js');

  await openDeployments(page);
  await expectFigure(page, 'Parts', 'Failed Loads', before + 1);

  if (shots) {
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/deployments-${width}.png`, fullPage: true });
    }
  }
});
