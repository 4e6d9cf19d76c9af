import { useAuth } from '@portal/shared';
import { dealerKey, queryOptions, useQuery } from '@portal/shared/query';
import { parseStatement } from '../financeRules';
import { fetchStatementNames } from './finance';

/** The dealer's statements. Requirements 001 §8: a failed list is only logged, and shows none. */
export const statementsQuery = (dealerId: number | null, dealerCode: string | null) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'finance', 'statements', dealerCode),
    queryFn: async () => {
      if (!dealerCode) return [];
      try {
        return (await fetchStatementNames(dealerCode)).map(parseStatement);
      } catch (e) {
        console.error('Statements could not be listed', e);
        return [];
      }
    },
  });

export const useStatements = (dealerCode: string | null) =>
  useQuery(
    statementsQuery(
      useAuth((s) => s.selectedDealer),
      dealerCode,
    ),
  );
