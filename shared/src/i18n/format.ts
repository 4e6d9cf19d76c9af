import { currentLanguage, formatLanguage, useLanguage, type Language } from './language';

// Numbers the way the page's language writes them: '1,234' / '1 234'. Money has its own module
// (contract/money.ts, ui/money.tsx): in the dealer's currency.
const nf = (lang: Language, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(formatLanguage(lang) === 'en' ? 'en-US' : lang, options);

export const formatNumber = (n: number, lang = currentLanguage()) => nf(lang).format(n);

/** In USD; `digits` 0 for whole dollars ('$50,000').
 * @deprecated Kept for areas already deployed: amounts are in the dealer's currency, written by
 * `useMoney` / `moneyNow` (`@portal/shared/ui/money`). */
// Written here, not through contract/money.ts: this file is in the shared runtime's chunk, and
// the money module is bundled into each area; importing it here put it in an area twice.
export const formatUsd = (n: number, lang = currentLanguage(), digits?: number) =>
  nf(lang, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(n);

/** The formatters in the page's language, re-rendering when it changes. */
export function useFormats() {
  const lang = useLanguage();
  return { number: (n: number) => formatNumber(n, lang), usd: (n: number) => formatUsd(n, lang) };
}
