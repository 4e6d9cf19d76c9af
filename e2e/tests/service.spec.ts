import { expect, test, type Page } from './support/test';
import { heading, signInAlone, openSignedIn } from './support/portal';

const rows = (page: Page) => page.locator('.portal-list tbody tr.ant-table-row');
const pageInfo = (page: Page) => page.getByText(/^Page \d+ of \d+$/);
const total = async (page: Page) =>
  Number((await page.getByText(/^\(\d+ items\)$/).textContent())!.replace(/\D/g, ''));

test.describe('service claims (spec 000 §2, §4, §5)', () => {
  test('open claims: columns, search, sort, paging, tab to history', async ({ page }) => {
    await openSignedIn(page, 'buyer', '/service/open-claims');
    await expect(heading(page)).toHaveText('Open Claims');
    for (const col of [
      'Claim Number',
      'Date',
      'Serial Number',
      'Dealer',
      'Type',
      'Issue',
      'Status',
    ]) {
      await expect(page.getByRole('columnheader', { name: col })).toBeVisible();
    }
    await expect(rows(page).first()).toBeVisible();
    const all = await total(page);
    expect(all).toBeGreaterThan(0);
    // Every row on the open tab is Open.
    const statuses = await rows(page).locator('td:last-child').allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['Open']));

    await page.getByRole('button', { name: 'Claim Number' }).click();
    await expect(page.getByRole('columnheader', { name: 'Claim Number' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const first = await rows(page).first().locator('td').first().textContent();
    await page.getByPlaceholder('Search claims...').fill(first!.toLowerCase());
    await expect(rows(page)).toHaveCount(1);
    await expect(pageInfo(page)).toHaveText('Page 1 of 1');
    await page.getByPlaceholder('Search claims...').fill('no such claim anywhere');
    await expect(page.getByText('No claims found')).toBeVisible();

    await page.getByText('Claims History', { exact: true }).click();
    await expect(page).toHaveURL(/\/service\/claims-history$/);
    await expect(heading(page)).toHaveText('Claims History');
    await expect(page.getByRole('columnheader', { name: 'Limited Warranty' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Powertrain Warranty' })).toBeVisible();
  });

  test('claims history lists each claim and serial once, and the home card agrees', async ({
    page,
  }) => {
    await openSignedIn(page, 'buyer', '/home');
    const card = page.getByTestId('card-claims');
    await expect(card.locator('.ant-statistic-content-value').first()).not.toHaveText('0');
    const [open, closed] = (
      await card.locator('.ant-statistic-content-value').allTextContents()
    ).map(Number);

    await page.goto('/service/claims-history?size=50');
    await expect(rows(page).first()).toBeVisible();
    expect(await total(page)).toBe(closed);
    const keys: string[] = [];
    for (let p = 1; ; p++) {
      for (const r of await rows(page).all()) {
        const cells = await r.locator('td').allTextContents();
        keys.push(`${cells[0]}/${cells[2]}`);
      }
      if (await page.getByLabel('Next page').isDisabled()) break;
      await page.getByLabel('Next page').click();
      await expect(pageInfo(page)).toHaveText(new RegExp(`^Page ${p + 1} of`));
    }
    expect(new Set(keys).size).toBe(keys.length);

    await page.goto('/service/open-claims');
    await expect(rows(page).first()).toBeVisible();
    expect(await total(page)).toBe(open);
  });

  test("'New Claim' goes to the support request", async ({ page }) => {
    await openSignedIn(page, 'viewer', '/service/open-claims');
    await page.getByRole('button', { name: 'New Claim' }).click();
    await expect(page).toHaveURL(/\/help\/support$/);
    await expect(heading(page)).toHaveText('Support Request');
  });

  test('a dealer with no claims sees the empty text', async ({ page }) => {
    await openSignedIn(page, 'empty', '/service/open-claims');
    await expect(page.getByText('No claims found')).toBeVisible();
  });

  test('the service area runs alone with the same screens', async ({ page }) => {
    await signInAlone(page, 'service', '/service/claims-history');
    await expect(page.locator('h2')).toHaveText('Claims History');
    await expect(rows(page).first()).toBeVisible();
    await page.getByText('Open Claims', { exact: true }).first().click();
    await expect(page.locator('h2')).toHaveText('Open Claims');
  });
});
