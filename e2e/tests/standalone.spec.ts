import { expect, test } from './support/test';
import { AREAS, AREA_NAMES } from '@portal/shared/areas';
import { account, signInAlone } from './support/portal';

// QA opens one area alone: the same lifecycles behind a minimal sign-in, against the real API.
// Every area of shared/areas.json, on the screen its manifest entry names.
for (const area of AREA_NAMES) {
  const { path, heading: title, account: key } = AREAS[area].check;
  test(`the ${area} area runs alone`, async ({ page }) => {
    await signInAlone(page, area, path, key);
    if (area === 'admin') {
      await page.getByLabel('Dealer id').fill(String(account('buyer').dealerId));
      await page.getByRole('button', { name: 'Select' }).click();
    }
    await expect(page.getByTestId('standalone-bar')).toBeVisible();
    await expect(page.locator('h2').first()).toHaveText(title);
  });
}
