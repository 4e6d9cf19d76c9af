import { expect, test, type Page } from './support/test';
import { openSignedIn, signInAlone } from './support/portal';

// docs/decisions/0067-antd-styles-at-build-time.md: antd's styles come from the kit's two
// stylesheets (the eager one with the layout, the later one with lists and forms); antd generates
// none while rendering, the portal's theme still applies, and the CSP lets them in. An area on its
// own page gets them from its own build.

/** The kit's <link> elements and their state; the CSP violations the page reported. */
function watch(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return {
    violations,
    sheets: () =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[data-kit-styles]')].map(
          (l) => `${l.getAttribute('href')} ${l.getAttribute('data-kit-styles')}`,
        ),
      ),
    // A component's own rules generated at runtime (antd's <style> elements hold only the
    // theme's CSS variables when its styles are static).
    runtimeRules: () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('style')].filter((s) =>
            /\.ant-(btn|card|menu|table|select|layout)[^{]*\{[^}]*[{;](display|padding|margin):/.test(
              s.textContent ?? '',
            ),
          ).length,
      ),
  };
}

const css = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e, p) => getComputedStyle(e).getPropertyValue(p), property);

test('/home paints with the eager stylesheet, in the portal’s theme, no runtime styles', async ({
  page,
}) => {
  const w = watch(page);
  await openSignedIn(page, 'buyer', '/home');
  await expect(page.getByTestId('rewards-panel')).toBeVisible();
  expect(await w.sheets()).toEqual([
    expect.stringMatching(/^\/kit-eager\.[0-9a-f]{8}\.css loaded$/),
  ]);
  expect(await w.runtimeRules()).toBe(0);
  // The brand red top bar (the theme's Layout token) and antd's card border radius.
  expect(await css(page, '.ant-layout-header', 'background-color')).toBe('rgb(200, 16, 46)');
  expect(await css(page, '.ant-card', 'border-top-left-radius')).toBe('8px');
  expect(w.violations).toEqual([]);
});

test('a list route gets the later stylesheet too; tables keep the theme', async ({ page }) => {
  const w = watch(page);
  await openSignedIn(page, 'buyer', '/wholegoods/orders');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(await w.sheets()).toEqual([
    expect.stringMatching(/^\/kit-eager\.[0-9a-f]{8}\.css loaded$/),
    expect.stringMatching(/^\/kit-later\.[0-9a-f]{8}\.css loaded$/),
  ]);
  expect(await w.runtimeRules()).toBe(0);
  expect(await css(page, '.ant-table-thead th', 'background-color')).toBe('rgb(250, 250, 250)');
  expect(await css(page, '.ant-table-thead th', 'font-weight')).toBe('600');
  expect(w.violations).toEqual([]);
});

test('an area alone loads the stylesheets of its own build', async ({ page }) => {
  const w = watch(page);
  await signInAlone(page, 'finance', '/finance/invoices');
  await expect(page.locator('h2').first()).toHaveText('Invoices');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const sheets = await w.sheets();
  expect(sheets).toEqual([
    // Its folder's URL as federation resolves it (publicPath 'auto': absolute).
    expect.stringMatching(
      /^(http:\/\/[^/]+)?\/remotes\/finance\/kit-eager\.[0-9a-f]{8}\.css loaded$/,
    ),
    expect.stringMatching(
      /^(http:\/\/[^/]+)?\/remotes\/finance\/kit-later\.[0-9a-f]{8}\.css loaded$/,
    ),
  ]);
  expect(await w.runtimeRules()).toBe(0);
  expect(await css(page, '.ant-table-thead th', 'background-color')).toBe('rgb(250, 250, 250)');
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  expect(await exportButton.evaluate((e) => getComputedStyle(e).borderTopLeftRadius)).toBe('6px');
  expect(w.violations).toEqual([]);
});

test('without its stylesheet the kit styles at runtime as before', async ({ page }) => {
  await page.route(/\/kit-eager\.[0-9a-f]{8}\.css$/, (r) => r.fulfill({ status: 404 }));
  const w = watch(page);
  await openSignedIn(page, 'buyer', '/home');
  await expect(page.getByTestId('rewards-panel')).toBeVisible();
  expect(await w.runtimeRules()).toBeGreaterThan(0);
  expect(await css(page, '.ant-layout-header', 'background-color')).toBe('rgb(200, 16, 46)');
});
