import { useState } from 'react';
import { useAuth, useLanguage, type Language } from '@portal/shared';
import { dealerKey, queryClient, queryOptions, useMutation, useQuery } from '@portal/shared/query';
import {
  addLines,
  addText,
  emptyCart,
  fetchCart,
  removeLine,
  reorder,
  setQuantity,
  StaleCartError,
  type AddOutcome,
  type Cart,
} from './cart';

// The cart in the page's one cache: one query, and writes that put the cart each answer carries
// into it, so the version the next change sends (If-Match) is always the last one answered.

const cartKey = (dealerId: number | null, language: Language) =>
  dealerKey(dealerId, 'parts', 'cart', language);

export const cartQuery = (dealerId: number | null, language: Language, noDealer: string) =>
  queryOptions({
    queryKey: cartKey(dealerId, language),
    queryFn: () =>
      dealerId == null ? Promise.reject(new Error(noDealer)) : fetchCart(dealerId, language),
  });

export const useCart = (noDealer: string, enabled = true) =>
  useQuery({
    ...cartQuery(
      useAuth((s) => s.selectedDealer),
      useLanguage(),
      noDealer,
    ),
    enabled,
  });

/** Keeps the cart an answer carried; the cart read in another language is read again when shown. */
function keep(dealerId: number, language: Language, cart: Cart) {
  queryClient.setQueryData(cartKey(dealerId, language), cart);
  void queryClient.invalidateQueries({
    queryKey: dealerKey(dealerId, 'parts', 'cart'),
    predicate: (q) => q.queryKey[4] !== language,
  });
}

/** The dealership's cart changed elsewhere (an order placed from it): read again when shown. */
export const cartReplaced = (dealerId: number) =>
  queryClient.invalidateQueries({ queryKey: dealerKey(dealerId, 'parts', 'cart') });

/** What the cart's page changes on the version it shows. */
export type CartChange =
  | { kind: 'quantity'; partNumber: string; quantity: number }
  | { kind: 'remove'; partNumber: string }
  | { kind: 'empty' };

/** What the screens add: lines from search, a part or a diagram; pasted text or a CSV's;
 * a past order's lines. */
export type CartAdd =
  | { kind: 'lines'; lines: { part: string; quantity: number }[] }
  | { kind: 'text'; text: string }
  | { kind: 'reorder'; salesOrderNo: string };

function useDealer(noDealer: string) {
  const dealerId = useAuth((s) => s.selectedDealer);
  const language = useLanguage();
  const dealer = () => {
    if (dealerId == null) throw new Error(noDealer);
    return dealerId;
  };
  return { dealer, language };
}

/**
 * Changes to the cart on the version last answered. A change refused as stale (412) is never
 * lost: the cart as it is now replaces the one shown, and `stale` holds the change until the
 * user applies it again (`retry`) or drops it.
 */
export function useCartChange(noDealer: string) {
  const { dealer, language } = useDealer(noDealer);
  const [stale, setStale] = useState<CartChange | null>(null);
  const mutation = useMutation<Cart, Error, CartChange>({
    mutationFn: (c) => {
      const id = dealer();
      const version = queryClient.getQueryData<Cart>(cartKey(id, language))?.version ?? 0;
      if (c.kind === 'quantity')
        return setQuantity(id, language, version, c.partNumber, c.quantity);
      if (c.kind === 'remove') return removeLine(id, language, version, c.partNumber);
      return emptyCart(id, language, version);
    },
    onMutate: () => setStale(null),
    onSuccess: (cart) => keep(dealer(), language, cart),
    onError: (error, change) => {
      if (!(error instanceof StaleCartError)) return;
      keep(dealer(), language, error.cart);
      setStale(change);
    },
  });
  return {
    change: (c: CartChange) => mutation.mutateAsync(c).catch(() => undefined),
    pending: mutation.isPending ? mutation.variables : null,
    /** A failure other than a stale version (that one is `stale`). */
    error: mutation.error instanceof StaleCartError ? null : mutation.error,
    stale,
    retry: () => stale && mutation.mutateAsync(stale).catch(() => undefined),
    dismiss: () => {
      setStale(null);
      mutation.reset();
    },
  };
}

/** Adds to the cart (needs no version: adds only add); the answer's cart is kept. */
export function useCartAdd(noDealer: string) {
  const { dealer, language } = useDealer(noDealer);
  return useMutation<AddOutcome, Error, CartAdd>({
    mutationFn: (a) => {
      const id = dealer();
      if (a.kind === 'lines') return addLines(id, language, a.lines);
      if (a.kind === 'text') return addText(id, language, a.text);
      return reorder(id, language, a.salesOrderNo);
    },
    onSuccess: (outcome) => keep(dealer(), language, outcome.cart),
  });
}
