import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';
import { AvailabilityWire, CatalogCurrency } from './partsCatalog';

// The dealership's shared parts cart (docs/decisions/0127-the-parts-cart.md): read it, add lines in
// bulk with a result per line, change or remove a line and empty it on the version the client saw
// (the `If-Match` header, the version as the ETag of the cart's answers), re-order a past order.

/** At most this many lines in one add (a clear 413 beyond). */
export const CART_MAX_LINES = 1000;
/** A line's quantity: a whole number from 1 to this. */
export const CART_MAX_QUANTITY = 99_999;

const Language = Type.Optional(
  Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$', maxLength: 35 }),
);
export const CartQuery = Type.Object({ language: Language });
export type CartQuery = Static<typeof CartQuery>;

export const CartLineWire = Type.Object(
  {
    partNumber: Type.String(),
    description: Type.String(),
    packQuantity: Type.Integer({ minimum: 1 }),
    quantity: Type.Integer({ minimum: 1 }),
    currency: Nullable(CatalogCurrency),
    /** The dealer's net price today; null when its price list has none. */
    netPrice: Nullable(Type.Number({ minimum: 0 })),
    lineTotal: Nullable(Type.Number({ minimum: 0 })),
    /** Stock on hand over every warehouse, and each warehouse's. */
    onHand: Type.Integer({ minimum: 0 }),
    availability: Type.Array(AvailabilityWire),
    addedBy: Nullable(Type.String()),
    addedAt: Type.String(),
  },
  exact,
);
export type CartLineWire = Static<typeof CartLineWire>;

export const CartWire = Type.Object(
  {
    version: Type.Integer({ minimum: 0 }),
    lines: Type.Array(CartLineWire),
    currency: Nullable(CatalogCurrency),
    total: Type.Number({ minimum: 0 }),
    updatedBy: Nullable(Type.String()),
    updatedAt: Nullable(Type.String()),
  },
  exact,
);
export type CartWire = Static<typeof CartWire>;

/** One line asked to be added, as the screens send it (search, a diagram, a part's page, a
 * claim's parts): a quantity out of bounds is refused whole (400). Pasted text or a CSV (a
 * `text/plain` or `text/csv` body, `part, quantity` a line) is read into the same lines, but
 * its bad quantities are answered line by line ('bad quantity'). */
export const CartAddLine = Type.Object(
  {
    part: Type.String({ minLength: 1, maxLength: 40 }),
    quantity: Type.Integer({ minimum: 1, maximum: CART_MAX_QUANTITY }),
  },
  exact,
);
export type CartAddLine = Static<typeof CartAddLine>;
export const CartAddBody = Type.Object({ lines: Type.Array(CartAddLine, { minItems: 1 }) }, exact);
export type CartAddBody = Static<typeof CartAddBody>;

/** What became of one line asked, in the order asked: `partNumber` is the part added (the last
 * replacement of a superseded one), `quantity` what was added (rounded up to the pack). */
export const CartLineResult = Type.Object(
  {
    line: Type.Integer({ minimum: 1 }),
    part: Type.String(),
    result: Type.Union([
      Type.Literal('added'),
      Type.Literal('unknown part'),
      Type.Literal('superseded'),
      Type.Literal('rounded up'),
      Type.Literal('obsolete'),
      Type.Literal('bad quantity'),
    ]),
    /** 'added', 'unknown part', 'superseded, replaced by X', 'quantity rounded up to the pack of N',
     * 'obsolete', 'bad quantity' */
    message: Type.String(),
    partNumber: Nullable(Type.String()),
    quantity: Nullable(Type.Integer()),
  },
  exact,
);
export type CartLineResult = Static<typeof CartLineResult>;

export const CartAddAnswer = Type.Object(
  { results: Type.Array(CartLineResult), cart: CartWire },
  exact,
);
export type CartAddAnswer = Static<typeof CartAddAnswer>;

export const CartLineParams = Type.Object({
  id: Type.String({ pattern: '^\\d{1,9}$' }),
  partNumber: Type.String({ minLength: 1, maxLength: 40 }),
});
export const CartQuantityBody = Type.Object(
  { quantity: Type.Integer({ minimum: 1, maximum: CART_MAX_QUANTITY }) },
  exact,
);
export type CartQuantityBody = Static<typeof CartQuantityBody>;

export const CartReorderBody = Type.Object(
  { salesOrderNo: Type.String({ minLength: 1, maxLength: 40 }) },
  exact,
);
export type CartReorderBody = Static<typeof CartReorderBody>;

/** A stale version (412): the cart as it is now, to show and retry on. */
export const CartStaleAnswer = Type.Object(
  { statusCode: Type.Literal(412), error: Type.String(), message: Type.String(), cart: CartWire },
  exact,
);
