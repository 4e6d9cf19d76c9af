import type { PartsOrderLineWire, PartsOrderWire } from '@portal/shared/contract/parts';
import { addDays, usDate } from '@portal/shared/dates';

export type PartsTab = 'open' | 'history';

/** A merged line of a parts order, as the contract describes it. */
export type OrderLine = PartsOrderLineWire;

/** A parts order: its lines grouped under one order number (requirements 000 §3), as the contract
 * describes it. The grouping, the tab rules, the status shown, the estimated ship date (the
 * order date) and the merging of equal parts are the API's (api/src/lists). */
export type PartsOrder = PartsOrderWire;

/** Requirements 000 §9: displayed estimated ship and invoice dates are one day later than stored. */
export function shiftedDate(date: string | null): string {
  return date ? usDate(addDays(date, 1)) : '';
}
