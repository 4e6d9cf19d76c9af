import { toClaim } from '../src/api/claims';

// The tab rules (Open; Closed or Complete once per claim and serial number) and each tab's
// searched fields are applied by the API: api/test/listViews.test.ts checks them against the spec.
describe('claims (spec 000 §3)', () => {
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
