import { useAuth } from '@portal/shared';
import { dealerKey, queryOptions, useQuery } from '@portal/shared/query';
import { fetchDeployments } from './deployments';

/** Each area's versions and their real-user figures over the last `days`. Deploys and reports
 * arrive from outside this screen: each visit reads them again. */
export const deploymentsQuery = (dealerId: number | null, days: number) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'admin', 'deployments', days),
    queryFn: () => fetchDeployments(days),
    staleTime: 0,
  });

export const useDeployments = (days: number) =>
  useQuery(
    deploymentsQuery(
      useAuth((s) => s.selectedDealer),
      days,
    ),
  );
