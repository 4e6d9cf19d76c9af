import { toWholegoodsOrder, type WholegoodsWire } from '@portal/shared';
import { toStockUnit } from '../src/api/wholegoods';

// The API's row (shared/src/contract/wholegoods.ts): amounts already numbers, the invoice
// status already 'closed' or 'open' (the source texts are parsed by the API: api/test/amount.test.ts).
const wire = (over: Partial<WholegoodsWire>): WholegoodsWire => ({
  entityCode: null,
  partLotSerialId: null,
  assignOwnerId: null,
  assignType: null,
  partId: null,
  salesOrderHeaderId: null,
  salesOrderLineId: null,
  workOrderId: null,
  workOrderNumber: null,
  tradingPartnerId: 1001,
  tradingPartnerName: 'D1001',
  companyName: 'Prairie',
  completedDate: null,
  shipTo: null,
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
  invoiceAmount: 125500,
  amountPaid: 0,
  invoiceStatus: 'closed',
  ...over,
});

describe('wholegoods orders (spec 000 §3, §4)', () => {
  it("maps the amounts and the invoice status (closed or open) to the screens' names", () => {
    const o = toWholegoodsOrder(wire({}));
    expect(o.invoiceAmount).toBe(125500);
    expect(o.invoiceStatus).toBe('closed');
    expect(toWholegoodsOrder(wire({ invoiceStatus: 'open' })).invoiceStatus).toBe('open');
    expect(o.model).toBe('Supreme 900');
    expect(o.dealerPO).toBe('PO-1');
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
