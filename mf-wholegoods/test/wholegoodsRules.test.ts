import { toWholegoodsOrder, type WholegoodsWire } from '@portal/shared';
import { toStockUnit } from '../src/api/wholegoods';

const wire = (over: Partial<WholegoodsWire>): WholegoodsWire => ({
  orderNumber: 'SO1',
  description: 'Mixer',
  partModel: 'Supreme 900',
  lotSerial: 'SN1',
  scheduleStatus: 'Shipped',
  orderedDate: '2026-01-01',
  promisedDate: '2026-02-01',
  customerPoNumber: 'PO-1',
  invoiceNumber: 'WI1',
  invoiceDate: '2026-02-10',
  invoiceAmount: '125,500.00',
  amountPaid: 0,
  invoiceStatus: 'Closed',
  ...over,
});

describe('wholegoods orders (spec 000 §3, §4)', () => {
  it('removes commas from amounts and normalises the invoice status to closed or open', () => {
    const o = toWholegoodsOrder(wire({ invoiceStatus: 'CLOSED' }));
    expect(o.invoiceAmount).toBe(125500);
    expect(o.invoiceStatus).toBe('closed');
    expect(toWholegoodsOrder(wire({ invoiceStatus: 'Pending' })).invoiceStatus).toBe('open');
    expect(toWholegoodsOrder(wire({ invoiceAmount: 'n/a' })).invoiceAmount).toBe(0);
  });
});

describe('dealer inventory (spec 000 §4)', () => {
  const unit = {
    salesOrderNo: 'SO1',
    serialNo: 'PT1',
    unitType: 'Supreme 700',
    destination: 'Lot A',
    manufactureDate: '2026-01-01',
    age: 30,
  };
  it("shows 'In Stock' unless the unit carries its own status", () => {
    expect(toStockUnit(unit).status).toBe('In Stock');
    expect(toStockUnit({ ...unit, status: '' }).status).toBe('In Stock');
    expect(toStockUnit({ ...unit, status: 'Demo' }).status).toBe('Demo');
  });
});
