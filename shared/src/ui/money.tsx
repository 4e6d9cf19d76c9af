import { useCallback } from 'react';
import { authStore, currentLanguage, useAuth, useLanguage } from '@portal/shared';
import { formatMoney } from '../contract/money';

/** Writes an amount in the acting dealer's currency (a dealer's own, or the dealer staff act
 * for) and the page's language, re-rendering when either changes. `digits` 0 for whole dollars. */
export function useMoney(): (amount: number, digits?: number) => string {
  const language = useLanguage();
  const currency = useAuth((s) => s.currency);
  return useCallback(
    (amount: number, digits?: number) => formatMoney(amount, currency, language, digits),
    [currency, language],
  );
}

/** The same, read once: for text built outside a component's render (a message's value). */
export const moneyNow = (amount: number, digits?: number) =>
  formatMoney(amount, authStore.getState().currency, currentLanguage(), digits);
