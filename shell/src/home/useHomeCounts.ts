import { useEffect } from 'react';
import { useAuth } from '@portal/shared';
import { useQuery } from '@portal/shared/query';
import { summaryQuery } from './homeReads';
import { toHomeCounts, type HomeCounts } from './counts';

export type { HomeCounts };

const NONE: HomeCounts = { wholegoods: null, parts: null, claims: null, invoices: null };

/** The four cards' counts for the selected dealer; null when staff have selected none (nothing is
 * read, so nothing is loading). Requirements 000 §8: a failure is only logged; the cards show zero. */
export function useHomeCounts(showInvoices: boolean): HomeCounts | null {
  const dealerId = useAuth((s) => s.selectedDealer);
  const summary = useQuery({ ...summaryQuery(dealerId ?? 0), enabled: dealerId != null });
  useEffect(() => {
    if (summary.error) console.warn('Home: the summary counts failed', summary.error);
  }, [summary.error]);
  if (dealerId == null) return null;
  if (summary.isPending) return NONE;
  return toHomeCounts(summary.data ?? {}, showInvoices);
}
