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
    const c = (n: string, call_status: string | null) => ({
      calL_NO_X: n,
      product_sn: 'SN1',
      call_status,
    });
    expect(
      claimCounts([
        c('1', 'Closed'),
        c('2', 'Complete'),
        c('3', 'Open'),
        c('4', 'In Review'),
        c('5', null),
      ]),
    ).toEqual({
      first: 3,
      second: 2,
    });
    // A claim listed twice (same claim and serial number) counts once, as on the history screen.
    expect(claimCounts([c('1', 'Closed'), c('1', 'Closed'), c('2', 'Open')])).toEqual({
      first: 1,
      second: 1,
    });
  });

  it('counts outstanding (status Open) invoices and all invoices', () => {
    expect(invoiceCounts([{ status: 'Open' }, { status: 'Paid' }, { status: 'Open' }])).toEqual({
      first: 2,
      second: 3,
    });
  });
});
