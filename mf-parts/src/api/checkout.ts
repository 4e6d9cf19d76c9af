import { api, formatLanguage, httpStatus, type Language } from '@portal/shared';
import type {
  CheckoutWire,
  OrderChange,
  OrderChangedAnswer,
  OrderPlaced,
  PlaceOrderBody,
  PoUsedWire,
  ShippingMethodWire,
  ShipToWire,
} from '@portal/shared/contract/partsOrder';
import type { PartsOrderForm } from '@portal/shared/forms/partsOrderForm';
import { toCart, type Cart } from './cart';

// Placing the dealership's cart (docs/decisions/0128-placing-a-parts-order.md): the cart as the
// checkout shows it (the cart's own model, ./cart.ts), where and how it ships, the PO check, and the placing. Wire → screen here.

export type ShipTo = ShipToWire;
export type ShippingOption = ShippingMethodWire;
export interface Checkout {
  shipTo: ShipTo[];
  shippingMethods: ShippingOption[];
}
export type Placed = OrderPlaced;
export type Change = OrderChange;

const params = (language: Language) => ({ language: formatLanguage(language) });

export async function fetchCheckout(dealerId: number, language: Language): Promise<Checkout> {
  const { data } = await api.get<CheckoutWire>(`/parts-checkout/${dealerId}`, {
    params: params(language),
  });
  return data;
}

/** Whether the dealer used this PO number on an order of the last 12 months. */
export async function fetchPoUsed(dealerId: number, po: string): Promise<PoUsedWire> {
  const { data } = await api.get<PoUsedWire>(`/parts-checkout/${dealerId}/po-used`, {
    params: { po },
  });
  return data;
}

/** Price or stock changed since the cart was shown: nothing placed; the changes and the cart now. */
export class CartChanged extends Error {
  constructor(
    readonly changes: Change[],
    readonly cart: Cart,
  ) {
    super('The cart changed');
  }
}

/** Places the cart as seen; one order per `key` (a double click, a retry). */
export async function placeOrder(
  dealerId: number,
  form: PartsOrderForm,
  seen: Cart,
  language: Language,
  key: string,
): Promise<Placed> {
  const body: PlaceOrderBody = {
    orderType: form.orderType,
    ...(form.orderType === 'machineDown' ? { serial: form.serial.trim() } : {}),
    poNumber: form.poNumber.trim(),
    shipTo: form.shipTo,
    shippingMethod: form.shippingMethod as PlaceOrderBody['shippingMethod'],
    notes: form.notes.trim(),
    cartVersion: seen.version,
    lines: seen.lines.map(({ partNumber, quantity, netPrice, onHand }) => ({
      partNumber,
      quantity,
      netPrice,
      onHand,
    })),
    language: formatLanguage(language),
  };
  try {
    const { data } = await api.post<OrderPlaced>(`/parts-orders/${dealerId}`, body, {
      // The header's value is a structured-field string (the IETF idempotency-key draft).
      headers: { 'Idempotency-Key': `"${key}"` },
    });
    return data;
  } catch (e) {
    if (httpStatus(e) === 409) {
      const answer = (e as { response: { data: OrderChangedAnswer } }).response.data;
      throw new CartChanged(answer.changes, toCart(answer.cart));
    }
    throw e;
  }
}

/** The dealer's machines whose serial starts with `prefix` (the top bar's search, serials only). */
export async function fetchSerials(dealerId: number, prefix: string) {
  const { data } = await api.get<{ hits: { kind: string; value: string; detail: string }[] }>(
    `/search/${dealerId}`,
    { params: { q: prefix } },
  );
  return data.hits
    .filter((h) => h.kind === 'serial')
    .map((h) => ({ serial: h.value, model: h.detail }));
}
