import type { RawRecord } from '../../import/rows';
import { MODELS, type DealerSeed } from '../catalog';
import { daysAgo, type Random } from '../random';
import type { DealerSize } from './size';
import { sourceAmount as money } from '../sourceAmount';

/** Wholegoods orders: every combination the open/history rules distinguish. */
export function wholegoodsOrders(d: DealerSeed, { n }: DealerSize, r: Random): RawRecord[] {
  const schedule = [
    'Shipped',
    'Shipped',
    'Scheduled',
    'In Production',
    'On Hold',
    'Pending Approval',
  ];
  const wg = Array.from({ length: n(40, 2000) }, (_, i) => {
    const status = i % 7 === 0 ? 'Shipped' : r.pick(schedule);
    const closed = status === 'Shipped' ? r.chance(0.7) : r.chance(0.1);
    const ordered = r.int(5, 700);
    const amount = r.int(38_000, 245_000);
    return {
      dealerId: d.id,
      orderNumber: `SO${d.id}${String(i + 1).padStart(5, '0')}`,
      description: r.pick([
        'Vertical TMR mixer',
        'Twin auger mixer',
        'Triple auger mixer',
        'Truck mount mixer',
        'Stationary mixer',
        'Delivery box',
      ]),
      partModel: r.pick(MODELS),
      lotSerial: `SN${String(r.int(100000, 999999))}`,
      scheduleStatus: status,
      orderedDate: daysAgo(ordered),
      promisedDate: daysAgo(Math.max(0, ordered - r.int(20, 90))),
      entityCode: 'SUP',
      partLotSerialId: 50000 + i,
      assignOwnerId: d.id,
      assignType: 'Dealer',
      partId: 700 + (i % 40),
      salesOrderHeaderId: 90000 + i,
      salesOrderLineId: 190000 + i,
      workOrderId: 30000 + i,
      workOrderNumber: `WO${30000 + i}`,
      completedDate: status === 'Shipped' ? daysAgo(Math.max(0, ordered - 30)) : null,
      shipTo: `${d.companyName}, ${d.territory}`,
      invoiceNumber:
        closed || status === 'Shipped' ? `WI${d.id}${String(i + 1).padStart(5, '0')}` : null,
      invoiceDate: closed ? daysAgo(Math.max(0, ordered - 35)) : null,
      invoiceAmount: money(amount),
      amountPaid: closed ? money(amount) : '0.00',
      invoiceStatus: closed ? 'Closed' : 'Open',
      customerPoNumber: r.chance(0.9) ? `PO-${r.int(10000, 99999)}` : null,
    };
  });
  return wg.map(({ dealerId, ...o }) => ({ tradingPartnerId: dealerId, ...o }));
}
