import { expect, test } from '@playwright/test';
import { account } from './support/portal';

// QA opens one area alone: the same lifecycles behind a minimal sign-in, against the real API.
const AREAS: [string, string, string][] = [
  ['wholegoods', '/wholegoods/warranty-policy', 'Wholegoods Warranty Policy'],
  ['parts', '/parts/warranty-policy', 'PARTS WARRANTY STATEMENT(S)'],
  ['service', '/service/open-claims', 'Open Claims'],
  ['finance', '/finance/statements', 'Recent Statements'],
  ['rewards', '/rewards/program', 'Rewards Program'],
  ['resources', '/resources/training', 'Training Categories'],
  ['admin', '/admin/users', 'User Management'],
  ['forms', '/wholegoods/submit-pdi', 'PDI Submission'],
];

for (const [area, path, title] of AREAS) {
  test(`the ${area} area runs alone`, async ({ page }) => {
    const who = account(area === 'admin' ? 'admin' : 'buyer');
    await page.goto(`/remotes/${area}${path}`);
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    if (area === 'admin') {
      await page.getByLabel('Dealer id').fill(String(account('buyer').dealerId));
      await page.getByRole('button', { name: 'Select' }).click();
    }
    await expect(page.getByTestId('standalone-bar')).toBeVisible();
    await expect(page.locator('h2').first()).toHaveText(title);
  });
}
