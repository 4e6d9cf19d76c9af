import { useAuth } from '@portal/shared';
import { dealerKey, invalidate, queryOptions, useQuery } from '@portal/shared/query';
import { fetchAccounts, fetchImports } from './imports';

/** The runs are written by the manufacturer's job, not through this screen: each visit to the
 * tab reads them again (the rows kept are shown meanwhile). */
export const importsQuery = (dealerId: number | null) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'admin', 'imports'),
    queryFn: fetchImports,
    staleTime: 0,
  });

export const accountsQuery = (dealerId: number | null) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'admin', 'service-accounts'),
    queryFn: fetchAccounts,
  });

const useDealerId = () => useAuth((s) => s.selectedDealer);
export const useImports = () => useQuery(importsQuery(useDealerId()));
export const useAccounts = () => useQuery(accountsQuery(useDealerId()));

/** A service account created or revoked: the accounts list is read again. */
export const accountsChanged = () => invalidate('service-accounts');
