import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIGNED_OUT, STORAGE_KEY, type AuthState } from '../../../shared/src/auth/state';
import { DEALER_ROLES } from '../../../shared/src/roles';
import type { LoginAnswer } from '../../../shared/src/contract/auth';

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

/**
 * Signs in as the login page does (POST /api/auth/login, whose refresh cookie lands in the page's
 * browser context), stores the session as the shell's store writes it, and opens `path`. The
 * sign-in form and the landing rules are tested in shell.spec.ts; the other suites only need a
 * session, and this skips loading the login screen and the landing page first.
 */
export async function openSignedIn(page: Page, key: string, path: string) {
  const a = account(key);
  const r = await page.request.post('/api/auth/login', {
    data: { email: a.email, password: a.password },
  });
  expect(r.status(), `sign-in of ${key}`).toBe(200);
  const login = (await r.json()) as LoginAnswer;
  const state: AuthState = {
    ...SIGNED_OUT,
    user: { email: login.email, id: login.id, name: login.name, role: login.role },
    token: login.token,
    role: login.role,
    dealerId: login.dealerId,
    selectedDealer: DEALER_ROLES.includes(login.role) ? login.dealerId : null,
    isAuthenticated: true,
    requirePasswordChange: login.requirePasswordChange,
  };
  // Storage belongs to the origin: a same-origin answer that loads no app is enough to write it.
  await page.goto('/api/health');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [STORAGE_KEY, JSON.stringify(state)]);
  await page.goto(path);
}

/**
 * Picks an option of an antd select as a user does: opens it, types (a searchable select filters;
 * a plain one ignores the keys), clicks the option whose text is `option`, and checks the select
 * now shows it. The browser asks for reduced motion (playwright.config.ts), so the list does not
 * zoom in while it is clicked (motion.spec.ts checks that the portal honours it).
 */
export async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  const list = page.locator('.ant-select-dropdown:visible');
  await page.keyboard.type(option);
  const exact = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await list.locator('.ant-select-item-option').filter({ hasText: exact }).click();
  const box = select.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(box).toContainText(option);
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
