import { expect, test } from './support/test';
import { account, signInAlone } from './support/portal';

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
    await signInAlone(page, area, path, area === 'admin' ? 'admin' : 'buyer');
    if (area === 'admin') {
      await page.getByLabel('Dealer id').fill(String(account('buyer').dealerId));
      await page.getByRole('button', { name: 'Select' }).click();
    }
    await expect(page.getByTestId('standalone-bar')).toBeVisible();
    await expect(page.locator('h2').first()).toHaveText(title);
  });
}
