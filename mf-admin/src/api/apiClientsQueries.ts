import { useAuth } from '@portal/shared';
import { dealerKey, invalidate, queryOptions, useQuery } from '@portal/shared/query';
import { fetchApiClients } from './apiClients';

/** A client's last use moves with every token it asks for, not through this screen: read
 * again at each visit. */
export const apiClientsQuery = (dealerId: number | null) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'admin', 'api-clients'),
    queryFn: fetchApiClients,
    staleTime: 0,
  });

export const useApiClients = () => useQuery(apiClientsQuery(useAuth((s) => s.selectedDealer)));

/** A client made, rotated or revoked: the list is read again. */
export const apiClientsChanged = () => invalidate('api-clients');
