import { pseudo } from '@portal/shared/i18n/pseudo';
import { expect, test, type Page } from './support/test';
import { blockingViolations } from './support/axe';
import { chooseOption, signIn } from './support/portal';
import { watchApiData, textsOutsideCatalogs } from './support/texts';
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

// Every route, for every role that reaches it (generated from the one access table),
// scanned with axe in Chromium: no serious or critical violation, and each route names itself in
// the document title. One page per role visits its routes in turn. Two roles run at 375 px (the
// admin reaches every signed-in route, the buyer sees the dealer's side), where the page must not
// scroll sideways; the other two at 1440 px. So every route is scanned at both widths.
//
// Each screen is also shown in the pseudo-locale (decision 0064), where every catalog
// text is bracketed: a visible text, label, placeholder or title with words outside brackets that
// no API answer of the page carried is a text that bypasses the catalogs. axe runs in French at
// 375 px (French runs longer; the document's lang follows) and in English at 1440 px; the page
// must not scroll sideways at 375 px in French nor in the pseudo-locale (~30 % longer than
// English). The language is switched in the page as another tab's choice would switch it.

const MOBILE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const WIDTH: Record<Role, typeof MOBILE> = {
  ApplicationAdmin: MOBILE,
  DealerBuyer: MOBILE,
  SupremeSales: DESKTOP,
  DealerViewer: DESKTOP,
};
/** Not in the access table, but every signed-in user can land there. */
const NOT_FOUND: Screen = {
  path: '/no/such/page',
  area: 'shell',
  who: 'signedIn',
  title: 'Page not found',
};

// The sweep is the longest file: its tests share both workers rather than queue in one. Each signs
// in on a page of its own and writes nothing (the claim form's failure is the route's, not the
// server's), and each worker has a portal of its own (decision 0035).
test.describe.configure({ mode: 'parallel' });

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

type Lang = 'en' | 'fr-CA' | 'en-XA';
const PSEUDO: Lang = 'en-XA';

const TITLES: Record<Lang, (s: Screen) => string | RegExp> = {
  en: documentTitle,
  'en-XA': (s) => `${pseudo(s.title)} | ${pseudo('Dealer Portal')}`,
  // The screen's own French is its area's; the portal's name is the shell's.
  'fr-CA': () => / \| Portail des concessionnaires$/,
};

/** Waits for the screen in `lang`; returns what is wrong with its title (so a sweep lists every
 * route's problems rather than stopping at the first). */
async function settle(page: Page, screen: Screen, lang: Lang): Promise<string[]> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const title = TITLES[lang](screen);
  const named = await expect(page)
    .toHaveTitle(title, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('main')).not.toContainText(/Loading\b|Chargement\b|Ļöåđîñĝ/);
  return named ? [] : [`${lang}: the title is '${await page.title()}', not '${title}'`];
}

/** Switches the page's language as a choice made in another tab does (a storage event). */
async function switchTo(page: Page, lang: Lang) {
  await page.evaluate((l) => {
    localStorage.setItem('portal_language', l);
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal_language', newValue: l }));
  }, lang);
}

/** Visits each screen in turn; returns what failed, by path, so one run reports every route.
 * Each screen is checked in the pseudo-locale and in `axeLang`, alternating which comes first so
 * that one switch per screen does. */
async function sweep(page: Page, screens: Screen[], axeLang: Lang, apiData = watchApiData(page)) {
  const found: Record<string, string[]> = {};
  const mobile = page.viewportSize()!.width <= MOBILE.width;
  let lang = (await page.locator('html').getAttribute('lang')) as Lang;
  for (const [i, screen] of screens.entries()) {
    // The first screen loads the portal; the rest are reached the way the sidebar reaches them
    // (a history push every router on the page follows), which keeps the sweep fast. The sign-in
    // page, loaded first, runs without the portal's router: after it, a public screen
    // is opened by its address, as a signed-out visitor would.
    // A signed-in sweep starts in the portal it signed in to (a reload would also lose the answers
    // read at sign-in, which the text check needs).
    const load = i === 0 ? page.url() === 'about:blank' : screens[i - 1].path === '/login';
    if (load) await page.goto(screen.path);
    else await page.evaluate((path) => window.history.pushState(null, '', path), screen.path);
    const problems: string[] = [];
    for (const pass of [0, 1]) {
      if (pass === 1 || (lang !== PSEUDO && lang !== axeLang)) {
        lang = lang === PSEUDO ? axeLang : PSEUDO;
        await switchTo(page, lang);
      }
      problems.push(...(await settle(page, screen, lang)));
      if (lang === PSEUDO)
        for (const t of textsOutsideCatalogs(await apiData.texts(page), await apiData.values()))
          problems.push(`not from a catalog: '${t}'`);
      else for (const v of await blockingViolations(page)) problems.push(`${lang}: ${v}`);
      if (mobile && lang !== 'en') {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > MOBILE.width) problems.push(`${lang}: page is ${width}px wide at 375px`);
      }
    }
    if (problems.length) found[screen.path] = problems;
  }
  return found;
}

test.describe('accessibility and small screens on every route', () => {
  for (const size of [MOBILE, DESKTOP]) {
    test(`signed out at ${size.width}px: the public screens`, async ({ page }) => {
      await page.setViewportSize(size);
      await withoutMotion(page);
      expect(await sweep(page, PUBLIC_SCREENS, size === MOBILE ? 'fr-CA' : 'en')).toEqual({});
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
      // From sign-in on: what the portal reads as it signs in (the home page's data) is data too.
      const apiData = watchApiData(page);
      await signIn(page, accountFor(role).key);
      if (isStaffRole(role)) {
        // Staff act for a dealer: the picker is their landing page; D1001 for the dealer screens.
        await settle(
          page,
          screens.find((s) => s.path === '/admin')!,
          'en',
        );
        await page.getByPlaceholder('Search dealers...').fill('D1001');
        await page.getByRole('button', { name: 'Select D1001' }).click();
        await expect(page).toHaveURL(/\/home$/);
      }
      const axeLang = size === MOBILE ? 'fr-CA' : 'en';
      expect(await sweep(page, [...screens, NOT_FOUND], axeLang, apiData)).toEqual({});
    });
  }
});

// A list is read after the page is shown: its loading text is on screen on every visit, and its
// empty text for every dealer without rows. Both are scanned, as table (1440 px) and cards (375).
test.describe('a list while it loads and when it is empty', () => {
  for (const size of [DESKTOP, MOBILE]) {
    test(`at ${size.width}px`, async ({ page }) => {
      await page.setViewportSize(size);
      await withoutMotion(page);
      await signIn(page, 'empty');
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\/api\/allpartsorders\//, async (route) => {
        await held;
        await route.continue();
      });
      await page.evaluate(() => window.history.pushState(null, '', '/parts/orders'));
      await expect(page.locator('main')).toContainText('Loading orders...');
      expect(await blockingViolations(page)).toEqual([]);
      release();
      await expect(page.locator('main')).toContainText('No orders found');
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
});

// Open Claims with the line that tells its two claim buttons apart: scanned while the list loads,
// when it is empty and when it fails, in French at 375 px and in English at 1440 px.
test.describe('Open Claims while it loads, when it is empty, when it fails', () => {
  for (const [size, lang] of [
    [MOBILE, 'fr-CA'],
    [DESKTOP, 'en'],
  ] as const) {
    test(`at ${size.width}px in ${lang}`, async ({ page }) => {
      await page.setViewportSize(size);
      await withoutMotion(page);
      await signIn(page, 'empty');
      if (lang !== 'en') await switchTo(page, lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      let fail = false;
      await page.route(/\/api\/servicewarrantycalls\//, async (route) => {
        await held;
        if (fail) await route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
        else await route.continue();
      });
      await page.evaluate(() => window.history.pushState(null, '', '/service/open-claims'));
      const main = page.locator('main');
      await expect(main).toContainText(lang === 'en' ? 'Loading claims...' : 'Chargement');
      await expect(page.locator('#claim-buttons-help')).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      release();
      await expect(main).toContainText(lang === 'en' ? 'No claims found' : 'Aucune réclamation');
      expect(await blockingViolations(page)).toEqual([]);
      fail = true;
      await page.reload();
      await expect(main.locator('[role=alert]').first()).toBeVisible();
      await expect(page.locator('#claim-buttons-help')).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      if (size === MOBILE)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    });
  }
});

// The warranty claim form (built on the one form hook): scanned empty, with every rule's problem
// shown after a submit, and when the server fails the claim, in French at 375 px and in English
// at 1440 px. It reads nothing before it is shown, so it has no loading state of its own.
test.describe('the claim form empty, with its problems, when the server fails it', () => {
  const shots = process.env.E2E_SCREENSHOTS; // a folder: also save screenshots for a look
  for (const [size, lang] of [
    [MOBILE, 'fr-CA'],
    [DESKTOP, 'en'],
    [MOBILE, 'en'],
    [DESKTOP, 'fr-CA'],
  ] as const) {
    test(`at ${size.width}px in ${lang}`, async ({ page }) => {
      const fr = lang === 'fr-CA';
      await page.setViewportSize(size);
      await withoutMotion(page);
      await signIn(page, 'buyer');
      if (fr) await switchTo(page, lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.evaluate(() => window.history.pushState(null, '', '/service/claims/new'));
      const main = page.locator('main');
      const check = async (state: string) => {
        expect(await blockingViolations(page), state).toEqual([]);
        if (size === MOBILE)
          expect(await page.evaluate(() => document.documentElement.scrollWidth), state).toBe(375);
        if (shots) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.mouse.move(0, 0);
          const file = `${shots}/claim-${lang}-${size.width}-${state}.png`;
          await page.screenshot({ path: file, fullPage: true });
        }
      };
      await expect(main.locator('#claim-serial')).toBeVisible();
      await check('empty');

      await main
        .getByRole('button', { name: fr ? 'Envoyer la réclamation' : 'Submit Claim' })
        .click();
      await expect(main.locator('#claim-complaint-error')).toHaveText(
        fr ? 'La plainte est obligatoire' : 'Complaint is required',
      );
      await check('problems');

      await page.route(/\/api\/service\/claims$/, (route) =>
        route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
      );
      const day = await page.evaluate(() =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Edmonton' }).format(new Date()),
      );
      await main.locator('#claim-serial').fill('PT000001');
      await main.locator('#claim-failureDate').fill(day);
      await main.locator('#claim-repairDate').fill(day);
      await main.locator('#claim-hours').fill('1200');
      await chooseOption(page, main.locator('#claim-failureKind'), fr ? 'Autre' : 'Other');
      for (const field of ['complaint', 'cause', 'correction'])
        await main.locator(`#claim-${field}`).fill('Bearing worn');
      await main.locator('#claim-labourHours').fill('2');
      const png = { name: 'a.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50]) };
      await main.locator('#claim-failurePhotos').setInputFiles([png, { ...png, name: 'b.png' }]);
      await main.locator('#claim-serialPhotos').setInputFiles([png]);
      await main
        .getByRole('button', { name: fr ? 'Envoyer la réclamation' : 'Submit Claim' })
        .click();
      await expect(main.getByRole('alert')).toHaveText(
        fr
          ? 'L’envoi de la réclamation a échoué. Veuillez réessayer.'
          : 'Failed to submit the claim. Please try again.',
      );
      await check('failed');
    });
  }
});
