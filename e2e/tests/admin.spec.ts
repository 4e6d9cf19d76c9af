import { expect, test, type Page } from '@playwright/test';
import { heading, signIn } from './support/portal';

const rows = (page: Page) => page.locator('.portal-list tbody tr.ant-table-row:visible');

test.describe('dealer portal access (spec 001 §2)', () => {
  for (const who of ['sales', 'admin']) {
    test(`${who} picks a dealer: the header and the data follow`, async ({ page }) => {
      await signIn(page, who, /\/admin$/);
      await expect(heading(page)).toHaveText('Dealer Portal Access');
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0); // no sidebar here
      for (const col of [
        'Trading Partner ID',
        'Dealer Code',
        'Company Name',
        'Division',
        'Territory',
        'Currency',
      ]) {
        await expect(page.getByRole('columnheader', { name: col })).toBeVisible();
      }
      await page.getByPlaceholder('Search dealers...').fill('alberta');
      await expect(rows(page)).toHaveCount(1);
      await page.getByRole('button', { name: 'Select D1004' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByTestId('dealer-code')).toHaveText('D1004');
      const claimsD1004 = await page
        .getByTestId('card-claims')
        .locator('.ant-statistic-content-value')
        .first()
        .textContent();

      await page.goto('/admin');
      await page.getByPlaceholder('Search dealers...').fill('D1006');
      await page.getByRole('button', { name: 'Select D1006' }).click();
      await expect(page.getByTestId('dealer-code')).toHaveText('D1006');
      await expect(
        page.getByTestId('card-claims').locator('.ant-statistic-content-value').first(),
      ).toHaveText('0');
      expect(claimsD1004).not.toBe('0');
      await page.goto('/service/open-claims');
      await expect(page.getByText('No claims found')).toBeVisible();
    });
  }

  test('the choice is written to the audit log', async ({ page, request }) => {
    await signIn(page, 'sales', /\/admin$/);
    await page.getByPlaceholder('Search dealers...').fill('D1008');
    await page.getByRole('button', { name: 'Select D1008' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const login = await request.post('/api/auth/login', {
      data: { email: 'admin@portal.test', password: 'Admin#2026' },
    });
    const { token } = await login.json();
    const log = await request.get('/api/audit?dealer=1008', {
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = (await log.json()) as { action: string; userEmail: string }[];
    expect(
      rows.some((r) => r.action === 'dealer-selected' && r.userEmail === 'sales@portal.test'),
    ).toBe(true);
  });
});
