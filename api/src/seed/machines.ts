import { eq } from 'drizzle-orm';
import { normalizeForm, type FormKind } from '@portal/shared/forms/unitFormFields';
import type { Db } from '../db/client';
import { claimWire } from '../lists/claims';
import type { RawRecord } from '../import/rows';
import type { DealerSeed } from './catalog';
import * as t from '../db/schema';
import { daysAgo } from './random';
import { sourceAmount } from './sourceAmount';

// Machines whose whole life the machine page shows, one for each of its states: a full
// history (order, invoice, stock unit, PDI, registration, two claims), never registered,
// registration overdue, a demo unit, a denied claim; and one of another dealer (isolation).
// Their order, invoice, stock unit and claims go through the import feed with the rest of the seed;
// their PDI and registration are the portal's own submissions.

interface MachineSeed {
  dealerId: number;
  serial: string;
  model: string;
  kind: 'pulltype' | 'truckmount' | 'stationary';
  /** Days before the seed's reference day. */
  ordered: number;
  invoiced: number | null;
  stockStatus: string | null;
  pdi: number | null;
  registered: number | null;
  claims: { number: string; on: number; complaint: string; statuses: string[] }[];
}

/** The serials the tests and the browser tests open. */
export const SEEDED_MACHINES = {
  full: 'SN900101',
  neverRegistered: 'SN900102',
  overdue: 'SN900103',
  demo: 'SN900104',
  denied: 'SN900105',
  otherDealer: 'SN900201',
} as const;

const MACHINES: MachineSeed[] = [
  {
    dealerId: 1001,
    serial: SEEDED_MACHINES.full,
    model: 'Supreme 700',
    kind: 'pulltype',
    ordered: 300,
    invoiced: 240,
    stockStatus: 'Sold - Pending Delivery',
    pdi: 200,
    registered: 198,
    claims: [
      {
        number: 'WC1001M01',
        on: 120,
        complaint: 'Gearbox noise under load',
        statuses: ['Approved', 'Paid'],
      },
      {
        number: 'WC1001M02',
        on: 20,
        complaint: 'Scale reads low',
        statuses: ['In Review'],
      },
    ],
  },
  {
    dealerId: 1001,
    serial: SEEDED_MACHINES.neverRegistered,
    model: 'Segue 4S',
    kind: 'pulltype',
    ordered: 150,
    invoiced: 90,
    stockStatus: null,
    pdi: null,
    registered: null,
    claims: [],
  },
  {
    dealerId: 1001,
    serial: SEEDED_MACHINES.overdue,
    model: 'Supreme 900',
    kind: 'truckmount',
    ordered: 200,
    invoiced: 120,
    stockStatus: 'Sold - Pending Delivery',
    pdi: 60,
    registered: null,
    claims: [],
  },
  {
    dealerId: 1001,
    serial: SEEDED_MACHINES.demo,
    model: 'Supreme 500',
    kind: 'stationary',
    ordered: 500,
    invoiced: 430,
    stockStatus: 'Demo',
    pdi: 400,
    registered: 100,
    claims: [],
  },
  {
    dealerId: 1001,
    serial: SEEDED_MACHINES.denied,
    model: 'Supreme 1200',
    kind: 'pulltype',
    ordered: 420,
    invoiced: 360,
    stockStatus: null,
    pdi: 330,
    registered: 329,
    claims: [
      {
        number: 'WC1001M03',
        on: 45,
        complaint: 'Auger knife wear',
        statuses: ['Denied'],
      },
    ],
  },
  {
    dealerId: 1002,
    serial: SEEDED_MACHINES.otherDealer,
    model: 'Supreme 600',
    kind: 'pulltype',
    ordered: 260,
    invoiced: 200,
    stockStatus: null,
    pdi: 180,
    registered: 178,
    claims: [
      {
        number: 'WC1002M01',
        on: 30,
        complaint: 'Hydraulic leak at door cylinder',
        statuses: ['Submitted'],
      },
    ],
  },
];

const numberIn = (m: MachineSeed) =>
  String(MACHINES.filter((x) => x.dealerId === m.dealerId).indexOf(m) + 1).padStart(2, '0');
const orderNo = (m: MachineSeed) => `SO${m.dealerId}M${numberIn(m)}`;
const invoiceNo = (m: MachineSeed) => `WI${m.dealerId}M${numberIn(m)}`;
const price = (m: MachineSeed) => 60_000 + 7_500 * Number(numberIn(m));
// The machine never registered is not paid yet: an open invoice.
const unpaid = (m: MachineSeed) => m.registered == null && m.pdi == null;

/** The machines' manufacturer data (order, invoice, stock unit, claims) in the import feed's wire
 * format, handed to `add` like every other seeded record, so it goes through the import path. */
export function machineRecords(
  add: (kind: string, rows: RawRecord[]) => void,
  dealers: readonly DealerSeed[],
) {
  const dealer = (m: MachineSeed) => dealers.find((d) => d.id === m.dealerId)!;
  add(
    'wholegoods-orders',
    MACHINES.map((m, i) => ({
      tradingPartnerId: m.dealerId,
      orderNumber: orderNo(m),
      description: m.kind === 'truckmount' ? 'Truck mount mixer' : 'Vertical TMR mixer',
      partModel: m.model,
      lotSerial: m.serial,
      scheduleStatus: 'Shipped',
      orderedDate: daysAgo(m.ordered),
      promisedDate: daysAgo(m.ordered - 40),
      entityCode: 'SUP',
      partLotSerialId: 80000 + i,
      assignOwnerId: m.dealerId,
      assignType: 'Dealer',
      partId: 760,
      salesOrderHeaderId: 95000 + i,
      salesOrderLineId: 195000 + i,
      workOrderId: 60000 + i,
      workOrderNumber: `WO${60000 + i}`,
      completedDate: daysAgo(m.ordered - 50),
      shipTo: `${dealer(m).companyName}, ${dealer(m).territory}`,
      invoiceNumber: m.invoiced == null ? null : invoiceNo(m),
      invoiceDate: m.invoiced == null ? null : daysAgo(m.invoiced),
      invoiceAmount: sourceAmount(price(m)),
      amountPaid: unpaid(m) ? '0.00' : sourceAmount(price(m)),
      invoiceStatus: unpaid(m) ? 'Open' : 'Closed',
      customerPoNumber: `PO-M${m.dealerId}${Number(numberIn(m))}`,
    })),
  );
  add(
    'wholegoods-invoices',
    MACHINES.filter((m) => m.invoiced != null).map((m) => ({
      tradingPartnerId: m.dealerId,
      invoiceno_x: invoiceNo(m),
      invoice_d: daysAgo(m.invoiced!),
      ordered_d: daysAgo(m.ordered),
      invoiceamnt_n: sourceAmount(price(m)),
      amnT_PAID_N: unpaid(m) ? '0' : sourceAmount(price(m)),
      invoice_status_c: unpaid(m) ? 'Open' : 'Paid',
    })),
  );
  add(
    'stock-units',
    MACHINES.map((m) => ({
      tradingPartnerId: m.dealerId,
      unitKind: m.kind,
      salesOrderNo: orderNo(m),
      serialNo: m.serial,
      unitType: m.model,
      status: m.stockStatus,
      destination: 'Lot A',
      manufactureDate: daysAgo(m.ordered - 45),
    })),
  );
  add(
    'claims',
    MACHINES.flatMap((m) =>
      m.claims.flatMap((c) =>
        // A claim's rows follow each other a day apart (the row date is part of its key); a
        // closed claim's earlier rows are its history (Claims History keeps the latest), an open
        // claim has one row, as Open Claims lists every open row.
        c.statuses.map((status, i) =>
          claimWire(
            {
              dealerId: m.dealerId,
              callNumber: c.number,
              callDate: daysAgo(c.on - i),
              productSerial: m.serial,
              callType: 'Warranty',
              complaint: c.complaint,
              callStatus: ['Submitted', 'In Review', 'Awaiting Parts'].includes(status)
                ? 'Open'
                : 'Closed',
              currentStatus: status,
              limitedWarrantyStatus: 'Active',
              powertrainWarrantyStatus: 'Active',
            },
            dealer(m).code,
          ),
        ),
      ),
    ),
  );
}

/** The PDI and registration each machine's dealer sent through the portal: portal data, not the
 * manufacturer's, so they are stored as the forms store them. */
export async function seedMachineSubmissions(db: Db) {
  const dealers = new Map((await db.select().from(t.dealers)).map((d) => [d.id, d]));
  const buyers = await db.select().from(t.users).where(eq(t.users.role, 'DealerBuyer'));

  const form = (kind: FormKind, m: MachineSeed, sold: number) => {
    const d = dealers.get(m.dealerId)!;
    const ticks = (k: number) => Array.from({ length: k }, () => true);
    return normalizeForm(kind, {
      deliveryDate: daysAgo(sold),
      pdiDate: daysAgo(sold + 1),
      dealerCode: d.code,
      dealerName: d.companyName,
      model: m.model,
      serialNumber: m.serial,
      inspector: 'Sam Ridge',
      dealerSalesRep: 'Jordan Hale',
      dealerEmail: `sales@${d.code.toLowerCase()}.example.com`,
      dealerEmailAddress: `sales@${d.code.toLowerCase()}.example.com`,
      ownerName: 'Willow Creek Dairy',
      ownerCity: 'Lethbridge',
      operation: 'dairy',
      numCows: 450,
      checklists: {
        fluids: ticks(11),
        electrical: ticks(4),
        tiresWheels: ticks(4),
        augers: ticks(5),
        conveyor: ticks(10),
        tub: ticks(2),
      },
    });
  };
  const sent = MACHINES.flatMap((m) => {
    const user = buyers.find((u) => u.dealerId === m.dealerId);
    const rows: (typeof t.submissions.$inferInsert)[] = [];
    const at = (days: number) => new Date(`${daysAgo(days)}T16:30:00Z`);
    // The PDI's delivery date is the day of sale; the registration follows it.
    if (m.pdi != null)
      rows.push({
        kind: 'pdi',
        dealerId: m.dealerId,
        userId: user?.id,
        payload: form('pdi', m, m.pdi),
        createdAt: at(m.pdi),
      });
    if (m.registered != null)
      rows.push({
        kind: 'warranty',
        dealerId: m.dealerId,
        userId: user?.id,
        payload: form('warranty', m, m.pdi ?? m.registered),
        createdAt: at(m.registered),
      });
    return rows;
  });
  await db.insert(t.submissions).values(sent);
}
