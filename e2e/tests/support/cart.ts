import type { Page } from '@playwright/test';
import type { PartSearchAnswer } from '../../../shared/src/contract/partsCatalog';
import type { CartWire } from '../../../shared/src/contract/partsCart';
import type { PageOf } from '../../../shared/src/contract/common';
import type { PartsOrderWire } from '../../../shared/src/contract/parts';
import type { LoginAnswer } from '../../../shared/src/contract/auth';
import { STORAGE_KEY } from '../../../shared/src/auth/state';
import { account } from './portal';

// What the cart's browser suite needs of the seeded data, read from the real API as a buyer of
// D1001: parts whose lines give each result of an add, and a past order to re-order.

const DEALER = 1001;

export interface CartSamples {
  /** An active part sold by the piece (a plain add) and one sold in packs (a rounded-up add). */
  single: string;
  packed: { partNumber: string; pack: number };
  obsolete: string;
  /** A past parts order of the dealer. */
  orderNumber: string;
}

async function tokenOf(page: Page): Promise<string> {
  const a = account('buyer');
  const r = await page.request.post('/api/auth/login', {
    data: { email: a.email, password: a.password },
  });
  return ((await r.json()) as LoginAnswer).token;
}

export async function cartSamples(page: Page): Promise<CartSamples> {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  let single: string | undefined;
  let packed: CartSamples['packed'] | undefined;
  let obsolete: string | undefined;
  for (let n = 1; n <= 20 && !(single && packed && obsolete); n++) {
    const r = await page.request.get(`/api/parts-catalog/${DEALER}/parts`, {
      params: { page: String(n), pageSize: '100' },
      headers,
    });
    for (const h of ((await r.json()) as PartSearchAnswer).rows) {
      if (h.status === 'obsolete') obsolete ??= h.partNumber;
      else if (h.status === 'active' && h.packQuantity === 1) single ??= h.partNumber;
      else if (h.status === 'active' && h.packQuantity > 1)
        packed ??= { partNumber: h.partNumber, pack: h.packQuantity };
    }
  }
  const orders = await page.request.get(`/api/allpartsorders/${DEALER}`, {
    params: { view: 'history', page: '1' },
    headers,
  });
  const orderNumber = ((await orders.json()) as PageOf<PartsOrderWire>).rows.find(
    (o) => o.orderNumber && o.lines?.length,
  )?.orderNumber;
  if (!single || !packed || !obsolete || !orderNumber)
    throw new Error('the seeded data lacks a plain, packed or obsolete part, or a past order');
  return { single, packed, obsolete, orderNumber };
}

/** The dealership's cart as the API answers it now, with the session the page holds (the headers
 * that session's calls send). */
async function cartNow(page: Page) {
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token,
    STORAGE_KEY,
  );
  const headers = { Authorization: `Bearer ${token}` };
  const r = await page.request.get(`/api/parts-cart/${DEALER}`, { headers });
  return { cart: (await r.json()) as CartWire, headers };
}

/** Empties the dealership's cart through the API (its version as If-Match), so a test starts
 * from an empty cart whatever the one before left. */
export async function emptyCart(page: Page) {
  const { cart, headers } = await cartNow(page);
  const r = await page.request.delete(`/api/parts-cart/${DEALER}`, {
    headers: { ...headers, 'If-Match': `"${cart.version}"` },
  });
  if (!r.ok()) throw new Error(`emptying the cart: ${r.status()}`);
}

/** Adds lines through the API, as a buyer elsewhere does. */
export async function addToCart(page: Page, lines: { part: string; quantity: number }[]) {
  const { headers } = await cartNow(page);
  const r = await page.request.post(`/api/parts-cart/${DEALER}/lines`, {
    headers,
    data: { lines },
  });
  if (!r.ok()) throw new Error(`adding to the cart: ${r.status()}`);
}

/** Sets a line's quantity through the API on the cart's version now, as another buyer of the
 * dealership does; answers the cart after it. */
export async function changeElsewhere(page: Page, partNumber: string, quantity: number) {
  const { cart, headers } = await cartNow(page);
  const r = await page.request.put(`/api/parts-cart/${DEALER}/lines/${partNumber}`, {
    headers: { ...headers, 'If-Match': `"${cart.version}"` },
    data: { quantity },
  });
  if (!r.ok()) throw new Error(`changing the cart: ${r.status()}`);
  return (await r.json()) as CartWire;
}

/** Each line's quantity in the cart now, by part number. */
export async function quantitiesNow(page: Page): Promise<Record<string, number>> {
  const { cart } = await cartNow(page);
  return Object.fromEntries(cart.lines.map((l) => [l.partNumber, l.quantity]));
}
