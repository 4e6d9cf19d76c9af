import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';
import { CartWire } from './partsCart';
import { CatalogCurrency } from './partsCatalog';

// Placing the dealership's cart as a parts order (docs/decisions/0128-placing-a-parts-order.md):
// what the checkout offers, the order asked with what the buyer last saw, and the answers (placed,
// or 409 with each change since). Sent with an `Idempotency-Key` header.

export const ORDER_TYPES = ['stock', 'machineDown'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** The shipping methods, a fixed list; their words in both languages. */
export const SHIPPING_METHODS = {
  ground: { en: 'Ground', fr: 'Transport routier' },
  express: { en: 'Express (2 business days)', fr: 'Express (2 jours ouvrables)' },
  overnight: { en: 'Overnight', fr: 'Livraison le lendemain' },
  pickup: { en: 'Pick up at the warehouse', fr: "Cueillette à l'entrepôt" },
} as const;
export type ShippingMethod = keyof typeof SHIPPING_METHODS;
export const SHIPPING_CODES = Object.keys(SHIPPING_METHODS) as ShippingMethod[];

/** Longest PO number, note and serial a placing takes. */
export const PO_MAX = 40;
export const NOTES_MAX = 1000;

const ShippingCode = Type.Union([
  Type.Literal('ground'),
  Type.Literal('express'),
  Type.Literal('overnight'),
  Type.Literal('pickup'),
]);
const OrderTypeWire = Type.Union([Type.Literal('stock'), Type.Literal('machineDown')]);

const Language = Type.Optional(
  Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$', maxLength: 35 }),
);
export const CheckoutQuery = Type.Object({ language: Language });
export type CheckoutQuery = Static<typeof CheckoutQuery>;

export const ShipToWire = Type.Object(
  { id: Type.Integer({ minimum: 1 }), name: Type.String(), address: Type.String() },
  exact,
);
export type ShipToWire = Static<typeof ShipToWire>;

export const ShippingMethodWire = Type.Object(
  {
    code: ShippingCode,
    label: Type.String(),
  },
  exact,
);
export type ShippingMethodWire = Static<typeof ShippingMethodWire>;

/** What the checkout needs besides the cart: where it may ship and how. */
export const CheckoutWire = Type.Object(
  { shipTo: Type.Array(ShipToWire), shippingMethods: Type.Array(ShippingMethodWire) },
  exact,
);
export type CheckoutWire = Static<typeof CheckoutWire>;

/** Without a PO number (nothing typed yet) nothing is flagged. */
export const PoQuery = Type.Object({
  po: Type.Optional(Type.String({ maxLength: PO_MAX, pattern: '^[^\\x00-\\x1f]*$' })),
});
export type PoQuery = Static<typeof PoQuery>;

/** A PO number this dealer used on an order of the last 12 months: flagged, never refused. */
export const PoUsedWire = Type.Object(
  {
    used: Type.Boolean(),
    orderNumber: Nullable(Type.String()),
    orderDate: Nullable(Type.String()),
  },
  exact,
);
export type PoUsedWire = Static<typeof PoUsedWire>;

/** One line as the buyer saw it when placing: its quantity, net price and stock on hand. */
export const SeenLine = Type.Object(
  {
    partNumber: Type.String({ minLength: 1, maxLength: 40 }),
    quantity: Type.Integer({ minimum: 1 }),
    netPrice: Nullable(Type.Number({ minimum: 0 })),
    onHand: Type.Integer({ minimum: 0 }),
  },
  exact,
);
export type SeenLine = Static<typeof SeenLine>;

export const PlaceOrderBody = Type.Object(
  {
    orderType: OrderTypeWire,
    /** Machine down: the dealer's machine the parts are for. */
    serial: Type.Optional(Type.String({ maxLength: 40 })),
    poNumber: Type.String({ maxLength: PO_MAX }),
    shipTo: Type.Integer({ minimum: 1 }),
    shippingMethod: ShippingCode,
    notes: Type.Optional(Type.String({ maxLength: NOTES_MAX })),
    /** The cart's version the buyer saw, and its lines as shown. */
    cartVersion: Type.Integer({ minimum: 0 }),
    lines: Type.Array(SeenLine, { maxItems: 1000 }),
    language: Language,
  },
  exact,
);
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;

/** The order placed: its number, as Parts / Open Orders lists it. */
export const OrderPlaced = Type.Object(
  {
    orderNumber: Type.String(),
    status: Type.Literal('Submitted'),
    orderType: OrderTypeWire,
    currency: Nullable(CatalogCurrency),
    total: Type.Number({ minimum: 0 }),
    /** Staff placing it for the dealer: 'Placed by <name> for your dealership'. */
    note: Nullable(Type.String()),
  },
  exact,
);
export type OrderPlaced = Static<typeof OrderPlaced>;

/** One thing that changed since the buyer saw the cart. */
export const OrderChange = Type.Object(
  {
    partNumber: Type.String(),
    what: Type.Union([
      Type.Literal('price'),
      Type.Literal('stock'),
      Type.Literal('quantity'),
      Type.Literal('added'),
      Type.Literal('removed'),
    ]),
    old: Nullable(Type.Number()),
    new: Nullable(Type.Number()),
  },
  exact,
);
export type OrderChange = Static<typeof OrderChange>;

/** 409: nothing placed; each change and the cart as it is now, to accept and place again. */
export const OrderChangedAnswer = Type.Object(
  {
    statusCode: Type.Literal(409),
    error: Type.String(),
    message: Type.String(),
    changes: Type.Array(OrderChange),
    cart: CartWire,
  },
  exact,
);
export type OrderChangedAnswer = Static<typeof OrderChangedAnswer>;
