import { api } from '@portal/shared';
import { useApiData } from '@portal/shared/ui/data/useApiData';
import { summaryUrl } from './earlyReads';
import { toHomeCounts, type HomeCounts, type SummaryWire } from './counts';

export type { HomeCounts };

/** The four cards' counts for the selected dealer. Requirements 000 §8: a failure is only logged; the
 * cards show zero. */
export function useHomeCounts(showInvoices: boolean): HomeCounts {
  const { data } = useApiData(
    async (dealerId) => {
      if (dealerId == null) return null;
      try {
        const { data: summary } = await api.get<SummaryWire>(summaryUrl(dealerId));
        return toHomeCounts(summary ?? {}, showInvoices);
      } catch (e) {
        console.warn('Home: the summary counts failed', e);
        return toHomeCounts({}, showInvoices);
      }
    },
    [showInvoices],
  );
  return data ?? { wholegoods: null, parts: null, claims: null, invoices: null };
}
