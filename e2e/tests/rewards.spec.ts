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

  test('the rewards area runs alone', async ({ page }) => {
    await signInAlone(page, 'rewards', '/rewards/status');
    await expect(page.locator('h2')).toHaveText('Rewards Status');
    await expect(page.getByTestId('tier-name')).toHaveText('SILVER');
  });
});
