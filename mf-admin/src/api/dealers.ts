import { api, toDealerChoice, type DealerChoice, type DealerWire } from '@portal/shared';
import type { SalesRepWire } from '@portal/shared/contract/resources';

// The dealer picker's calls (requirements 001 §7 'Dealers list and sales staff list (admin picker)'),
// wire names mapped once here: the screens use DealerChoice and SalesRep.

/** GET /dealerview, as the shared store takes a choice (code, name, division, territory, ...). */
export async function fetchDealers(): Promise<DealerChoice[]> {
  const { data } = await api.get<DealerWire[]>('/dealerview');
  return (Array.isArray(data) ? data : []).map(toDealerChoice);
}

export interface SalesRep {
  name: string;
  territory: string;
}

export async function fetchSalesStaff(): Promise<SalesRep[]> {
  const { data } = await api.get<SalesRepWire[]>('/salesstaff');
  return (Array.isArray(data) ? data : [])
    .map((w) => ({ name: (w.salesRepDescr ?? '').trim(), territory: (w.territoryId ?? '').trim() }))
    .filter((r) => r.name && r.territory);
}

/** Tells the API which dealer staff now act for; it writes that to the audit log. */
export async function announceDealerChoice(dealerId: number): Promise<void> {
  await api.post('/dealerview/select', null, { headers: { 'X-Dealer-Id': String(dealerId) } });
}
