import { useAuth } from '@portal/shared';
import { dealerKey, invalidate, queryOptions, useQuery } from '@portal/shared/query';
import { fetchDeliveries, fetchEndpoints } from './webhooks';

/** Deliveries change with every submission, not through this screen: read again at each visit. */
export const endpointsQuery = (dealerId: number | null) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'admin', 'webhooks'),
    queryFn: fetchEndpoints,
    staleTime: 0,
  });

export const deliveriesQuery = (dealerId: number | null, endpoint: number, dead: boolean) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'admin', 'webhooks', endpoint, dead ? 'dead' : 'recent'),
    queryFn: () => fetchDeliveries(endpoint, dead),
    staleTime: 0,
  });

const useDealerId = () => useAuth((s) => s.selectedDealer);
export const useEndpoints = () => useQuery(endpointsQuery(useDealerId()));
export const useDeliveries = (endpoint: number, dead: boolean) =>
  useQuery(deliveriesQuery(useDealerId(), endpoint, dead));

/** An endpoint added, rotated, disabled or a delivery replayed: the lists are read again. */
export const webhooksChanged = () => invalidate('webhooks');
