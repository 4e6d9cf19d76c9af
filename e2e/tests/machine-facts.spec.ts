import { expect, test, type Page } from './support/test';
import { blockingViolations } from './support/axe';
import { openSignedIn } from './support/portal';

// The machine page reads every card from one set of facts (decision 0098), shows its claims as
// cards on a phone, and writes every tag in colours that pass WCAG AA. The seeded machines are
// api/src/seed/machines.ts's; the drawn ones (PT… units, claims' SN… serials) the demo seed's.

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };

const section = (page: Page, title: string | RegExp) =>
  page.locator('.ant-card', {
    has: page.getByRole('heading', { name: title, exact: typeof title === 'string' }),
  });

async function inFrench(page: Page) {
  await page.evaluate(() => localStorage.setItem('portal_language', 'fr-CA'));
  await page.reload();
}

/** Opens the machine page of the first serial link matching `href` on a list screen. */
async function openFromList(page: Page, list: string, href: string) {
  await openSignedIn(page, 'buyer', list);
  const link = page.locator(`.portal-list a${href}`).first();
  await expect(link).toBeVisible();
  const serial = (await link.textContent())!.trim();
  await page.goto(`/machines/${serial}`);
  await expect(page.getByTestId('machine-summary')).toContainText(serial);
  return serial;
}

test.describe('the machine page: one set of facts, phone cards, readable tags', () => {
  test('at 375 px the claims are cards: Issue, Statuses and Status in view, no sideways scroll', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openSignedIn(page, 'buyer', '/machines/SN900101');
    const claims = section(page, 'Claims');
    await expect(claims.locator('.portal-card')).toHaveCount(2);
    await expect(claims.locator('table')).toHaveCount(0);
    const first = claims.locator('.portal-card').first();
    for (const [label, value] of [
      ['Issue', 'Gearbox noise under load'],
      ['Statuses', 'Approved'],
      ['Status', 'Closed'],
    ]) {
      const pair = first.locator('dl > div', { has: page.getByText(label, { exact: true }) });
      await expect(pair.locator('dd')).toContainText(value);
      // Scrolled down to, the value is wholly within the phone's width.
      await pair.locator('dd').scrollIntoViewIfNeeded();
      await expect(pair.locator('dd')).toBeInViewport({ ratio: 1 });
    }
    const width = () => page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(375);
    await inFrench(page);
    await expect(section(page, 'Réclamations').locator('.portal-card')).toHaveCount(2);
    expect(await width()).toBeLessThanOrEqual(375);
    expect(await blockingViolations(page)).toEqual([]);
  });

  for (const [what, serial, tag] of [
    ['registered', 'SN900101', 'Registered'],
    ['never registered', 'SN900102', 'Not registered'],
    ['overdue', 'SN900103', 'Registration overdue'],
    ['denied claim', 'SN900105', 'Registered'],
  ])
    test(`every tag of a ${what} machine passes axe, in English at 1440 px and French at 375 px`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await openSignedIn(page, 'buyer', `/machines/${serial}`);
      await expect(page.getByTestId('machine-summary')).toContainText(tag);
      await expect(page.getByTestId('warranty-clock')).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      await page.setViewportSize(PHONE);
      await inFrench(page);
      await expect(page.getByTestId('warranty-clock')).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });

  test('its loading, not-found and error states pass axe', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/machines/**', async (route) => {
      await held;
      await route.fallback();
    });
    await openSignedIn(page, 'buyer', '/machines/SN900101');
    await expect(page.getByText('Loading machine...')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    release();
    await expect(page.getByTestId('machine-summary')).toBeVisible();
    await page.unroute('**/api/machines/**');

    await page.goto('/machines/NO-SUCH-SERIAL');
    await expect(
      page.getByText('No machine with serial number NO-SUCH-SERIAL for this dealer'),
    ).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await page.route('**/api/machines/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/machines/SN900101');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('a unit known through its stock unit shows the order it names, never "No wholegoods order"', async ({
    page,
  }) => {
    await openFromList(page, '/wholegoods/my-inventory', '[href^="/machines/PT"]');
    const stockOrder = (
      await section(page, 'Stock Unit')
        .locator('.ant-descriptions-item-label', { hasText: 'Order Number' })
        .locator('xpath=following-sibling::td[1]')
        .textContent()
    )?.trim();
    expect(stockOrder).toMatch(/^SO/);
    const order = section(page, 'Order');
    await expect(order).toContainText(stockOrder!);
    await expect(page.getByTestId('order-source')).toContainText(
      `The stock unit names order ${stockOrder}`,
    );
    await expect(order).not.toContainText('No wholegoods order with this serial number');
  });

  test('a machine with claims but no registration counts from its first claim', async ({
    page,
  }) => {
    await openFromList(
      page,
      '/service/claims-history',
      '[href^="/machines/SN"]:not([href^="/machines/SN9001"])',
    );
    const clock = page.getByTestId('warranty-clock');
    await expect(clock).toContainText('Not registered, though a claim is on record');
    await expect(clock).toContainText('a claim was filed');
    await expect(clock).not.toContainText('due within 10 business days of sale');
    // The tag and the clock say the same: a claim months old makes the registration overdue.
    const overdue = (await clock.textContent())!.includes('Overdue');
    await expect(page.getByTestId('machine-summary')).toContainText(
      overdue ? 'Registration overdue' : 'Not registered',
    );
    await inFrench(page);
    await expect(clock).toContainText('une réclamation est au dossier');
  });
});
