import { expect, test } from '@playwright/test';
import { heading, signIn, signInAlone } from './support/portal';

test.describe('rewards (spec 000 §2, spec 001 §2)', () => {
  test("the home panel shows the server's tier, the rebate, the dealer code and the 200-point bar", async ({
    page,
  }) => {
    await signIn(page, 'buyer', /\/home$/);
    const panel = page.getByTestId('rewards-panel');
    // D1001 has 49 points and keeps last year's Silver status: the server's status is shown.
    await expect(panel.getByTestId('tier-name')).toHaveText('SILVER');
    await expect(panel).toContainText('2% rebate');
    await expect(panel).toContainText('D1001');
    await expect(panel).toContainText('Tracking to Retain Current Rewards Status');
    await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '49');
    await panel.getByTestId('tier-card').hover();
    await expect(
      page.getByText('Effective Program Dates: July 1, 2025 to June 30, 2026'),
    ).toBeVisible();
    await panel.getByText('View details').click();
    await expect(heading(page)).toHaveText('Rewards Status');
  });

  test("status shows the next tier and points needed, 'MAX' at the top, and toggles Qualifying Details", async ({
    page,
  }) => {
    await signIn(page, 'buyer', /\/home$/);
    await page.goto('/rewards/status');
    await expect(page.getByTestId('points-needed')).toContainText('1');
    await expect(page.getByText('Activity')).toHaveCount(0);
    await page.getByRole('button', { name: 'Qualifying Details' }).click();
    await expect(page.getByRole('columnheader', { name: 'Activity' })).toBeVisible();
    await page.getByRole('button', { name: 'Qualifying Details' }).click();
    await expect(page.getByRole('columnheader', { name: 'Activity' })).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'big', /\/home$/);
    await page.goto('/rewards/status');
    await expect(page.getByTestId('points-needed')).toContainText('MAX');
    await expect(page.getByTestId('tier-name')).toHaveText('SUPREME ELITE');
  });

  test('the program page lists the five tiers, the dates, rebate timing and the points tables', async ({
    page,
  }) => {
    await signIn(page, 'viewer', /\/home$/);
    await page.goto('/rewards/program');
    await expect(heading(page)).toHaveText('Rewards Program');
    await expect(page.getByTestId('tier-card')).toHaveCount(5);
    await expect(
      page.getByText('Effective Program Dates: July 1, 2025 to June 30, 2026'),
    ).toBeVisible();
    await expect(
      page.getByText('Warranty card rebates are credited within 7 days of the registration.'),
    ).toBeVisible();
    await expect(page.getByText('2 points per $50K, unlimited')).toBeVisible();
  });

  // The seed puts one dealer on every tier boundary (spec 001 §9): the admin acts for each in turn.
  const boundaries: [string, number, string, string][] = [
    ['D1006', 0, 'STARTER', '0% rebate'],
    ['D1007', 1, 'BRONZE', '1% rebate'],
    ['D1008', 50, 'SILVER', '2% rebate'],
    ['D1009', 99, 'SILVER', '2% rebate'],
    ['D1002', 100, 'GOLD', '3% rebate'],
    ['D1010', 149, 'GOLD', '3% rebate'],
    ['D1004', 150, 'PLATINUM', '4% rebate'],
    ['D1011', 199, 'PLATINUM', '4% rebate'],
    ['D1012', 200, 'SUPREME ELITE', '5% rebate'],
    ['D1003', 260, 'SUPREME ELITE', '5% rebate'],
  ];
  test('the home panel shows the tier at every boundary and is hidden for Offshore', async ({
    page,
  }) => {
    test.setTimeout(150_000); // eleven dealer picks, each a round trip through /admin
    await signIn(page, 'admin', /\/admin$/);
    const pick = async (code: string) => {
      await page.goto('/admin');
      await page.getByPlaceholder('Search dealers...').fill(code);
      await page.getByRole('button', { name: `Select ${code}` }).click();
      await expect(page.getByTestId('dealer-code')).toHaveText(code);
    };
    for (const [code, points, tier, rebate] of boundaries) {
      await pick(code);
      const panel = page.getByTestId('rewards-panel');
      await expect(panel.getByTestId('tier-name')).toHaveText(tier);
      await expect(panel).toContainText(rebate);
      await expect(panel).toContainText(code);
      await expect(panel.getByRole('progressbar')).toHaveAttribute(
        'aria-valuenow',
        String(Math.min(points, 200)),
      );
    }
    await pick('D1005'); // division Offshore: no program
    await expect(page.getByTestId('card-claims')).toBeVisible();
    await expect(page.getByTestId('rewards-panel')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).not.toContainText('Rewards');
  });

  test('the rewards area runs alone', async ({ page }) => {
    await signInAlone(page, 'rewards', '/rewards/status');
    await expect(page.locator('h2')).toHaveText('Rewards Status');
    await expect(page.getByTestId('tier-name')).toHaveText('SILVER');
  });
});
