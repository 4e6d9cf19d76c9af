import { sql, type SQL } from 'drizzle-orm';
import type { AvailabilityWire, PartStatus } from '@portal/shared/contract/partsCatalog';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

// What every catalogue answer reads the same way: the language, the dealer's prices on a day and
// the stock per warehouse (docs/decisions/0121-the-parts-catalogue.md).

/** French for 'fr', 'fr-CA' and any other French tag; English otherwise. */
export const isFrench = (language: string | undefined) =>
  (language ?? '').toLowerCase().startsWith('fr');

/** The description column of the language, as SQL. */
export const described = (french: boolean, table = 'p'): SQL =>
  sql.raw(`${table}.description_${french ? 'fr' : 'en'}`);

/** Today as the prices' day: the calendar day in UTC, as the feed's dates are written. */
export const today = () => new Date().toISOString().slice(0, 10);

export interface Priced {
  currency: 'USD' | 'CAD' | null;
  listPrice: number | null;
  netPrice?: number | null;
  effectiveFrom: string | null;
  effectiveTo: string | null;
}

const NO_PRICE = { listPrice: null, effectiveFrom: null, effectiveTo: null };

/**
 * The dealer's price of each part on `day`: its price list's price whose period holds the day
 * (from and to both included; the latest start wins if two overlap), in the list's currency.
 * `net` false leaves the net price out (the field absent: a DealerViewer's answer).
 */
export async function pricesOf(
  db: Db,
  dealerId: number,
  partNumbers: string[],
  { day, net }: { day: string; net: boolean },
): Promise<Map<string, Priced>> {
  const out = new Map<string, Priced>();
  if (!partNumbers.length) return out;
  const [list] = await rowsOf<{ code: string; currency: 'USD' | 'CAD' }>(
    db,
    sql`select l.code, l.currency from dealer_price_lists d
        join price_lists l on l.code = d.price_list_code where d.dealer_id = ${dealerId}`,
  );
  const prices = list
    ? await rowsOf<{ p: string; list: number; net: number; from: string; to: string | null }>(
        db,
        sql`select distinct on (part_number) part_number as p, list_price::float8 as list,
              net_price::float8 as net, effective_from::text as from, effective_to::text as to
            from catalog_prices
            where price_list_code = ${list.code} and part_number = any(${sql.param(partNumbers)}::text[])
              and effective_from <= ${day}::date
              and (effective_to is null or effective_to >= ${day}::date)
            order by part_number, effective_from desc`,
      )
    : [];
  const byPart = new Map(prices.map((r) => [r.p, r]));
  for (const p of partNumbers) {
    const r = byPart.get(p);
    const currency = list?.currency ?? null;
    const priced: Priced = r
      ? { currency, listPrice: r.list, effectiveFrom: r.from, effectiveTo: r.to }
      : { currency, ...NO_PRICE };
    if (net) priced.netPrice = r ? r.net : null;
    out.set(p, priced);
  }
  return out;
}

/** Each part's stock per warehouse, in the warehouses' order. */
export async function availabilityOf(
  db: Db,
  partNumbers: string[],
): Promise<Map<string, AvailabilityWire[]>> {
  const out = new Map<string, AvailabilityWire[]>(partNumbers.map((p) => [p, []]));
  if (!partNumbers.length) return out;
  const rows = await rowsOf<AvailabilityWire & { p: string }>(
    db,
    sql`select a.part_number as p, a.warehouse_code as "warehouse", w.name as "warehouseName",
          a.on_hand as "onHand", a.next_receipt_date::text as "nextReceiptDate",
          a.next_receipt_quantity as "nextReceiptQuantity"
        from catalog_availability a join warehouses w on w.code = a.warehouse_code
        where a.part_number = any(${sql.param(partNumbers)}::text[])
        order by a.part_number, w.code`,
  );
  for (const { p, ...a } of rows) out.get(p)?.push(a);
  return out;
}

/** A part named beside another, in the language. */
export interface PartRef {
  partNumber: string;
  description: string;
  status: PartStatus;
}
