import type * as t from '../../db/schema';
import type { RawRecord } from '../../import/rows';
import { partsWire } from '../../lists/parts';
import { PARTS, type DealerSeed } from '../catalog';
import { daysAgo, type Random } from '../random';
import type { DealerSize } from './size';

/** Parts lines: several lines per order, repeated parts (merged on screen), every status form. */
export function partsLines(d: DealerSeed, { big, n }: DealerSize, r: Random): RawRecord[] {
  const partsStatus = [
    'Open',
    '1 - Open',
    '4 - Partially Shipped',
    'Partially Shipped',
    'Shipped',
    'Order History',
    'Order History',
    'Order History',
    'Shipped - Invoiced',
    'Cancelled',
  ];
  const lines: Omit<typeof t.partsLines.$inferSelect, 'id' | 'importKey'>[] = [];
  const orders = n(40, 1500);
  for (let o = 0; o < orders; o++) {
    const status = partsStatus[o % partsStatus.length];
    const ordered = r.int(1, 500);
    const count = r.int(2, big ? 5 : 4);
    for (let l = 0; l < count && lines.length < n(150, 5000) + o; l++) {
      const [part, descr] = l === count - 1 && count > 2 ? PARTS[o % PARTS.length] : r.pick(PARTS);
      const qty = r.int(1, 12);
      const shipped = status.includes('Partially')
        ? Math.floor(qty / 2)
        : status === 'Open' || status === '1 - Open'
          ? 0
          : qty;
      lines.push({
        dealerId: d.id,
        salesOrderNo: `PO${d.id}${String(o + 1).padStart(5, '0')}`,
        invoiceStatus: status,
        orderedDate: daysAgo(ordered),
        invoiceDate:
          status === 'Order History' || status === 'Shipped - Invoiced'
            ? daysAgo(Math.max(0, ordered - 7))
            : null,
        customerPo: `PPO-${r.int(1000, 9999)}`,
        type: r.pick(['Stock Order', 'Emergency', 'Warranty', 'Special Order']),
        part: part,
        partDescription: descr,
        orderedQty: qty,
        shippedQty: shipped,
        backorderedQty: qty - shipped,
      });
    }
    if (o % 3 === 0) {
      const [part, descr] = PARTS[o % PARTS.length];
      lines.push({
        ...lines[lines.length - 1],
        part,
        partDescription: descr,
        orderedQty: 2,
        shippedQty: lines[lines.length - 1].shippedQty ? 2 : 0,
        backorderedQty: lines[lines.length - 1].shippedQty ? 0 : 2,
      });
    }
  }
  // Status texts the rules must read exactly (requirements 000 §4), on a few more orders of the big
  // dealer: lower- and upper-case 'shipped' are open, the status shown is everything after the
  // FIRST hyphen, a lower-case 'order history' and an empty status are in neither tab.
  if (big)
    [
      ['shipped', 'Stock Order'],
      ['SHIPPED', 'Emergency'],
      ['2 - Open - Backordered', 'Special Order'],
      ['order history', 'Warranty'],
      [null, 'Stock Order'],
    ].forEach(([status, type], i) =>
      lines.push({
        dealerId: d.id,
        salesOrderNo: `PO${d.id}E${i + 1}`,
        invoiceStatus: status,
        orderedDate: daysAgo(30 + i),
        invoiceDate: null,
        customerPo: `PPO-E${i + 1}`,
        type,
        part: PARTS[i][0],
        partDescription: PARTS[i][1],
        orderedQty: 3,
        shippedQty: 1,
        backorderedQty: 2,
      }),
    );
  // The feed numbers an order's lines (lineNoN, its natural key with the order number).
  const lineNo = new Map<string, number>();
  return lines.map((l) => {
    const n = (lineNo.get(l.salesOrderNo) ?? 0) + 1;
    lineNo.set(l.salesOrderNo, n);
    return { tradingPartnerId: l.dealerId, lineNoN: n, ...partsWire(l) };
  });
}
