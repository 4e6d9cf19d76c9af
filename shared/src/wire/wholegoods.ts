import type { WholegoodsWire } from '../contract/wholegoods';

/** Wholegoods order row on the wire (requirements 000 §3; names in api/README.md): the contract's type. */
export type { WholegoodsWire };

/** A wholegoods order as the screens use it. */
export interface WholegoodsOrder {
  orderNumber: string;
  description: string;
  model: string;
  serialNumber: string;
  scheduleStatus: string;
  orderDate: string | null;
  promisedDate: string | null;
  dealerPO: string;
  invoiceNumber: string;
  invoiceDate: string | null;
  invoiceAmount: number;
  amountPaid: number;
  /** Normalised to 'closed' or 'open' only (requirements 000 §3). */
  invoiceStatus: 'closed' | 'open';
}

const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(String(v ?? '').replace(/,/g, ''));
  return Number.isFinite(n) ? n : 0;
};

export function toWholegoodsOrder(w: WholegoodsWire): WholegoodsOrder {
  return {
    orderNumber: String(w.orderNumber ?? ''),
    description: w.description ?? '',
    model: w.partModel ?? '',
    serialNumber: w.lotSerial ?? '',
    scheduleStatus: w.scheduleStatus ?? '',
    orderDate: w.orderedDate ?? null,
    promisedDate: w.promisedDate ?? null,
    dealerPO: w.customerPoNumber ?? '',
    invoiceNumber: w.invoiceNumber ?? '',
    invoiceDate: w.invoiceDate ?? null,
    invoiceAmount: num(w.invoiceAmount),
    amountPaid: num(w.amountPaid),
    invoiceStatus: String(w.invoiceStatus ?? '').toLowerCase() === 'closed' ? 'closed' : 'open',
  };
}
