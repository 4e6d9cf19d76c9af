import { expect, test, type Page } from './support/test';
import { account, heading, signIn } from './support/portal';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Spoils the stored access token in the next document, before its scripts run. A tamper made in
 * the live page can be undone: its store writes the session back whenever an answer changes it.
 */
const spoilTokenOnReload = (page: Page) =>
  page.addInitScript(() => {
    const raw = localStorage.getItem('auth_state');
    if (!raw || sessionStorage.getItem('spoiled')) return;
    const s = JSON.parse(raw);
    s.token = 'expired.or.tampered';
    localStorage.setItem('auth_state', JSON.stringify(s));
    sessionStorage.setItem('spoiled', '1');
  });

test.describe('sign-in (spec 000 §2)', () => {
  test('validates the e-mail and password before calling the API', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
  });

  test("says 'Invalid credentials' for a wrong password", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(account('viewer').email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows the password on request and the forgot-password hint', async ({ page }) => {
    await page.goto('/login');
    const pw = page.getByLabel('Password', { exact: true });
    await pw.fill('secret');
    await expect(pw).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(pw).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await expect(page.getByText("'Reset Password for Dealer Portal'")).toBeVisible();
    await expect(page.getByText(/within 24hrs/)).toBeVisible();
  });

  test('lands staff on /admin and dealers on /home; / goes to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'admin', /\/admin$/);
    await page.getByRole('button', { name: 'User menu' }).click();
    const logOut = page.getByRole('menuitem', { name: 'Log Out' });
    await expect(logOut).toBeVisible(); // the menu has finished opening
    await logOut.click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'sales', /\/admin$/);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'viewer', /\/home$/);
    await expect(heading(page)).toHaveText('Welcome to the Dealer Portal');
  });

  test('a user who must change the password goes to /update-password and is held there', async ({
    page,
  }) => {
    await signIn(page, 'mustchange', /\/update-password$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/update-password$/);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Current password is required.');
    await page.getByLabel('Current password').fill(account('mustchange').password);
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'New password must include at least one symbol or number and have at least 8 characters.',
    );
  });
});

test.describe('guards (spec 000 §2, §6)', () => {
  test('remembers where an unauthenticated user was going', async ({ page }) => {
    await page.goto('/parts/warranty-policy');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account('viewer').email);
    await page.getByLabel('Password', { exact: true }).fill(account('viewer').password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/parts\/warranty-policy$/);
  });

  test('DealerViewer is kept from ordering, forms, finance and admin', async ({ page }) => {
    await signIn(page, 'viewer', /\/home$/);
    for (const path of [
      '/wholegoods/orders',
      '/wholegoods/submit-pdi',
      '/finance/invoices',
      '/finance/statements',
      '/admin/users',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/unauthorized$/);
      await expect(
        page.getByText('You are not authorized to view the requested page.'),
      ).toBeVisible();
    }
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/service/open-claims');
    await expect(heading(page)).toHaveText('Open Claims');
  });

  test('DealerBuyer reaches wholegoods and finance but not user management', async ({ page }) => {
    await signIn(page, 'buyer', /\/home$/);
    await page.goto('/finance/statements');
    await expect(heading(page)).toHaveText('Recent Statements');
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test('staff without a selected dealer are sent to /admin from dealer-scoped screens', async ({
    page,
  }) => {
    await signIn(page, 'sales', /\/admin$/);
    await page.goto('/service/open-claims');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test('a signed-out visitor on an unknown URL goes to /login, never the chrome, and returns there', async ({
    page,
  }) => {
    // Watch every frame: the top bar must not be drawn even for a moment.
    await page.addInitScript(() => {
      const seen = { chrome: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('header, .ant-layout-sider, [aria-label="User menu"]'))
          seen.chrome = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/no/such/page?x=1');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
    expect(
      await page.evaluate(
        () => (window as unknown as { __seen: { chrome: boolean } }).__seen.chrome,
      ),
    ).toBe(false);
    await page.getByLabel('Email').fill(account('buyer').email);
    await page.getByLabel('Password', { exact: true }).fill(account('buyer').password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/no\/such\/page\?x=1$/);
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(nav(page)).toBeVisible();
  });

  test('unknown routes show a not-found page inside the layout', async ({ page }) => {
    await signIn(page, 'buyer', /\/home$/);
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(nav(page)).toBeVisible();
  });
});

test.describe('session (spec 000 §4)', () => {
  test('is restored on reload and discarded when corrupt', async ({ page }) => {
    await signIn(page, 'buyer', /\/home$/);
    await page.reload();
    await expect(heading(page)).toHaveText('Welcome to the Dealer Portal');
    await page.evaluate(() => localStorage.setItem('auth_state', '{corrupt'));
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('refreshes an expired access token once and keeps working', async ({ page }) => {
    await signIn(page, 'buyer', /\/home$/);
    await spoilTokenOnReload(page);
    const refreshes: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/auth/refresh') && refreshes.push(r.url()));
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    // Every card's read failed with 401 together; they shared one refresh and were retried.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('card-claims')).toBeVisible();
    expect(refreshes).toHaveLength(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_state')!));
    expect(stored.token).not.toBe('expired.or.tampered');
    // The refresh token is nowhere a script can read it, only in an HttpOnly cookie.
    expect(JSON.stringify(stored)).not.toMatch(/refresh/i);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => [c.name, c.path, c.httpOnly, c.secure, c.sameSite])).toEqual([
      ['portal_refresh', '/api/auth/refresh', true, true, 'Strict'],
      ['portal_refresh', '/api/auth/logout', true, true, 'Strict'],
    ]);
  });

  test("a failed refresh clears the session and says 'Session expired'", async ({ page }) => {
    await signIn(page, 'buyer', /\/home$/);
    await spoilTokenOnReload(page);
    // The refresh cookie is gone (expired, or never kept): the refresh fails.
    await page.context().clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Session expired')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_state'))).toBeNull();
  });
});

test.describe('layout (spec 000 §2)', () => {
  test('the user menu shows initials, role label, name, e-mail and the role entries', async ({
    page,
  }) => {
    await signIn(page, 'admin', /\/admin$/);
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Admin');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByText(account('admin').email)).toBeVisible();
    for (const entry of ['Dealer Selection', 'User Management', 'Update Password', 'Log Out']) {
      await expect(page.getByRole('menuitem', { name: entry })).toBeVisible();
    }
  });

  test('the sidebar follows the role: a viewer sees no finance, ordering forms or admin entries', async ({
    page,
  }) => {
    await signIn(page, 'viewer', /\/home$/);
    await expect(nav(page).getByText('Finance')).toHaveCount(0);
    await expect(nav(page).getByText('Dealer Selection')).toHaveCount(0);
    await nav(page).getByText('Wholegoods').click();
    await expect(nav(page).getByText('Warranty Policy').first()).toBeVisible();
    await expect(nav(page).getByText('Submit PDI')).toHaveCount(0);
    await expect(nav(page).getByText('Dealer Profile')).toBeVisible();
  });

  test('Dealer Rewards is hidden for division Offshore, with the home rewards panel', async ({
    page,
  }) => {
    await signIn(page, 'offshore', /\/home$/);
    await expect(page.getByTestId('dealer-code')).not.toBeEmpty();
    await expect(nav(page).getByText('Dealer Rewards')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Rewards Status' })).toHaveCount(0);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'buyer', /\/home$/);
    await expect(nav(page).getByText('Dealer Rewards')).toBeVisible();
  });

  test('collapsed, a group goes to its first sub-item', async ({ page }) => {
    await signIn(page, 'buyer', /\/home$/);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await nav(page).getByRole('menuitem').nth(2).click(); // Parts
    await expect(page).toHaveURL(/\/parts\/orders$/);
  });

  test('on a phone the menu is a slide-over', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'buyer', /\/home$/);
    await expect(nav(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav(page)).toBeVisible();
    await nav(page).getByText('Claims').click();
    await expect(page).toHaveURL(/\/service\/open-claims$/);
    await expect(nav(page)).toBeHidden();
  });
});

test.describe('home page (spec 000 §2)', () => {
  test('shows the Invoices card to a buyer but not to a viewer', async ({ page }) => {
    await signIn(page, 'buyer', /\/home$/);
    await expect(page.getByTestId('card-invoices')).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'viewer', /\/home$/);
    await expect(page.getByTestId('card-wholegoods')).toBeVisible();
    await expect(page.getByTestId('card-invoices')).toHaveCount(0);
  });

  test('an admin adds, edits and deletes a promotion; others cannot edit', async ({ page }) => {
    await signIn(page, 'admin', /\/admin$/);
    await page.evaluate((id) => {
      const s = JSON.parse(localStorage.getItem('auth_state')!);
      s.selectedDealer = id;
      localStorage.setItem('auth_state', JSON.stringify(s));
    }, account('buyer').dealerId);
    await page.goto('/home');
    const promos = page.getByTestId('notices-promotion');
    await expect(promos.getByRole('listitem').first()).toBeVisible();
    const before = await promos.getByRole('listitem').count();
    await promos.getByRole('button', { name: '+ Add' }).click();
    await expect(promos.getByRole('listitem')).toHaveCount(before + 1);
    await promos.getByRole('button', { name: 'Edit Promotions' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').first().fill('Spring mixer rebate');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Promotions updated successfully')).toBeVisible();
    await expect(promos.getByText('Spring mixer rebate')).toBeVisible();
    await promos.getByRole('button', { name: 'Delete Spring mixer rebate' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Are you sure you want to delete this promotion?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Promotion deleted successfully')).toBeVisible();
    await expect(promos.getByText('Spring mixer rebate')).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'buyer', /\/home$/);
    await expect(page.getByRole('button', { name: 'Edit Promotions' })).toHaveCount(0);
  });
});
