import { allows, screenFor } from '@portal/shared/access';
import type { Role } from '@portal/shared/roles';
import { notFound } from '../http/errors';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MachineWire } from '@portal/shared/contract/machines';
import { warrantyClock } from '@portal/shared/warranty/clock';
import type { Db } from '../db/client';
import { stockUnits, submissions, users, warrantyCalls, wholegoodsOrders } from '../db/schema';
import { builtOnce } from '../http/builtOnce';
import { parseAmount } from './amount';
import { wholegoodsHistory } from './wholegoods';

type Submission = NonNullable<MachineWire['pdi']>;
type Event = MachineWire['timeline'][number];

/** Claims whose repair was credited: their replaced parts carry the parts warranty. */
const CREDITED = ['Approved', 'Paid'];

/** Requirements 000 §1: two product families, named by the model. */
export const productFamily = (model: string | null) =>
  model?.startsWith('Segue') ? 'Segue' : model?.startsWith('Supreme') ? 'Supreme' : null;

const ageDays = (day: string | null, today: number) =>
  day ? Math.max(0, Math.floor((today - Date.parse(day)) / 86_400_000)) : null;

// The machine's statements, their text built once (decision 0119): the dealer and the serial
// (upper case) as placeholders.
const dealer = sql.placeholder('dealer');
const serialKey = sql.placeholder('key');

/** The newest PDI or registration (`kind`) sent through the portal for the serial. */
const sentForm = builtOnce((db) =>
  db
    .select({
      id: submissions.id,
      payload: submissions.payload,
      createdAt: submissions.createdAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(submissions)
    .leftJoin(users, eq(users.id, submissions.userId))
    .where(
      and(
        eq(submissions.dealerId, dealer),
        eq(submissions.kind, sql.placeholder('kind')),
        sql`upper(${submissions.payload} ->> 'serialNumber') = ${serialKey}`,
      ),
    )
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(1),
);

/** The newest order row of the dealer that matches (the same index as the top bar's search). */
const orderWhere = (db: Db, match: SQL) =>
  db
    .select({ o: wholegoodsOrders, history: sql<boolean>`${wholegoodsHistory}` })
    .from(wholegoodsOrders)
    .where(and(eq(wholegoodsOrders.dealerId, dealer), match))
    .orderBy(desc(wholegoodsOrders.orderedDate), desc(wholegoodsOrders.id))
    .limit(1);
const orderBySerial = builtOnce((db) =>
  orderWhere(db, sql`upper(${wholegoodsOrders.lotSerial}) = ${serialKey}`),
);
const orderByNumber = builtOnce((db) =>
  orderWhere(db, sql`upper(${wholegoodsOrders.orderNumber}) = ${serialKey}`),
);

const unitOf = builtOnce((db) =>
  db
    .select()
    .from(stockUnits)
    .where(and(eq(stockUnits.dealerId, dealer), sql`upper(${stockUnits.serialNo}) = ${serialKey}`))
    .limit(1),
);

const callsOf = builtOnce((db) =>
  db
    .select()
    .from(warrantyCalls)
    .where(
      and(
        eq(warrantyCalls.dealerId, dealer),
        sql`upper(${warrantyCalls.productSerial}) = ${serialKey}`,
      ),
    )
    .orderBy(asc(warrantyCalls.callDate), asc(warrantyCalls.id)),
);

/**
 * One machine's whole record for one dealer, by serial number (case-blind), or null
 * when the dealer has nothing with that serial: the order that sold it, its invoice (finance:
 * left out for a DealerViewer), its stock unit, the PDI and registration sent through the portal,
 * every claim on it, the warranty clock and a timeline of all of these.
 */
export async function readMachine(
  db: Db,
  dealerId: number,
  serial: string,
  { finance, now = new Date() }: { finance: boolean; now?: Date },
): Promise<MachineWire | null> {
  const key = serial.trim().toUpperCase();
  const found = { dealer: dealerId, key };
  const [[unit], [bySerial], calls, [pdiRow], [cardRow]] = await Promise.all([
    unitOf(db).execute(found),
    orderBySerial(db).execute(found),
    callsOf(db).execute(found),
    sentForm(db).execute({ ...found, kind: 'pdi' }),
    sentForm(db).execute({ ...found, kind: 'warranty' }),
  ]);
  if (!unit && !bySerial && !calls.length && !pdiRow && !cardRow) return null;
  // An order line names its lot serial; when none names this one, the stock unit's own order
  // number is the same fact from the other side (an order of several units lists one serial).
  const [byUnit] =
    bySerial || !unit?.salesOrderNo
      ? []
      : await orderByNumber(db).execute({
          dealer: dealerId,
          key: unit.salesOrderNo.trim().toUpperCase(),
        });
  const order = bySerial ?? byUnit;

  const submission = (r: typeof pdiRow | undefined): Submission | null =>
    r
      ? {
          id: r.id,
          sentAt: r.createdAt.toISOString(),
          sentBy: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email || 'A former user',
          form: r.payload as Record<string, unknown>,
        }
      : null;
  const pdi = submission(pdiRow);
  const registration = submission(cardRow);
  const o = order?.o;
  const field = (s: Submission | null, name: string) =>
    s && typeof s.form[name] === 'string' && s.form[name] ? (s.form[name] as string) : null;

  // One claim per number, its rows in order: the statuses it went through.
  const claims: MachineWire['claims'] = [];
  for (const c of calls) {
    let claim = claims.find((x) => x.claimNumber === c.callNumber);
    if (!claim) {
      claim = {
        claimNumber: c.callNumber,
        claimDate: c.callDate,
        type: c.callType,
        complaint: c.complaint,
        callStatus: c.callStatus,
        currentStatus: c.currentStatus,
        statuses: [],
      };
      claims.push(claim);
    }
    claim.callStatus = c.callStatus;
    claim.currentStatus = c.currentStatus;
    if (c.currentStatus && claim.statuses.at(-1) !== c.currentStatus)
      claim.statuses.push(c.currentStatus);
  }

  const model =
    unit?.unitType ?? o?.partModel ?? field(registration, 'model') ?? field(pdi, 'model');
  const invoice =
    o?.invoiceNumber != null
      ? {
          invoiceNumber: o.invoiceNumber,
          invoiceDate: o.invoiceDate,
          amount: o.invoiceAmount == null ? null : parseAmount(o.invoiceAmount),
          amountPaid: o.amountPaid == null ? null : parseAmount(o.amountPaid),
          status: o.invoiceStatus,
        }
      : null;
  const today = now.toISOString().slice(0, 10);
  const clock = warrantyClock({
    today,
    registeredSaleDate: registration ? (field(registration, 'deliveryDate') ?? '') : null,
    pdiDeliveryDate: field(pdi, 'deliveryDate'),
    firstClaimDate: claims.map((c) => c.claimDate).find(Boolean) ?? null,
    demo: unit?.status === 'Demo',
    dealerInvoiceDate: o?.invoiceDate ?? null,
    replacedParts: claims
      .filter((c) => c.claimDate && c.statuses.some((s) => CREDITED.includes(s)))
      .map((c) => ({ claimNumber: c.claimNumber, installedOn: c.claimDate! })),
  });

  const timeline: Event[] = [];
  const at = (on: string | null | undefined, kind: Event['kind'], text: string) => {
    if (on) timeline.push({ on, kind, text });
  };
  if (o) {
    at(o.orderedDate, 'ordered', `Ordered on ${o.orderNumber}`);
    // The line's work order built this unit only when the line names its serial.
    if (bySerial)
      at(o.completedDate, 'completed', `Built (work order ${o.workOrderNumber ?? 'not given'})`);
    if (finance && invoice)
      at(invoice.invoiceDate, 'invoiced', `Invoiced on ${invoice.invoiceNumber}`);
  }
  if (unit) at(unit.manufactureDate, 'manufactured', 'Manufactured');
  if (pdi) at(pdi.sentAt, 'pdi', `PDI sent by ${pdi.sentBy}`);
  if (registration)
    at(registration.sentAt, 'registered', `Warranty registered by ${registration.sentBy}`);
  for (const c of claims)
    at(
      c.claimDate,
      'claim',
      `Claim ${c.claimNumber}: ${c.complaint ?? c.type ?? ''} (${c.currentStatus ?? 'no status'})`,
    );
  timeline.sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));

  return {
    serialNumber: unit?.serialNo ?? o?.lotSerial ?? calls[0]?.productSerial ?? serial.trim(),
    tradingPartnerId: dealerId,
    model,
    productFamily: productFamily(model),
    order: o
      ? {
          orderNumber: o.orderNumber,
          description: o.description,
          orderedDate: o.orderedDate,
          promisedDate: o.promisedDate,
          completedDate: o.completedDate,
          customerPoNumber: o.customerPoNumber,
          scheduleStatus: o.scheduleStatus,
          foundBy: bySerial ? 'lotSerial' : 'stockUnit',
          list: order.history ? 'history' : 'open',
        }
      : null,
    ...(finance ? { invoice } : {}),
    stock: unit
      ? {
          kind: unit.kind,
          salesOrderNo: unit.salesOrderNo,
          // Requirements 000 §4: 'In Stock' unless the unit carries its own text status.
          status: unit.status?.trim() ? unit.status : 'In Stock',
          location: unit.destination,
          manufactureDate: unit.manufactureDate,
          ageDays: ageDays(unit.manufactureDate, now.getTime()),
        }
      : null,
    pdi,
    registration,
    claims,
    clock,
    timeline,
  };
}

/** The machine of `serial` as a caller of `role` may see it (no invoice for a role the Invoices
 * screen refuses: finance); 404 when the dealer has none. The machine page's route and the
 * dealer API's read both answer with it. */
export async function machineFor(db: Db, dealerId: number, serial: string, role: Role) {
  const finance = allows(screenFor('/finance/invoices')!.who, role, true);
  const machine = await readMachine(db, dealerId, serial, { finance });
  if (!machine) throw notFound(`No machine with serial number ${serial} for this dealer`);
  return machine;
}
