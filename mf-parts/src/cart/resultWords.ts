import { formatNumber } from '@portal/shared';
import type { LineResult } from '../api/cart';
import type { t as partsT } from '../i18n';

type T = typeof partsT;

/** Whether a line went into the cart (added as asked, as its replacement or rounded up). */
export const wasAdded = (r: LineResult) => r.partNumber !== null && r.quantity !== null;

/** One line's result in the page's language: added; unknown part; superseded, replaced by …;
 * rounded up to the pack of N; obsolete; bad quantity (requirements of decision 0127). */
export function resultWords(t: T, r: LineResult): string {
  const part = r.asked;
  if (r.result === 'unknown part') return t('result.unknown', { part });
  if (r.result === 'obsolete') return t('result.obsolete', { part });
  if (r.result === 'bad quantity') return t('result.badQuantity', { part });
  const quantity = formatNumber(r.quantity ?? 0);
  const pack = formatNumber(r.pack ?? 0);
  if (r.replacedBy && r.rounded)
    return t('result.supersededRounded', { part, replacement: r.replacedBy, pack, quantity });
  if (r.replacedBy) return t('result.superseded', { part, replacement: r.replacedBy, quantity });
  if (r.rounded) return t('result.rounded', { part, pack, quantity });
  return t('result.added', { part, quantity });
}
