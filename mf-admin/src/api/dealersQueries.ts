import { useAuth } from '@portal/shared';
import { dealerKey, queryOptions, useQuery } from '@portal/shared/query';
import { fetchDealers, fetchSalesStaff } from './dealers';

/** GET /dealerview: read once for the picker, the users' form and the audit log alike. */
export const dealersQuery = (dealerId: number | null) =>
  queryOptions({ queryKey: dealerKey(dealerId, 'admin', 'dealers'), queryFn: fetchDealers });

/** GET /salesstaff: the reps only name who covers a territory, so a failure reads as none. */
export const salesStaffQuery = (dealerId: number | null) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'admin', 'salesstaff'),
    queryFn: () => fetchSalesStaff().catch(() => []),
  });

export function useDealers() {
  return useQuery(dealersQuery(useAuth((s) => s.selectedDealer)));
}

export function useSalesStaff() {
  return useQuery(salesStaffQuery(useAuth((s) => s.selectedDealer)));
}
