import { expect, test, type Page } from './support/test';
import { heading, signIn } from './support/portal';

// A machine's whole life on one page, found from the top bar, and its forms started
// from the inventory. The machines are the seed's (api/src/seed/machines.ts).
const shots = process.env.E2E_SCREENSHOTS; // a folder: also save screenshots for a look

const search = (page: Page) =>
  page.getByRole('combobox', { name: 'Find by number (serial, order, invoice or claim)' });

/** A hit in the open list (antd draws them outside the accessibility tree's listbox). */
const option = (page: Page, text: string) =>
  page.locator('.ant-select-item-option:visible', { hasText: text });

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('the machine page', () => {
  test('a serial found from the top bar opens its machine page', async ({ page }) => {
    if (shots) await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'buyer', /\/home$/);
    await search(page).fill('sn90010');
    await expect(
      page.locator('.ant-select-item-group', { hasText: 'Serial Numbers' }),
    ).toBeVisible();
    await expect(option(page, 'SN900101')).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/search-open-1440.png` });
    // The keyboard: the first hit is active; down to the second and back up, Enter opens it.
    await search(page).press('ArrowDown');
    await search(page).press('ArrowUp');
    await search(page).press('Enter');
    await expect(page).toHaveURL(/\/machines\/SN900101$/);
    await expect(heading(page)).toHaveText('Machine');
    await expect(page.getByTestId('machine-summary')).toContainText('Serial Number SN900101');

    // An order number opens its list filtered to it.
    await search(page).fill('SO1001M01');
    await expect(option(page, 'SO1001M01')).toBeVisible();
    await search(page).press('Enter');
    await expect(page).toHaveURL(/\/wholegoods\/history\?q=SO1001M01$/);
    await expect(page.locator('.portal-list tbody tr.ant-table-row:visible')).toHaveCount(1);
    if (shots) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('button', { name: 'Find by number', exact: true }).click();
      await search(page).fill('SN9001');
      await expect(option(page, 'SN900101')).toBeVisible();
      await page.screenshot({ path: `${shots}/search-open-375.png` });
    }
  });

  test('a seeded machine shows its order, invoice, stock, PDI, registration, two claims and clock', async ({
    page,
  }) => {
    await signIn(page, 'buyer', /\/home$/);
    await page.goto('/machines/SN900101');
    await expect(heading(page)).toHaveText('Machine');
    const section = (title: string) =>
      page.locator('.ant-card', { has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(page.getByTestId('machine-summary')).toContainText('Supreme 700');
    await expect(page.getByTestId('machine-summary')).toContainText('Registered');
    await expect(section('Order')).toContainText('SO1001M01');
    await expect(section('Order')).toContainText('Shipped');
    await expect(section('Invoice')).toContainText('WI1001M01');
    await expect(section('Invoice')).toContainText('$67,500.00');
    await expect(section('Stock Unit')).toContainText('Lot A');
    await expect(section('PDI')).toContainText('Sent by');
    await expect(section('Warranty Registration')).toContainText('Willow Creek Dairy');
    const claims = section('Claims').locator('tbody tr.ant-table-row');
    await expect(claims).toHaveCount(2);
    await expect(claims.nth(0)).toContainText('WC1001M01');
    await expect(claims.nth(0)).toContainText('Paid');
    await expect(claims.nth(1)).toContainText('WC1001M02');
    await expect(page.getByTestId('warranty-clock')).toContainText(
      '1-year limited parts and labour warranty ends',
    );
    await expect(page.getByTestId('warranty-clock')).toContainText(
      'Parts replaced under claim WC1001M01',
    );
    await expect(section('Timeline').locator('li')).toHaveCount(8);
    // Its model's parts diagrams, from the parts catalogue, open in the parts area.
    const parts = section('Parts for this machine').getByRole('navigation');
    await expect(
      parts.getByRole('link', { name: 'All diagrams of the Supreme 700' }),
    ).toBeVisible();
    const diagrams = parts.locator('li a');
    expect(await diagrams.count()).toBeGreaterThanOrEqual(10);
    await expect(section('Claims').getByRole('button', { name: 'File a Claim' })).toBeVisible();
    await shoot(page, 'machine');
    const first = (await diagrams.first().textContent())!;
    await diagrams.first().click();
    await expect(page).toHaveURL(/\/parts\/catalog\/diagrams\/\d+$/);
    await expect(heading(page)).toHaveText('Parts Diagram');
    await expect(
      page.getByRole('heading', { name: `Supreme 700: ${first.split(' · ')[1]}` }),
    ).toBeVisible();

    // A machine never registered says when registration is due; another dealer's is not there.
    await page.goto('/machines/SN900103');
    await expect(page.getByTestId('warranty-clock')).toContainText(
      'Warranty registration with PDI is due within 10 business days of sale.',
    );
    await expect(page.getByTestId('warranty-clock')).toContainText('September 30, 2026');
    await page.goto('/machines/SN900201');
    await expect(
      page.getByText('No machine with serial number SN900201 for this dealer'),
    ).toBeVisible();
    // In French the page says it itself (the API's refusal is English).
    await page.evaluate(() => localStorage.setItem('portal_language', 'fr-CA'));
    await page.reload();
    await expect(
      page.getByText('Aucune machine portant le numéro de série SN900201 pour ce concessionnaire'),
    ).toBeVisible();
    await page.evaluate(() => localStorage.setItem('portal_language', 'en'));
  });

  test('Submit PDI from an inventory row opens the form pre-filled with the unit', async ({
    page,
  }) => {
    await signIn(page, 'buyer', /\/home$/);
    await page.goto('/wholegoods/my-inventory');
    await page.getByPlaceholder('Search inventory...').fill('SN900102');
    const row = page.locator('.portal-list tbody tr.ant-table-row:visible');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: 'SN900102' })).toHaveAttribute(
      'href',
      '/machines/SN900102',
    );
    await page.getByRole('button', { name: 'Expand unit SN900102' }).click();
    await page
      .locator('.ant-table-expanded-row')
      .getByRole('button', { name: 'Submit PDI' })
      .click();
    await expect(page).toHaveURL(
      /\/wholegoods\/submit-pdi\?model=Segue\+4S&serial=SN900102&dealer=D1001$/,
    );
    await expect(heading(page)).toHaveText('PDI Submission');
    await expect(page.locator('#pdi-serialNumber')).toHaveValue('SN900102');
    await expect(page.locator('#pdi-dealerCode')).toHaveValue('D1001');
    await expect(
      page.locator('#pdi-model').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'),
    ).toContainText('Segue 4S');
  });
});
