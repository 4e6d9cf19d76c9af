import { expect, test, type Page } from './support/test';
import { signIn } from './support/portal';

const amounts = (page: Page) =>
  page.locator('.portal-list tbody tr.ant-table-row:visible td:nth-child(5)');
const storedCurrency = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('auth_state') ?? '{}').currency as unknown);

test.describe("a dealer's money in its currency and the page's language", () => {
  test('a Canadian dealer signing in sees CDN amounts in English and in French', async ({
    page,
  }) => {
    await signIn(page, 'canada', /\/home$/);
    await expect.poll(() => storedCurrency(page)).toBe('CDN');
    await page.goto('/finance/invoices');
    await expect(amounts(page).first()).toBeVisible();
    for (const amount of await amounts(page).allTextContents())
      expect(amount).toMatch(/^CA\$[\d,]+\.\d\d$/);
  });
});
