import { useAuth } from '@portal/shared';
import { dealerKey, queryOptions, useQuery } from '@portal/shared/query';
import { fetchDeployments } from './deployments';

/** Each area's versions and their real-user figures over the last `days`. */
export const deploymentsQuery = (dealerId: number | null, days: number) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'admin', 'deployments', days),
    queryFn: () => fetchDeployments(days),
  });

export const useDeployments = (days: number) =>
  useQuery(
    deploymentsQuery(
      useAuth((s) => s.selectedDealer),
      days,
    ),
  );
