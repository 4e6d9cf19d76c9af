import { sql } from 'drizzle-orm';
import { CART_MAX_QUANTITY, type CartLineResult } from '@portal/shared/contract/partsCart';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { HttpError, notFound } from '../http/errors';
import { checkCount, type AskedLine } from './cartText';

// Every write to the dealership's shared cart (docs/decisions/0127-the-parts-cart.md). Each runs in
// one transaction that first bumps the cart's version: that row lock orders writers, so parallel
// adds all land, and a change made on a stale version is refused before it touches a line.

/** Longest supersession chain followed; the feed refuses loops, this bounds a walk anyway. */
const MAX_CHAIN = 50;

/** The version the client saw is not the cart's: answered 412 with the cart as it is. */
export class StaleCart extends Error {
  constructor(public current: number) {
    super(`The cart changed (version ${current} now): reload it and try again`);
  }
}

/** A database or a transaction: what a write's statements run on. */
export type Tx = Pick<Db, 'execute'>;

/** Bumps the cart's version (making the cart on its first write) and holds its row till commit. */
async function bump(tx: Tx, dealerId: number, by: string): Promise<number> {
  const [row] = await rowsOf<{ version: number }>(
    tx,
    sql`insert into parts_carts (dealer_id, version, updated_by, updated_at)
        values (${dealerId}, 1, ${by}, now())
        on conflict (dealer_id) do update
          set version = parts_carts.version + 1, updated_by = excluded.updated_by, updated_at = now()
        returning version`,
  );
  return row.version;
}

interface Resolved {
  asked: string;
  last: string;
  status: string;
  pack: number;
}

/** Each asked number (any case) with the part that replaces it last, in one statement. */
async function resolve(tx: Tx, numbers: string[]): Promise<Map<string, Resolved>> {
  const found = await rowsOf<Resolved>(
    tx,
    sql`with recursive chain(asked, part_number, superseded_by, depth) as (
          select a.n, p.part_number, p.superseded_by, 0
            from unnest(${sql.param(numbers)}::text[]) a(n)
            join catalog_parts p on upper(p.part_number) = a.n
          union all
          select c.asked, p.part_number, p.superseded_by, c.depth + 1
            from chain c join catalog_parts p on p.part_number = c.superseded_by
           where c.depth < ${MAX_CHAIN})
        select distinct on (c.asked) c.asked, c.part_number as last, p.status,
               p.pack_quantity as pack
          from chain c join catalog_parts p on p.part_number = c.part_number
         order by c.asked, c.depth desc`,
  );
  return new Map(found.map((r) => [r.asked, r]));
}

/** A quantity as sent (a number, or a pasted number's text): a whole number from 1 up. */
function quantityOf(q: unknown): number | null {
  const n = typeof q === 'string' && /^\s*\d+\s*$/.test(q) ? Number(q) : q;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= CART_MAX_QUANTITY
    ? n
    : null;
}

/** What becomes of one asked line: `partNumber` and `quantity` are what goes into the cart. */
function outcome(line: number, asked: AskedLine, part: Resolved | undefined): CartLineResult {
  const base = { line, part: asked.part, partNumber: null, quantity: null };
  const quantity = quantityOf(asked.quantity);
  if (!part) return { ...base, result: 'unknown part', message: 'unknown part' };
  if (part.status === 'obsolete') return { ...base, result: 'obsolete', message: 'obsolete' };
  if (quantity === null)
    return {
      ...base,
      result: 'bad quantity',
      message: `bad quantity: a whole number from 1 to ${CART_MAX_QUANTITY}`,
    };
  const rounded = Math.ceil(quantity / part.pack) * part.pack;
  const notes: string[] = [];
  const replaced = part.last.toUpperCase() !== part.asked;
  if (replaced) notes.push(`superseded, replaced by ${part.last}`);
  if (rounded !== quantity) notes.push(`quantity rounded up to the pack of ${part.pack}`);
  const result = replaced ? 'superseded' : rounded !== quantity ? 'rounded up' : 'added';
  return {
    ...base,
    result,
    message: notes.length ? notes.join('; ') : 'added',
    partNumber: part.last,
    quantity: rounded,
  };
}

/**
 * What the cart makes of each asked line (an unknown or obsolete part refused, a superseded one
 * replaced by the last that replaces it, the quantity rounded up to the pack), and the quantity
 * of each part the lines come to. The cart's adding and an API client's parts order both read
 * lines so.
 */
export async function resolveLines(tx: Tx, asked: AskedLine[]) {
  const numbers = [...new Set(asked.map((a) => a.part.trim().toUpperCase()))];
  const parts = await resolve(tx, numbers);
  const results = asked.map((a, i) => outcome(i + 1, a, parts.get(a.part.trim().toUpperCase())));
  const sums = new Map<string, number>();
  for (const r of results)
    if (r.partNumber && r.quantity)
      sums.set(r.partNumber, (sums.get(r.partNumber) ?? 0) + r.quantity);
  return { results, sums };
}

/**
 * Adds lines, each answered its own result, in one transaction (nothing half-added); a part
 * already in the cart adds to its line. Needs no version: two buyers adding at once both land.
 */
export async function addLines(
  db: Db,
  dealerId: number,
  by: string,
  asked: AskedLine[],
): Promise<CartLineResult[]> {
  checkCount(asked.length);
  return db.transaction(async (tx) => {
    await bump(tx, dealerId, by);
    const { results, sums } = await resolveLines(tx, asked);
    if (sums.size)
      await tx.execute(
        sql`insert into parts_cart_lines (dealer_id, part_number, quantity, added_by, added_at)
            select ${dealerId}, p, q, ${by}, now()
              from unnest(${sql.param([...sums.keys()])}::text[], ${sql.param([...sums.values()])}::int[]) s(p, q)
            on conflict (dealer_id, part_number) do update
              set quantity = parts_cart_lines.quantity + excluded.quantity`,
      );
    return results;
  });
}

/** Runs `change` if the cart is still at `version`, bumping it; else StaleCart, nothing changed. */
async function onVersion(
  db: Db,
  dealerId: number,
  by: string,
  version: number,
  change: (tx: Tx) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const now = await bump(tx, dealerId, by);
    if (now !== version + 1) throw new StaleCart(now - 1);
    await change(tx);
  });
}

const noLine = (part: string) => notFound(`No line for part ${part} in the cart`);

export const setQuantity = (
  db: Db,
  dealerId: number,
  by: string,
  version: number,
  part: string,
  quantity: number,
) =>
  onVersion(db, dealerId, by, version, async (tx) => {
    const [line] = await rowsOf<{ pack: number | null }>(
      tx,
      sql`select p.pack_quantity as pack from parts_cart_lines l
          left join catalog_parts p on p.part_number = l.part_number
          where l.dealer_id = ${dealerId} and l.part_number = ${part}`,
    );
    if (!line) throw noLine(part);
    const pack = line.pack ?? 1;
    if (quantity % pack)
      throw new HttpError(
        400,
        `quantity: ${part} is sold in packs of ${pack}; ${quantity} is not a multiple`,
      );
    await tx.execute(
      sql`update parts_cart_lines set quantity = ${quantity}
          where dealer_id = ${dealerId} and part_number = ${part}`,
    );
  });

export const removeLine = (db: Db, dealerId: number, by: string, version: number, part: string) =>
  onVersion(db, dealerId, by, version, async (tx) => {
    const gone = await rowsOf<{ p: string }>(
      tx,
      sql`delete from parts_cart_lines where dealer_id = ${dealerId} and part_number = ${part}
          returning part_number as p`,
    );
    if (!gone.length) throw noLine(part);
  });

export const emptyCart = (db: Db, dealerId: number, by: string, version: number) =>
  onVersion(db, dealerId, by, version, async (tx) => {
    await tx.execute(sql`delete from parts_cart_lines where dealer_id = ${dealerId}`);
  });

/** The lines of one of the dealer's past parts orders, as an add asks them. */
export async function orderLines(
  db: Db,
  dealerId: number,
  salesOrderNo: string,
): Promise<AskedLine[]> {
  const lines = await rowsOf<{ part: string; quantity: number | null }>(
    db,
    sql`select part, ordered_qty as quantity from parts_lines
        where dealer_id = ${dealerId} and sales_order_no = ${salesOrderNo} and part is not null
        order by id`,
  );
  if (!lines.length) throw notFound(`No parts order ${salesOrderNo} of this dealer`);
  return lines;
}
