import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { heading, signInAlone, openSignedIn } from './support/portal';

const rows = (page: Page) => page.locator('.portal-list tbody tr.ant-table-row:visible');
const total = async (page: Page) =>
  Number((await page.getByText(/^\(\d+ items\)$/).textContent())!.replace(/\D/g, ''));

test.describe('finance (spec 000 §2, §4; spec 001 §2)', () => {
  test('invoices: outstanding by default, newest first, toggles and category tabs narrow the list', async ({
    page,
  }) => {
    await openSignedIn(page, 'buyer', '/finance/invoices');
    await expect(heading(page)).toHaveText('Invoices');
    for (const col of [
      'Invoice Number',
      'Invoice Date',
      'Order Date',
      'Category',
      'Invoice Amount',
      'Amount Paid',
      'Status',
    ]) {
      await expect(page.getByRole('columnheader', { name: col })).toBeVisible();
    }
    await expect(rows(page).first()).toBeVisible();
    expect(new Set(await rows(page).locator('td:last-child').allTextContents())).toEqual(
      new Set(['Open']),
    );
    await expect(page.getByRole('columnheader', { name: 'Invoice Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    for (const amount of await rows(page).locator('td:nth-child(5)').allTextContents())
      expect(amount).toMatch(/^\$[\d,]+\.\d\d$/);
    const outstanding = await total(page);

    await page.getByText('All Invoices', { exact: true }).click();
    await expect.poll(() => total(page)).toBeGreaterThan(outstanding);
    const all = await total(page);
    await page.getByRole('tab', { name: 'Parts' }).click();
    await expect.poll(() => total(page)).toBeLessThan(all);
    const categories = async () => [
      ...new Set(await rows(page).locator('td:nth-child(4)').allTextContents()),
    ];
    await expect.poll(categories).toEqual(['Parts']);
    await page.getByPlaceholder('Search invoices...').fill('paid');
    const statuses = async () => [
      ...new Set(await rows(page).locator('td:last-child').allTextContents()),
    ];
    await expect.poll(statuses).toEqual(['Paid']);
  });

  test('an invoice number downloads invoice_{number}.pdf', async ({ page }) => {
    await openSignedIn(page, 'buyer', '/finance/invoices');
    const link = rows(page).first().locator('td').first().getByRole('button');
    const number = (await link.textContent())!;
    const downloading = page.waitForEvent('download');
    await link.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`invoice_${number}.pdf`);
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  test('recent statements: long dates, newest first, download under the file name', async ({
    page,
  }) => {
    await openSignedIn(page, 'buyer', '/finance/statements');
    await expect(heading(page)).toHaveText('Recent Statements');
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).first().locator('td').nth(1)).toHaveText('November 1, 2026');
    const name = (await rows(page).first().locator('td').first().textContent())!.trim();
    expect(name).toBe('Statement_D1001_11012026.pdf');
    const downloading = page.waitForEvent('download');
    await rows(page).first().getByRole('button').click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(name);
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  test('a dealer with no data sees the empty texts', async ({ page }) => {
    await openSignedIn(page, 'empty', '/finance/statements');
    await expect(page.getByText('No statements found.')).toBeVisible();
    await page.goto('/finance/invoices');
    await expect(page.getByText('No invoices found')).toBeVisible();
  });

  test('a failed invoice read replaces the screen with the error; paging moves through the list', async ({
    page,
  }) => {
    await openSignedIn(page, 'buyer', '/home');
    await page.route('**/api/allinvoices/**', (route) => route.abort());
    await page.goto('/finance/invoices');
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch invoices');
    await expect(page.locator('.portal-list')).toHaveCount(0);
    await page.unroute('**/api/allinvoices/**');
    await page.goto('/finance/invoices?view=all');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.getByLabel('Next page').click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await page.getByLabel('Items per page').click();
    await page.getByTitle('25').click();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(rows(page)).toHaveCount(25);
  });

  test('the finance area runs alone', async ({ page }) => {
    await signInAlone(page, 'finance', '/finance/invoices');
    await expect(page.locator('h2')).toHaveText('Invoices');
    await expect(rows(page).first()).toBeVisible();
  });
});
