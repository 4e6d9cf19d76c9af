import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { heading, signInAlone, openSignedIn } from './support/portal';

const rows = (page: Page) => page.locator('.portal-list tbody tr.ant-table-row:visible');

test.describe('wholegoods (spec 000 §2, §4)', () => {
  test('open orders and history split by the spec rule; sort, search, paging', async ({ page }) => {
    await openSignedIn(page, 'buyer', '/wholegoods/orders');
    await expect(heading(page)).toHaveText('Wholegoods Orders');
    for (const col of [
      'Order Number',
      'Product Description',
      'Model',
      'Serial Number',
      'Status',
      'Order Date',
      'Estimated Ship Date',
      'Dealer PO',
    ]) {
      await expect(page.getByRole('columnheader', { name: col, exact: true })).toBeVisible();
    }
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Order Date', exact: true }).click();
    await expect(
      page.getByRole('columnheader', { name: 'Order Date', exact: true }),
    ).toHaveAttribute('aria-sort', 'descending');
    await page.getByLabel('Next page').click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await page.getByPlaceholder('Search orders...').fill('on hold');
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    // The pager says page 1 as soon as the search is typed; the rows follow with the answer.
    const statuses = async () =>
      [...new Set(await rows(page).locator('td:nth-child(5)').allTextContents())].sort();
    await expect.poll(statuses).toEqual(['On Hold']);

    await page.getByText('Order History', { exact: true }).click();
    await expect(heading(page)).toHaveText('Wholegoods Order History');
    await expect(page.getByRole('columnheader', { name: 'Invoiced Date' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await expect.poll(statuses).toEqual(['Shipped']);
  });

  for (const path of ['/wholegoods/orders', '/wholegoods/history']) {
    test(`${path} opened plainly asks for its first page once, before any of the area's files`, async ({
      page,
    }) => {
      // The shell prefetches the first page as the portal's code starts to load
      // (shell/src/app/firstPage.ts); the list's own query, the same key, takes its answer. The
      // second page may be read ahead once the first is shown.
      const asked: string[] = [];
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (/^\/(api\/wholegoodsall|remotes\/wholegoods)\//.test(u.pathname))
          asked.push(u.pathname + u.search);
      });
      await openSignedIn(page, 'buyer', path);
      await expect(rows(page).first()).toBeVisible();
      const view = path.endsWith('orders') ? 'open' : 'history';
      const reads = asked.filter((p) => p.startsWith('/api/'));
      const first = `/api/wholegoodsall/1001?page=1&pageSize=10&view=${view}`;
      expect(reads[0]).toBe(first);
      expect(reads.filter((p) => p.includes('page=1&'))).toEqual([first]);
      const firstFile = asked.findIndex((p) => p.startsWith('/remotes/'));
      expect(firstFile, 'the wholegoods area has files').toBeGreaterThan(-1);
      expect(asked.indexOf(reads[0])).toBeLessThan(firstFile);
    });
  }

  test('a list opened with a search in its address asks for that page alone', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (r) => r.url().includes('/api/wholegoodsall/') && reads.push(r.url()));
    await openSignedIn(page, 'buyer', '/wholegoods/history?q=SO1001M01');
    await expect(rows(page)).toHaveCount(1);
    expect(reads.map((u) => new URL(u).search)).toEqual([
      '?page=1&pageSize=10&q=SO1001M01&view=history',
    ]);
  });

  test('an order number downloads order_{number}.pdf', async ({ page }) => {
    await openSignedIn(page, 'buyer', '/wholegoods/orders');
    const link = rows(page).first().locator('td').first().getByRole('button');
    const number = (await link.textContent())!;
    const downloading = page.waitForEvent('download');
    await link.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`order_${number}.pdf`);
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  test("inventory shows 'a-b of total', 'In Stock', and the form buttons", async ({ page }) => {
    await openSignedIn(page, 'buyer', '/wholegoods/my-inventory');
    await expect(heading(page)).toHaveText('My Dealer Inventory');
    await expect(page.getByText(/^1-10 of \d+$/)).toBeVisible();
    expect(await rows(page).locator('td:nth-child(4)').allTextContents()).toContain('In Stock');
    await page.getByRole('button', { name: 'Submit Warranty Card' }).click();
    await expect(heading(page)).toHaveText('Warranty Registration');
  });

  test('the empty dealer sees the empty texts; the viewer reaches only the warranty policy', async ({
    page,
  }) => {
    await openSignedIn(page, 'empty', '/wholegoods/orders');
    await expect(page.getByText('No orders found')).toBeVisible();
    await page.goto('/wholegoods/my-inventory');
    await expect(page.getByText('No inventory items found')).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await openSignedIn(page, 'viewer', '/wholegoods/warranty-policy');
    await expect(heading(page)).toHaveText('Wholegoods Warranty Policy');
    await expect(
      page.getByText('Dinamica Generale labour is covered for 18 months', { exact: false }),
    ).toBeVisible();
    await page.goto('/wholegoods/orders');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test('the wholegoods area runs alone', async ({ page }) => {
    await signInAlone(page, 'wholegoods', '/wholegoods/orders');
    await expect(page.locator('h2')).toHaveText('Wholegoods Orders');
    await expect(rows(page).first()).toBeVisible();
  });
});
