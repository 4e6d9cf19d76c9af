import { expect, test, type Page } from './support/test';
import { heading, signInAlone, openSignedIn } from './support/portal';

const rows = (page: Page) => page.locator('.portal-list tbody tr.ant-table-row:visible');

test.describe('dealer portal access (spec 001 §2)', () => {
  for (const who of ['sales', 'admin']) {
    test(`${who} picks a dealer: the header and the data follow`, async ({ page }) => {
      await openSignedIn(page, who, '/admin');
      await expect(heading(page)).toHaveText('Dealer Portal Access');
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0); // no sidebar here
      for (const col of [
        'Trading Partner ID',
        'Dealer Code',
        'Company Name',
        'Division',
        'Territory',
        'Currency',
        'Sales Rep',
      ]) {
        await expect(page.getByRole('columnheader', { name: col })).toBeVisible();
      }
      await page.getByPlaceholder('Search dealers...').fill('alberta');
      await expect(rows(page)).toHaveCount(1);
      // The territory's rep, from the sales staff list.
      await expect(rows(page)).toContainText('Western Canada');
      await expect(rows(page)).toContainText('Marc Gagnon');
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

  test('10 dealers a page by default, 25 or 50 on request; a rep finds their dealers', async ({
    page,
  }) => {
    await openSignedIn(page, 'sales', '/admin');
    await expect(rows(page)).toHaveCount(10); // the seed has 13 dealers (the dealer API's sandbox too)
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    const size = page.getByRole('combobox', { name: 'Items per page' });
    await size.click();
    const sizes = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(sizes).toHaveText(['10', '25', '50']);
    await sizes.filter({ hasText: '25' }).click();
    // Requirements 001 §5: a page size change goes back to page 1.
    await expect(rows(page)).toHaveCount(13);
    await expect(page.getByText('Page 1 of 1')).toBeVisible();

    // Case-insensitive over the listed fields, the territory's rep included.
    await page.getByPlaceholder('Search dealers...').fill('dana miller');
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    for (const text of await rows(page).allTextContents()) expect(text).toContain('Dana Miller');
  });

  test("sales: 'Dealer Selection' in the user menu leads here; no 'User Management'", async ({
    page,
  }) => {
    await openSignedIn(page, 'sales', '/admin');
    await page.getByPlaceholder('Search dealers...').fill('D1002');
    await page.getByRole('button', { name: 'Select D1002' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).not.toContainText(
      'User Management',
    );
    const menu = page.locator('.ant-dropdown-menu');
    // A click can land while the menu is still sliding in, under load: open and pick again then.
    await expect(async () => {
      if (!(await menu.isVisible())) await page.getByRole('button', { name: 'User menu' }).click();
      await expect(menu.getByRole('menuitem', { name: 'Update Password' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'User Management' })).toHaveCount(0);
      await menu.getByRole('menuitem', { name: 'Dealer Selection' }).click();
      await expect(page).toHaveURL(/\/admin$/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(heading(page)).toHaveText('Dealer Portal Access');
    await page.getByPlaceholder('Search dealers...').fill('D1002');
    await expect(page.getByRole('button', { name: 'Selected D1002' })).toBeVisible();
  });

  test('dealer roles opening /admin go home', async ({ page }) => {
    await openSignedIn(page, 'buyer', '/admin');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the picker runs in the admin area alone (QA page) and sets the dealer', async ({
    page,
  }) => {
    await signInAlone(page, 'admin', '/admin', 'sales');
    // The QA page asks staff for a dealer first (as standalone.spec.ts does).
    await page.getByLabel('Dealer id').fill('1001');
    await page.getByRole('button', { name: 'Select' }).click();
    await expect(page.locator('h2').first()).toHaveText('Dealer Portal Access');
    await expect(page.getByRole('button', { name: 'Selected D1001' })).toBeVisible();
    await page.getByPlaceholder('Search dealers...').fill('D1004');
    await page.getByRole('button', { name: 'Select D1004' }).click();
    await expect(page).toHaveURL(/\/remotes\/admin\/home$/);
    await expect(page.getByTestId('standalone-bar')).toContainText('dealer D1004');
  });

  test('the choice is written to the audit log', async ({ page, request }) => {
    await openSignedIn(page, 'sales', '/admin');
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
