import { useCallback, useEffect, useState } from 'react';
import { errorMessage, useAuth, useLanguage } from '@portal/shared';
import { invalidate } from '@portal/shared/query';
import { useSchemaForm } from '@portal/shared/forms/useSchemaForm';
import {
  NOTES_TOO_LONG,
  PO_REQUIRED,
  PO_TOO_LONG,
  partsOrderProblems,
  SERIAL_REQUIRED,
  SHIP_TO_REQUIRED,
  SHIPPING_REQUIRED,
  type PartsOrderForm,
} from '@portal/shared/forms/partsOrderForm';
import type { Cart } from '../api/cart';
import { cartReplaced } from '../api/cartQueries';
import { CartChanged, placeOrder, type Change, type Placed } from '../api/checkout';
import { useT } from '../i18n';

/** The draft key: per user and per dealer, so staff acting for two dealers keep two drafts. */
export const checkoutDraftKey = (email: string | undefined, dealerId: number | null) =>
  `portal:draft:parts-checkout:${(email ?? 'anonymous').toLowerCase()}:${dealerId ?? 'none'}`;

/** The form's rules speak English (the API answers with the same lines): each is a catalog text. */
const problemText = (t: ReturnType<typeof useT>, line: string) =>
  ({
    [PO_REQUIRED]: t('PO number is required'),
    [PO_TOO_LONG]: t('PO number is at most 40 characters'),
    [SERIAL_REQUIRED]: t('A machine down order needs the serial number of the machine'),
    [SHIP_TO_REQUIRED]: t('Choose where to ship the order'),
    [SHIPPING_REQUIRED]: t('Choose a shipping method'),
    [NOTES_TOO_LONG]: t('Notes are at most 1,000 characters'),
  })[line] ?? line;

const fresh = (): PartsOrderForm => ({
  orderType: 'stock',
  serial: '',
  poNumber: '',
  shipTo: 0,
  shippingMethod: 'ground',
  notes: '',
});

/**
 * The checkout on the one form hook: the order's fields, checked as the buyer types by the
 * rules the API runs too, placed with the cart as it is shown. A 409 keeps the form and shows
 * each change; accepting shows the cart as the API answered it, and the next placing sends that.
 */
export function useCheckoutForm(cart: Cart | undefined, onPlaced: (p: Placed) => void) {
  const t = useT();
  const email = useAuth((s) => s.user?.email);
  const dealerId = useAuth((s) => s.selectedDealer);
  const language = useLanguage();
  /** The cart the buyer accepted after a 409: shown and sent instead of the one first read. */
  const [accepted, setAccepted] = useState<Cart | null>(null);
  const [changed, setChanged] = useState<{ changes: Change[]; cart: Cart } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = accepted ?? cart;
  const translate = useCallback((line: string) => problemText(t, line), [t]);

  const form = useSchemaForm<PartsOrderForm, Placed>({
    draftKey: checkoutDraftKey(email, dealerId),
    fresh,
    check: partsOrderProblems,
    translate,
    show: 'asTyped',
    send: (values, key) => placeOrder(dealerId!, values, shown!, language, key),
    // The cart as seen is part of the submission: after accepting changes it is a new one.
    submission: (values) => ({ values, seen: shown }),
    onSubmit: () => setFailure(null),
    onSent: (placed) => {
      setChanged(null);
      void cartReplaced(dealerId!);
      void invalidate('/openpartsorders', '/allpartsorders', '/summary');
      onPlaced(placed);
    },
    onFailed: (e) => {
      if (e instanceof CartChanged) setChanged({ changes: e.changes, cart: e.cart });
      else setFailure(errorMessage(e, t('Failed to place the order')));
    },
  });

  /** 'Accept changes': the cart shown becomes the one the 409 answered, and it is placed again
   * once that cart is on screen (the next render's send names it). */
  const [placeAgain, setPlaceAgain] = useState(false);
  const accept = () => {
    if (!changed) return;
    setAccepted(changed.cart);
    setChanged(null);
    setPlaceAgain(true);
  };
  const { submit } = form;
  useEffect(() => {
    if (!placeAgain || !accepted) return;
    setPlaceAgain(false);
    void submit();
  }, [placeAgain, accepted, submit]);

  return { form, cart: shown, changed, accept, failure };
}
