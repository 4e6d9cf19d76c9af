/** Unified invoice on the wire (requirements 000 §3): the contract's type, no code. */
export type { InvoiceWire } from '../contract/invoices';
