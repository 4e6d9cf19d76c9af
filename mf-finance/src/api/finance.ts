import { api, type InvoiceWire } from '@portal/shared';
import type { PageSourceOptions } from '@portal/shared/ui/list/usePageSource';

export type Invoice = InvoiceWire;

/** The dealer's invoices a page at a time, already shaped (spec 000 §3); the API applies
 * Outstanding (status Open), the category, search, sort and paging (issue 14). */
export const invoicePages: PageSourceOptions<InvoiceWire, Invoice> = {
  path: (dealerId) => `/allinvoices/${dealerId}`,
  map: (i) => i,
  sortKeys: {
    invoiceNumber: 'invoiceNumber',
    invoiceDate: 'invoiceDate',
    orderDate: 'orderDate',
    category: 'category',
    invoiceAmount: 'invoiceAmount',
    amountPaid: 'amountPaid',
    status: 'status',
  },
  params: (f) => ({ view: f.view, category: f.category === 'all' ? undefined : f.category }),
};

/** GET /api/blob-statements/{dealerCode}: objects with a name field (spec 001 §7). */
export async function fetchStatementNames(dealerCode: string): Promise<string[]> {
  const { data } = await api.get<{ name: string }[]>(
    `/api/blob-statements/${encodeURIComponent(dealerCode)}`,
  );
  return (Array.isArray(data) ? data : []).map((s) => s.name).filter((n) => typeof n === 'string');
}
