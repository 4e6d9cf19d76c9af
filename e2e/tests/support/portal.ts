import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DemoAccount {
  key: string;
  email: string;
  password: string;
  role: string;
  dealerId: number | null;
  note?: string;
}

/** The demo accounts the seed creates (the README lists the same file). */
export const accounts: DemoAccount[] = JSON.parse(
  readFileSync(join(__dirname, '../../../api/demo-accounts.json'), 'utf8'),
);

export function account(key: string): DemoAccount {
  const a = accounts.find((x) => x.key === key);
  if (!a) throw new Error(`no demo account '${key}'`);
  return a;
}

export const workDir = () => process.env.E2E_WORK_DIR!;
export const appsDir = () => join(workDir(), 'apps');

/** Signs in through the login form and waits for the landing page. */
export async function signIn(page: Page, key: string, landing?: RegExp) {
  const a = account(key);
  await page.goto('/login');
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password', { exact: true }).fill(a.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(landing ?? /\/(home|admin|update-password)$/);
}

/** The page's main heading (every screen sets one). */
export const heading = (page: Page) => page.locator('#content h2, main h2').first();

/** Opens one area alone (its QA page at /remotes/<area>/) and signs in there. */
export async function signInAlone(page: Page, area: string, path: string, key = 'buyer') {
  const a = account(key);
  await page.goto(`/remotes/${area}${path}`);
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('standalone-bar')).toBeVisible();
}
