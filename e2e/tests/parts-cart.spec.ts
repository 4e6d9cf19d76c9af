import { expect, test, type Page } from './support/test';
import { blockingViolations } from './support/axe';
import { catalogSamples, type CatalogSamples } from './support/catalog';
import {
  addToCart,
  cartSamples,
  changeElsewhere,
  emptyCart,
  quantitiesNow,
  type CartSamples,
} from './support/cart';
import { heading, openSignedIn } from './support/portal';

// The dealership's cart (decision 0130) against the real API and the seeded catalogue, in Chromium
// at 1440 and 375 px, English and French: adding from search, a part's page and a diagram, pasted
// lines with every result, a quantity changed, a past order re-ordered, a viewer without a cart,
// and axe on the cart page in its loading, empty and error states.

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };
const CART_READ = /\/api\/parts-cart\/\d+(\?|$)/;
const shots = process.env.E2E_SCREENSHOTS; // a folder: also save screenshots for a look

let catalog: CatalogSamples;
let cart: CartSamples;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  catalog = await catalogSamples(page);
  cart = await cartSamples(page);
  await page.close();
});

/** Signed in as `key` with an empty cart, on `path`. */
async function startAt(page: Page, path: string, key = 'buyer') {
  await openSignedIn(page, key, '/api/health');
  await emptyCart(page);
  await page.goto(path);
}

async function inFrench(page: Page) {
  await page.evaluate(() => localStorage.setItem('portal_language', 'fr-CA'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
}

/** The short confirmation of an add (the toaster's live region). */
const confirmation = (page: Page, text: string | RegExp) =>
  expect(
    page
      .locator('[aria-live] [role=status], [aria-live] [role=alert]')
      .filter({ hasText: text })
      .first(),
  ).toBeVisible();

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

/** A cart line: a table row on a desktop, a card on a phone. */
const lineOf = (page: Page, partNumber: string) =>
  page
    .locator('main tr.ant-table-row, main .portal-card')
    .filter({ has: page.getByRole('link', { name: partNumber, exact: true }) });

async function check(page: Page, size: { width: number }, name: string) {
  expect(await blockingViolations(page)).toEqual([]);
  if (size === PHONE) await noSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/${name}-${size.width}.png`, fullPage: true });
}

for (const size of [DESKTOP, PHONE])
  test.describe(`at ${size.width} px`, () => {
    test.beforeEach(({ page }) => page.setViewportSize(size));

    test("adds from the search results and from a part's page", async ({ page }) => {
      const { partNumber, packQuantity } = catalog.part;
      await startAt(page, '/parts/catalog');
      await expect(page.getByTestId('cart-link')).toHaveText('Cart: 0 lines');
      await page.getByPlaceholder('Part number or description').fill(partNumber);
      await page.getByRole('button', { name: `Add ${partNumber} to the cart` }).click();
      await confirmation(page, `Added ${packQuantity} × ${partNumber} to the cart`);
      await expect(page.getByTestId('cart-link')).toHaveText('Cart: 1 line');
      await check(page, size, 'cart-search');

      await page.getByRole('link', { name: partNumber, exact: true }).first().click();
      await expect(heading(page)).toHaveText('Part');
      await page.getByRole('button', { name: /Add to cart/ }).click();
      await confirmation(page, `Added ${packQuantity} × ${partNumber} to the cart`);
      // The same part again: one line, twice the quantity.
      await expect(page.getByTestId('cart-link')).toHaveText('Cart: 1 line');
      await check(page, size, 'cart-part');
    });

    test('adds from a diagram callout, then opens the cart', async ({ page }) => {
      // A callout whose part can be ordered (an obsolete one has no 'Add'), chosen on the drawing.
      await startAt(page, `/parts/catalog/diagrams/${catalog.diagramId}`);
      const orderable = page
        .locator('tr[data-row-callout]')
        .filter({ has: page.getByRole('button', { name: /to the cart$/ }) })
        .first();
      const n = await orderable.getAttribute('data-row-callout');
      await page.getByTestId('diagram-drawing').locator(`[data-callout="${n}"]`).click();
      const row = page.locator(`tr[data-row-callout="${n}"]`).first();
      await expect(row).toHaveClass(/ant-table-row-selected/);
      const onDiagram = (await row.getByRole('link').first().textContent())!;
      await row.getByRole('button', { name: `Add ${onDiagram} to the cart` }).click();
      await confirmation(page, onDiagram);
      await expect(page.getByTestId('cart-link')).toHaveText('Cart: 1 line');
      await check(page, size, 'cart-diagram');

      await page.getByTestId('cart-link').click();
      await expect(heading(page)).toHaveText('Parts Cart');
      await expect(lineOf(page, onDiagram)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Check out' })).toHaveAttribute(
        'href',
        '/parts/cart/checkout',
      );
      await check(page, size, 'cart-lines');
    });

    test('pasted lines: every result, the lines not added kept; in French too', async ({
      page,
    }) => {
      await startAt(page, '/parts/cart');
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      const box = page.getByLabel('Lines to add (part, quantity)');
      await box.fill(
        [
          'part, quantity',
          `${cart.single}, 2`,
          `${catalog.oldNumber}, 1`,
          `${cart.packed.partNumber}, 1`,
          'NO-SUCH-PART-0, 1',
          `${cart.obsolete}, 1`,
          `${cart.single}, two`,
        ].join('\n'),
      );
      await page.getByRole('button', { name: 'Add lines' }).click();
      const results = page.getByTestId('line-results').getByRole('listitem');
      await expect(results).toHaveText([
        `${cart.single}: added 2`,
        new RegExp(`^${catalog.oldNumber}: superseded, replaced by ${catalog.replacement}`),
        `${cart.packed.partNumber}: quantity rounded up to the pack of ${cart.packed.pack}; added ${cart.packed.pack}`,
        'NO-SUCH-PART-0: unknown part',
        `${cart.obsolete}: obsolete, not added`,
        `${cart.single}: bad quantity, not added`,
      ]);
      await expect(box).toHaveValue(
        ['NO-SUCH-PART-0, 1', `${cart.obsolete}, 1`, `${cart.single}, two`].join('\n'),
      );
      await expect(lineOf(page, cart.packed.partNumber)).toBeVisible();
      await expect(lineOf(page, catalog.replacement)).toBeVisible();
      await check(page, size, 'cart-paste');

      // A quantity changed on the page: kept by the server, the total follows.
      const quantity = lineOf(page, cart.single).getByRole('spinbutton');
      await expect(quantity).toHaveValue('2');
      const total = await page.getByTestId('cart-total').textContent();
      await quantity.fill('5');
      await quantity.press('Enter');
      await expect(page.getByTestId('cart-total')).not.toHaveText(total!);
      await expect(quantity).toHaveValue('5');

      await inFrench(page);
      await expect(heading(page)).toHaveText('Panier de pièces');
      const boite = page.getByLabel('Lignes à ajouter (pièce, quantité)');
      await boite.fill(`${cart.single}, 1\n${cart.obsolete}, 1`);
      await page.getByRole('button', { name: 'Ajouter les lignes' }).click();
      await expect(results).toHaveText([
        new RegExp(`^${cart.single}\\s: 1 ajouté\\(s\\)$`),
        new RegExp(`^${cart.obsolete}\\s: pièce périmée, non ajoutée$`),
      ]);
      await expect(boite).toHaveValue(`${cart.obsolete}, 1`);
      await check(page, size, 'cart-paste-fr');
    });

    test('re-orders a past order into the cart', async ({ page }) => {
      await startAt(page, '/parts/history');
      await page.getByPlaceholder('Search orders...').fill(cart.orderNumber);
      await page.getByRole('button', { name: `Expand order ${cart.orderNumber}` }).click();
      await page.getByRole('button', { name: `Re-order ${cart.orderNumber}` }).click();
      const results = page.getByRole('list', {
        name: `Results of re-ordering ${cart.orderNumber}`,
      });
      await expect(results.getByRole('listitem').first()).toBeVisible();
      await check(page, size, 'cart-reorder');
      await page.getByRole('link', { name: 'Go to the cart' }).click();
      await expect(heading(page)).toHaveText('Parts Cart');
      await expect(page.getByTestId('cart-total')).toBeVisible();
    });

    test('the cart page passes axe loading, empty and in error, in English and French', async ({
      page,
    }) => {
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route(CART_READ, async (route) => {
        await held;
        await route.fallback();
      });
      await startAt(page, '/parts/cart');
      await expect(page.locator('main')).toContainText('Loading the cart...');
      await check(page, size, 'cart-loading');
      release();
      await expect(page.getByTestId('cart-empty')).toBeVisible();
      await check(page, size, 'cart-empty');
      await page.unroute(CART_READ);

      await page.route(CART_READ, (route) =>
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
      await check(page, size, 'cart-error-fr');
      await page.unroute(CART_READ);
      await page.reload();
      await expect(page.getByTestId('cart-empty')).toHaveText(/Le panier est vide\./);
      await check(page, size, 'cart-empty-fr');
    });
  });

test('a change made on a cart another buyer changed: refused, shown with the cart now, applied again on request', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await startAt(page, '/api/health');
  const { partNumber: packed, pack } = cart.packed;
  await addToCart(page, [
    { part: cart.single, quantity: 1 },
    { part: packed, quantity: pack },
  ]);
  await page.goto('/parts/cart');
  const single = lineOf(page, cart.single).getByRole('spinbutton');
  await expect(single).toHaveValue('1');

  // Another buyer of the dealership changes the packed line; this page still shows the cart before.
  await changeElsewhere(page, packed, pack * 2);
  await single.fill('3');
  await single.press('Enter');
  const notice = page.getByRole('alert').filter({ hasText: 'Someone else changed the cart' });
  await expect(notice).toBeVisible();
  // The cart as it is now, the other buyer's change in it; this page's change not made (its
  // field back to the cart's figure, the notice saying the change refused).
  await expect(lineOf(page, packed).getByRole('spinbutton')).toHaveValue(String(pack * 2));
  await expect(single).toHaveValue('1');
  await expect(notice).toContainText(`Your change: ${cart.single} to 3.`);
  expect(await quantitiesNow(page)).toEqual({ [cart.single]: 1, [packed]: pack * 2 });
  await check(page, DESKTOP, 'cart-stale');

  await notice.getByRole('button', { name: 'Apply my change again' }).click();
  await expect(notice).toBeHidden();
  await expect(single).toHaveValue('3');
  expect(await quantitiesNow(page)).toEqual({ [cart.single]: 3, [packed]: pack * 2 });
});

test('a DealerViewer has no cart: no menu entry, no link, no add, and the route is not theirs', async ({
  page,
}) => {
  await openSignedIn(page, 'viewer', '/parts/catalog');
  await page.getByPlaceholder('Part number or description').fill(catalog.part.partNumber);
  await expect(page.getByRole('link', { name: catalog.part.partNumber }).first()).toBeVisible();
  await expect(page.getByTestId('cart-link')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /to the cart/ })).toHaveCount(0);
  // No way to the cart anywhere on the page: not the menu's, not the catalogue's.
  await expect(page.locator('a[href="/parts/cart"]')).toHaveCount(0);
  await page.goto('/parts/cart');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
