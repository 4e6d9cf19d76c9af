import type { Claim } from '../src/api/claims';
import { toClaim } from '../src/api/claims';
import { historyClaims, openClaims, searchFields } from '../src/claimRules';

const claim = (over: Partial<Claim>): Claim => ({
  claimNumber: 'WC1',
  date: '2026-01-02',
  serialNumber: 'SN1',
  dealer: 'D1001',
  type: 'Warranty',
  issue: 'Gearbox noise',
  callStatus: 'Open',
  currentStatus: 'Submitted',
  limitedWarranty: 'Active',
  powertrainWarranty: 'Active',
  ...over,
});

describe('claims rules (spec 000 §4)', () => {
  it('"Open Claims screen shows call_status Open"', () => {
    const rows = [
      claim({ callStatus: 'Open' }),
      claim({ callStatus: 'Closed' }),
      claim({ callStatus: 'In Review' }),
    ];
    expect(openClaims(rows).map((c) => c.callStatus)).toEqual(['Open']);
  });

  it('"Claims History shows Closed or Complete, de-duplicated by claim number plus serial number"', () => {
    const rows = [
      claim({
        claimNumber: 'A',
        serialNumber: 'S1',
        callStatus: 'Closed',
        currentStatus: 'Approved',
      }),
      claim({ claimNumber: 'A', serialNumber: 'S1', callStatus: 'Closed', currentStatus: 'Paid' }),
      claim({ claimNumber: 'A', serialNumber: 'S2', callStatus: 'Complete' }),
      claim({ claimNumber: 'B', serialNumber: 'S1', callStatus: 'Complete' }),
      claim({ claimNumber: 'C', serialNumber: 'S1', callStatus: 'Open' }),
    ];
    expect(
      historyClaims(rows).map((c) => `${c.claimNumber}/${c.serialNumber}/${c.currentStatus}`),
    ).toEqual(['A/S1/Approved', 'A/S2/Submitted', 'B/S1/Submitted']);
  });

  it('searches the fields spec 000 §5 lists for each tab', () => {
    const c = claim({
      date: '2026-03-04',
      type: 'Goodwill',
      callStatus: 'Closed',
      currentStatus: 'Paid',
    });
    expect(searchFields('open')(c)).toEqual([
      'WC1',
      'SN1',
      'D1001',
      '2026-03-04',
      'Goodwill',
      'Gearbox noise',
      'Paid',
    ]);
    expect(searchFields('history')(c)).toEqual([
      'WC1',
      'SN1',
      'D1001',
      'Gearbox noise',
      'Paid',
      'Closed',
    ]);
  });

  it('maps the wire names once', () => {
    expect(
      toClaim({
        calL_NO_X: 'WC9',
        call_d: '2026-05-06',
        product_sn: 'SN9',
        tp_name_x: 'D1002',
        calL_TYPE_X: 'Policy',
        complaint_c: 'Leak',
        call_status: 'Complete',
        current_status: 'Paid',
        limited_warranty_status: 'Expired',
        powertrain_warranty_status: 'N/A',
      }),
    ).toEqual({
      claimNumber: 'WC9',
      date: '2026-05-06',
      serialNumber: 'SN9',
      dealer: 'D1002',
      type: 'Policy',
      issue: 'Leak',
      callStatus: 'Complete',
      currentStatus: 'Paid',
      limitedWarranty: 'Expired',
      powertrainWarranty: 'N/A',
    });
  });
});
