import { toPartsOrder } from '../src/api/partsOrders';
import { shiftedDate } from '../src/partsRules';

// The tab rules, the grouping per order, the status shown and the merging of equal parts are
// applied by the API; api/test/listViews.test.ts checks them against the spec's words.
describe('parts orders (spec 000 §3, §9)', () => {
  it('shows estimated ship and invoice dates one day later than stored', () => {
    expect(shiftedDate('2026-02-28')).toBe('03/01/2026');
    expect(shiftedDate('2026-12-31')).toBe('01/01/2027');
    expect(shiftedDate(null)).toBe('');
  });

  it('maps a grouped order from the wire once, with empty values made safe', () => {
    expect(
      toPartsOrder({
        orderNumber: 'PO7',
        status: '',
        orderDate: '2026-01-01',
        estimatedShipDate: '2026-01-01',
        invoiceDate: null,
        dealerPO: '',
        lines: [
          { partNumber: 'SP-2', description: 'Seal', ordered: 3, shipped: 0, backordered: 3 },
        ],
      }),
    ).toEqual({
      orderNumber: 'PO7',
      status: '',
      orderDate: '2026-01-01',
      estimatedShipDate: '2026-01-01',
      invoiceDate: null,
      dealerPO: '',
      lines: [{ partNumber: 'SP-2', description: 'Seal', ordered: 3, shipped: 0, backordered: 3 }],
    });
  });
});
