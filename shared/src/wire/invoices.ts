/** Unified invoice on the wire (spec 000 §3): the contract's type, no code. */
export type { InvoiceWire } from '../contract/invoices';
