import type { RawRecord } from '../../import/rows';
import type { DealerSeed } from '../catalog';

/** A statement on the first of each of the last 14 months. */
export function statementRows(d: DealerSeed): RawRecord[] {
  return Array.from({ length: 14 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10 - i, 1));
    const mm = String(day.getUTCMonth() + 1).padStart(2, '0');
    return {
      tradingPartnerId: d.id,
      name: `Statement_${d.code}_${mm}01${day.getUTCFullYear()}.pdf`,
      statementDate: day.toISOString().slice(0, 10),
    };
  });
}
