import { blockingViolations } from './support/axe';
import { expect, test, type Locator, type Page } from './support/test';
import { heading, signInAlone, openSignedIn } from './support/portal';

const DATES_NOTE = 'Effective Program Dates: July 1, 2025 to June 30, 2026';
const BAR = 'Tracking to Retain Current Rewards Status';

/** Opens the Qualifying Details and answers the points each line earns, and the total shown. */
async function qualifyingPoints(page: Page) {
  await page.getByRole('button', { name: 'Qualifying Details' }).click();
  const details = page.getByTestId('qualifying-details');
  await expect(details).toBeVisible();
  const cells = await details.locator('tbody tr.ant-table-row td:last-child').allInnerTexts();
  return {
    lines: cells.length,
    sum: cells.reduce((s, c) => s + (Number(c) || 0), 0),
    total: Number(await details.getByTestId('details-total').innerText()),
  };
}

const panelOf = (page: Page): Locator => page.getByTestId('rewards-panel');

test.describe('rewards (spec 000 §2, spec 001 §2)', () => {
  test("the home panel shows 'Loading...' until the rewards arrive", async ({ page }) => {
    // Hold the panel's read until the test lets it through.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/rewards_fast/**', async (route) => {
      await held;
      await route.continue();
    });
    await openSignedIn(page, 'buyer', '/home');
    await expect(panelOf(page)).toContainText('Loading...');
    await expect(panelOf(page).getByTestId('tier-card')).toHaveCount(0);
    release();
    await expect(panelOf(page).getByTestId('tier-name')).toHaveText('SILVER');
    await expect(panelOf(page)).not.toContainText('Loading...');
  });

  for (const path of ['/home', '/rewards/status']) {
    test(`${path} asks for the tier once, before any of the rewards area's files, and no picture`, async ({
      page,
    }) => {
      // The shell prefetches the tier's read at start (shell/src/app/firstPage.ts) and the page's
      // own query, the same key, is answered by it from the query cache, not asked again. The tier
      // card's picture (0.5 KB) comes inside the area's code: asked for once the card had
      // rendered, it was one more round trip before the page's largest paint.
      const asked: string[] = [];
      page.on('request', (r) => {
        const p = new URL(r.url()).pathname;
        if (/^\/(api\/rewards_fast|remotes\/rewards)\//.test(p)) asked.push(p);
      });
      await openSignedIn(page, 'buyer', path);
      const card = page.getByTestId('tier-card').first();
      await expect(card.getByTestId('tier-name')).toHaveText('SILVER');
      const reads = asked.filter((p) => p.startsWith('/api/'));
      expect(reads).toEqual(['/api/rewards_fast/1001']);
      const firstFile = asked.findIndex((p) => p.startsWith('/remotes/'));
      expect(firstFile, 'the rewards area has files').toBeGreaterThan(-1);
      expect(asked.indexOf(reads[0])).toBeLessThan(firstFile);
      expect(await card.evaluate((e) => getComputedStyle(e).backgroundImage)).toContain(
        'url("data:image/svg+xml',
      );
      expect(asked.filter((p) => /\.(svg|png|jpe?g|gif|webp)$/.test(p))).toEqual([]);
    });
  }

  test("an early read that failed is asked again by the panel's own GET", async ({ page }) => {
    let answers = 0;
    await page.route('**/api/rewards_fast/**', async (route) => {
      if (++answers === 1) await route.fulfill({ status: 503, json: { message: 'busy' } });
      else await route.continue();
    });
    await openSignedIn(page, 'buyer', '/home');
    await expect(panelOf(page).getByTestId('tier-name')).toHaveText('SILVER');
    expect(answers).toBe(2);
  });

  test("the home panel shows the server's tier, the rebate, the dealer code, the note and the 200-point bar", async ({
    page,
  }) => {
    await openSignedIn(page, 'buyer', '/home');
    const panel = panelOf(page);
    // D1001 has 49 points and keeps last year's Silver status: the server's status is shown.
    await expect(panel.getByTestId('tier-name')).toHaveText('SILVER');
    await expect(panel).toContainText('2% rebate');
    await expect(panel).toContainText('D1001');
    await expect(panel).toContainText(BAR);
    const bar = panel.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '49');
    await expect(bar).toHaveAttribute('aria-valuemax', '200');
    await expect(bar).toContainText('BRONZE 1');
    await expect(bar).toContainText('SUPREME ELITE 200');
    await expect(panel.getByTestId('points-marker')).toContainText('49');
    await panel.getByTestId('tier-card').hover();
    await expect(page.getByRole('tooltip')).toHaveText(DATES_NOTE);
    await panel.getByRole('link', { name: 'View details' }).click();
    await expect(page).toHaveURL(/\/rewards\/status$/);
    await expect(heading(page)).toHaveText('Rewards Status');
  });

  test("status shows the next tier and points needed, 'MAX' at the top, and toggles Qualifying Details", async ({
    page,
  }) => {
    await openSignedIn(page, 'viewer', '/rewards/status');
    // D1001 holds SILVER on 49 points: the point it needs is to retain SILVER, not
    // to reach a 'next tier SILVER' it already has.
    await expect(page.getByTestId('next-tier')).toHaveCount(0);
    await expect(page.getByTestId('points-needed')).toHaveText('Points needed to retain SILVER1');
    await expect(page.getByRole('progressbar', { name: BAR })).toHaveAttribute(
      'aria-valuenow',
      '49',
    );
    // Collapsed by default; a click opens it, another closes it.
    const toggle = page.getByRole('button', { name: 'Qualifying Details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('qualifying-details')).toHaveCount(0);
    const { lines, sum, total } = await qualifyingPoints(page);
    expect(lines).toBe(18); // every counting field of requirements 001 §3
    expect([sum, total]).toEqual([49, 49]);
    const details = page.getByTestId('qualifying-details');
    await expect(details).toContainText('Division: United States · Sales territory: Midwest');
    await expect(details.getByRole('row', { name: /Exclusivity/ })).toContainText('Yes');
    await toggle.click();
    await expect(page.getByTestId('qualifying-details')).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await openSignedIn(page, 'big', '/rewards/status');
    await expect(page.getByTestId('tier-name')).toHaveText('SUPREME ELITE');
    await expect(page.getByTestId('next-tier')).toContainText('MAX');
    await expect(page.getByTestId('points-needed')).toContainText('MAX');
    await expect(page.getByRole('progressbar', { name: BAR })).toHaveAttribute(
      'aria-valuenow',
      '200',
    );
    await expect(page.getByTestId('points-marker')).toContainText('260');
  });

  test('open Qualifying Details on a phone: no serious axe violation, no sideways scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openSignedIn(page, 'buyer', '/rewards/status');
    await qualifyingPoints(page);
    expect(await blockingViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('the program page lists the five tiers, the dates, rebate timing and the points tables', async ({
    page,
  }) => {
    await openSignedIn(page, 'viewer', '/rewards/program');
    await expect(heading(page)).toHaveText('Rewards Program');
    await expect(page.getByTestId('tier-card')).toHaveCount(5);
    await expect(page.getByText('1-49 points: 1% rebate')).toBeVisible();
    await expect(page.getByText('200+ points: 5% rebate')).toBeVisible();
    await expect(page.getByRole('strong').filter({ hasText: DATES_NOTE })).toBeVisible();
    // The cards carry the same note, for keyboard users too.
    await page.getByTestId('tier-card').first().focus();
    await expect(page.getByRole('tooltip')).toHaveText(DATES_NOTE);
    await expect(page.getByText('Warranty card rebates are credited within 7 days.')).toBeVisible();
    await expect(page.getByText('Parts rebates are credited monthly.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(3);
    await expect(page.getByRole('row', { name: /Service or sales training/ })).toContainText(
      '2 per participant, max 10 per location',
    );
    await expect(page.getByRole('row', { name: /Truck chassis/ })).toContainText('5 extra');
    await expect(page.getByText('2 points per $50K, unlimited')).toBeVisible();
  });

  // The seed puts a dealer on every tier boundary (requirements 001 §9). D1001 keeps last year's Silver at
  // 49 points: the panel shows the server's status, the next tier comes from the points.
  const boundaries: [string, number, string, string, string][] = [
    // code, points, tier shown, rebate, next tier
    ['D1006', 0, 'STARTER', '0% rebate', 'BRONZE'],
    ['D1007', 1, 'BRONZE', '1% rebate', 'SILVER'],
    ['D1001', 49, 'SILVER', '2% rebate', 'SILVER'],
    ['D1008', 50, 'SILVER', '2% rebate', 'GOLD'],
    ['D1009', 99, 'SILVER', '2% rebate', 'GOLD'],
    ['D1002', 100, 'GOLD', '3% rebate', 'PLATINUM'],
    ['D1010', 149, 'GOLD', '3% rebate', 'PLATINUM'],
    ['D1004', 150, 'PLATINUM', '4% rebate', 'SUPREME ELITE'],
    ['D1011', 199, 'PLATINUM', '4% rebate', 'SUPREME ELITE'],
    ['D1012', 200, 'SUPREME ELITE', '5% rebate', 'MAX'],
    ['D1003', 260, 'SUPREME ELITE', '5% rebate', 'MAX'],
  ];
  const nextAt = [1, 50, 100, 150, 200];

  test('at every tier boundary: the home panel, the status and details that add up; Offshore hides it', async ({
    page,
  }) => {
    test.setTimeout(300_000); // twelve dealer picks, each a round trip through /admin
    await openSignedIn(page, 'admin', '/admin');
    const pick = async (code: string) => {
      // Back to the picker inside the app, as staff do (the sidebar), not by reloading it.
      if (!page.url().endsWith('/admin'))
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('menuitem', { name: 'Dealer Selection' })
          .click();
      await expect(page).toHaveURL(/\/admin$/);
      await page.getByPlaceholder('Search dealers...').fill(code);
      await page.getByRole('button', { name: `Select ${code}` }).click();
      await expect(page.getByTestId('dealer-code')).toHaveText(code);
      await expect(page).toHaveURL(/\/home$/);
    };
    for (const [code, points, tier, rebate, next] of boundaries) {
      await test.step(`${code}: ${points} points`, async () => {
        await pick(code);
        const panel = panelOf(page);
        await expect(panel.getByTestId('tier-name')).toHaveText(tier);
        await expect(panel).toContainText(rebate);
        await expect(panel).toContainText(code);
        await expect(panel.getByRole('progressbar')).toHaveAttribute(
          'aria-valuenow',
          String(Math.min(points, 200)),
        );
        await expect(panel.getByTestId('points-marker')).toContainText(String(points));

        await panel.getByRole('link', { name: 'View details' }).click();
        await expect(heading(page)).toHaveText('Rewards Status');
        await expect(page.getByTestId('total-points')).toContainText(String(points));
        const needed = nextAt.find((m) => m > points);
        if (next === tier) {
          // The next tier by points is the one held: the points are to retain it.
          await expect(page.getByTestId('next-tier')).toHaveCount(0);
          await expect(page.getByTestId('points-needed')).toHaveText(
            `Points needed to retain ${tier}${needed! - points}`,
          );
        } else {
          await expect(page.getByTestId('next-tier')).toContainText(next);
          await expect(page.getByTestId('points-needed')).toContainText(
            needed === undefined ? 'MAX' : String(needed - points),
          );
        }
        // The details explain the total.
        const { sum, total } = await qualifyingPoints(page);
        expect([code, sum, total]).toEqual([code, points, points]);
      });
    }
    await pick('D1005'); // division Offshore: no program
    await expect(page.getByTestId('card-claims')).toBeVisible();
    await expect(panelOf(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).not.toContainText('Rewards');
  });

  test('an Offshore dealer has no panel, no menu group, and the screens say the program is not offered', async ({
    page,
  }) => {
    await openSignedIn(page, 'offshore', '/home');
    await expect(page.getByTestId('card-claims')).toBeVisible();
    await expect(panelOf(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).not.toContainText('Rewards');
    // Nor is the tier asked for, though each screen is opened as a first page.
    const reads: string[] = [];
    page.on('request', (r) => r.url().includes('/api/rewards_fast/') && reads.push(r.url()));
    for (const [path, title] of [
      ['/rewards/status', 'Rewards Status'],
      ['/rewards/program', 'Rewards Program'],
    ]) {
      await page.goto(path);
      await expect(heading(page)).toHaveText(title);
      await expect(
        page.getByText('The Dealer Rewards program is not offered in the Offshore division.'),
      ).toBeVisible();
      await expect(page.getByTestId('tier-name')).toHaveCount(0);
    }
    expect(reads).toEqual([]);
  });

  test('each tier label sits under its marker, on one row, from 320 to 1440 px', async ({
    page,
  }) => {
    await openSignedIn(page, 'buyer', '/rewards/status');
    const bar = page.getByRole('progressbar', { name: BAR });
    await expect(bar).toBeVisible();
    for (const width of [320, 375, 414, 768, 1024, 1440]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByTestId('tier-label')).toHaveCount(5);
        // Let the bar take its new width and the labels their fit.
        await page.waitForFunction(() => {
          const b = document.querySelector('[role="progressbar"]')!.getBoundingClientRect();
          return b.right <= document.documentElement.clientWidth;
        });
        // The labels take their fit in a frame after the bar's width: measured until they settle.
        await expect(async () => {
          const boxes = await page.evaluate(() =>
            Array.from(document.querySelectorAll('[data-testid="tier-marker"]')).map((m) => {
              const tick = m.getBoundingClientRect();
              const label = m.querySelector('[data-testid="tier-label"]')!.getBoundingClientRect();
              return { tick: tick.left + 1, left: label.left, right: label.right, top: label.top };
            }),
          );
          const tops = new Set(boxes.map((b) => Math.round(b.top)));
          expect([width, tops.size]).toEqual([width, 1]);
          for (const [i, b] of boxes.entries()) {
            // The marker's x lies within its label (the ends are aligned inward).
            expect([width, i, b.left - 3 <= b.tick && b.tick <= b.right + 3]).toEqual([
              width,
              i,
              true,
            ]);
            // No label runs into the next one.
            if (i > 0) expect([width, i, boxes[i - 1].right <= b.left]).toEqual([width, i, true]);
          }
        }).toPass({ timeout: 5_000 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
      });
    }
  });

  test('the rewards area runs alone', async ({ page }) => {
    await signInAlone(page, 'rewards', '/rewards/status');
    await expect(page.locator('h2')).toHaveText('Rewards Status');
    await expect(page.getByTestId('tier-name')).toHaveText('SILVER');
    await expect(page.getByTestId('points-needed')).toContainText('1');
    const { sum, total } = await qualifyingPoints(page);
    expect([sum, total]).toEqual([49, 49]);
    await page.goto('/remotes/rewards/rewards/program');
    await expect(page.locator('h2')).toHaveText('Rewards Program');
    await expect(page.getByTestId('tier-card')).toHaveCount(5);
  });
});
