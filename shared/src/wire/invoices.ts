/** Unified invoice on the wire (spec 000 §3: the all-invoices call returns it already shaped). */
export interface InvoiceWire {
  invoiceNumber: string;
  invoiceDate: string | null;
  orderDate: string | null;
  invoiceAmount: number;
  amountPaid: number;
  status: string;
  category: 'Wholegoods' | 'Parts';
}

/** Spec 000 §4: Outstanding means status Open. */
export const isOutstanding = (status: string | null | undefined) => status === 'Open';

/** Spec 000 §5: amounts are parsed after removing a dollar sign and a comma; non-numeric → 0. */
export function parseAmount(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const n = Number(value.replace(/\$/g, '').replace(/,/g, '').trim());
  return value.trim() !== '' && Number.isFinite(n) ? n : 0;
}
