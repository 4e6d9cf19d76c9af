import { sql } from 'drizzle-orm';
import type { PoUsedWire, ShipToWire } from '@portal/shared/contract/partsOrder';
import type { Db } from '../db/client';
import type { CurrentLine } from '../services/partsOrder';
import { availabilityOf, pricesOf, today } from './catalogCommon';
import { rowsOf } from '../db/rows';
import { invalidFields } from '../http/errors';
import { resolveLines } from '../services/partsCart';

// What placing the cart reads (docs/decisions/0128-placing-a-parts-order.md): where the dealer
// ships to, whether a PO number was used lately, and the cart's lines priced and stocked now.

/** The dealer's addresses: its profile's rows that have one (the feed's dealer profile). */
export async function shipToOf(db: Db, dealerId: number): Promise<ShipToWire[]> {
  return rowsOf<ShipToWire>(
    db,
    sql`select id, coalesce(nullif(department, ''), 'Main Office') as name,
          concat_ws(', ', nullif(address, ''), nullif(location, '')) as address
        from profile_rows
        where dealer_id = ${dealerId} and coalesce(address, '') <> ''
        order by addr_type desc, id`,
  );
}

/** The latest order of the last 12 months on which this dealer used the PO number (any case). */
export async function poUsed(db: Db, dealerId: number, po: string): Promise<PoUsedWire> {
  if (!po.trim()) return { used: false, orderNumber: null, orderDate: null };
  const [hit] = await rowsOf<{ no: string; on: string | null }>(
    db,
    sql`select sales_order_no as no, ordered_date::text as on from parts_lines
        where dealer_id = ${dealerId} and upper(btrim(customer_po)) = ${po.trim().toUpperCase()}
          and ordered_date >= (current_date - interval '12 months')
        order by ordered_date desc, id desc limit 1`,
  );
  return { used: Boolean(hit), orderNumber: hit?.no ?? null, orderDate: hit?.on ?? null };
}

/** The cart's lines as they are now, with today's net price and the stock over every warehouse:
 * what a placing compares with what the buyer saw. Read in the placing's transaction. */
export async function currentLines(db: Db, dealerId: number): Promise<CurrentLine[]> {
  const lines = await rowsOf<{ part: string; description: string | null; quantity: number }>(
    db,
    sql`select l.part_number as part, p.description_en as description, l.quantity
        from parts_cart_lines l left join catalog_parts p on p.part_number = l.part_number
        where l.dealer_id = ${dealerId} order by l.added_at, l.part_number`,
  );
  return priced(db, dealerId, lines);
}

/** An API client's order lines priced and stocked now, read as the cart reads lines added to it
 * (services/partsCart.ts: a superseded part replaced, the quantity rounded up to the pack, the
 * lines of one part summed); an unknown or obsolete part is refused, a 400 naming its line. */
export async function requestedLines(
  db: Db,
  dealerId: number,
  asked: { partNumber: string; quantity: number }[],
): Promise<CurrentLine[]> {
  const { results, sums } = await resolveLines(
    db,
    asked.map((l) => ({ part: l.partNumber, quantity: l.quantity })),
  );
  const problems: Record<string, string> = {};
  results.forEach((r, i) => {
    if (!r.partNumber) problems[`lines.${i}.partNumber`] = `${r.part}: ${r.message}`;
  });
  if (Object.keys(problems).length) throw invalidFields(problems, 'body');
  const parts = [...sums.keys()];
  const described = new Map(
    (
      await rowsOf<{ part: string; description: string }>(
        db,
        sql`select part_number as part, description_en as description from catalog_parts
            where part_number = any(${sql.param(parts)}::text[])`,
      )
    ).map((r) => [r.part, r.description]),
  );
  return priced(
    db,
    dealerId,
    parts.map((part) => ({
      part,
      description: described.get(part) ?? '',
      quantity: sums.get(part)!,
    })),
  );
}

async function priced(
  db: Db,
  dealerId: number,
  lines: { part: string; description: string | null; quantity: number }[],
): Promise<CurrentLine[]> {
  const parts = lines.map((l) => l.part);
  const prices = await pricesOf(db, dealerId, parts, { day: today(), net: true });
  const stock = await availabilityOf(db, parts);
  return lines.map((l) => ({
    partNumber: l.part,
    description: l.description ?? '',
    quantity: l.quantity,
    netPrice: prices.get(l.part)?.netPrice ?? null,
    currency: prices.get(l.part)?.currency ?? null,
    onHand: (stock.get(l.part) ?? []).reduce((n, a) => n + a.onHand, 0),
  }));
}
