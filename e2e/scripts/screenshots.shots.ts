import { expect, test, type Page } from '../tests/support/test';
import { join } from 'node:path';
import { openSignedIn, signIn } from '../tests/support/portal';
import { catalogSamples, wordOf } from '../tests/support/catalog';
import { documentTitle, PUBLIC_SCREENS, screensFor, type Screen } from '../tests/support/routes';
import shellFr from '../../shell/src/messages/fr-CA.json';
import adminFr from '../../mf-admin/src/messages/fr-CA.json';
import partsFr from '../../mf-parts/src/messages/fr-CA.json';

const dir = process.env.SCREENSHOTS_DIR!;
// SCREENSHOTS_LANGUAGE=fr-CA takes the same screens in French: the language is stored
// as the user menu stores it, before every page load, and the texts the run clicks are read from
// the French catalogs.
const FRENCH = process.env.SCREENSHOTS_LANGUAGE === 'fr-CA';
const fr: Record<string, string> = { ...shellFr, ...adminFr, ...partsFr };
const say = (english: string) => (FRENCH ? (fr[english] ?? english) : english);
const titleOf = (s: Screen) => (FRENCH ? / \| Portail des concessionnaires$/ : documentTitle(s));
const WIDTHS = [1440, 375];
const USERS = [
  { key: 'buyer', role: 'DealerBuyer' as const },
  { key: 'admin', role: 'ApplicationAdmin' as const },
];

/** Waits until no CSS animation or transition runs (a popup caught sliding in looks broken). */
const still = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );

const slug = (path: string) => path.replace(/^\//, '').replace(/\//g, '_') || 'root';

async function shoot(page: Page, screen: Screen, name: string) {
  await page.goto(screen.path);
  await expect(page).toHaveTitle(titleOf(screen));
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/Loading\b|Chargement…/);
  // Lazy images (document thumbnails) load as they scroll into view: let them arrive.
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

test('every route at 1440 and 375 px, for a dealer and an admin', async ({ page }) => {
  if (FRENCH) await page.addInitScript(() => localStorage.setItem('portal_language', 'fr-CA'));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    for (const s of PUBLIC_SCREENS) await shoot(page, s, `public-${width}-${slug(s.path)}`);
    for (const user of USERS) {
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      // The sign-in form is English's; in French the session is opened through the API.
      const landing = user.key === 'admin' ? '/admin' : '/home';
      if (FRENCH) await openSignedIn(page, user.key, landing);
      else await signIn(page, user.key);
      if (user.key === 'admin') {
        await expect(page).toHaveURL(/\/admin$/);
        await expect(page.getByPlaceholder(say('Search dealers...'))).toBeVisible();
        await page.screenshot({ path: join(dir, `admin-${width}-dealer-picker.png`) });
        await page.getByPlaceholder(say('Search dealers...')).fill('D1001');
        const select = FRENCH ? 'Sélectionner D1001' : 'Select D1001';
        await page.getByRole('button', { name: select }).click();
        await expect(page).toHaveURL(/\/home$/);
      }
      // The layout's popups: the user menu, and on a phone the sidebar's slide-over.
      await page.getByRole('button', { name: say('User menu') }).click();
      await expect(page.getByRole('menuitem', { name: say('Log Out') })).toBeVisible();
      await expect(page.locator('.ant-skeleton-active')).toHaveCount(0);
      await still(page);
      await page.screenshot({ path: join(dir, `${user.key}-${width}-user-menu.png`) });
      await page.keyboard.press('Escape');
      if (width < 768) {
        await page.getByRole('button', { name: say('Open menu') }).click();
        await expect(page.getByRole('dialog', { name: say('Menu') })).toBeVisible();
        await still(page);
        await page.screenshot({ path: join(dir, `${user.key}-${width}-slide-over.png`) });
        await page.keyboard.press('Escape');
      }
      for (const s of screensFor(user.role))
        await shoot(page, s, `${user.key}-${width}-${slug(s.path)}`);
      if (user.key === 'buyer') {
        // A parts order opened (on a phone, inside its card).
        await page.goto('/parts/orders');
        await page
          .getByRole('button', { name: FRENCH ? /^Développer / : /^Expand order / })
          .first()
          .click();
        await expect(page.getByText(say('Part Number')).first()).toBeVisible();
        await still(page);
        await page.screenshot({
          path: join(dir, `${user.key}-${width}-parts_orders-expanded.png`),
          fullPage: true,
        });
        // The catalogue with real parts: a search by words, a part's page, a diagram with a
        // callout chosen (the access table's routes above are shot with their `:name` unfilled).
        const samples = await catalogSamples(page);
        const catalogShots: [string, string][] = [
          [
            'parts_catalog-search',
            `/parts/catalog?q=${encodeURIComponent(wordOf(samples.part.description))}`,
          ],
          ['parts_catalog-part', `/parts/catalog/${encodeURIComponent(samples.part.partNumber)}`],
          ['parts_catalog-diagram', `/parts/catalog/diagrams/${samples.diagramId}?callout=1`],
        ];
        for (const [name, path] of catalogShots) {
          await page.goto(path);
          await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
          await expect(page.locator('main')).not.toContainText(
            /Loading\b|Searching\b|Chargement|Recherche dans/,
          );
          await page.waitForLoadState('networkidle');
          await page.screenshot({
            path: join(dir, `${user.key}-${width}-${name}.png`),
            fullPage: true,
          });
        }
      }
    }
    // Staff with no dealer chosen: the two screens that need none.
    await page.evaluate(() => localStorage.clear());
    if (FRENCH) await openSignedIn(page, 'sales', '/home');
    else await signIn(page, 'sales');
    for (const s of SCREENS_WITHOUT_DEALER)
      await shoot(page, s, `sales-nodealer-${width}-${slug(s.path)}`);
  }
});

const SCREENS_WITHOUT_DEALER = screensFor('SupremeSales').filter((s) =>
  ['/help/support', '/documents'].includes(s.path),
);
