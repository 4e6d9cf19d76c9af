import { api, formatLanguage, httpStatus, type Language } from '@portal/shared';
import type {
  CartAddAnswer,
  CartLineResult,
  CartLineWire,
  CartWire,
} from '@portal/shared/contract/partsCart';
import type { Stock } from '../catalog/availability';

// The dealership's shared parts cart (docs/decisions/0127-the-parts-cart.md): wire → screen, mapped
// here once. Every answer is the whole cart as it is after the call, with its version; a change
// names the version it was made on (If-Match) and a stale one comes back 412 with the cart now.

const cartPath = (dealerId: number) => `/parts-cart/${dealerId}`;

export interface CartLine {
  partNumber: string;
  description: string;
  packQuantity: number;
  quantity: number;
  netPrice: number | null;
  lineTotal: number | null;
  /** On hand in every warehouse: what the checkout tells the API it saw. */
  onHand: number;
  stock: Stock[];
}

export interface Cart {
  version: number;
  lines: CartLine[];
  currency: 'USD' | 'CAD' | null;
  total: number;
}

/** What became of one line asked to be added, in the order asked. */
export interface LineResult {
  line: number;
  /** The number as asked. */
  asked: string;
  result: CartLineResult['result'];
  /** The part added (a superseded number's replacement) and the quantity added; null when not. */
  partNumber: string | null;
  quantity: number | null;
  /** The pack a rounded-up quantity was rounded to (from the API's note). */
  pack: number | null;
  /** The part a superseded number was added as (its last replacement). */
  replacedBy: string | null;
  /** Rounded up to the pack as well as its main result (a superseded part's pack). */
  rounded: boolean;
}

/** The outcome of an add or a re-order: each line's result and the cart after it. */
export interface AddOutcome {
  results: LineResult[];
  cart: Cart;
}

const toLine = (w: CartLineWire): CartLine => ({
  partNumber: w.partNumber,
  description: w.description,
  packQuantity: w.packQuantity,
  quantity: w.quantity,
  netPrice: w.netPrice,
  lineTotal: w.lineTotal,
  onHand: w.onHand,
  stock: w.availability.map((a) => ({
    warehouse: a.warehouseName,
    onHand: a.onHand,
    nextReceiptDate: a.nextReceiptDate,
    nextReceiptQuantity: a.nextReceiptQuantity,
  })),
});

export const toCart = (w: CartWire): Cart => ({
  version: w.version,
  lines: w.lines.map(toLine),
  currency: w.currency,
  total: w.total,
});

/** The API's notes are English ('superseded, replaced by X; quantity rounded up to the pack of
 * 6'): the screens say them in the page's language from the figures read here. */
export const toResult = (w: CartLineResult): LineResult => ({
  line: w.line,
  asked: w.part,
  result: w.result,
  partNumber: w.partNumber,
  quantity: w.quantity,
  pack: Number(/pack of (\d+)/.exec(w.message)?.[1]) || null,
  replacedBy: /replaced by/.test(w.message) ? w.partNumber : null,
  rounded: /rounded up/.test(w.message),
});

const toOutcome = (w: CartAddAnswer): AddOutcome => ({
  results: w.results.map(toResult),
  cart: toCart(w.cart),
});

/** The cart changed since the version a change was made on: nothing was changed, and `cart` is
 * the cart as it is now (the 412's answer). */
export class StaleCartError extends Error {
  constructor(readonly cart: Cart) {
    super('Someone else changed the cart');
  }
}

const params = (language: Language) => ({ language: formatLanguage(language) });
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** A change made on `version`: a 412 becomes a StaleCartError holding the current cart. */
async function onVersion(send: () => Promise<{ data: CartWire }>): Promise<Cart> {
  try {
    return toCart((await send()).data);
  } catch (error) {
    const stale = httpStatus(error) === 412 && staleCartOf(error);
    throw stale ? new StaleCartError(toCart(stale)) : error;
  }
}

function staleCartOf(error: unknown): CartWire | null {
  const data = (error as { response?: { data?: { cart?: CartWire } } }).response?.data;
  return data?.cart ?? null;
}

export async function fetchCart(dealerId: number, language: Language): Promise<Cart> {
  const { data } = await api.get<CartWire>(cartPath(dealerId), { params: params(language) });
  return toCart(data);
}

/** Adds lines as the screens send them (a part and a quantity each). */
export async function addLines(
  dealerId: number,
  language: Language,
  lines: { part: string; quantity: number }[],
): Promise<AddOutcome> {
  const { data } = await api.post<CartAddAnswer>(
    `${cartPath(dealerId)}/lines`,
    { lines },
    { params: params(language) },
  );
  return toOutcome(data);
}

/** Adds pasted lines or a CSV file's text (`part, quantity` a line), as the API reads them. */
export async function addText(
  dealerId: number,
  language: Language,
  text: string,
): Promise<AddOutcome> {
  const { data } = await api.post<CartAddAnswer>(`${cartPath(dealerId)}/lines`, text, {
    params: params(language),
    headers: { 'Content-Type': 'text/plain' },
  });
  return toOutcome(data);
}

/** Copies a past parts order's lines into the cart. */
export async function reorder(
  dealerId: number,
  language: Language,
  salesOrderNo: string,
): Promise<AddOutcome> {
  const { data } = await api.post<CartAddAnswer>(
    `${cartPath(dealerId)}/reorder`,
    { salesOrderNo },
    { params: params(language) },
  );
  return toOutcome(data);
}

const linePath = (dealerId: number, partNumber: string) =>
  `${cartPath(dealerId)}/lines/${encodeURIComponent(partNumber)}`;

export const setQuantity = (
  dealerId: number,
  language: Language,
  version: number,
  partNumber: string,
  quantity: number,
) =>
  onVersion(() =>
    api.put<CartWire>(
      linePath(dealerId, partNumber),
      { quantity },
      { params: params(language), headers: ifMatch(version) },
    ),
  );

export const removeLine = (
  dealerId: number,
  language: Language,
  version: number,
  partNumber: string,
) =>
  onVersion(() =>
    api.delete<CartWire>(linePath(dealerId, partNumber), {
      params: params(language),
      headers: ifMatch(version),
    }),
  );

export const emptyCart = (dealerId: number, language: Language, version: number) =>
  onVersion(() =>
    api.delete<CartWire>(cartPath(dealerId), {
      params: params(language),
      headers: ifMatch(version),
    }),
  );
