import { addDays, usDate } from '@portal/shared/dates';

export type PartsTab = 'open' | 'history';

export interface OrderLine {
  partNumber: string;
  description: string;
  ordered: number;
  shipped: number;
  backordered: number;
}

/** A parts order: its lines grouped under one order number (requirements 000 §3). The grouping, the
 * tab rules, the status shown and the merging of equal parts are the API's (api/src/lists). */
export interface PartsOrder {
  orderNumber: string;
  status: string;
  orderDate: string | null;
  /** Taken from the order date (requirements 000 §3). */
  estimatedShipDate: string | null;
  invoiceDate: string | null;
  dealerPO: string;
  lines: OrderLine[];
}

/** Requirements 000 §9: displayed estimated ship and invoice dates are one day later than stored. */
export function shiftedDate(date: string | null): string {
  return date ? usDate(addDays(date, 1)) : '';
}
