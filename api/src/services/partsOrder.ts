import { sql } from 'drizzle-orm';
import type {
  OrderChange,
  OrderPlaced,
  PlaceOrderBody,
  ShipToWire,
} from '@portal/shared/contract/partsOrder';
import type { Db } from '../db/client';
import { rebuildPartsOrder } from '../db/partsOrdersModel';
import { HttpError, invalidFields, KeyReused } from '../http/errors';
import { partsOrderProblems } from '@portal/shared/forms/partsOrderForm';
import { machineStanding } from './machineStanding';
import { audit } from './audit';
import type { BlobStore } from './blobStore';
import { enqueueMail } from './outbox';
import { recordEvent } from './integrationEvents';
import type { Tx } from './partsCart';
import { rowsOf } from '../db/rows';
import { orderMails, orderPdf, type PlacedOrder } from './partsOrderDocuments';

// Placing the dealership's cart as a parts order (docs/decisions/0128-placing-a-parts-order.md).
// One transaction: the Idempotency-Key's row first (a second request with the key waits on it,
// then answers what the first answered), the cart locked and compared with what the buyer saw,
// then the order's lines in parts_lines (Parts / Open Orders lists them), the cart emptied, the
// mails and, for staff, the audit row.

/** A cart line as it is now: today's net price and the stock over every warehouse. */
export interface CurrentLine {
  partNumber: string;
  description: string;
  quantity: number;
  netPrice: number | null;
  currency: 'USD' | 'CAD' | null;
  onHand: number;
}

/** Something changed since the buyer saw the cart: nothing is placed (409). */
export class OrderChanged extends Error {
  constructor(public changes: OrderChange[]) {
    super('The cart changed since you saw it: review the changes and place the order again');
  }
}

export interface Placing {
  dealerId: number;
  dealerCode: string;
  dealerName: string;
  /** Who places it: a user of the checkout screen (staff acting for the dealer are audited as
   * themselves), or an API client (its call is audited as every dealer API call is). */
  placer: Placer;
  /** The dealer's own address for its mail when staff or an API client place the order. */
  dealerEmail: string | null;
  /** Where the lines come from: the dealership's cart (locked, compared with what the buyer saw,
   * then emptied), or the request itself (an API client's order leaves the cart alone). */
  from: 'cart' | 'request';
  key: string;
  /** The body as canonical JSON: the same key with another body is refused. */
  request: string;
  body: Omit<PlaceOrderBody, 'serial'> & { shipToText: string; serial: string | null };
  partsMailbox: string;
  /** The cart's lines now, read in the placing's transaction. */
  current: (tx: Db) => Promise<CurrentLine[]>;
}

export type Placer =
  | { kind: 'user'; sub: number; email: string; name: string; language: string; staff: boolean }
  | { kind: 'apiClient'; label: string };

/** The placed_by column and the cart's updated_by: a user's e-mail, or the client's name. */
const placedByOf = (p: Placer) => (p.kind === 'user' ? p.email : p.label);

const cents = (n: number | null) => (n === null ? null : Math.round(n * 100));
/** What ships from stock: a change of stock matters when it changes this. */
const fromStock = (onHand: number, quantity: number) => Math.min(onHand, quantity);

/** Each difference between what the buyer saw and the cart now, old → new. */
export function changesOf(seen: PlaceOrderBody['lines'], now: CurrentLine[]): OrderChange[] {
  const changes: OrderChange[] = [];
  const before = new Map(seen.map((l) => [l.partNumber, l]));
  for (const l of now) {
    const s = before.get(l.partNumber);
    before.delete(l.partNumber);
    const change = (what: OrderChange['what'], o: number | null, n: number | null) =>
      changes.push({ partNumber: l.partNumber, what, old: o, new: n });
    if (!s) {
      change('added', null, l.quantity);
      continue;
    }
    if (s.quantity !== l.quantity) change('quantity', s.quantity, l.quantity);
    if (cents(s.netPrice) !== cents(l.netPrice)) change('price', s.netPrice, l.netPrice);
    if (fromStock(s.onHand, l.quantity) !== fromStock(l.onHand, l.quantity))
      change('stock', s.onHand, l.onHand);
  }
  for (const s of before.values())
    changes.push({ partNumber: s.partNumber, what: 'removed', old: s.quantity, new: null });
  return changes;
}

/** What an order says besides its lines: the checkout form's fields. */
type OrderFields = Pick<
  PlaceOrderBody,
  'orderType' | 'serial' | 'poNumber' | 'shipTo' | 'shippingMethod' | 'notes'
>;

/**
 * The checkout form's rules, as the browser runs them, then the dealer's own: a machine down
 * order's serial is a machine of the dealership, the ship-to one of its `addresses`. Refused as a
 * 400 naming the field; answers the PO, the serial and the address as the order keeps them.
 */
export async function checkOrder(
  db: Db,
  dealerId: number,
  body: OrderFields,
  addresses: ShipToWire[],
) {
  const problems = partsOrderProblems({
    ...body,
    serial: body.serial ?? '',
    notes: body.notes ?? '',
  });
  if (Object.keys(problems).length) throw invalidFields(problems, 'body');
  const poNumber = body.poNumber.trim();
  const serial = body.serial?.trim() || null;
  if (body.orderType === 'machineDown' && serial) {
    const standing = await machineStanding(db, dealerId, serial);
    if (!standing.owned)
      throw invalidFields(
        { serial: `serial: ${serial} is not a machine of your dealership` },
        'body',
      );
  }
  const shipTo = addresses.find((a) => a.id === body.shipTo);
  if (!shipTo)
    throw invalidFields(
      { shipTo: `shipTo: ${body.shipTo} is not one of the dealer's addresses` },
      'body',
    );
  return { poNumber, serial, shipToText: `${shipTo.name}, ${shipTo.address}` };
}

/** The order number the portal gives an order ('WP0000001'; the factory's are numbers). */
const orderNumberOf = (n: number) => `WP${String(n).padStart(7, '0')}`;

/** Keys are kept a week: longer than the 24 hours a client may retry in. */
const KEYS_KEPT = '7 days';

/**
 * Places the order once per dealer and Idempotency-Key. Answers what was placed and whether it
 * is a repeat; throws OrderChanged (409), or an HttpError (400 empty cart, 422 key reused).
 */
export async function placeOrder(
  db: Db,
  blobs: BlobStore,
  p: Placing,
): Promise<{ placed: OrderPlaced; repeat: boolean }> {
  return db.transaction(async (tx) => {
    const mine = await rowsOf<{ key: string }>(
      tx,
      sql`insert into parts_order_keys (dealer_id, key, request, answer)
          values (${p.dealerId}, ${p.key}, ${p.request}, '{}'::jsonb)
          on conflict do nothing returning key`,
    );
    if (!mine.length) {
      // Placed (or being placed, and waited for) by an earlier request with this key.
      const [first] = await rowsOf<{ request: string; answer: OrderPlaced }>(
        tx,
        sql`select request, answer from parts_order_keys
            where dealer_id = ${p.dealerId} and key = ${p.key}`,
      );
      if (first.request !== p.request)
        throw new KeyReused(
          422,
          'Idempotency-Key: already used for a different order; send a new key for a new order',
        );
      return { placed: first.answer, repeat: true };
    }
    await tx.execute(
      sql`delete from parts_order_keys where created_at < now() - ${KEYS_KEPT}::interval`,
    );
    const fromCart = p.from === 'cart';
    // The cart's row locked till commit: no add lands between the check and the emptying.
    if (fromCart)
      await tx.execute(sql`select 1 from parts_carts where dealer_id = ${p.dealerId} for update`);
    const now = await p.current(tx as unknown as Db);
    if (!now.length && !p.body.lines.length)
      throw new HttpError(400, 'cart: the cart is empty; add parts before placing an order');
    const changes = fromCart ? changesOf(p.body.lines, now) : [];
    if (changes.length) throw new OrderChanged(changes);
    const unpriced = now.find((l) => l.netPrice === null);
    if (unpriced)
      throw new HttpError(
        400,
        `lines: ${unpriced.partNumber} has no price on the dealer's price list; remove it to order`,
      );

    const [{ n }] = await rowsOf<{ n: string }>(
      tx,
      sql`select nextval('parts_order_numbers') as n`,
    );
    const orderNumber = orderNumberOf(Number(n));
    const totalCents = now.reduce((t, l) => t + cents(l.netPrice)! * l.quantity, 0);
    const u = p.placer.kind === 'user' ? p.placer : null;
    const staffNote = u?.staff ? `Placed by ${u.name} for your dealership` : null;
    const order: PlacedOrder = {
      orderNumber,
      orderDate: new Date().toISOString().slice(0, 10),
      dealerCode: p.dealerCode,
      dealerName: p.dealerName,
      orderType: p.body.orderType,
      serial: p.body.serial,
      poNumber: p.body.poNumber,
      shipTo: p.body.shipToText,
      shippingMethod: p.body.shippingMethod,
      notes: p.body.notes?.trim() || null,
      placedBy: u ? `${u.name} <${u.email}>` : placedByOf(p.placer),
      note: staffNote,
      currency: now[0].currency,
      total: totalCents / 100,
      lines: now,
    };
    await writeOrder(tx, p, order);

    const pdfPath = `Sales_Orders/${p.dealerCode}/${orderNumber}.pdf`;
    await blobs.write(pdfPath, await orderPdf(order));
    const pdf = {
      filename: `${orderNumber}.pdf`,
      blobPath: pdfPath,
      contentType: 'application/pdf',
    };
    const mails = orderMails(order, u?.language ?? 'en');
    const dealerCopy = u && !(u.staff && p.dealerEmail) ? u.email : p.dealerEmail;
    if (dealerCopy)
      await enqueueMail(tx as unknown as Db, {
        to: dealerCopy,
        ...mails.dealer,
        attachments: [pdf],
      });
    await enqueueMail(tx as unknown as Db, {
      to: p.partsMailbox,
      ...mails.desk,
      attachments: [pdf],
    });
    await recordEvent(tx as unknown as Db, {
      kind: 'parts-order.placed',
      dealerId: p.dealerId,
      subject: `parts-order:${orderNumber}`,
      data: { ...order },
    });
    if (u?.staff)
      await audit(
        tx as unknown as Db,
        u,
        'place-parts-order',
        p.dealerId,
        `Placed parts order ${orderNumber} for ${p.dealerCode}`,
      );

    const placed: OrderPlaced = {
      orderNumber,
      status: 'Submitted',
      orderType: p.body.orderType,
      currency: order.currency,
      total: order.total,
      note: staffNote,
    };
    await tx.execute(
      sql`update parts_order_keys set answer = ${JSON.stringify(placed)}::jsonb
          where dealer_id = ${p.dealerId} and key = ${p.key}`,
    );
    return { placed, repeat: false };
  });
}

/**
 * The order's lines into parts_lines as the feed writes them, so Parts / Open Orders lists it at
 * once ('Open - Submitted': open, shown 'Submitted', requirements 000 §3) and the feed's later row
 * for the same order and line (its key: the kind, the order number, the line number) updates it.
 */
async function writeOrder(tx: Tx, p: Placing, o: PlacedOrder) {
  const type = o.orderType === 'machineDown' ? 'Machine Down' : 'Stock';
  await tx.execute(
    sql`insert into parts_lines (dealer_id, import_key, sales_order_no, invoice_status,
          ordered_date, customer_po, type, part, part_description, ordered_qty, shipped_qty,
          backordered_qty)
        select ${p.dealerId}, concat_ws(chr(31), 'parts-lines', ${o.orderNumber}::text, n::text),
               ${o.orderNumber}, 'Open - Submitted', ${o.orderDate}::date, ${o.poNumber}, ${type},
               part, descr, qty, 0, 0
          from unnest(${sql.param(o.lines.map((l) => l.partNumber))}::text[],
                      ${sql.param(o.lines.map((l) => l.description))}::text[],
                      ${sql.param(o.lines.map((l) => l.quantity))}::int[])
               with ordinality as l(part, descr, qty, n)`,
  );
  await tx.execute(
    sql`insert into parts_order_placements (sales_order_no, dealer_id, order_type, serial,
          customer_po, ship_to, shipping_method, notes, currency, total, placed_by, note)
        values (${o.orderNumber}, ${p.dealerId}, ${o.orderType}, ${o.serial}, ${o.poNumber},
          ${o.shipTo}, ${o.shippingMethod}, ${o.notes}, ${o.currency}, ${o.total}, ${placedByOf(p.placer)},
          ${o.note})`,
  );
  // Listed in Parts / Open Orders with the lines that make it, or not at all.
  await rebuildPartsOrder(tx as unknown as Db, p.dealerId, o.orderNumber);
  if (p.from !== 'cart') return;
  await tx.execute(sql`delete from parts_cart_lines where dealer_id = ${p.dealerId}`);
  await tx.execute(
    sql`update parts_carts set version = version + 1, updated_by = ${placedByOf(p.placer)},
          updated_at = now() where dealer_id = ${p.dealerId}`,
  );
}
