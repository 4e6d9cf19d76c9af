import type { RawRecord } from '../../import/rows';
import { DEALERS } from '../catalog';
import type { SeedPart } from './parts';

/** A price list: code, name, currency, the factor of a part's US base price for its list price,
 * and the dealer's discount off it. */
export interface PriceListSeed {
  code: string;
  name: string;
  currency: 'USD' | 'CAD';
  factor: number;
  net: number;
}

/** The demo's price lists. */
export const PRICE_LISTS: readonly PriceListSeed[] = [
  { code: 'US-DEALER', name: 'US dealer', currency: 'USD', factor: 1, net: 0.7 },
  { code: 'CA-DEALER', name: 'Canadian dealer', currency: 'CAD', factor: 1.38, net: 0.7 },
];

/** This year's prices start on 1 January; one part in ten changes on 1 January next year. */
export const PRICES_FROM = '2026-01-01';
export const NEXT_PRICES_FROM = '2027-01-01';
const THIS_YEAR_ENDS = '2026-12-31';

const money = (n: number) => n.toFixed(2);

export function priceListRecords(lists = PRICE_LISTS): RawRecord[] {
  return lists.map(({ code, name, currency }) => ({ code, name, currency }));
}

export function priceRecords(parts: SeedPart[], lists = PRICE_LISTS): RawRecord[] {
  const out: RawRecord[] = [];
  for (const list of lists)
    parts.forEach((p, i) => {
      const changes = i % 10 === 4;
      const price = (base: number, from: string, to: string | null) =>
        out.push({
          priceListCode: list.code,
          partNumber: p.partNumber,
          listPrice: money(base * list.factor),
          netPrice: money(base * list.factor * list.net),
          effectiveFrom: from,
          effectiveTo: to,
        });
      price(p.base, PRICES_FROM, changes ? THIS_YEAR_ENDS : null);
      if (changes) price(p.base * 1.06, NEXT_PRICES_FROM, null);
    });
  return out;
}

/** Every seeded dealer's list: the Canadian dealers the Canadian one. Two lists: each costs the
 * seed a price per part (20,000 rows, about 2 s on PGlite). */
export function dealerPriceListRecords(): RawRecord[] {
  return DEALERS.map((d) => ({
    tradingPartnerId: d.id,
    priceListCode: d.currency === 'CDN' ? 'CA-DEALER' : 'US-DEALER',
  }));
}
