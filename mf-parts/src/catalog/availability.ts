import { formatNumber } from '@portal/shared';
import { nearDay } from '@portal/shared/dates';
import type { t as catalogT } from '../i18n';

/** One warehouse's stock of a part, as the screens read it. */
export interface Stock {
  warehouse: string;
  onHand: number;
  nextReceiptDate: string | null;
  nextReceiptQuantity: number | null;
}

type T = typeof catalogT;

/** One warehouse's stock in a counter clerk's words, beside its name: '14 in stock',
 * 'Back-ordered, next receipt Dec 14', or 'Out of stock' when none is expected. */
export function stockWords(t: T, s: Stock): string {
  if (s.onHand > 0) return t('stock.inStock', { n: formatNumber(s.onHand) });
  if (s.nextReceiptDate) return t('stock.backOrdered', { date: nearDay(s.nextReceiptDate) });
  return t('Out of stock');
}

/** A search result's availability in one line: each warehouse that has the part on hand
 * ('14 in stock, Alberta'); when none has, the earliest receipt ('Back-ordered, next receipt
 * Dec 14'), else 'Out of stock'. */
export function availabilityWords(t: T, stock: readonly Stock[]): string {
  const onHand = stock.filter((s) => s.onHand > 0);
  if (onHand.length)
    return onHand
      .map((s) => t('stock.inStockAt', { n: formatNumber(s.onHand), warehouse: s.warehouse }))
      .join('; ');
  const next = stock
    .map((s) => s.nextReceiptDate)
    .filter((d): d is string => !!d)
    .sort()[0];
  return next ? t('stock.backOrdered', { date: nearDay(next) }) : t('Out of stock');
}
