import type { RawRecord } from '../../import/rows';
import { MODELS, type DealerSeed } from '../catalog';
import { daysAgo, type Random } from '../random';
import type { DealerSize } from './size';

/** Units in stock of each kind (pull-type, truck mount, stationary), some on demo or sold. */
export function stockUnits(d: DealerSeed, { n }: DealerSize, r: Random): RawRecord[] {
  const kinds = ['pulltype', 'truckmount', 'stationary'] as const;
  const units = kinds.flatMap((kind) =>
    Array.from({ length: n(6, 60) }, (_, i) => ({
      dealerId: d.id,
      kind,
      salesOrderNo: `SO${d.id}${String(i + 1).padStart(5, '0')}`,
      serialNo: `${kind === 'pulltype' ? 'PT' : kind === 'truckmount' ? 'TM' : 'ST'}${r.int(100000, 999999)}`,
      unitType: r.pick(MODELS),
      status: i % 5 === 0 ? 'Demo' : i % 7 === 0 ? 'Sold - Pending Delivery' : null,
      destination: r.pick(['Lot A', 'Lot B', 'Showroom', 'In transit']),
      manufactureDate: daysAgo(r.int(20, 600)),
    })),
  );
  return units.map(({ dealerId, kind, ...u }) => ({
    tradingPartnerId: dealerId,
    unitKind: kind,
    ...u,
  }));
}
