import type { RawRecord } from '../../import/rows';
import type { DealerSeed } from '../catalog';
import { daysAgo, type Random } from '../random';
import type { DealerSize } from './size';
import { sourceAmount as money } from '../sourceAmount';

/**
 * Invoices of both categories, raw amounts as the source systems send them: the wholegoods and
 * the parts invoices' rows, each kind in its own source's column names.
 */
export function invoiceRows(d: DealerSeed, { n }: DealerSize, r: Random): [string, RawRecord[]][] {
  const inv = Array.from({ length: n(60, 3000) }, (_, i) => {
    const wgCat = i % 3 === 0;
    const amount = wgCat ? r.int(40_000, 240_000) : r.int(50, 9000) + r.int(0, 99) / 100;
    const open = r.chance(0.3);
    const raw =
      i % 11 === 0 ? `$${money(amount)}` : i % 5 === 0 ? money(amount) : amount.toFixed(2);
    return {
      dealerId: d.id,
      category: wgCat ? 'Wholegoods' : 'Parts',
      // Every invoice has its number: the feed keys invoices by it (decision 0041).
      invoiceNumber: `${wgCat ? 'WI' : 'PI'}${d.id}${String(i + 1).padStart(6, '0')}`,
      invoiceDate: daysAgo(r.int(1, 720)),
      orderedDate: daysAgo(r.int(30, 760)),
      amount: i % 29 === 28 ? 'N/A' : raw,
      amountPaid: open ? (i % 4 === 0 ? money(amount / 2) : '0') : raw,
      status: open ? 'Open' : 'Paid',
    };
  });
  const out: [string, RawRecord[]][] = [];
  for (const [kind, category, names] of [
    [
      'wholegoods-invoices',
      'Wholegoods',
      ['invoiceno_x', 'invoice_d', 'ordered_d', 'invoiceamnt_n', 'amnT_PAID_N'],
    ],
    [
      'parts-invoices',
      'Parts',
      ['invoicenO_X', 'invoicE_D', 'ordereD_D', 'amnt_billed_n', 'amnt_paid_n'],
    ],
  ] as const)
    out.push([
      kind,
      inv
        .filter((x) => x.category === category)
        .map((x) => ({
          tradingPartnerId: x.dealerId,
          [names[0]]: x.invoiceNumber,
          [names[1]]: x.invoiceDate,
          [names[2]]: x.orderedDate,
          [names[3]]: x.amount,
          [names[4]]: x.amountPaid,
          invoice_status_c: x.status,
        })),
    ]);
  return out;
}
