import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { runImport } from '../import/apply';
import { kindOf } from '../import/kinds';
import type { RawRecord } from '../import/rows';
import { claimWire } from '../lists/claims';
import { partsWire } from '../lists/parts';
import { dealerWire } from '../routes/dealers';
import { hashPassword } from '../auth/passwords';
import { DEALERS, DOCUMENTS, MODELS, PARTS, SALES_STAFF, USERS, type DealerSeed } from './catalog';
import { refreshReadModels } from '../lists/readModels';
import { daysAgo, rng } from './random';
import { rewardsCounters, tierOf } from './rewards';
import { machineRecords, seedMachineSubmissions } from './machines';

/**
 * The demo's manufacturer data goes through the import path (decision 0041): the
 * records are made in the feed's wire format and applied by the same code as a file sent to
 * `POST /api/import/{kind}`, all or nothing. A seed row the import refuses, or two with one
 * natural key, is a mistake in the seed: it stops here.
 */
async function feed(database: Database, kindName: string, rows: RawRecord[]) {
  const kind = kindOf(kindName)!;
  const r = await runImport(database, rows, { kind, mode: 'all-or-nothing', snapshot: false });
  if (r.status !== 'applied' || r.inserted !== rows.length)
    throw new Error(
      `seed: ${kindName} ${r.status}, ${r.inserted} of ${rows.length} inserted: ${JSON.stringify(r.errors.slice(0, 3))}`,
    );
}

/** A unit's serial number is its natural key, and the seed draws them at random: at the
 * benchmarks' scales two units can draw the same one. The later one gets a suffix (none repeat
 * at scale 1, so the demo's serials are as drawn). */
function uniqueSerials(units: RawRecord[]) {
  const seen = new Set<string>();
  for (const u of units) {
    let serial = String(u.serialNo);
    for (let n = 2; seen.has(serial); n++) serial = `${String(u.serialNo)}-${n}`;
    seen.add(serial);
    u.serialNo = serial;
  }
}

/** The seed's records of each kind, gathered over every dealer and fed once per kind. */
type Feed = Record<string, RawRecord[]>;

const money = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Fills an empty database with deterministic demo data. `scale` multiplies the large dealer's
 * rows (scale 50 gives it 100,000 wholegoods rows and 250,000 parts lines) for benchmarks.
 */
export async function seed(database: Database, { scale = 1 } = {}) {
  const { db } = database;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(t.dealers);
  if (n > 0) return false;
  const r = rng(20261122);

  await feed(
    database,
    'dealers',
    DEALERS.map((d) => dealerWire(d)),
  );
  const hashes = await Promise.all(USERS.map((u) => hashPassword(u.password)));
  await db.insert(t.users).values(
    USERS.map((u, i) => ({
      email: u.email,
      passwordHash: hashes[i],
      firstName: u.firstName,
      lastName: u.lastName,
      title: u.title,
      department: u.department,
      role: u.role,
      dealerId: u.dealerId,
      requirePasswordChange: !!u.requirePasswordChange,
      lastLoginTime: u.key === 'buyer' ? new Date(Date.UTC(2026, 10, 20, 14, 5)) : null,
    })),
  );
  await feed(database, 'sales-staff', [...SALES_STAFF]);
  await db.insert(t.documents).values(
    DOCUMENTS.map(([category, name], i) => ({
      category,
      name,
      path: `/api/blob/Documents/${category}/${name}`,
      lastModified: new Date(Date.UTC(2026, i % 11, 1 + (i % 27))),
    })),
  );
  await db.insert(t.notifications).values([
    {
      notifications: JSON.stringify({
        title: 'Fall stocking program: 2% extra rebate on Supreme 900',
        linkLabel: 'Program details',
        link: 'https://example.com/fall-stocking',
        date: '2026-10-01',
      }),
      lastUpdated: new Date('2026-10-01T12:00:00Z'),
    },
    {
      notifications: JSON.stringify({
        title: 'Segue demo units available at factory pricing',
        linkLabel: 'Request a demo',
        link: 'https://example.com/segue-demo',
        date: '2026-09-15',
      }),
      lastUpdated: new Date('2026-09-15T12:00:00Z'),
    },
    {
      notifications: 'Free freight on parts orders over $5,000 through December',
      lastUpdated: new Date('2026-08-20T12:00:00Z'),
    },
    {
      activities: JSON.stringify({
        title: 'New PDI checklist released for truck mounts',
        linkLabel: 'Open the form',
        link: 'https://example.com/pdi',
        date: '2026-11-02',
      }),
      lastUpdated: new Date('2026-11-02T12:00:00Z'),
    },
    {
      activities: JSON.stringify({
        title: 'Service school dates for 2027 announced',
        linkLabel: 'Register',
        link: 'https://example.com/service-school',
        date: '2026-10-20',
      }),
      lastUpdated: new Date('2026-10-20T12:00:00Z'),
    },
    {
      activities: 'The portal will be down for maintenance Sunday 2-4 AM Central',
      lastUpdated: new Date('2026-09-01T12:00:00Z'),
    },
  ]);

  const records: Feed = {};
  // Not push(...rows): at the benchmarks' scales a kind has more rows than a call has arguments.
  const add = (kind: string, rows: RawRecord[]) => {
    records[kind] = (records[kind] ?? []).concat(rows);
  };
  for (const d of DEALERS) seedDealer(add, d, d.volume * (d.id === 1003 ? scale : 1), r);
  uniqueSerials(records['stock-units'] ?? []);
  // The machines with full histories: fed like the rest; their PDI and registration
  // are portal submissions, stored after.
  machineRecords(add, DEALERS);
  for (const [kind, rows] of Object.entries(records)) await feed(database, kind, rows);
  await seedMachineSubmissions(db);
  await refreshReadModels(db);
  return true;
}

/** One dealer's records, in the wire format of the import feed (kinds.ts), handed to `add`. */
function seedDealer(
  add: (kind: string, rows: RawRecord[]) => void,
  d: DealerSeed,
  volume: number,
  r: ReturnType<typeof rng>,
) {
  // Every dealer in the program has a rewards row, a new one with 0 points (STARTER); its
  // counters add up to its total by the points table.
  if (d.division !== 'Offshore') {
    add('rewards', [
      {
        tradingPartnerId: d.id,
        // D1001 tracks to retain last year's Silver: the status shown is the server's, not the points'.
        currentStatus: d.id === 1001 ? 'SILVER' : tierOf(d.points),
        ...rewardsCounters(d.points),
      },
    ]);
  }
  if (volume === 0) return;
  const big = volume > 1;
  const n = (base: number, large: number) => (big ? Math.round(large * (volume / 50)) : base);

  const profile = [
    {
      dealerId: d.id,
      address: `${100 + d.id} Main Street`,
      location: `${d.territory}`,
      department: 'Main Office',
      contactName: 'Front Desk',
      title: 'Reception',
      phone: '(555) 010-' + String(d.id).slice(-4),
      email: `office@${d.code.toLowerCase()}.example.com`,
      addrType: 'MAIN',
    },
    {
      dealerId: d.id,
      address: null,
      location: null,
      department: 'Sales',
      contactName: 'Chris Field',
      title: 'Sales Manager',
      phone: '(555) 011-' + String(d.id).slice(-4),
      email: `sales@${d.code.toLowerCase()}.example.com`,
      addrType: 'DEPT',
    },
    {
      dealerId: d.id,
      address: null,
      location: null,
      department: 'Parts',
      contactName: 'Pat Lane',
      title: 'Parts Manager',
      phone: '(555) 012-' + String(d.id).slice(-4),
      email: `parts@${d.code.toLowerCase()}.example.com`,
      addrType: 'DEPT',
    },
    {
      dealerId: d.id,
      address: null,
      location: null,
      department: 'Service',
      contactName: 'Sam Ridge',
      title: 'Service Manager',
      phone: '(555) 013-' + String(d.id).slice(-4),
      email: `service@${d.code.toLowerCase()}.example.com`,
      addrType: 'DEPT',
    },
  ];
  add(
    'profile-rows',
    profile.map((p) => ({
      tradingPartnerId: p.dealerId,
      addrTypeC: p.addrType,
      deptX: p.department,
      addrX: p.address,
      locationX: p.location,
      contactNameX: p.contactName,
      titleX: p.title,
      phoneX: p.phone,
      emailAddressX: p.email,
    })),
  );

  // Wholegoods orders: every combination the open/history rules distinguish.
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
  add(
    'wholegoods-orders',
    wg.map(({ dealerId, ...o }) => ({ tradingPartnerId: dealerId, ...o })),
  );

  const kinds = ['pulltype', 'truckmount', 'stationary'] as const;
  const units = kinds.flatMap((kind) =>
    Array.from({ length: n(6, 60) }, (_, i) => ({
      dealerId: d.id,
      kind,
      salesOrderNo: `SO${d.id}${String(i + 1).padStart(5, '0')}`,
      serialNo: `${kind === 'pulltype' ? 'PT' : kind === 'truckmount' ? 'TM' : 'ST'}${r.int(100000, 999999)}`,
      unitType: r.pick(MODELS),
      status: i % 5 === 0 ? 'Demo' : i % 7 === 0 ? 'Sold - Pending Delivery' : null,
      destination: r.pick(['Lot A', 'Lot B', 'Showroom', 'In transit']),
      manufactureDate: daysAgo(r.int(20, 600)),
    })),
  );
  add(
    'stock-units',
    units.map(({ dealerId, kind, ...u }) => ({ tradingPartnerId: dealerId, unitKind: kind, ...u })),
  );

  // Parts lines: several lines per order, repeated parts (merged on screen), every status form.
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
  add(
    'parts-lines',
    lines.map((l) => {
      const n = (lineNo.get(l.salesOrderNo) ?? 0) + 1;
      lineNo.set(l.salesOrderNo, n);
      return { tradingPartnerId: l.dealerId, lineNoN: n, ...partsWire(l) };
    }),
  );

  // Warranty claims, with duplicate claim+serial rows in the closed ones.
  const claims: Omit<typeof t.warrantyCalls.$inferSelect, 'id' | 'importKey'>[] = [];
  for (let i = 0; i < n(30, 1000); i++) {
    const callStatus = r.pick(['Open', 'Open', 'Closed', 'Complete', 'Closed']);
    const ago = r.int(1, 720);
    const row = {
      dealerId: d.id,
      callNumber: `WC${d.id}${String(i + 1).padStart(5, '0')}`,
      callDate: daysAgo(ago),
      productSerial: `SN${r.int(100000, 999999)}`,
      callType: r.pick(['Warranty', 'Goodwill', 'Policy', 'Service Call']),
      complaint: r.pick([
        'Gearbox noise under load',
        'Scale reads low',
        'Hydraulic leak at door cylinder',
        'Auger knife wear',
        'Conveyor chain slipping',
        'Planetary seal leaking',
        'Controller display blank',
      ]),
      callStatus,
      currentStatus:
        callStatus === 'Open'
          ? r.pick(['Submitted', 'Awaiting Parts', 'In Review'])
          : r.pick(['Approved', 'Paid', 'Denied']),
      limitedWarrantyStatus: r.pick(['Active', 'Expired']),
      powertrainWarrantyStatus: r.pick(['Active', 'Expired', 'N/A']),
    };
    claims.push(row);
    // A claim's successive row, a day later (the call date is part of a claim row's key).
    if (callStatus !== 'Open' && i % 4 === 0)
      claims.push({ ...row, callDate: daysAgo(ago - 1), currentStatus: 'Paid' });
  }
  add(
    'claims',
    claims.map((c) => claimWire(c, d.code)),
  );

  // Invoices of both categories; raw amounts as the source systems send them.
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
    add(
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
    );

  add(
    'statements',
    Array.from({ length: 14 }, (_, i) => {
      const day = new Date(Date.UTC(2026, 10 - i, 1));
      const mm = String(day.getUTCMonth() + 1).padStart(2, '0');
      return {
        tradingPartnerId: d.id,
        name: `Statement_${d.code}_${mm}01${day.getUTCFullYear()}.pdf`,
        statementDate: day.toISOString().slice(0, 10),
      };
    }),
  );
}
