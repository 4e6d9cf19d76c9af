import { formatMoney } from '../contract/money';
import { currentLanguage, formatLanguage, useLanguage, type Language } from './language';

// Numbers the way the page's language writes them: '1,234' / '1 234'. Money has its own module
// (contract/money.ts, ui/money.tsx): in the dealer's currency.
const nf = (lang: Language, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(formatLanguage(lang) === 'en' ? 'en-US' : lang, options);

export const formatNumber = (n: number, lang = currentLanguage()) => nf(lang).format(n);

/** In USD; `digits` 0 for whole dollars ('$50,000').
 * @deprecated Kept for areas already deployed: amounts are in the dealer's currency, written by
 * `useMoney` / `moneyNow` (`@portal/shared/ui/money`). */
export const formatUsd = (n: number, lang = currentLanguage(), digits?: number) =>
  formatMoney(n, 'USD', lang, digits);

/** The formatters in the page's language, re-rendering when it changes. */
export function useFormats() {
  const lang = useLanguage();
  return { number: (n: number) => formatNumber(n, lang), usd: (n: number) => formatUsd(n, lang) };
}
