import { expect, test, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { heading, signIn, signInAlone, workDir } from './support/portal';

/** Mails the API's local catcher wrote (DATA_DIR/mail), as raw text. */
function caughtMails(): string[] {
  const dir = join(workDir(), 'data', 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
}

async function pickOption(page: Page, selectId: string, text: string) {
  await page.locator(`#${selectId}`).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-item-option', { hasText: text }).first().click();
}

test.describe('PDI submission (spec 001 §2, §5, §7)', () => {
  test('lists every failing rule, keeps a draft across a reload, submits once and mails it', async ({
    page,
  }) => {
    const serial = `PDI-E2E-${Date.now()}`;
    await signIn(page, 'buyer', /\/home$/);
    await page.goto('/wholegoods/submit-pdi');
    await expect(heading(page)).toHaveText('PDI Submission');
    await expect(page.getByLabel('Dealer Code')).toHaveValue('D1001');
    await expect(page.getByLabel('Dealer Sales Rep')).toHaveValue('Bea Buyer');

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

    await page.getByLabel('Delivery Date').fill('2026-11-20');
    await pickOption(page, 'pdi-model', 'Supreme 900T');
    await page.getByLabel('Inspector', { exact: true }).fill('Sam Tech');
    await page.getByLabel('Serial Number', { exact: true }).fill(serial);
    for (const group of [
      'Fluids and lubrication',
      'Electrical and scale',
      'Tires and wheels',
      'Augers',
      'Conveyor and discharge',
    ]) {
      await page.getByRole('button', { name: `Tick all ${group}` }).click();
    }
    await page.getByTestId('checklist-tub').getByRole('checkbox').first().check();

    // A reload (or a crash, or an expired session) loses nothing.
    await page.reload();
    await expect(page.getByText('Your unsent PDI was restored from this browser.')).toBeVisible();
    await expect(page.getByLabel('Serial Number', { exact: true })).toHaveValue(serial);
    await expect(page.getByLabel('Inspector', { exact: true })).toHaveValue('Sam Tech');
    await expect(page.getByTestId('checklist-fluids')).toContainText('11/11');

    await page.getByRole('button', { name: 'Submit PDI' }).click();
    await expect(errors.locator('li')).toHaveText(['tub checklist is incomplete']);
    await page.getByRole('button', { name: 'Tick all Tub' }).click();
    await page.getByRole('button', { name: 'Submit PDI' }).dblclick();
    await expect(page.getByTestId('form-outcome')).toContainText(
      'PDI submitted successfully and notification sent',
    );
    await expect(page.getByLabel('Serial Number', { exact: true })).toHaveValue('');

    const subject = `PDI Completed - Supreme 900T - Serial #${serial}`;
    await expect.poll(() => caughtMails().filter((m) => m.includes(subject)).length).toBe(1);
    await page.waitForTimeout(2500); // two more outbox rounds: the double click sent one mail
    expect(caughtMails().filter((m) => m.includes(subject))).toHaveLength(1);
    await page.reload();
    await expect(page.getByText('Your unsent PDI was restored from this browser.')).toHaveCount(0);
  });

  test('a DealerViewer cannot open the forms', async ({ page }) => {
    await signIn(page, 'viewer', /\/home$/);
    await page.goto('/wholegoods/submit-pdi');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});

test.describe('warranty registration (spec 001 §2, §5, §7)', () => {
  test('names the missing fields, then submits and mails the registration', async ({ page }) => {
    const serial = `WR-E2E-${Date.now()}`;
    await signIn(page, 'buyer', /\/home$/);
    await page.goto('/wholegoods/submit-warranty');
    await expect(heading(page)).toHaveText('Warranty Registration');
    await page.getByLabel('Dealer Email Address').fill('');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    const errors = page.getByTestId('form-errors');
    await expect(errors).toContainText('Serial Number is required');
    await expect(errors).toContainText('Dealer Address is required');
    await expect(errors).toContainText('Assembly certification required');

    await page.getByLabel('Dealer Sale Date').fill('2026-11-18');
    await pickOption(page, 'wr-model', 'Segue 5T');
    await page.getByLabel('Serial Number', { exact: true }).fill(serial);
    await page.getByLabel('Dealer Email Address').fill('rep@dealer1001.example.com');
    await page.getByLabel('Dealer Phone').fill('555-0100');
    for (const c of [
      'The unit was properly assembled',
      'The unit was tested and is operating properly',
      'Safety instruction was given to the purchaser',
      'The warranty was explained to the purchaser',
      "The operator's manual was provided",
    ]) {
      await page.getByLabel(c).check();
    }
    await page.getByLabel('Owner Name').fill('Owen Owner');
    await page.getByLabel('Owner Address').fill('1 Farm Rd');
    await page.getByLabel('Owner City').fill('Ames');
    await page.getByLabel('Owner State/Province').fill('IA');
    await page.getByLabel('Owner Zip/Postal Code').fill('50010');
    await page.getByLabel('Owner Phone', { exact: true }).fill('555-0111');
    await page.getByLabel('Owner Email').fill('owen@farm.example.com');
    await pickOption(page, 'wr-operation', 'Dairy');
    await page.getByLabel('Number of Cows').fill('320');
    await page.getByLabel('Tractor Make/Model').fill('Deere 6155R');

    // The network fails once: the spec's failure text, and nothing typed is lost.
    await page.route('**/api/send-email', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page.getByTestId('form-outcome')).toContainText(
      'Failed to submit warranty registration. Please try again.',
    );
    await expect(page.getByLabel('Serial Number', { exact: true })).toHaveValue(serial);
    await expect(page.getByLabel('Owner City')).toHaveValue('Ames');
    await page.unroute('**/api/send-email');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(page.getByTestId('form-outcome')).toContainText(
      'Warranty registration submitted successfully',
    );
    const subject = `Warranty Registration - Segue 5T - Serial #${serial}`;
    await expect.poll(() => caughtMails().filter((m) => m.includes(subject)).length).toBe(1);
    const mail = caughtMails().find((m) => m.includes(subject))!;
    expect(mail).toContain('rep@dealer1001.example.com');
    expect(mail).toContain('registrations@supreme-dealers.example.com');
  });
});

test('the forms area runs alone', async ({ page }) => {
  await signInAlone(page, 'forms', '/wholegoods/submit-pdi');
  await expect(page.locator('h2')).toHaveText('PDI Submission');
  await expect(page.getByRole('button', { name: 'Submit PDI' })).toBeVisible();
});
