import { randomUUID } from 'node:crypto';
import {
  call,
  login,
  sqlWhileDown,
  startServer,
  type Session,
  type TestServer,
} from './support/server';
import { pulledEvents } from './support/events';
import { SmtpPeer } from './support/smtpPeer';

// Placing the dealership's cart as a parts order, over HTTP on the seeded catalogue: one order
// however many identical requests arrive at once, the re-check of price and stock, machine down
// on the dealer's own serial, the PO flag, who may place, Open Orders, the two mails with the
// PDF, and staff placing audited (docs/decisions/0128-placing-a-parts-order.md).
let server: TestServer;
let smtp: SmtpPeer;
let buyer: Session;
let sales: Session;
let viewer: Session;
let admin: Session;
let feedKey: string;
let shipTo: number;
/** A stock unit of dealer 1001, and one of dealer 1002. */
const serials = { own: '', other: '' };

const DEALER = 1001;
const PARTS = ['SP-100020', 'SP-100021'];
const PARTS_DESK = 'parts@supreme-dealers.example.com';

beforeAll(async () => {
  smtp = await SmtpPeer.start();
  server = await startServer({ SMTP_URL: smtp.url });
  [buyer, sales, viewer, admin] = await Promise.all(
    ['buyer', 'sales', 'viewer', 'admin'].map((k) => login(server, k)),
  );
  feedKey = (
    await call(server, 'POST', '/service-accounts', { token: admin.token, body: { name: 'erp' } })
  ).body.key;
  const checkout = await call(server, 'GET', `/parts-checkout/${DEALER}`, { token: buyer.token });
  expect(checkout.status).toBe(200);
  shipTo = checkout.body.shipTo[0].id;
  const units = async (dealer: number, s: Session) =>
    (await call(server, 'GET', `/pulltypestockunits/${dealer}`, { token: s.token })).body as {
      serialNo: string;
    }[];
  serials.own = (await units(1001, buyer))[0].serialNo;
  serials.other = (await units(1002, await login(server, 'buyer2')))[0].serialNo;
});
afterAll(async () => {
  await server?.stop();
  await smtp?.down();
});

interface CartLine {
  partNumber: string;
  quantity: number;
  netPrice: number | null;
  onHand: number;
}
const readCart = async () =>
  (await call(server, 'GET', `/parts-cart/${DEALER}`, { token: buyer.token })).body as {
    version: number;
    lines: CartLine[];
  };
/** Empties the cart and fills it with `parts`; answers the cart as the buyer now sees it. */
async function prepare(parts = PARTS) {
  const now = await readCart();
  await call(server, 'DELETE', `/parts-cart/${DEALER}`, {
    token: buyer.token,
    headers: { 'if-match': `"${now.version}"` },
  });
  const added = await call(server, 'POST', `/parts-cart/${DEALER}/lines`, {
    token: buyer.token,
    body: { lines: parts.map((part) => ({ part, quantity: 1 })) },
  });
  expect(added.status).toBe(200);
  return readCart();
}
/** The body a checkout sends for the cart as seen. */
const bodyFor = (cart: Awaited<ReturnType<typeof readCart>>, extra: object = {}) => ({
  orderType: 'stock',
  poNumber: `PO-${randomUUID().slice(0, 8)}`,
  shipTo,
  shippingMethod: 'ground',
  cartVersion: cart.version,
  lines: cart.lines.map(({ partNumber, quantity, netPrice, onHand }) => ({
    partNumber,
    quantity,
    netPrice,
    onHand,
  })),
  ...extra,
});
const place = (body: object, key: string | null = `"${randomUUID()}"`, s: Session = buyer) =>
  call(server, 'POST', `/parts-orders/${DEALER}`, {
    token: s.token,
    body,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
/** The factory feed's row for the order's first line, partly shipped. */
const feedLine = (orderNumber: string, po: string) =>
  JSON.stringify({
    tradingPartnerId: DEALER,
    salesOrderNoX: orderNumber,
    lineNoN: 1,
    invoiceStatusC: 'Open - Partially Shipped',
    orderedD: new Date().toISOString().slice(0, 10),
    custPOnoX: po,
    typeC: 'Stock',
    partX: PARTS[0],
    partDescrX: 'Hydraulic pump',
    orderedQtyN: 1,
    shippedQtyN: 1,
    backorderedQtyN: 0,
  });
const openOrders = async (q: string) =>
  (
    await call(
      server,
      'GET',
      `/openpartsorders/${DEALER}?page=1&pageSize=50&view=open&q=${encodeURIComponent(q)}`,
      { token: buyer.token },
    )
  ).body.rows as { orderNumber: string; status: string; dealerPO: string; lines: unknown[] }[];

describe('placing a parts order', () => {
  it('places one order for 20 identical requests at once, each answered the same', async () => {
    const cart = await prepare();
    const body = bodyFor(cart);
    const key = `"${randomUUID()}"`;
    const replies = await Promise.all(Array.from({ length: 20 }, () => place(body, key)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
    const first = replies[0].body;
    for (const r of replies) expect(r.body).toEqual(first);
    expect(first).toMatchObject({ status: 'Submitted', orderType: 'stock', note: null });
    expect(first.orderNumber).toMatch(/^WP\d{7}$/);
    // One order, listed at once in Open Orders as Submitted with the PO, and the cart emptied.
    const listed = await openOrders(body.poNumber);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      orderNumber: first.orderNumber,
      status: 'Submitted',
      dealerPO: body.poNumber,
    });
    expect(listed[0].lines).toHaveLength(PARTS.length);
    expect((await readCart()).lines).toEqual([]);
    // A retry after a lost answer, later: the same answer, still one order.
    const again = await place(body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first);
    expect(await openOrders(body.poNumber)).toHaveLength(1);
    // One event for the manufacturer, in the placing's transaction, with the whole order.
    const events = (await pulledEvents(server, feedKey, 'parts-order.placed')).filter(
      (e) => e.data.orderNumber === first.orderNumber,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      dealerId: DEALER,
      subject: `parts-order:${first.orderNumber}`,
      data: { poNumber: body.poNumber, total: first.total },
    });
    expect(events[0].data.lines).toHaveLength(PARTS.length);
  });

  it("takes the factory feed's later row for the order as an update, not a second line", async () => {
    const cart = await prepare();
    const body = bodyFor(cart);
    const placed = await place(body);
    expect(placed.status).toBe(201);
    const no = placed.body.orderNumber as string;
    const fed = await call(server, 'POST', '/import/parts-lines', {
      token: feedKey,
      raw: feedLine(no, body.poNumber) + '\n',
      headers: { 'content-type': 'text/plain' },
    });
    expect(fed.status).toBe(200);
    expect(fed.body).toMatchObject({ inserted: 0, updated: 1 });
    const [order] = await openOrders(body.poNumber);
    expect(order).toMatchObject({ orderNumber: no, status: 'Partially Shipped' });
    expect(order.lines).toHaveLength(PARTS.length);
  });

  it("rewrites only the rows of the orders written, placed or fed, not other dealers'", async () => {
    // Each row's xmin names the transaction that wrote it: a whole rebuild (or the materialized
    // view's refresh it replaced, decision 0135) would give every row the latest writer's.
    const rowsNow = async () => {
      let rows: unknown[] = [];
      await server.restart('SIGTERM', async () => {
        rows = await sqlWhileDown(
          server,
          `select dealer_id, view, sales_order_no, status, xmin::text as written
             from parts_orders order by 1, 2, 3`,
        );
      });
      return rows as { dealer_id: number; sales_order_no: string; status: string }[];
    };
    const cart = await prepare();
    const before = await rowsNow();
    const body = bodyFor(cart);
    const placed = await place(body);
    expect(placed.status).toBe(201);
    const no = placed.body.orderNumber as string;
    const other = (r: { sales_order_no: string }) => r.sales_order_no !== no;
    const afterPlacing = await rowsNow();
    expect(afterPlacing.filter(other)).toEqual(before);
    expect(afterPlacing.filter((r) => !other(r))).toMatchObject([
      { dealer_id: DEALER, status: 'Submitted' },
    ]);
    // The factory's feed then ships a line of it: that order's row is rebuilt, no other.
    const fed = await call(server, 'POST', '/import/parts-lines', {
      token: feedKey,
      raw: feedLine(no, body.poNumber) + '\n',
      headers: { 'content-type': 'text/plain' },
    });
    expect(fed.body).toMatchObject({ updated: 1 });
    const afterFeed = await rowsNow();
    expect(afterFeed.filter(other)).toEqual(before);
    expect(afterFeed.filter((r) => !other(r))).toMatchObject([{ status: 'Partially Shipped' }]);
  });

  it("keeps each tab's count equal to its rows (migration 0030): placed, fed into both tabs", async () => {
    // Tabs whose kept count is not the number of their rows; none, whatever was written.
    const wrongCounts = async () => {
      let rows: unknown[] = [];
      await server.restart('SIGTERM', async () => {
        rows = await sqlWhileDown(
          server,
          `select dealer_id, view, k.n::int as kept, c.n::int as counted
             from parts_orders_counts k
             full join (select dealer_id, view, count(*) as n from parts_orders group by 1, 2) c
               using (dealer_id, view)
            where coalesce(k.n, 0) <> coalesce(c.n, 0)`,
        );
      });
      return rows;
    };
    const totals = async () => {
      const tab = async (view: string) =>
        (
          await call(server, 'GET', `/allpartsorders/${DEALER}?view=${view}&page=1&pageSize=10`, {
            token: buyer.token,
          })
        ).body.total as number;
      return { open: await tab('open'), history: await tab('history') };
    };
    expect(await wrongCounts()).toEqual([]);
    const before = await totals();
    const body = bodyFor(await prepare());
    const placed = await place(body);
    expect(placed.status).toBe(201);
    const no = placed.body.orderNumber as string;
    expect(await totals()).toEqual({ open: before.open + 1, history: before.history });
    expect(await wrongCounts()).toEqual([]);
    // The factory moves its first line to the history: the order is in both tabs (its second
    // line still open), counted once in each.
    const closed = JSON.stringify({
      ...JSON.parse(feedLine(no, body.poNumber)),
      invoiceStatusC: 'Order History',
    });
    const fed = await call(server, 'POST', '/import/parts-lines', {
      token: feedKey,
      raw: closed + '\n',
      headers: { 'content-type': 'text/plain' },
    });
    expect(fed.body).toMatchObject({ updated: 1 });
    expect(await totals()).toEqual({ open: before.open + 1, history: before.history + 1 });
    expect(await wrongCounts()).toEqual([]);
  });

  it('rebuilds at start the orders a load committed but did not rebuild (its process killed)', async () => {
    const body = bodyFor(await prepare());
    const placed = await place(body);
    expect(placed.status).toBe(201);
    const no = placed.body.orderNumber as string;
    // Lines written as a load writes them, the process gone before it rebuilt the read model.
    await server.restart('SIGKILL', () =>
      sqlWhileDown(
        server,
        `update parts_lines set invoice_status = 'Open - Partially Shipped'
          where sales_order_no = '${no}'`,
      ),
    );
    const [order] = await openOrders(no);
    expect(order).toMatchObject({ orderNumber: no, status: 'Partially Shipped' });
  });

  it('refuses the same key with another body (422), and a placing without a key (400)', async () => {
    const cart = await prepare();
    const key = `"${randomUUID()}"`;
    const body = bodyFor(cart);
    expect((await place(body, key)).status).toBe(201);
    const other = await place({ ...body, poNumber: 'ANOTHER-PO' }, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/^Idempotency-Key: already used for a different order/);
    const none = await place(bodyFor(await prepare()), null);
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/^Idempotency-Key: required/);
  });

  it('answers 409 with the price an import changed since, then places what was accepted', async () => {
    const cart = await prepare();
    const seen = cart.lines.find((l) => l.partNumber === PARTS[0])!;
    expect(seen.netPrice).not.toBeNull();
    const newPrice = Math.round((seen.netPrice! + 7.25) * 100) / 100;
    const today = new Date().toISOString().slice(0, 10);
    const imported = await call(server, 'POST', '/import/prices', {
      token: feedKey,
      raw:
        JSON.stringify({
          priceListCode: 'US-DEALER',
          partNumber: PARTS[0],
          listPrice: (newPrice * 2).toFixed(2),
          netPrice: newPrice.toFixed(2),
          effectiveFrom: today,
          effectiveTo: null,
        }) + '\n',
      headers: { 'content-type': 'text/plain' },
    });
    expect(imported.status).toBe(200);
    const body = bodyFor(cart);
    const changed = await place(body);
    expect(changed.status).toBe(409);
    expect(changed.body.changes).toEqual([
      { partNumber: PARTS[0], what: 'price', old: seen.netPrice, new: newPrice },
    ]);
    expect(await openOrders(body.poNumber)).toEqual([]);
    // Accepted: the cart as the 409 answered it, placed again.
    const accepted = bodyFor(changed.body.cart, { poNumber: body.poNumber });
    const placed = await place(accepted);
    expect(placed.status).toBe(201);
    expect(await openOrders(body.poNumber)).toHaveLength(1);
  });

  it('answers 409 for a line another buyer added since, and 400 for an empty cart', async () => {
    const cart = await prepare([PARTS[0]]);
    await call(server, 'POST', `/parts-cart/${DEALER}/lines`, {
      token: sales.token,
      body: { lines: [{ part: PARTS[1], quantity: 1 }] },
    });
    const r = await place(bodyFor(cart));
    expect(r.status).toBe(409);
    expect(r.body.changes).toEqual([{ partNumber: PARTS[1], what: 'added', old: null, new: 1 }]);
    const now = await readCart();
    await call(server, 'DELETE', `/parts-cart/${DEALER}`, {
      token: buyer.token,
      headers: { 'if-match': `"${now.version}"` },
    });
    const empty = await place(bodyFor(await readCart()));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('cart: the cart is empty; add parts before placing an order');
  });

  it("places machine down on the dealer's own serial only, naming a serial refused", async () => {
    const cart = await prepare();
    const foreign = await place(bodyFor(cart, { orderType: 'machineDown', serial: serials.other }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(
      `serial: ${serials.other} is not a machine of your dealership`,
    );
    const none = await place(bodyFor(cart, { orderType: 'machineDown' }));
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('A machine down order needs the serial number of the machine');
    const body = bodyFor(cart, { orderType: 'machineDown', serial: serials.own });
    const r = await place(body);
    expect(r.status).toBe(201);
    expect(r.body.orderType).toBe('machineDown');
    // The parts desk is told to ship it first; both mails carry the order's PDF.
    const no = r.body.orderNumber as string;
    const [desk] = await smtp.waitFor((m) => m.to.includes(PARTS_DESK) && m.subject.includes(no));
    // Compared without spaces: the peer unfolds a long subject's header without its space.
    const spaceless = (t: string) => t.replace(/ /g, '');
    expect(spaceless(desk.subject)).toBe(
      spaceless(`MACHINE DOWN - SHIP FIRST - Parts Order ${no} - D1001 - PO ${body.poNumber}`),
    );
    expect(desk.raw).toContain(serials.own);
    const [mine] = await smtp.waitFor((m) => m.to.includes(buyer.email) && m.subject.includes(no));
    expect(mine.subject).toBe(`Parts order ${no} received`);
    for (const mail of [desk, mine]) {
      expect(mail.raw).toMatch(new RegExp(`filename="?${no}\\.pdf`));
      expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
    }
    // The order's PDF is also the one its number downloads in Open Orders.
    const headers = { authorization: `Bearer ${buyer.token}`, 'x-dealer-id': String(DEALER) };
    const where = await call(server, 'GET', `/api/files/find/Sales_Orders/${no}`, {
      token: buyer.token,
      headers,
    });
    expect(where.body.path).toBe(`Sales_Orders/D1001/${no}.pdf`);
    const pdf = await fetch(`${server.url}/api/api/blob/${where.body.path}`, { headers });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('flags a PO number used in the last 12 months, and still places it', async () => {
    const cart = await prepare();
    const body = bodyFor(cart);
    const before = await call(
      server,
      'GET',
      `/parts-checkout/${DEALER}/po-used?po=${encodeURIComponent(body.poNumber)}`,
      { token: buyer.token },
    );
    expect(before.body).toEqual({ used: false, orderNumber: null, orderDate: null });
    const first = await place(body);
    expect(first.status).toBe(201);
    const after = await call(
      server,
      'GET',
      `/parts-checkout/${DEALER}/po-used?po=${encodeURIComponent(body.poNumber.toLowerCase())}`,
      { token: buyer.token },
    );
    expect(after.body).toMatchObject({ used: true, orderNumber: first.body.orderNumber });
    const again = await place(bodyFor(await prepare(), { poNumber: body.poNumber }));
    expect(again.status).toBe(201);
  });

  it('refuses a viewer (403) and bad input with a 400 naming it', async () => {
    const cart = await prepare();
    const r = await place(bodyFor(cart), undefined, viewer);
    expect(r.status).toBe(403);
    const checkout = await call(server, 'GET', `/parts-checkout/${DEALER}`, {
      token: viewer.token,
    });
    expect(checkout.status).toBe(403);
    const po = await place(bodyFor(cart, { poNumber: '   ' }));
    expect(po.status).toBe(400);
    expect(po.body.message).toBe('PO number is required');
    const address = await place(bodyFor(cart, { shipTo: 999999 }));
    expect(address.status).toBe(400);
    expect(address.body.message).toBe("shipTo: 999999 is not one of the dealer's addresses");
    const method = await place(bodyFor(cart, { shippingMethod: 'teleport' }));
    expect(method.status).toBe(400);
    expect(method.body.message).toMatch(/shippingMethod/);
  });

  it('audits staff placing for the dealer and tells the dealer who placed it', async () => {
    const cart = await prepare();
    const r = await place(bodyFor(cart), undefined, sales);
    expect(r.status).toBe(201);
    expect(r.body.note).toMatch(/^Placed by .+ for your dealership$/);
    const no = r.body.orderNumber as string;
    const audit = await call(server, 'GET', '/audit', { token: admin.token });
    const rows = (audit.body as { action: string; detail: string | null }[]).filter(
      (a) => a.action === 'place-parts-order' && a.detail?.includes(no),
    );
    expect(rows).toHaveLength(1);
    // The dealer's confirmation goes to the dealership's office, with the note.
    const [mail] = await smtp.waitFor(
      (m) => m.subject === `Parts order ${no} received` && !m.to.includes(PARTS_DESK),
    );
    expect(mail.to).toEqual(['office@d1001.example.com']);
    expect(mail.raw).toMatch(/Placed by .+ for your dealership/);
  });
});
