import { expect, test, type APIRequestContext, type Page } from './support/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chooseOption, heading, signInAlone, workDir, openSignedIn } from './support/portal';

// Requirements 001 §2, §5, §7 and §8: the PDI and warranty registration forms, composed in the portal
// and alone, against the real API and its local mail catcher.

/** Mails the API's local catcher wrote (DATA_DIR/mail), quoted-printable undone. */
function caughtMails(): string[] {
  const dir = join(workDir(), 'data', 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) =>
      readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
}
const mailsWith = (subject: string) => caughtMails().filter((m) => m.includes(subject));
const recipients = (mail: string) =>
  (/^To: (.*)$/m.exec(mail)?.[1] ?? '').split(/,\s*/).map((s) => s.trim());

/** How many forms the API stored with this serial (read as an admin, as support would). */
async function storedCount(request: APIRequestContext, serial: string): Promise<number> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@portal.test', password: 'Admin#2026' },
  });
  const { token } = (await login.json()) as { token: string };
  const r = await request.get('/api/submissions?limit=1000', {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (await r.json()) as { payload: { serialNumber?: string } }[];
  return rows.filter((s) => s.payload.serialNumber === serial).length;
}

const pickOption = (page: Page, selectId: string, text: string) =>
  chooseOption(page, page.locator(`#${selectId}`), text);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const REGISTRATIONS = 'registrations@supreme-dealers.example.com';

// --- PDI ---------------------------------------------------------------------------------------

async function pdiFirstHalf(page: Page, serial: string) {
  await field(page, 'Delivery Date').fill('2026-11-20');
  await pickOption(page, 'pdi-model', 'Supreme 900T');
  await field(page, 'Inspector').fill('Sam Tech');
  await field(page, 'Serial Number').fill(serial);
  await page.getByRole('button', { name: 'Tick all Fluids and lubrication' }).click();
  await page.getByRole('button', { name: 'Tick all Electrical and scale' }).click();
}

async function pdiSecondHalf(page: Page) {
  for (const group of ['Tires and wheels', 'Augers', 'Conveyor and discharge', 'Tub']) {
    await page.getByRole('button', { name: `Tick all ${group}` }).click();
  }
  await page.getByLabel('Unit tested and operating').check();
}

async function expectPdiDraft(page: Page, serial: string) {
  await expect(page.getByText('Your unsent PDI was restored from this browser.')).toBeVisible();
  await expect(field(page, 'Serial Number')).toHaveValue(serial);
  await expect(field(page, 'Inspector')).toHaveValue('Sam Tech');
  await expect(page.locator('.ant-select', { has: page.locator('#pdi-model') })).toContainText(
    'Supreme 900T',
  );
  await expect(page.getByTestId('checklist-fluids')).toContainText('11/11');
}

// --- Warranty registration ---------------------------------------------------------------------

const CERTIFICATIONS = [
  'The unit was properly assembled',
  'The unit was tested and is operating properly',
  'Safety instruction was given to the purchaser',
  'The warranty was explained to the purchaser',
  "The operator's manual was provided",
];

async function warrantyFirstHalf(page: Page, serial: string) {
  await field(page, 'Dealer Sale Date').fill('2026-11-18');
  await pickOption(page, 'wr-model', 'Segue 5T');
  await field(page, 'Serial Number').fill(serial);
  await field(page, 'Dealer Email Address').fill('rep@dealer1001.example.com');
  await field(page, 'Dealer Phone').fill('555-0100');
  for (const c of CERTIFICATIONS) await page.getByLabel(c).check();
}

async function warrantySecondHalf(page: Page) {
  await field(page, 'Owner Name').fill('Owen Owner');
  await field(page, 'Owner Address').fill('1 Farm Rd');
  await field(page, 'Owner City').fill('Ames');
  await field(page, 'Owner State/Province').fill('IA');
  await field(page, 'Owner Zip/Postal Code').fill('50010');
  await field(page, 'Owner Phone').fill('555-0111');
  await field(page, 'Owner Email').fill('owen@farm.example.com');
  await pickOption(page, 'wr-operation', 'Dairy');
  await field(page, 'Number of Cows').fill('320');
  await field(page, 'Tractor Make/Model').fill('Deere 6155R');
}

async function expectWarrantyDraft(page: Page, serial: string) {
  await expect(
    page.getByText('Your unsent warranty registration was restored from this browser.'),
  ).toBeVisible();
  await expect(field(page, 'Serial Number')).toHaveValue(serial);
  await expect(field(page, 'Dealer Phone')).toHaveValue('555-0100');
  await expect(page.getByLabel(CERTIFICATIONS[0])).toBeChecked();
}

// --- Composed and alone: one form each ---------------------------------------------------------

// Both forms keep their draft with the same hook (shared/src/forms/useDraft.ts), so each mode runs
// one of them (the PDI composed, the registration alone) rather than both twice: CI time.
const MODES = {
  composed: async (page: Page, path: string) => {
    await openSignedIn(page, 'buyer', path);
  },
  standalone: (page: Page, path: string) => signInAlone(page, 'forms', path),
};

for (const [mode, open] of Object.entries(MODES)) {
  test.describe(`${mode}`, () => {
    if (mode === 'composed')
      test('PDI: a reload mid-form finds the draft; submitted, mailed, cleared', async ({
        page,
        request,
      }) => {
        const serial = `PDI-${mode.slice(0, 4)}-${Date.now()}`;
        await open(page, '/wholegoods/submit-pdi');
        await expect(page.getByRole('heading', { level: 2, name: 'PDI Submission' })).toBeVisible();
        await pdiFirstHalf(page, serial);

        await page.reload(); // a reload, a crash or an expired session loses nothing
        await expectPdiDraft(page, serial);

        await pdiSecondHalf(page);
        await page.getByRole('button', { name: 'Submit PDI' }).click();
        await expect(page.getByTestId('form-outcome')).toHaveText(
          'PDI submitted successfully and notification sent',
        );
        // The form clears and its draft is gone.
        await expect(field(page, 'Serial Number')).toHaveValue('');
        const subject = `PDI Completed - Supreme 900T - Serial #${serial}`;
        await expect.poll(() => mailsWith(subject).length).toBe(1);
        expect(recipients(mailsWith(subject)[0]).sort()).toEqual(
          [REGISTRATIONS, 'buyer@portal.test'].sort(),
        );
        expect(await storedCount(request, serial)).toBe(1);
        await page.reload();
        await expect(field(page, 'Inspector')).toHaveValue('');
        await expect(page.getByText('Your unsent PDI was restored from this browser.')).toHaveCount(
          0,
        );
      });

    if (mode === 'standalone')
      test('warranty registration: a reload mid-form finds the draft; submitted, mailed, cleared', async ({
        page,
        request,
      }) => {
        const serial = `WR-${mode.slice(0, 4)}-${Date.now()}`;
        await open(page, '/wholegoods/submit-warranty');
        await expect(
          page.getByRole('heading', { level: 2, name: 'Warranty Registration' }),
        ).toBeVisible();
        await warrantyFirstHalf(page, serial);

        await page.reload();
        await expectWarrantyDraft(page, serial);

        await warrantySecondHalf(page);
        await page.getByRole('button', { name: 'Submit Registration' }).click();
        await expect(page.getByTestId('form-outcome')).toHaveText(
          'Warranty registration submitted successfully',
        );
        await expect(field(page, 'Serial Number')).toHaveValue('');
        await expect(field(page, 'Owner City')).toHaveValue('');
        const subject = `Warranty Registration - Segue 5T - Serial #${serial}`;
        await expect.poll(() => mailsWith(subject).length).toBe(1);
        const mail = mailsWith(subject)[0];
        expect(recipients(mail).sort()).toEqual(
          [REGISTRATIONS, 'rep@dealer1001.example.com'].sort(),
        );
        expect(mail).toContain('<th align="left">Number of Cows</th><td>320</td>');
        expect(await storedCount(request, serial)).toBe(1);
        await page.reload();
        await expect(
          page.getByText('Your unsent warranty registration was restored from this browser.'),
        ).toHaveCount(0);
      });
  });
}

// --- Composed only: the rules, the guards, the failure paths -----------------------------------

test.describe('PDI submission (spec 001 §2, §5, §7)', () => {
  test("lists every failing rule; the rep comes from the user's record; a failure keeps the form; sent once while the button is disabled", async ({
    page,
    request,
  }) => {
    const serial = `PDI-once-${Date.now()}`;
    await openSignedIn(page, 'buyer', '/home');
    // Requirements 001 §7: GET /users finds the signed-in user by e-mail to fill the dealer rep.
    const record = page.waitForResponse(
      (r) => /\/api\/users\?email=/.test(r.url()) && r.status() === 200,
    );
    await page.goto('/wholegoods/submit-pdi');
    await expect(heading(page)).toHaveText('PDI Submission');
    const [me] = (await (await record).json()) as { firstName: string; lastName: string }[];
    await expect(field(page, 'Dealer Sales Rep')).toHaveValue(`${me.firstName} ${me.lastName}`);
    await expect(field(page, 'Dealer Email')).toHaveValue('buyer@portal.test');
    await expect(field(page, 'Dealer Code')).toHaveValue('D1001');

    await page.getByRole('button', { name: 'Submit PDI' }).click();
    const errors = page.getByTestId('form-errors');
    await expect(errors).toContainText('Please correct the following errors:');
    await expect(errors.locator('li')).toHaveText([
      'Serial Number is required',
      'Model is required',
      'Delivery Date is required',
      'Inspector name is required',
      'fluids checklist is incomplete',
      'electrical checklist is incomplete',
      'tiresWheels checklist is incomplete',
      'augers checklist is incomplete',
      'conveyor checklist is incomplete',
      'tub checklist is incomplete',
    ]);

    await pdiFirstHalf(page, serial);
    await page.getByRole('button', { name: 'Tick all Tires and wheels' }).click();
    await page.getByRole('button', { name: 'Tick all Augers' }).click();
    await page.getByRole('button', { name: 'Tick all Conveyor and discharge' }).click();
    await page.getByTestId('checklist-tub').getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Submit PDI' }).click();
    await expect(errors.locator('li')).toHaveText(['tub checklist is incomplete']);
    await page.getByRole('button', { name: 'Tick all Tub' }).click();

    // The network fails: the spec's failure text, and the user stays on the form with everything.
    await page.route('**/api/send-email', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Submit PDI' }).click();
    await expect(page.getByTestId('form-outcome')).toHaveText(
      'Failed to submit PDI. Please try again.',
    );
    await expect(page).toHaveURL(/\/wholegoods\/submit-pdi$/);
    await expect(field(page, 'Serial Number')).toHaveValue(serial);
    await expect(page.getByTestId('checklist-tub')).toContainText('2/2');
    await page.unroute('**/api/send-email');

    // The request is held until the test has seen the button disabled; a double click sends once.
    let sent = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/send-email', async (route) => {
      sent++;
      await held;
      await route.continue();
    });
    const submit = page.getByRole('button', { name: 'Submit PDI' });
    await submit.dblclick();
    await expect(submit).toBeDisabled();
    release();
    await expect(page.getByTestId('form-outcome')).toHaveText(
      'PDI submitted successfully and notification sent',
    );
    await expect(submit).toBeEnabled();
    expect(sent).toBe(1);
    const subject = `PDI Completed - Supreme 900T - Serial #${serial}`;
    await expect.poll(() => mailsWith(subject).length).toBe(1);
    expect(await storedCount(request, serial)).toBe(1);
  });
});

test.describe('warranty registration (spec 001 §2, §5, §7)', () => {
  test('names the missing fields; a lost answer keeps everything and the retry stores and mails once', async ({
    page,
    request,
  }) => {
    const serial = `WR-retry-${Date.now()}`;
    await openSignedIn(page, 'buyer', '/wholegoods/submit-warranty');
    await expect(heading(page)).toHaveText('Warranty Registration');
    await expect(field(page, 'Sales Representative')).not.toHaveValue('');
    await expect(field(page, 'Dealer Name')).toHaveValue('Prairie Feed Equipment');
    await field(page, 'Dealer Email Address').fill('');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    const errors = page.getByTestId('form-errors');
    await expect(errors).toContainText('Please correct the following errors:');
    for (const message of [
      'Serial Number is required',
      'Model is required',
      'Delivery Date is required',
      'Dealer Phone is required',
      'Owner Name is required',
      'Owner Email is required',
      'Owner Phone is required',
      'Owner Address is required',
      'Operation Type is required',
      'Tractor Make/Model is required',
      'Assembly certification required',
      'Testing certification required',
      'Safety instruction certification required',
      'Warranty explanation certification required',
      'Operators manual certification required',
    ])
      await expect(errors).toContainText(message);
    // Requirements 001 §5: 'Dealer Address is required' is attached to the dealer email field.
    await expect(
      page.locator('.ant-form-item', { has: page.locator('#wr-dealerEmailAddress') }),
    ).toContainText('Dealer Address is required');

    await warrantyFirstHalf(page, serial);
    await warrantySecondHalf(page);

    // The request reaches the API but its answer is lost: the spec's failure text, nothing lost.
    await page.route('**/api/send-email', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page.getByTestId('form-outcome')).toHaveText(
      'Failed to submit warranty registration. Please try again.',
    );
    await expect(field(page, 'Serial Number')).toHaveValue(serial);
    await expect(field(page, 'Owner City')).toHaveValue('Ames');
    expect(await storedCount(request, serial)).toBe(1);

    // The retry carries the same idempotency key: the API answers, stores and mails nothing new.
    await page.unroute('**/api/send-email');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page.getByTestId('form-outcome')).toHaveText(
      'Warranty registration submitted successfully',
    );
    const subject = `Warranty Registration - Segue 5T - Serial #${serial}`;
    await expect.poll(() => mailsWith(subject).length).toBe(1);
    expect(await storedCount(request, serial)).toBe(1);
  });
});

test.describe('forms: guards and navigation', () => {
  test('Cancel goes back in history', async ({ page }) => {
    await openSignedIn(page, 'buyer', '/wholegoods/my-inventory');
    await page.getByRole('button', { name: 'Submit PDI' }).click();
    await expect(page).toHaveURL(/\/wholegoods\/submit-pdi$/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/wholegoods\/my-inventory$/);
    await page.getByRole('button', { name: 'Submit Warranty Card' }).click();
    await expect(page).toHaveURL(/\/wholegoods\/submit-warranty$/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/wholegoods\/my-inventory$/);
  });

  test('a DealerViewer cannot open the forms', async ({ page }) => {
    await openSignedIn(page, 'viewer', '/home');
    for (const path of ['/wholegoods/submit-pdi', '/wholegoods/submit-warranty']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/unauthorized$/);
    }
  });
});
