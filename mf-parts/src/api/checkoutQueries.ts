import { useEffect, useState } from 'react';
import { useAuth, useLanguage, type Language } from '@portal/shared';
import { dealerKey, keepSameDealer, queryOptions, useQuery } from '@portal/shared/query';
import { fetchCheckout, fetchPoUsed, fetchSerials } from './checkout';

// The checkout's reads besides the cart (the cart's own query, cartQueries.ts): where and how it
// ships, the PO check as the buyer types, the dealer's serials.

const noDealer = (text: string) => Promise.reject(new Error(text));

export const checkoutQuery = (dealerId: number | null, language: Language, none: string) =>
  queryOptions({
    queryKey: dealerKey(dealerId, 'parts', 'checkout', language),
    queryFn: () => (dealerId == null ? noDealer(none) : fetchCheckout(dealerId, language)),
  });
export const useCheckout = (none: string) =>
  useQuery(
    checkoutQuery(
      useAuth((s) => s.selectedDealer),
      useLanguage(),
      none,
    ),
  );

/** A value that settles `ms` after its last change (a PO number as it is typed). */
function useSettled(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Whether the PO number typed was used in the last 12 months (a warning, not a refusal). */
export function usePoUsed(po: string) {
  const dealerId = useAuth((s) => s.selectedDealer);
  const settled = useSettled(po.trim());
  return useQuery({
    queryKey: dealerKey(dealerId, 'parts', 'po-used', settled),
    queryFn: () => fetchPoUsed(dealerId!, settled),
    enabled: dealerId != null && settled !== '',
  });
}

/** The dealer's machines whose serial starts with what is typed. */
export function useSerials(prefix: string) {
  const dealerId = useAuth((s) => s.selectedDealer);
  const settled = useSettled(prefix.trim(), 200);
  return useQuery({
    queryKey: dealerKey(dealerId, 'parts', 'serials', settled),
    queryFn: () => fetchSerials(dealerId!, settled),
    enabled: dealerId != null && settled !== '',
    placeholderData: (prev, prevQuery) =>
      keepSameDealer(prev, prevQuery, dealerKey(dealerId, 'parts', 'serials', settled)),
  });
}
