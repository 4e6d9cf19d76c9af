import type { RawRecord } from '../../import/rows';
import { DEALERS } from '../catalog';
import { REFERENCE_DAY, rng } from '../random';
import { availabilityRecords, kitRecords, partRecords, seedParts } from './parts';
import { priceListRecords, priceRecords, type PriceListSeed } from './prices';

/** `count` price lists for a benchmark's catalogue: every third in Canadian dollars, each with a
 * factor and discount of its own. */
export function scaledPriceLists(count: number): PriceListSeed[] {
  return Array.from({ length: count }, (_, i) => {
    const canadian = i % 3 === 2;
    return {
      code: `PL-${String(i + 1).padStart(3, '0')}`,
      name: `Price list ${i + 1}`,
      currency: canadian ? 'CAD' : 'USD',
      factor: (canadian ? 1.38 : 1) * (1 + (i % 7) / 100),
      net: 0.6 + (i % 5) / 20,
    };
  });
}

/**
 * A benchmark's catalogue, kind by kind in the feed's order, as the demo's is made
 * (`catalogRecords`) but of `parts` parts priced on `lists` price lists, the seeded dealers spread
 * over them (bench/parts-catalog.mjs). The prices come one list at a time, each a feed of its own,
 * so no more than one list's rows are held at once. The demo's diagrams are kept as they are.
 */
export function* scaledCatalogRecords(
  parts: number,
  lists: number,
): Generator<[string, RawRecord[]]> {
  const r = rng(20261129);
  const seeded = seedParts(parts, r);
  const priceLists = scaledPriceLists(lists);
  yield ['parts', partRecords(seeded)];
  yield ['kits', kitRecords(seeded)];
  yield ['price-lists', priceListRecords(priceLists)];
  for (const list of priceLists) yield ['prices', priceRecords(seeded, [list])];
  yield [
    'dealer-price-lists',
    DEALERS.map((d, i) => ({ tradingPartnerId: d.id, priceListCode: priceLists[i % lists].code })),
  ];
  yield ['availability', availabilityRecords(seeded, r, REFERENCE_DAY)];
}
