import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { heading, signInAlone, openSignedIn } from './support/portal';

// Visible order rows only: a collapsed order keeps its (hidden) line table in the DOM.
const rows = (page: Page) => page.locator('.portal-list tbody tr.ant-table-row-level-0:visible');

test.describe('parts orders (spec 000 §2, §4)', () => {
  test('open orders: columns, expand a row into its lines, search, tab to history', async ({
    page,
  }) => {
    await openSignedIn(page, 'buyer', '/parts/orders');
    await expect(heading(page)).toHaveText('Parts Orders');
    for (const col of [
      'Order Number',
      'Status',
      'Order Date',
      'Estimated Ship Date',
      'Dealer PO',
    ]) {
      await expect(page.getByRole('columnheader', { name: col })).toBeVisible();
    }
    await expect(rows(page).first()).toBeVisible();
    const statuses = await rows(page).locator('td:nth-child(3)').allTextContents();
    for (const s of statuses) expect(s).not.toMatch(/ - /); // shown after the hyphen

    const firstOrder = (await rows(page).first().locator('td:nth-child(2)').textContent())!;
    await page.getByRole('button', { name: `Expand order ${firstOrder}` }).click();
    const expanded = page.locator('.ant-table-expanded-row').first();
    for (const col of ['Part Number', 'Description', 'Ordered', 'Shipped', 'Backordered']) {
      await expect(expanded.getByRole('columnheader', { name: col, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: `Collapse order ${firstOrder}` }).click();
    await expect(expanded).toBeHidden();
    await expect(page.getByRole('button', { name: `Expand order ${firstOrder}` })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.getByPlaceholder('Search orders...').fill(firstOrder);
    await expect(rows(page)).toHaveCount(1);
    await page.getByPlaceholder('Search orders...').fill('zzz-none');
    await expect(page.getByText('No orders found')).toBeVisible();

    await page.getByText('Order History', { exact: true }).click();
    await expect(page).toHaveURL(/\/parts\/history$/);
    await expect(heading(page)).toHaveText('Parts Order History');
    await expect(page.getByRole('columnheader', { name: 'Invoice Date' })).toBeVisible();
    await rows(page)
      .first()
      .getByRole('button', { name: /Expand order/ })
      .click();
    await expect(
      page
        .locator('.ant-table-expanded-row')
        .first()
        .getByRole('columnheader', { name: 'Quantity' }),
    ).toBeVisible();
  });

  test('an order number downloads its sales order as a PDF', async ({ page }) => {
    await openSignedIn(page, 'viewer', '/parts/orders');
    const order = (await rows(page).first().locator('td:nth-child(2)').textContent())!;
    const downloading = page.waitForEvent('download');
    await rows(page).first().getByRole('button', { name: order, exact: true }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`order_${order}.pdf`);
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  test('the parts warranty statement gives the ninety-day warranty and the claim figures', async ({
    page,
  }) => {
    await openSignedIn(page, 'viewer', '/parts/warranty-policy');
    await expect(heading(page)).toHaveText('PARTS WARRANTY STATEMENT(S)');
    await expect(page.getByText('Limited Ninety-Day Parts Warranty')).toBeVisible();
    await expect(page.getByText('The minimum claim amount is $100.')).toBeVisible();
    await expect(page.getByText('Labour is credited at $125.00 per hour.')).toBeVisible();
  });

  test('sorts by a header, pages, and shows the empty text for a dealer with no orders', async ({
    page,
  }) => {
    await openSignedIn(page, 'big', '/parts/orders');
    await page.getByRole('button', { name: 'Order Number', exact: true }).click();
    await expect(page.getByRole('columnheader', { name: 'Order Number' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The previous page stays in place until the sorted one arrives.
    await expect(page.locator('.portal-list')).toHaveAttribute('aria-busy', 'false');
    const first = await rows(page).first().locator('td:nth-child(2)').textContent();
    await page.getByRole('button', { name: 'Order Number', exact: true }).click();
    await expect(page.getByRole('columnheader', { name: 'Order Number' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(rows(page).first().locator('td:nth-child(2)')).not.toHaveText(first!);
    await page.getByLabel('Last page').click();
    await expect(page.getByText(/^Page (\d+) of \1$/)).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await openSignedIn(page, 'empty', '/parts/orders');
    await expect(page.getByText('No orders found')).toBeVisible();
  });

  test('shows the spec error texts when the API cannot be reached', async ({ page }) => {
    await openSignedIn(page, 'buyer', '/home');
    await page.route('**/api/allpartsorders/**', (route) => route.abort());
    await page.goto('/parts/orders');
    await expect(page.getByRole('alert')).toHaveText('Failed to load open orders');
    await page.goto('/parts/history');
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch orders');
    // The layout stays, and the list comes back once the API answers again.
    await page.unroute('**/api/allpartsorders/**');
    await page.goto('/parts/orders');
    await expect(rows(page).first()).toBeVisible();
  });

  test('the parts area runs alone', async ({ page }) => {
    await signInAlone(page, 'parts', '/parts/orders');
    await expect(page.locator('h2')).toHaveText('Parts Orders');
    await expect(rows(page).first()).toBeVisible();
  });
});
