import type * as t from '../../db/schema';
import type { RawRecord } from '../../import/rows';
import { claimWire } from '../../lists/claims';
import type { DealerSeed } from '../catalog';
import { daysAgo, type Random } from '../random';
import type { DealerSize } from './size';

/** Warranty claims, with duplicate claim+serial rows in the closed ones. */
export function claimRows(d: DealerSeed, { n }: DealerSize, r: Random): RawRecord[] {
  const claims: Omit<typeof t.warrantyCalls.$inferSelect, 'id' | 'importKey'>[] = [];
  for (let i = 0; i < n(30, 1000); i++) {
    const callStatus = r.pick(['Open', 'Open', 'Closed', 'Complete', 'Closed']);
    const ago = r.int(1, 720);
    const row = {
      dealerId: d.id,
      callNumber: `WC${d.id}${String(i + 1).padStart(5, '0')}`,
      callDate: daysAgo(ago),
      productSerial: `SN${r.int(100000, 999999)}`,
      callType: r.pick(['Warranty', 'Goodwill', 'Policy', 'Service Call']),
      complaint: r.pick([
        'Gearbox noise under load',
        'Scale reads low',
        'Hydraulic leak at door cylinder',
        'Auger knife wear',
        'Conveyor chain slipping',
        'Planetary seal leaking',
        'Controller display blank',
      ]),
      callStatus,
      currentStatus:
        callStatus === 'Open'
          ? r.pick(['Submitted', 'Awaiting Parts', 'In Review'])
          : r.pick(['Approved', 'Paid', 'Denied']),
      limitedWarrantyStatus: r.pick(['Active', 'Expired']),
      powertrainWarrantyStatus: r.pick(['Active', 'Expired', 'N/A']),
    };
    claims.push(row);
    // A claim's successive row, a day later (the call date is part of a claim row's key).
    if (callStatus !== 'Open' && i % 4 === 0)
      claims.push({ ...row, callDate: daysAgo(ago - 1), currentStatus: 'Paid' });
  }
  return claims.map((c) => claimWire(c, d.code));
}
