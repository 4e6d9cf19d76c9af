import { expect, test, type APIRequestContext } from './support/test';
import { caughtMails } from './support/mail';
import { chooseOption, heading, signIn } from './support/portal';

// A warranty claim filed online with its photos, seen in Open Claims and in the
// mail the warranty mailbox receives.
const shots = process.env.E2E_SCREENSHOTS; // a folder: also save screenshots for a look

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The day in Alberta, where the warranty department counts (decision 0047), `n` days back. */
function albertaDay(n = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Edmonton',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

/** A unit in the dealer's stock (a stock unit need not be registered to claim on it). */
async function stockSerial(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'buyer@portal.test', password: 'Buyer#2026' },
  });
  const { token } = (await login.json()) as { token: string };
  const r = await request.get('/api/pulltypestockunits/1001', {
    headers: { authorization: `Bearer ${token}` },
  });
  const units = (await r.json()) as { serialNo: string; status?: string }[];
  return units.find((u) => !u.status)!.serialNo;
}

test('a claim filed with photos is in Open Claims and mailed to the warranty mailbox', async ({
  page,
  request,
}) => {
  const serial = await stockSerial(request);
  await signIn(page, 'buyer', /\/home$/);
  await page.goto('/service/open-claims');
  // Beside the spec's 'New Claim' (a support request), the online form.
  await expect(page.getByRole('button', { name: 'New Claim' })).toBeVisible();
  await page.getByRole('button', { name: 'File a Claim Online' }).click();
  await expect(page).toHaveURL(/\/service\/claims\/new$/);

  // As the machine page links to it: the serial comes with the link.
  await page.goto(`/service/claims/new?serial=${serial}`);
  await expect(heading(page)).toHaveText('New Warranty Claim');
  await expect(page.getByLabel('Serial Number')).toHaveValue(serial);

  const complaint = `Auger gearbox noise ${Date.now()}`;
  await page.getByLabel('Failure Date').fill(albertaDay(3));
  await page.getByLabel('Repair Completion Date').fill(albertaDay(1));
  await page.getByLabel('Hours', { exact: true }).fill('1200');
  await chooseOption(page, page.getByLabel('Failure Type'), 'Other');
  await page.getByLabel('Complaint').fill(complaint);
  await page.getByLabel('Cause').fill('Bearing worn');
  await page.getByLabel('Correction').fill('Replaced the bearing');
  await page.getByRole('button', { name: 'Add Part' }).click();
  await page.getByLabel('Part 1 part number').fill('BRG-100');
  await page.getByLabel('Part 1 quantity').fill('2');
  await page.getByLabel('Part 1 dealer cost').fill('45.50');
  await page.getByLabel('Labour Hours').fill('2.5');
  // 2.5 h × $125.00 = $312.50; 2 × $45.50 + 10% = $100.10.
  await expect(page.getByTestId('credit-total')).toHaveText('$412.60');
  await page.locator('#claim-failurePhotos').setInputFiles([
    { name: 'gearbox.jpg', mimeType: 'image/jpeg', buffer: JPG },
    { name: 'leak.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await page
    .locator('#claim-serialPhotos')
    .setInputFiles([{ name: 'plate.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  if (shots) {
    // From the top, so the fixed top bar is not painted over the middle of a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(0, 0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${shots}/claim-form-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/claim-form-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await page.getByRole('button', { name: 'Submit Claim' }).click();
  const done = page.getByRole('status').filter({ hasText: /Claim WEB\d{6} was submitted/ });
  await expect(done).toBeVisible();
  const claimNumber = /WEB\d{6}/.exec((await done.textContent())!)![0];
  // The form is emptied with its file pickers: none still holds the photos just sent.
  for (const picker of ['#claim-failurePhotos', '#claim-serialPhotos']) {
    const files = await page.locator(picker).evaluate((i: HTMLInputElement) => i.files?.length);
    expect(files, picker).toBe(0);
    await expect(page.locator(`${picker}-hint`)).toHaveText('PDF, JPG or PNG');
  }

  await page.getByRole('link', { name: 'Open Claims' }).first().click();
  await expect(heading(page)).toHaveText('Open Claims');
  await page.getByPlaceholder('Search claims...').fill(claimNumber);
  const row = page.locator('.portal-list tbody tr.ant-table-row:visible');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(serial);
  await expect(row).toContainText(complaint);

  // The warranty mailbox's mail carries the photos (other tests' mails land in any order).
  const toMailbox = () =>
    caughtMails().find(
      (m) => m.includes(claimNumber) && /^To: warranty@supreme-dealers\.example\.com/m.test(m),
    );
  await expect.poll(() => toMailbox() ?? '', { timeout: 20_000 }).toContain(claimNumber);
  const mail = toMailbox()!;
  for (const name of ['failure-gearbox.jpg', 'failure-leak.png', 'serial-plate-plate.pdf'])
    expect(mail).toMatch(new RegExp(`filename="?${name.replace(/\./g, '\\.')}`));
});
