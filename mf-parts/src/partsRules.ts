import dayjs from 'dayjs';
import { isOpenPartsStatus, isPartsHistoryStatus } from '@portal/shared';
import type { PartsLine } from './api/partsOrders';

export type PartsTab = 'open' | 'history';

export interface OrderLine {
  partNumber: string;
  description: string;
  ordered: number;
  shipped: number;
  backordered: number;
}

/** A parts order: its lines grouped under one order number (spec 000 §3). */
export interface PartsOrder {
  orderNumber: string;
  status: string;
  orderDate: string | null;
  /** Taken from the order date (spec 000 §3). */
  estimatedShipDate: string | null;
  invoiceDate: string | null;
  dealerPO: string;
  lines: OrderLine[];
}

/** Spec 000 §4: the status shown is the part after the first hyphen, or the whole text. */
export function displayStatus(invoiceStatus: string): string {
  const i = invoiceStatus.indexOf('-');
  return (i >= 0 ? invoiceStatus.slice(i + 1) : invoiceStatus).trim();
}

/** Spec 000 §9: displayed estimated ship and invoice dates are one day later than stored. */
export function shiftedDate(date: string | null): string {
  return date ? dayjs(date).add(1, 'day').format('MM/DD/YYYY') : '';
}

/** Lines with the same part number and description are merged, quantities summed. */
export function mergeLines(lines: readonly PartsLine[]): OrderLine[] {
  const merged = new Map<string, OrderLine>();
  for (const l of lines) {
    const key = `${l.partNumber}\u0000${l.description}`;
    const m = merged.get(key);
    if (m) {
      m.ordered += l.ordered;
      m.shipped += l.shipped;
      m.backordered += l.backordered;
    } else {
      merged.set(key, {
        partNumber: l.partNumber,
        description: l.description,
        ordered: l.ordered,
        shipped: l.shipped,
        backordered: l.backordered,
      });
    }
  }
  return [...merged.values()];
}

/**
 * Spec 000 §4, in one place: open orders are lines whose status (lower-cased) contains 'open' or
 * 'partially shipped' or equals 'shipped', status after the first hyphen; history is lines whose
 * status is exactly 'Order History', status from the line type. Lines group into one order per
 * order number, in first-seen order.
 */
export function groupOrders(lines: readonly PartsLine[], tab: PartsTab): PartsOrder[] {
  const keep =
    tab === 'open'
      ? (l: PartsLine) => isOpenPartsStatus(l.invoiceStatus)
      : (l: PartsLine) => isPartsHistoryStatus(l.invoiceStatus);
  const byOrder = new Map<string, PartsLine[]>();
  for (const l of lines) {
    if (!keep(l)) continue;
    const list = byOrder.get(l.orderNumber);
    if (list) list.push(l);
    else byOrder.set(l.orderNumber, [l]);
  }
  return [...byOrder.entries()].map(([orderNumber, ls]) => {
    const first = ls[0];
    return {
      orderNumber,
      status: tab === 'open' ? displayStatus(first.invoiceStatus) : first.type,
      orderDate: first.orderDate,
      estimatedShipDate: first.orderDate,
      invoiceDate: first.invoiceDate,
      dealerPO: first.dealerPO,
      lines: mergeLines(ls),
    };
  });
}
