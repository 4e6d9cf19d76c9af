/**
 * The one way the portal writes an amount of money, in the browser and on the server (PDFs,
 * e-mails): in the dealer's currency and the reader's language.
 *
 * | currency | English          | French (Québec)  |
 * | -------- | ---------------- | ---------------- |
 * | USD      | '$153,896.00'    | '153 896,00 $ US' |
 * | CDN      | 'CA$153,896.00'  | '153 896,00 $'   |
 *
 * The dealer record's currency is 'USD' or 'CDN' (the manufacturer's code; ISO's is CAD).
 * Anything else, or none yet (a session whose dealer record is still being read), is USD:
 * the spec's form (docs/decisions/0100-money-in-the-dealers-currency.md).
 */

/** ISO 4217 code of a dealer record's currency. */
export const isoCurrency = (dealerCurrency: string | null | undefined): 'USD' | 'CAD' => {
  const code = (dealerCurrency ?? '').trim().toUpperCase();
  return code === 'CDN' || code === 'CAD' ? 'CAD' : 'USD';
};

/** English is written the United States' way ('CA$' names the Canadian dollar), French Québec's. */
const locale = (language: string) => (language.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en-US');

/** `amount` in dollars; `digits` 0 for whole dollars ('$50,000'), else two decimals. */
export function formatMoney(
  amount: number,
  dealerCurrency: string | null | undefined,
  language: string,
  digits = 2,
): string {
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: isoCurrency(dealerCurrency),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
