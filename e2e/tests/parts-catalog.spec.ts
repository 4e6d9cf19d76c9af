import { expect, test, type Page } from './support/test';
import { blockingViolations } from './support/axe';
import { catalogSamples, wordOf, type CatalogSamples } from './support/catalog';
import { heading, openSignedIn } from './support/portal';

// The parts catalogue's screens (decision 0124) against the real API and its seeded catalogue
// (decision 0121), in Chromium at 1440 and 375 px, English and French, with axe on each screen
// and in its loading, empty and error states.

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const SEARCH = 'Part number or description';
/** The catalogue's search (not a part's page, under the same path). */
const PARTS_SEARCH = /\/api\/parts-catalog\/\d+\/parts(\?|$)/;

let samples: CatalogSamples;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  samples = await catalogSamples(page);
  await page.close();
});

/** The results on screen: table rows on a desktop, cards on a phone. */
const results = (page: Page) => page.locator('.portal-list tbody tr.ant-table-row, .portal-card');
const resultOf = (page: Page, partNumber: string) =>
  results(page).filter({ has: page.getByRole('link', { name: partNumber, exact: true }) });

async function inFrench(page: Page) {
  await page.evaluate(() => localStorage.setItem('portal_language', 'fr-CA'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
}

async function searchFor(page: Page, text: string, placeholder = SEARCH) {
  await page.getByPlaceholder(placeholder).fill(text);
  await expect(page.locator('.portal-list')).toHaveAttribute('aria-busy', 'false');
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

for (const size of [DESKTOP, PHONE])
  test.describe(`at ${size.width} px`, () => {
    test.beforeEach(({ page }) => page.setViewportSize(size));

    test('finds a part by its number, whole and by its start, and opens its page', async ({
      page,
    }) => {
      const { part } = samples;
      await openSignedIn(page, 'buyer', '/parts/catalog');
      await expect(heading(page)).toHaveText('Parts Catalog');
      await searchFor(page, part.partNumber);
      const row = resultOf(page, part.partNumber);
      await expect(row).toBeVisible();
      await expect(row).toContainText(part.description);
      await expect(row).toContainText(
        /in stock, (Alberta|Kansas)|Back-ordered, next receipt|Out of stock/,
      );
      await searchFor(page, part.partNumber.slice(0, -1));
      await expect(resultOf(page, part.partNumber)).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      if (size === PHONE) await noSidewaysScroll(page);

      await resultOf(page, part.partNumber).getByRole('link', { name: part.partNumber }).click();
      await expect(page).toHaveURL(`/parts/catalog/${encodeURIComponent(part.partNumber)}`);
      await expect(heading(page)).toHaveText('Part');
      await expect(page.getByTestId('part-summary')).toContainText(part.partNumber);
      for (const title of [
        'Details',
        'Price',
        'Availability',
        'Supersession',
        'Kit Contents',
        'Where Used',
      ])
        await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(page.getByText('Net Price')).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      if (size === PHONE) await noSidewaysScroll(page);
    });

    test('an old number finds its replacement, with the chain', async ({ page }) => {
      await openSignedIn(page, 'buyer', '/parts/catalog');
      await searchFor(page, samples.oldNumber);
      const row = resultOf(page, samples.replacement);
      await expect(row).toContainText(`Replaces ${samples.oldNumber} (${samples.oldNumber} →`);
      await row.getByRole('link', { name: samples.replacement }).click();
      const chain = page.getByRole('list', { name: 'Supersession chain' });
      await expect(chain.getByRole('link', { name: samples.oldNumber })).toBeVisible();
    });

    test('finds parts by words of the description, in English and in French', async ({ page }) => {
      const english = wordOf(samples.part.description);
      const french = wordOf(samples.french.description);
      await openSignedIn(page, 'buyer', '/parts/catalog');
      await searchFor(page, english);
      await expect(results(page).first()).toContainText(new RegExp(english, 'i'));
      // A broad search (20,000 numbers start 'SP-1') is counted to 1,000 and says how to narrow.
      await searchFor(page, 'SP-1');
      await expect(
        page.getByRole('status').filter({ hasText: 'More than 1,000 parts match' }),
      ).toBeVisible();
      await expect(page.getByText('(1,000+ items)')).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);

      await inFrench(page);
      await expect(heading(page)).toHaveText('Catalogue de pièces');
      await searchFor(page, french, 'Numéro ou description de la pièce');
      await expect(results(page).first()).toContainText(new RegExp(french, 'i'));
      await searchFor(page, 'SP-1', 'Numéro ou description de la pièce');
      await expect(
        page.getByRole('status').filter({ hasText: /^Plus de 1\s000 pièces correspondent/ }),
      ).toBeVisible();
      await expect(page.getByText(/^\(plus de 1\s000 éléments\)$/)).toBeVisible();
      // The descriptions come back in the page's language.
      await searchFor(page, samples.part.partNumber, 'Numéro ou description de la pièce');
      await expect(resultOf(page, samples.part.partNumber)).toContainText(
        samples.french.description,
      );
      expect(await blockingViolations(page)).toEqual([]);
      if (size === PHONE) await noSidewaysScroll(page);
    });

    test('a DealerViewer sees availability but no net price', async ({ page }) => {
      await openSignedIn(page, 'viewer', '/parts/catalog');
      await searchFor(page, samples.part.partNumber);
      await expect(resultOf(page, samples.part.partNumber)).toBeVisible();
      await expect(page.getByText('Net Price')).toHaveCount(0);
      await page.goto(`/parts/catalog/${encodeURIComponent(samples.part.partNumber)}`);
      await expect(page.getByRole('heading', { level: 3, name: 'Price' })).toBeVisible();
      await expect(page.getByText('List Price')).toBeVisible();
      await expect(page.getByText('Net Price')).toHaveCount(0);
    });

    test('a diagram: a callout clicked or chosen with Enter selects its row, and back', async ({
      page,
    }) => {
      await openSignedIn(page, 'buyer', '/parts/catalog/diagrams');
      await expect(heading(page)).toHaveText('Parts Diagrams');
      await page.locator('main ul a[href^="/parts/catalog/diagrams/"]').first().click();
      await expect(heading(page)).toHaveText('Parts Diagram');
      const drawing = page.getByTestId('diagram-drawing');
      const callouts = drawing.locator('[data-callout]');
      await expect(callouts.first()).toBeVisible();
      const first = Number(await callouts.first().getAttribute('data-callout'));
      await callouts.first().click();
      await expect(page).toHaveURL(new RegExp(`callout=${first}$`));
      await expect(page.locator(`tr[data-row-callout="${first}"]`)).toHaveClass(
        /ant-table-row-selected/,
      );

      const second = callouts.nth(1);
      const n = Number(await second.getAttribute('data-callout'));
      await second.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator(`tr[data-row-callout="${n}"]`)).toHaveClass(
        /ant-table-row-selected/,
      );
      await expect(second).toHaveAttribute('aria-pressed', 'true');

      await page
        .locator(`tr[data-row-callout="${first}"]`)
        .getByRole('button', { name: `Callout ${first}` })
        .click();
      await expect(callouts.first()).toHaveAttribute('aria-pressed', 'true');
      expect(await blockingViolations(page)).toEqual([]);
      if (size === PHONE) {
        await page.getByRole('button', { name: 'Zoom in' }).click();
        await expect(page.getByRole('button', { name: 'Fit' })).toBeEnabled();
        await noSidewaysScroll(page);
      }
    });

    test('loading, empty and error states pass axe, in English and French', async ({ page }) => {
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route(PARTS_SEARCH, async (route) => {
        await held;
        await route.fallback();
      });
      await openSignedIn(page, 'buyer', '/parts/catalog');
      await expect(page.locator('main')).toContainText('Searching the catalog...');
      expect(await blockingViolations(page)).toEqual([]);
      release();
      await page.unroute(PARTS_SEARCH);
      await searchFor(page, 'zzzz-no-such-part');
      await expect(page.locator('main')).toContainText('No parts found');
      expect(await blockingViolations(page)).toEqual([]);

      await page.route('**/api/parts-catalog/**', (route) =>
        route.fulfill({
          status: 500,
          json: {
            statusCode: 500,
            error: 'Internal Server Error',
            message: 'Internal Server Error',
          },
        }),
      );
      await inFrench(page);
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      for (const path of [
        `/parts/catalog/${encodeURIComponent(samples.part.partNumber)}`,
        `/parts/catalog/diagrams/${samples.diagramId}`,
        '/parts/catalog/diagrams',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('alert')).toBeVisible();
        expect(await blockingViolations(page)).toEqual([]);
        if (size === PHONE) await noSidewaysScroll(page);
      }
      await page.unroute('**/api/parts-catalog/**');
      await page.goto('/parts/catalog/NO-SUCH-PART-0');
      await expect(page.getByText('Aucune pièce NO-SUCH-PART-0 au catalogue')).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
