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
