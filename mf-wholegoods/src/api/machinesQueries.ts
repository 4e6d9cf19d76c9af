import { useAuth, useLanguage } from '@portal/shared';
import { dealerKey, queryOptions, useQuery } from '@portal/shared/query';
import { fetchMachine, fetchModelDiagrams } from './machines';

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

/** The parts diagrams of a machine's model; none asked when the model is not known. */
export const useModelDiagrams = (model: string | null) => {
  const dealerId = useAuth((s) => s.selectedDealer);
  const language = useLanguage();
  return useQuery({
    queryKey: dealerKey(dealerId, 'wholegoods', 'machine', 'diagrams', model, language),
    queryFn: () => fetchModelDiagrams(dealerId!, model!, language),
    enabled: dealerId != null && model != null,
  });
};
