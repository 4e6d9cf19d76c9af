import { expect, test, type Page } from './support/test';
import { heading, openSignedIn } from './support/portal';

// Server state through the page's one query cache (docs/decisions/0105): a return to a list
// answers from the cache, and a dealer switch never shows the other dealer's rows.
const rows = (page: Page) => page.locator('.portal-list tbody tr.ant-table-row:visible');
const go = (page: Page, path: string) =>
  page.evaluate((p) => window.history.pushState(null, '', p), path);
const orderNumbers = async (page: Page) =>
  (await rows(page).locator('td:nth-child(1)').allTextContents()).sort();

test('a return to a list within a minute shows its rows from the cache, asking nothing', async ({
  page,
}) => {
  await openSignedIn(page, 'buyer', '/wholegoods/orders');
  await expect(rows(page).first()).toBeVisible();
  const shown = await orderNumbers(page);
  await go(page, '/parts/orders');
  await expect(heading(page)).toHaveText('Parts Orders');
  await expect(rows(page).first()).toBeVisible();
  const reads: string[] = [];
  page.on('request', (r) => r.url().includes('/api/wholegoodsall/') && reads.push(r.url()));
  await go(page, '/wholegoods/orders');
  await expect(heading(page)).toHaveText('Wholegoods Orders');
  await expect(rows(page).first()).toBeVisible();
  expect(await orderNumbers(page)).toEqual(shown);
  expect(reads).toEqual([]);
});

test("staff switching dealers never see the previous dealer's rows, even while the new ones load", async ({
  page,
}) => {
  await openSignedIn(page, 'sales', '/admin');
  const choose = async (code: string) => {
    await expect(heading(page)).toHaveText('Dealer Portal Access');
    await page.getByPlaceholder('Search dealers...').fill(code);
    await page.getByRole('button', { name: `Select ${code}` }).click();
    await expect(page).toHaveURL(/\/home$/);
  };
  await choose('D1001');
  await go(page, '/wholegoods/orders');
  await expect(rows(page).first()).toBeVisible();
  const first = await orderNumbers(page);

  // The second dealer's page is held until the screen has been looked at.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/wholegoodsall/1002?*', async (route) => {
    await held;
    await route.continue();
  });
  await go(page, '/admin');
  await choose('D1002');
  await go(page, '/wholegoods/orders');
  await expect(heading(page)).toHaveText('Wholegoods Orders');
  await expect(page.getByText('Loading orders...')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  release();
  await expect(rows(page).first()).toBeVisible();
  const second = await orderNumbers(page);
  expect(second.filter((n) => first.includes(n))).toEqual([]);
});
