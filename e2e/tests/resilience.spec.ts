import { expect, test } from './support/test';
import { heading, openSignedIn } from './support/portal';
import { breakEntry, takeDown } from './support/deploy';

test('an area whose files are gone shows "unavailable" with a retry; the rest keeps working', async ({
  page,
}) => {
  await openSignedIn(page, 'buyer', '/home');
  const restore = takeDown('finance');
  try {
    await page.goto('/finance/statements');
    await expect(page.getByTestId('area-unavailable')).toBeVisible();
    await expect(page.getByText('Finance is unavailable')).toBeVisible();
    // The layout still works, and so does another area.
    await page.getByRole('navigation', { name: 'Main' }).getByText('Claims').click();
    await expect(heading(page)).toHaveText('Open Claims');
    await page.goBack();
    await expect(page.getByTestId('area-unavailable')).toBeVisible();
  } finally {
    restore();
  }
  // Back up: 'Try again' loads it without a page reload.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(heading(page)).toHaveText('Recent Statements');
});

test('an area whose script throws shows the same fallback', async ({ page }) => {
  await openSignedIn(page, 'buyer', '/home');
  const restore = breakEntry('resources');
  try {
    await page.goto('/resources/training');
    await expect(page.getByTestId('area-unavailable')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByText('Dashboard').click();
    await expect(heading(page)).toHaveText('Welcome to the Dealer Portal');
  } finally {
    restore();
  }
});

// An area deployed alone (a new version picked up on reload with no shell rebuild, and rolled
// back) is tested through the deploy command in deploy.spec.ts.
