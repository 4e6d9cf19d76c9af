import { dealerKey, queryOptions } from '@portal/shared/query';
import { fetchRep, type RepRecord } from './forms';

/** The signed-in user's record; without it, the session's own name and e-mail still help. */
export const repQuery = (dealerId: number | null, email: string, name: string) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'forms', 'rep', email, name),
    queryFn: async (): Promise<RepRecord> => {
      try {
        return (await fetchRep(email)) ?? { name, email };
      } catch {
        return { name, email };
      }
    },
  });
