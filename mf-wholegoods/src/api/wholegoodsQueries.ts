import { useAuth } from '@portal/shared';
import { dealerKey, queryOptions, useQuery } from '@portal/shared/query';
import { fetchInventory } from './wholegoods';

/** The dealer's whole inventory (the list sorts, searches and pages it in the browser). */
export const inventoryQuery = (dealerId: number | null) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'wholegoods', 'inventory'),
    queryFn: () => (dealerId == null ? [] : fetchInventory(dealerId)),
  });

export const useInventory = () => useQuery(inventoryQuery(useAuth((s) => s.selectedDealer)));
