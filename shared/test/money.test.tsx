import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { authStore, languageStore, SIGNED_OUT } from '@portal/shared';
import { formatMoney } from '@portal/shared/contract/money';
import { moneyNow, useMoney } from '@portal/shared/ui/money';

// Intl writes French with no-break spaces: a narrow one between thousands, a plain one before $.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => {
  act(() => {
    authStore.setState(SIGNED_OUT, true);
    languageStore.setState({ language: 'en' });
  });
});

describe("money in the dealer's currency and the reader's language", () => {
  it.each([
    ['USD', 'en', '$153,896.00'],
    ['USD', 'fr-CA', '153 896,00 $ US'],
    ['CDN', 'en', 'CA$153,896.00'],
    ['CDN', 'fr-CA', '153 896,00 $'],
  ])('%s in %s: %s', (currency, language, shown) => {
    expect(plain(formatMoney(153896, currency, language))).toBe(shown);
  });

  it.each([
    ['USD', 'en', '$50,000'],
    ['CDN', 'fr-CA', '50 000 $'],
  ])('whole dollars, %s in %s: %s', (currency, language, shown) => {
    expect(plain(formatMoney(50000, currency, language, 0))).toBe(shown);
  });

  it("a dealer record's currency not yet read is written as the spec's USD", () => {
    expect(formatMoney(12.5, null, 'en')).toBe('$12.50');
    expect(formatMoney(12.5, ' cdn ', 'en')).toBe('CA$12.50');
  });

  it("useMoney follows the acting dealer's currency and the page's language", () => {
    const { result } = renderHook(() => useMoney());
    expect(result.current(125)).toBe('$125.00');
    act(() => authStore.setState({ currency: 'CDN' }));
    expect(result.current(125)).toBe('CA$125.00');
    act(() => languageStore.setState({ language: 'fr-CA' }));
    expect(plain(result.current(125))).toBe('125,00 $');
    expect(plain(moneyNow(125))).toBe('125,00 $');
    act(() => authStore.setState({ currency: 'USD' }));
    expect(plain(result.current(125))).toBe('125,00 $ US');
  });
});

/** Every TypeScript source of the apps and the API (not tests, not builds). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (['node_modules', 'dist', 'test', 'e2e'].includes(name)) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('money is written by the one module only', () => {
  const root = join(__dirname, '../..');
  const apps = readdirSync(root).filter((d) => /^(mf-|shell$|api$|shared$)/.test(d));
  // The runtime's formatUsd stays exported for areas already deployed, written inline (decision
  // 0111); the seed writes amounts as the source systems' raw text (seed/sourceAmount.ts).
  const allowed = new Set(['shared/src/contract/money.ts', 'shared/src/i18n/format.ts']);
  const money = [
    /style:\s*'currency'/,
    /toFixed\(2\)/,
    /toLocaleString\([^)]*FractionDigits/,
    /\bformatUsd\b/,
    /\.usd\(/,
  ];

  it('no other file formats a currency', () => {
    const found = apps
      .flatMap((app) => sources(join(root, app, 'src')))
      .map((path) => relative(root, path))
      .filter((path) => !allowed.has(path) && !path.startsWith('api/src/seed/'))
      .filter((path) => money.some((re) => re.test(readFileSync(join(root, path), 'utf8'))));
    expect(found).toEqual([]);
  });
});
