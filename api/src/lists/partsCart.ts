import { sql } from 'drizzle-orm';
import type { CartWire } from '@portal/shared/contract/partsCart';
import type { Db } from '../db/client';
import { availabilityOf, described, pricesOf, today } from './catalogCommon';
import { rowsOf } from '../db/rows';

// The dealership's shared cart as its buyers see it (docs/decisions/0127-the-parts-cart.md): each
// line described in the language, with the dealer's net price today, its total and the stock.

/** Cents, so a total of many lines adds no float error. */
const cents = (n: number) => Math.round(n * 100);

export async function readCart(db: Db, dealerId: number, french: boolean): Promise<CartWire> {
  const [cart] = await rowsOf<{ version: number; by: string | null; at: string }>(
    db,
    sql`select version, updated_by as by, updated_at::text as at from parts_carts
        where dealer_id = ${dealerId}`,
  );
  const lines = await rowsOf<{
    part: string;
    description: string | null;
    pack: number | null;
    quantity: number;
    by: string | null;
    at: string;
  }>(
    db,
    sql`select l.part_number as part, ${described(french)} as description, p.pack_quantity as pack,
          l.quantity, l.added_by as by, l.added_at::text as at
        from parts_cart_lines l left join catalog_parts p on p.part_number = l.part_number
        where l.dealer_id = ${dealerId} order by l.added_at, l.part_number`,
  );
  const parts = lines.map((l) => l.part);
  const prices = await pricesOf(db, dealerId, parts, { day: today(), net: true });
  const stock = await availabilityOf(db, parts);
  let currency: CartWire['currency'] = null;
  let total = 0;
  const wire = lines.map((l) => {
    const price = prices.get(l.part);
    currency ??= price?.currency ?? null;
    const net = price?.netPrice ?? null;
    const lineCents = net === null ? null : cents(net) * l.quantity;
    total += lineCents ?? 0;
    const availability = stock.get(l.part) ?? [];
    return {
      partNumber: l.part,
      description: l.description ?? '',
      packQuantity: l.pack ?? 1,
      quantity: l.quantity,
      currency: price?.currency ?? null,
      netPrice: net,
      lineTotal: lineCents === null ? null : lineCents / 100,
      onHand: availability.reduce((n, a) => n + a.onHand, 0),
      availability,
      addedBy: l.by,
      addedAt: l.at,
    };
  });
  return {
    version: cart?.version ?? 0,
    lines: wire,
    currency,
    total: total / 100,
    updatedBy: cart?.by ?? null,
    updatedAt: cart?.at ?? null,
  };
}
