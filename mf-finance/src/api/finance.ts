import { api, type InvoiceWire } from '@portal/shared';

export type Invoice = InvoiceWire;

/** The all-invoices call answers invoices already shaped (spec 000 §3). */
export async function fetchInvoices(dealerId: number): Promise<Invoice[]> {
  const { data } = await api.get<InvoiceWire[]>(`/allinvoices/${dealerId}`);
  return Array.isArray(data) ? data : [];
}

/** GET /api/blob-statements/{dealerCode}: objects with a name field (spec 001 §7). */
export async function fetchStatementNames(dealerCode: string): Promise<string[]> {
  const { data } = await api.get<{ name: string }[]>(
    `/api/blob-statements/${encodeURIComponent(dealerCode)}`,
  );
  return (Array.isArray(data) ? data : []).map((s) => s.name).filter((n) => typeof n === 'string');
}
