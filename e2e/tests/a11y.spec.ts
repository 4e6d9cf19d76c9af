import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { signIn } from './support/portal';
import {
  accountFor,
  documentTitle,
  isStaffRole,
  PUBLIC_SCREENS,
  ROLES,
  screensFor,
  type Role,
  type Screen,
} from './support/routes';

// Issue 15: every route, for every role that reaches it (generated from the one access table),
// scanned with axe in Chromium: no serious or critical violation, and each route names itself in
// the document title. One page per role visits its routes in turn. Two roles run at 375 px (the
// admin reaches every signed-in route, the buyer sees the dealer's side), where the page must not
// scroll sideways; the other two at 1440 px. So every route is scanned at both widths.

const MOBILE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const WIDTH: Record<Role, typeof MOBILE> = {
  ApplicationAdmin: MOBILE,
  DealerBuyer: MOBILE,
  SupremeSales: DESKTOP,
  DealerViewer: DESKTOP,
};
const BLOCKING = new Set(['serious', 'critical']);
/** Not in the access table, but every signed-in user can land there. */
const NOT_FOUND: Screen = {
  path: '/no/such/page',
  area: 'shell',
  who: 'signedIn',
  title: 'Page not found',
};

// A trace of every axe run would only slow the sweep; failures name rule, route and nodes.
test.use({ trace: 'off' });

/** Colour transitions (a button turning from disabled to enabled) would be measured half-way. */
async function withoutMotion(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent =
        '*,*::before,*::after{transition:none!important;animation:none!important}';
      document.head.append(style);
    });
  });
}

async function settle(page: Page, screen: Screen) {
  await expect(page).toHaveTitle(documentTitle(screen));
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('main')).not.toContainText(/Loading\b/);
}

async function blockingViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Visits each screen in turn; returns what failed, by path, so one run reports every route. */
async function sweep(page: Page, screens: Screen[]) {
  const found: Record<string, string[]> = {};
  const mobile = page.viewportSize()!.width <= MOBILE.width;
  for (const [i, screen] of screens.entries()) {
    // The first screen loads the portal; the rest are reached the way the sidebar reaches them
    // (a history push every router on the page follows), which keeps the sweep fast. The sign-in
    // page, loaded first, runs without the portal's router (issue 14): after it, a public screen
    // is opened by its address, as a signed-out visitor would.
    if (i === 0 || screens[i - 1].path === '/login') await page.goto(screen.path);
    else await page.evaluate((path) => window.history.pushState(null, '', path), screen.path);
    await settle(page, screen);
    const problems = await blockingViolations(page);
    if (mobile) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > MOBILE.width) problems.push(`page is ${width}px wide at ${MOBILE.width}px`);
    }
    if (problems.length) found[screen.path] = problems;
  }
  return found;
}

test.describe('accessibility and small screens on every route (issue 15)', () => {
  for (const size of [MOBILE, DESKTOP]) {
    test(`signed out at ${size.width}px: the public screens`, async ({ page }) => {
      await page.setViewportSize(size);
      await withoutMotion(page);
      expect(await sweep(page, PUBLIC_SCREENS)).toEqual({});
    });
  }

  for (const role of ROLES) {
    const size = WIDTH[role];
    test(`${role} at ${size.width}px: every screen the access table gives it`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(size);
      await withoutMotion(page);
      const screens = screensFor(role);
      expect(screens.length).toBeGreaterThan(10);
      await signIn(page, accountFor(role).key);
      if (isStaffRole(role)) {
        // Staff act for a dealer: the picker is their landing page; D1001 for the dealer screens.
        await settle(
          page,
          screens.find((s) => s.path === '/admin')!,
        );
        await page.getByPlaceholder('Search dealers...').fill('D1001');
        await page.getByRole('button', { name: 'Select D1001' }).click();
        await expect(page).toHaveURL(/\/home$/);
      }
      expect(await sweep(page, [...screens, NOT_FOUND])).toEqual({});
    });
  }
});
