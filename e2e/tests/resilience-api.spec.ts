import { expect, test, type Page } from './support/test';
import { SCREENS } from '../../shared/src/access';
import { heading, openSignedIn } from './support/portal';

// Faults seen from the browser: the API unreachable on every screen, and a remote
// whose render throws. Screens come from the one access table, as an admin acting for D1001
// reaches every one of them.
const screens = SCREENS.filter((s) => (s.layout ?? 'main') !== 'plain');
const contentAlerts = (page: Page) => page.locator('#content [role="alert"]');

async function actFor(page: Page, code: string) {
  await openSignedIn(page, 'admin', '/admin');
  await page.getByPlaceholder('Search dealers...').fill(code);
  await page.getByRole('button', { name: `Select ${code}` }).click();
  await expect(page.getByTestId('dealer-code')).toHaveText(code);
}

test('with the API unreachable every screen shows its error state, then recovers without a reload', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await actFor(page, 'D1001');
  const summary: string[] = [];

  for (const s of screens) {
    const refused: string[] = [];
    await page.route('**/api/**', (r) => {
      refused.push(r.request().url());
      return r.abort('connectionrefused');
    });
    await page.goto(s.path);
    // Never a blank page: the layout and the screen's heading are there.
    await expect(heading(page), s.path).toHaveText(s.title);
    await expect(page.getByTestId('dealer-code')).toHaveText('D1001');
    // Screens that read data say so: the portal-wide banner, and the screen's own error text.
    if (refused.length) {
      await expect(page.getByTestId('offline-banner'), s.path).toBeVisible();
    }
    const alertsWhileDown = await contentAlerts(page).count();

    // The API comes back: the page was not reloaded, the banner goes and the errors clear.
    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
    await page.unroute('**/api/**');
    await expect(page.getByTestId('offline-banner'), s.path).toHaveCount(0, { timeout: 15_000 });
    await expect(contentAlerts(page), s.path).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(
      true,
    );
    summary.push(`${s.path}: ${refused.length} refused, ${alertsWhileDown} error alerts`);
  }
  console.log(summary.join('\n'));
  expect(errors).toEqual([]);
});

test('a remote whose render throws keeps the shell: the area shows its fallback, the rest works', async ({
  page,
}) => {
  // A malformed rewards answer makes the rewards area throw while rendering.
  await page.route('**/api/rewards_fast/**', (r) =>
    r.fulfill({ json: { totalPoints: 120, currentStatus: { not: 'a tier' } } }),
  );
  await openSignedIn(page, 'buyer', '/rewards/status');
  await expect(page.getByTestId('area-unavailable')).toBeVisible();
  await expect(page.getByText('Dealer Rewards is unavailable')).toBeVisible();
  // The shell stays mounted and usable: header, sidebar, another area.
  await expect(page.getByTestId('dealer-code')).toHaveText('D1001');
  await page.getByRole('navigation', { name: 'Main' }).getByText('Claims').click();
  await expect(heading(page)).toHaveText('Open Claims');
  // Fixed answers: back to the screen, it renders.
  await page.unroute('**/api/rewards_fast/**');
  await page.goBack();
  await expect(heading(page)).toHaveText('Rewards Status');
});
