import { blockingViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { SEARCH_MAX_LENGTH } from '@portal/shared/searchRule';
import { signIn, openSignedIn } from './support/portal';

// Every list screen, at a phone's width and a desktop's. One search-length limit for the
// API and every search box; a search that cannot match shows the screen's own empty text (never
// the API's validation text); below 576 px each row is a card; the toolbar keeps to two rows.

interface ListScreen {
  path: string;
  who: 'buyer' | 'admin';
  search: string;
  empty: string;
  /** A column shown as a label on each card (besides the title). */
  label: string;
}

export const LIST_SCREENS: ListScreen[] = [
  {
    path: '/wholegoods/orders',
    who: 'buyer',
    search: 'Search orders...',
    empty: 'No orders found',
    label: 'Status',
  },
  {
    path: '/wholegoods/history',
    who: 'buyer',
    search: 'Search orders...',
    empty: 'No orders found',
    label: 'Invoiced Date',
  },
  {
    path: '/wholegoods/my-inventory',
    who: 'buyer',
    search: 'Search inventory...',
    empty: 'No inventory items found',
    label: 'Manufacture Date',
  },
  {
    path: '/parts/orders',
    who: 'buyer',
    search: 'Search orders...',
    empty: 'No orders found',
    label: 'Estimated Ship Date',
  },
  {
    path: '/parts/history',
    who: 'buyer',
    search: 'Search orders...',
    empty: 'No orders found',
    label: 'Invoice Date',
  },
  {
    path: '/service/open-claims',
    who: 'buyer',
    search: 'Search claims...',
    empty: 'No claims found',
    label: 'Status',
  },
  {
    path: '/service/claims-history',
    who: 'buyer',
    search: 'Search claims...',
    empty: 'No claims found',
    label: 'Powertrain Warranty',
  },
  {
    path: '/finance/invoices',
    who: 'buyer',
    search: 'Search invoices...',
    empty: 'No invoices found',
    label: 'Amount Paid',
  },
  {
    path: '/finance/statements',
    who: 'buyer',
    search: 'Search statements...',
    empty: 'No statements found.',
    label: 'Date',
  },
  {
    path: '/documents',
    who: 'buyer',
    search: 'Search documents...',
    empty: 'No documents found.',
    label: 'Last Modified',
  },
  {
    path: '/admin',
    who: 'admin',
    search: 'Search dealers...',
    empty: 'No dealers found',
    label: 'Division',
  },
  {
    path: '/admin/users',
    who: 'admin',
    search: 'Search users...',
    empty: 'No users found',
    label: 'Role',
  },
];

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

async function signInFor(page: Page, who: 'buyer' | 'admin') {
  await signIn(page, who);
  if (who === 'admin') {
    await page.getByPlaceholder('Search dealers...').fill('D1001');
    await page.getByRole('button', { name: 'Select D1001' }).click();
    await expect(page).toHaveURL(/\/home$/);
  }
}

const cards = (page: Page) => page.locator('.portal-list .portal-card');
const tableRows = (page: Page) => page.locator('.portal-list tbody tr.ant-table-row');
const listOf = (page: Page, s: ListScreen) =>
  page.locator('.portal-list').filter({ has: page.getByPlaceholder(s.search) });

test.describe('list search length (finding 1)', () => {
  for (const who of ['buyer', 'admin'] as const) {
    test(`${who}: every search box stops at the API's limit; a long search shows the empty text`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signInFor(page, who);
      const long = 'x'.repeat(SEARCH_MAX_LENGTH + 100);
      for (const s of LIST_SCREENS.filter((l) => l.who === who)) {
        await test.step(s.path, async () => {
          await page.goto(s.path);
          const box = page.getByPlaceholder(s.search);
          await expect(box).toHaveAttribute('maxlength', String(SEARCH_MAX_LENGTH));
          // Pasted text: inserted at once, as a paste inserts it.
          await box.click();
          await page.keyboard.insertText(long);
          await expect(box).toHaveValue('x'.repeat(SEARCH_MAX_LENGTH));
          await expect(listOf(page, s).getByText(s.empty)).toBeVisible();
          await expect(page.locator('main')).not.toContainText('must NOT have');
          await expect(page.getByRole('alert')).toHaveCount(0);
          // A link that carries a longer search is read as the box would send it.
          await page.goto(`${s.path}?q=${long}`);
          await expect(listOf(page, s).getByText(s.empty)).toBeVisible();
          await expect(page.locator('main')).not.toContainText('querystring');
        });
      }
    });
  }
});

test.describe('dates searched as shown (finding 7)', () => {
  test('open claims and inventory find a row by its date typed as MM/DD/YYYY', async ({ page }) => {
    await openSignedIn(page, 'buyer', '/home');
    for (const [path, search, column] of [
      ['/service/open-claims', 'Search claims...', 2],
      ['/wholegoods/my-inventory', 'Search inventory...', 6],
    ] as const) {
      await page.goto(path);
      await expect(tableRows(page).first()).toBeVisible();
      const shown = (await tableRows(page)
        .first()
        .locator(`td:nth-child(${column})`)
        .textContent())!;
      expect(shown).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      await page.getByPlaceholder(search).fill(shown);
      await expect(page.locator('.portal-list')).toHaveAttribute('aria-busy', 'false');
      await expect(tableRows(page).first()).toBeVisible();
      const dates = await tableRows(page).locator(`td:nth-child(${column})`).allTextContents();
      expect([path, dates.every((d) => d === shown)]).toEqual([path, true]);
    }
  });
});

test.describe('lists on a phone', () => {
  for (const who of ['buyer', 'admin'] as const) {
    test(`${who}: at 375 px every list shows cards, no sideways scroll, a two-row toolbar`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(PHONE);
      await signInFor(page, who);
      for (const s of LIST_SCREENS.filter((l) => l.who === who)) {
        await test.step(s.path, async () => {
          await page.goto(s.path);
          await expect(cards(page).first()).toBeVisible();
          await expect(page.locator('.portal-list table')).toHaveCount(0);
          // Each card: a title and the other columns as label/value pairs.
          const first = cards(page).first();
          await expect(first.locator('dt').filter({ hasText: s.label })).toHaveCount(1);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(PHONE.width);
          // Every card fits the screen: nothing to scroll sideways for.
          const overflow = await page.evaluate(() =>
            Array.from(document.querySelectorAll('.portal-card')).some(
              (c) =>
                c.getBoundingClientRect().right > window.innerWidth ||
                c.scrollWidth > c.clientWidth,
            ),
          );
          expect(overflow).toBe(false);
          // The toolbar: search, tabs, buttons in at most two rows.
          const rows = await page.evaluate(() => {
            const bar = document.querySelector('.portal-list-toolbar')!;
            const items = Array.from(
              bar.querySelectorAll('.ant-input-search, .ant-segmented, .ant-btn, .ant-select'),
            ).filter((e) => !e.parentElement?.closest('.ant-input-search, .ant-segmented'));
            // Rows: items whose vertical middles are more than 16 px apart.
            const middles = items
              .map((e) => {
                const r = e.getBoundingClientRect();
                return (r.top + r.bottom) / 2;
              })
              .sort((a, b) => a - b);
            return middles.filter((m, i) => i === 0 || m - middles[i - 1] > 16).length;
          });
          expect([s.path, rows <= 2]).toEqual([s.path, true]);
          await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
          await expect(page.getByRole('combobox', { name: 'Items per page' })).toBeVisible();
        });
      }
    });
  }

  test('cards keep search, the sort picker, paging, page size, the download link and the expand toggle', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await openSignedIn(page, 'buyer', '/parts/orders');
    await expect(cards(page)).toHaveCount(10);
    // Sort picker: Order Number, descending, then ascending.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    // antd's visible options (its role=option elements are a hidden list for screen readers).
    const option = (text: string) =>
      page.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${text}$`) });
    await option('Order Number, ascending').click();
    await expect(page).toHaveURL(/sort=orderNumber&order=asc/);
    const titles = async () =>
      (await cards(page).locator('> div:first-child').allTextContents()).map((t) => t.trim());
    await expect.poll(async () => (await titles()).length).toBe(10);
    const asc = await titles();
    expect(asc[0].localeCompare(asc[9], undefined, { numeric: true })).toBeLessThan(0);
    // Paging and page size.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Items per page' }).click();
    await option('25').click();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const total = Number(
      (await page.getByText(/^\(\d+ items\)$/).textContent())!.replace(/\D/g, ''),
    );
    expect(total).toBeGreaterThan(10);
    await expect(cards(page)).toHaveCount(Math.min(25, total));
    // Expand toggle: the order's lines.
    const toggle = cards(page)
      .first()
      .getByRole('button', { name: /^Expand order / });
    await toggle.click();
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /^Collapse order / }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(cards(page).first().getByText('Part Number')).toBeVisible();
    // Cards, the sort picker and an opened order: no serious or critical axe finding.
    expect(await blockingViolations(page)).toEqual([]);
    // The lines fit the card: the page still does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    // The order number is still the download link (a button that fetches the PDF).
    const number0 = (await titles())[0];
    await expect(
      cards(page).first().locator('> div:first-child').getByRole('button', { name: number0 }),
    ).toBeVisible();
    // Search narrows the cards; nothing found shows the empty text.
    const number = (await titles())[0];
    await page.getByPlaceholder('Search orders...').fill(number);
    await expect(cards(page)).toHaveCount(1);
    await page.getByPlaceholder('Search orders...').fill('no such order anywhere');
    await expect(page.getByText('No orders found')).toBeVisible();
  });

  test('at 768 px and up the table stays, with its sortable headers', async ({ page }) => {
    for (const width of [768, DESKTOP.width]) {
      await page.setViewportSize({ width, height: 900 });
      if (width === 768) await openSignedIn(page, 'buyer', '/wholegoods/orders');
      await expect(tableRows(page).first()).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByRole('columnheader', { name: 'Order Number' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveText('Export CSV');
    }
  });
});
