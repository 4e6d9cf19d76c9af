import { useAuth } from '@portal/shared';
import { dealerKey, queryOptions, useQuery } from '@portal/shared/query';
import { fetchMachine } from './machines';

/** One machine's whole life, for the acting dealer; without a dealer, the error `noDealer`. */
export const machineQuery = (dealerId: number | null, serial: string, noDealer: string) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'wholegoods', 'machine', serial),
    queryFn: () =>
      dealerId == null ? Promise.reject(new Error(noDealer)) : fetchMachine(dealerId, serial),
  });

export const useMachine = (serial: string, noDealer: string) =>
  useQuery(
    machineQuery(
      useAuth((s) => s.selectedDealer),
      serial,
      noDealer,
    ),
  );
