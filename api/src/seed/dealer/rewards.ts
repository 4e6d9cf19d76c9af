import type { RawRecord } from '../../import/rows';
import type { DealerSeed } from '../catalog';
import { rewardsCounters, tierOf } from '../rewards';

/**
 * Every dealer in the program has a rewards row, a new one with 0 points (STARTER); its counters
 * add up to its total by the points table. A dealer of the Offshore division has none.
 */
export function rewardRows(d: DealerSeed): RawRecord[] {
  if (d.division === 'Offshore') return [];
  return [
    {
      tradingPartnerId: d.id,
      // D1001 tracks to retain last year's Silver: the status shown is the server's, not the points'.
      currentStatus: d.id === 1001 ? 'SILVER' : tierOf(d.points),
      ...rewardsCounters(d.points),
    },
  ];
}
