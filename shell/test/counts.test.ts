import { claimCounts, invoiceCounts, partsCounts, wholegoodsCounts } from '../src/home/counts';

describe('home card counting rules (spec 000 §4)', () => {
  it('"The home card counts open as invoice status not closed, and history as closed."', () => {
    expect(
      wholegoodsCounts([
        { invoiceStatus: 'closed' },
        { invoiceStatus: 'open' },
        { invoiceStatus: 'open' },
      ]),
    ).toEqual({ first: 2, second: 1 });
  });

  it('"open if the status text, lower-cased, contains open or partially shipped or equals shipped, counted by distinct order number; history if status equals Order History"', () => {
    const lines = [
      { salesOrderNoX: 'A', invoiceStatusC: 'Open' },
      { salesOrderNoX: 'A', invoiceStatusC: 'Open' },
      { salesOrderNoX: 'B', invoiceStatusC: '4 - Partially Shipped' },
      { salesOrderNoX: 'C', invoiceStatusC: 'shipped' },
      { salesOrderNoX: 'D', invoiceStatusC: 'Shipped - Invoiced' },
      { salesOrderNoX: 'E', invoiceStatusC: 'Order History' },
      { salesOrderNoX: 'E', invoiceStatusC: 'Order History' },
      { salesOrderNoX: 'F', invoiceStatusC: 'order history' },
      { salesOrderNoX: 'G', invoiceStatusC: null },
    ];
    expect(partsCounts(lines)).toEqual({ first: 3, second: 1 });
  });

  it('"closed if call status is Closed or Complete, otherwise open"', () => {
    expect(
      claimCounts([
        { call_status: 'Closed' },
        { call_status: 'Complete' },
        { call_status: 'Open' },
        { call_status: 'In Review' },
        { call_status: null },
      ]),
    ).toEqual({ first: 3, second: 2 });
  });

  it('counts outstanding (status Open) invoices and all invoices', () => {
    expect(invoiceCounts([{ status: 'Open' }, { status: 'Paid' }, { status: 'Open' }])).toEqual({
      first: 2,
      second: 3,
    });
  });
});
