import type { RawRecord } from '../../import/rows';
import { REFERENCE_DAY, rng } from '../random';
import { diagramRecords } from './diagrams';
import { availabilityRecords, kitRecords, partRecords, seedParts } from './parts';
import { dealerPriceListRecords, priceListRecords, priceRecords } from './prices';

/** Parts the demo's catalogue holds besides the ones its parts orders name. */
export const CATALOG_PARTS = 20_000;

/**
 * The parts catalogue's records, kind by kind in the order the feed takes them (what a row names
 * first). Drawn from a generator of its own, so the rest of the demo's data is as before.
 */
export function catalogRecords(parts = CATALOG_PARTS): [string, RawRecord[]][] {
  const r = rng(20261129);
  const seeded = seedParts(parts, r);
  const { diagrams, callouts } = diagramRecords(seeded, r);
  return [
    ['parts', partRecords(seeded)],
    ['kits', kitRecords(seeded)],
    ['price-lists', priceListRecords()],
    ['prices', priceRecords(seeded)],
    ['dealer-price-lists', dealerPriceListRecords()],
    [
      'warehouses',
      [
        { code: 'AB', name: 'Alberta' },
        { code: 'KS', name: 'Kansas' },
      ],
    ],
    ['availability', availabilityRecords(seeded, r, REFERENCE_DAY)],
    ['diagrams', diagrams],
    ['callouts', callouts],
  ];
}
