import { useAuth } from '@portal/shared';
import { dealerKey, invalidate, queryOptions, useQuery } from '@portal/shared/query';
import { fetchAudit, fetchDealerRefs, fetchUsers, type DealerRef } from './users';

export const usersQuery = (dealerId: number | null) =>
  queryOptions({ queryKey: dealerKey(dealerId, 'admin', 'users'), queryFn: fetchUsers });

/** The dealers the trading partner field offers; without them the form still takes numbers. */
export const dealerRefsQuery = (dealerId: number | null) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'admin', 'dealers', 'refs'),
    queryFn: () => fetchDealerRefs(dealerId).catch((): DealerRef[] => []),
  });

/** The audit log with its server filters (exact e-mail, dealer ID). */
export const auditLogQuery = (
  dealerId: number | null,
  filter: { user?: string; dealer?: number },
) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'admin', 'audit', filter),
    queryFn: () => fetchAudit(filter),
    // Every user's actions land here: each visit reads the log again.
    staleTime: 0,
  });

const useDealerId = () => useAuth((s) => s.selectedDealer);
export const useUsers = () => useQuery(usersQuery(useDealerId()));
export const useDealerRefs = () => useQuery(dealerRefsQuery(useDealerId()));
export const useAudit = (filter: { user?: string; dealer?: number }) =>
  useQuery(auditLogQuery(useDealerId(), filter));

/** A user created, edited or deleted: the users list and the audit log that records it. */
export const usersChanged = () => invalidate('users', 'audit');
