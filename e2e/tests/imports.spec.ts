import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { heading, signIn } from './support/portal';

// Its 'browser test': the admin makes a service account on the Data
// Imports screen, the manufacturer's job sends new D1001 wholegoods orders with its key over
// HTTP, the run is listed with its counts, the buyer sees the orders and the home card counts
// move, and a run with a bad row has its error report downloaded as CSV.

const shots = process.env.E2E_SCREENSHOTS; // a folder: also save screenshots for a look

const rows = (page: Page) => page.locator('.portal-list tbody tr.ant-table-row:visible');
const cardValue = (page: Page, card: string, n: number) =>
  page.getByTestId(`card-${card}`).locator('.ant-statistic-content-value').nth(n);

const ORDERS = [1, 2].map((i) => ({
  orderNumber: `EIMP900${i}`,
  salesOrderLineId: 1,
  tpNameX: 'D1001',
  description: 'Imported mixer',
  partModel: 'V-500',
  scheduleStatus: 'Scheduled',
  orderedDate: '2026-11-0' + i,
  invoiceStatus: 'Open',
  customerPoNumber: `PO-EIMP-${i}`,
}));
const jsonl = (list: object[]) => list.map((r) => JSON.stringify(r)).join('\n') + '\n';
const BAD_FILE = [
  'orderNumber,salesOrderLineId,tpNameX,orderedDate',
  'EIMP9003,1,D1001,2026-11-03',
  'EIMP9004,1,D9999,2026-11-04',
].join('\n');

/** The screen's two tabs at a desktop's and a phone's width, for a look. */
async function screenshots(page: Page) {
  const size = page.viewportSize()!;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('tab', { name: 'Service Accounts' }).click();
    await expect(page.getByText('e2e-erp').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/accounts-${width}.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Imports' }).click();
    await expect(page.getByText('Wholegoods orders').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/imports-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

test('a service account made on the screen imports orders that the buyer then sees', async ({
  page,
  browser,
  request,
}) => {
  // The buyer's home card before the import.
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer', /\/home$/);
  const openBefore = Number(await cardValue(buyer, 'wholegoods', 0).textContent());
  expect(openBefore).toBeGreaterThanOrEqual(0);

  // The admin reaches the screen from the sidebar's admin entries.
  await signIn(page, 'admin', /\/admin$/);
  await page.goto('/admin/users');
  await page.getByRole('navigation', { name: 'Main' }).getByText('Data Imports').click();
  await expect(page).toHaveURL(/\/admin\/imports$/);
  await expect(heading(page)).toHaveText('Data Imports');

  await page.getByRole('tab', { name: 'Service Accounts' }).click();
  await page.getByRole('button', { name: 'New Service Account' }).click();
  const made = page.getByRole('dialog');
  await made.getByLabel('Name').fill('e2e-erp');
  await made.getByRole('button', { name: 'Create' }).click();
  const keyText = made.getByTestId('new-service-key');
  await expect(keyText).toContainText('psk_');
  await expect(made.getByText(/it is shown only once/)).toBeVisible();
  await expect(made.getByRole('button', { name: 'Copy key' })).toBeVisible();
  const key = (await keyText.innerText()).trim();
  if (shots) await page.screenshot({ path: `${shots}/imports-new-key.png` });
  await made.getByRole('button', { name: 'Done' }).click();
  await expect(rows(page).filter({ hasText: 'e2e-erp' })).toContainText('Active');

  // The manufacturer's job: the file as the request body, the key as a bearer token.
  const sent = await request.post('/api/import/wholegoods-orders', {
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson' },
    data: jsonl(ORDERS),
  });
  expect(sent.status()).toBe(200);
  expect(await sent.json()).toMatchObject({ status: 'applied', inserted: 2, refused: 0 });
  const bad = await request.post('/api/import/wholegoods-orders', {
    headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
    data: BAD_FILE,
  });
  expect(await bad.json()).toMatchObject({ status: 'applied', inserted: 1, refused: 1 });
  const badId = (await bad.json()).id as number;

  // Listed with its counts, newest first.
  await page.getByRole('tab', { name: 'Imports' }).click();
  await expect(rows(page)).toHaveCount(2);
  const [newest, first] = [rows(page).nth(0), rows(page).nth(1)];
  const cells = (row: typeof newest) => row.locator('td').allInnerTexts();
  expect((await cells(first)).slice(1, 7)).toEqual([
    'Wholegoods orders',
    'e2e-erp',
    'Applied',
    '2',
    '2',
    '0',
  ]);
  expect((await cells(newest)).slice(4, 7)).toEqual(['2', '1', '1']);
  if (shots) await screenshots(page);

  // The bad row's report, as the CSV the screen downloads.
  const downloading = page.waitForEvent('download');
  await newest
    .getByRole('button', { name: `Download the error report of import ${badId}` })
    .click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`import-${badId}-errors.csv`);
  expect(readFileSync((await file.path())!, 'utf8')).toBe(
    'line,reason\r\n3,unknown dealer: D9999\r\n',
  );

  // The buyer: the new orders are on the orders screen, and the home card counted them.
  await buyer.goto('/wholegoods/orders');
  await buyer.getByPlaceholder('Search orders...').fill('EIMP900');
  await expect(rows(buyer)).toHaveCount(3);
  await expect(rows(buyer).first()).toContainText('EIMP900');
  await buyer.goto('/home');
  await expect(cardValue(buyer, 'wholegoods', 0)).toHaveText(String(openBefore + 3));
  await buyer.close();
});

test('Data Imports is an admin screen: not in the sales menu, refused by its route', async ({
  page,
}) => {
  await signIn(page, 'sales', /\/admin$/);
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByText('Data Imports'),
  ).toHaveCount(0);
  await page.goto('/admin/imports');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
