import { toPartsLine, type PartsLine } from '../src/api/partsOrders';
import { displayStatus, groupOrders, mergeLines, shiftedDate } from '../src/partsRules';

const line = (over: Partial<PartsLine>): PartsLine => ({
  orderNumber: 'PO1',
  invoiceStatus: 'Open',
  orderDate: '2026-03-01',
  invoiceDate: null,
  dealerPO: 'PPO-1',
  type: 'Stock Order',
  partNumber: 'SP-1',
  description: 'Knife',
  ordered: 1,
  shipped: 0,
  backordered: 1,
  ...over,
});

describe('parts orders (spec 000 §3, §4, §9)', () => {
  it('keeps open lines: contains "open" or "partially shipped", or equals "shipped" (lower-cased)', () => {
    const statuses = [
      'Open',
      '1 - OPEN',
      '4 - Partially Shipped',
      'shipped',
      'Shipped',
      'Shipped - Invoiced',
      'Order History',
      'Cancelled',
    ];
    const orders = groupOrders(
      statuses.map((s, i) => line({ orderNumber: `PO${i}`, invoiceStatus: s })),
      'open',
    );
    expect(orders.map((o) => o.orderNumber)).toEqual(['PO0', 'PO1', 'PO2', 'PO3', 'PO4']);
  });

  it('shows the status after the first hyphen, or the whole text', () => {
    expect(displayStatus('4 - Partially Shipped')).toBe('Partially Shipped');
    expect(displayStatus('A-B-C')).toBe('B-C');
    expect(displayStatus('Open')).toBe('Open');
  });

  it('groups lines per order and merges the same part and description, summing quantities', () => {
    const orders = groupOrders(
      [
        line({ partNumber: 'SP-1', description: 'Knife', ordered: 2, shipped: 1, backordered: 1 }),
        line({ partNumber: 'SP-1', description: 'Knife', ordered: 3, shipped: 3, backordered: 0 }),
        line({ partNumber: 'SP-1', description: 'Knife, serrated', ordered: 1 }),
        line({ orderNumber: 'PO2', partNumber: 'SP-9', ordered: 4 }),
      ],
      'open',
    );
    expect(orders).toHaveLength(2);
    expect(orders[0].lines).toEqual([
      { partNumber: 'SP-1', description: 'Knife', ordered: 5, shipped: 4, backordered: 1 },
      {
        partNumber: 'SP-1',
        description: 'Knife, serrated',
        ordered: 1,
        shipped: 0,
        backordered: 1,
      },
    ]);
    expect(mergeLines([])).toEqual([]);
  });

  it('takes the estimated ship date from the order date and shows it one day later', () => {
    const [o] = groupOrders([line({ orderDate: '2026-02-28' })], 'open');
    expect(o.estimatedShipDate).toBe('2026-02-28');
    expect(shiftedDate(o.estimatedShipDate)).toBe('03/01/2026');
    expect(shiftedDate('2026-12-31')).toBe('01/01/2027');
    expect(shiftedDate(null)).toBe('');
  });

  it("history keeps only lines whose status is exactly 'Order History', status from the line type", () => {
    const orders = groupOrders(
      [
        line({
          orderNumber: 'H1',
          invoiceStatus: 'Order History',
          type: 'Emergency',
          invoiceDate: '2026-04-01',
        }),
        line({ orderNumber: 'H2', invoiceStatus: 'order history' }),
        line({ orderNumber: 'H3', invoiceStatus: 'Open' }),
      ],
      'history',
    );
    expect(orders.map((o) => [o.orderNumber, o.status, o.invoiceDate])).toEqual([
      ['H1', 'Emergency', '2026-04-01'],
    ]);
  });

  it('maps the wire names once', () => {
    expect(
      toPartsLine({
        salesOrderNoX: 'PO7',
        invoiceStatusC: 'Open',
        orderedD: '2026-01-01',
        invoiceD: null,
        custPOnoX: 'X1',
        typeC: 'Warranty',
        partX: 'SP-2',
        partDescrX: 'Seal',
        orderedQtyN: 3,
        shippedQtyN: null,
        backorderedQtyN: 3,
      }),
    ).toMatchObject({
      orderNumber: 'PO7',
      partNumber: 'SP-2',
      description: 'Seal',
      ordered: 3,
      shipped: 0,
      backordered: 3,
      dealerPO: 'X1',
    });
  });
});
