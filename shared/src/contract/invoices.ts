import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';

/** Unified invoice on the wire (requirements 000 §3: the all-invoices call returns it already shaped). */
export const InvoiceWire = Type.Object(
  {
    invoiceNumber: Type.String(),
    invoiceDate: Nullable(Type.String()),
    orderDate: Nullable(Type.String()),
    invoiceAmount: Type.Number(),
    amountPaid: Type.Number(),
    status: Type.String(),
    category: Type.Union([Type.Literal('Wholegoods'), Type.Literal('Parts')]),
  },
  exact,
);
export type InvoiceWire = Static<typeof InvoiceWire>;

/** Parts invoice with the source system's wire names (requirements 000 §3). */
export const PartsInvoiceWire = Type.Object(
  {
    invoicenO_X: Nullable(Type.String()),
    invoicE_D: Nullable(Type.String()),
    ordereD_D: Nullable(Type.String()),
    amnt_billed_n: Nullable(Type.String()),
    amnt_paid_n: Nullable(Type.String()),
    invoice_status_c: Nullable(Type.String()),
  },
  exact,
);
export type PartsInvoiceWire = Static<typeof PartsInvoiceWire>;
