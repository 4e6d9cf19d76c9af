import { currentLanguage, formatLanguage, useLanguage, type Language } from './language';

// Numbers and money the way the page's language writes them: '1,234' / '1 234',
// '$2,185.64' / '2 185,64 $ US' (amounts stay in USD whatever the language).
const nf = (lang: Language, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(formatLanguage(lang) === 'en' ? 'en-US' : lang, options);

export const formatNumber = (n: number, lang = currentLanguage()) => nf(lang).format(n);

/** In USD; `digits` 0 for whole dollars ('$50,000'). */
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
