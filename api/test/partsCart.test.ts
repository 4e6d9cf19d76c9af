import { call, login, startServer, type Session, type TestServer } from './support/server';

// The dealership's shared parts cart over HTTP on the seeded catalogue (api/src/seed/partsCatalog:
// SP-100003 → SP-100004 → SP-100005 a chain, SP-100011 obsolete, hex bolts in packs of 10): adds
// with a result per line, two buyers at once, changes on a stale version, re-order, who may call.
let server: TestServer;
let buyer: Session;
let sales: Session;
let viewer: Session;
let other: Session;
let bolt: string;

const DEALER = 1001;
const cart = `/parts-cart/${DEALER}`;

beforeAll(async () => {
  server = await startServer();
  buyer = await login(server, 'buyer');
  sales = await login(server, 'sales');
  viewer = await login(server, 'viewer');
  other = await login(server, 'buyer2');
  const found = await call(server, 'GET', `/parts-catalog/${DEALER}/parts?q=hex+bolt&pageSize=1`, {
    token: buyer.token,
  });
  bolt = found.body.rows[0].partNumber;
});
afterAll(() => server?.stop());

type Line = { partNumber: string; quantity: number };
const read = (s: Session = buyer) => call(server, 'GET', cart, { token: s.token });
const add = (lines: unknown, s: Session = buyer) =>
  call(server, 'POST', `${cart}/lines`, { token: s.token, body: { lines } });
const paste = (text: string, type = 'text/plain') =>
  call(server, 'POST', `${cart}/lines`, {
    token: buyer.token,
    raw: text,
    headers: { 'content-type': type },
  });
const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });
async function empty() {
  const now = await read();
  const r = await call(server, 'DELETE', cart, {
    token: buyer.token,
    headers: ifMatch(now.body.version),
  });
  expect(r.status).toBe(200);
  expect(r.body.lines).toEqual([]);
}
const quantities = (body: { lines: Line[] }) =>
  Object.fromEntries(body.lines.map((l) => [l.partNumber, l.quantity]));

describe('adding', () => {
  beforeEach(empty);

  it('answers every kind of line of one paste, and adds only what it may', async () => {
    const r = await paste(
      [
        'part,quantity',
        'SP-100020, 2',
        'NOPE-1, 1',
        'SP-100003, 1',
        `${bolt}, 3`,
        'SP-100011, 1',
        'SP-100021, -4',
        'sp-100020;1',
      ].join('\n'),
    );
    expect(r.status).toBe(200);
    expect(r.body.results.map((x: { message: string }) => x.message)).toEqual([
      'added',
      'unknown part',
      'superseded, replaced by SP-100005',
      'quantity rounded up to the pack of 10',
      'obsolete',
      'bad quantity: a whole number from 1 to 99999',
      'added',
    ]);
    expect(r.body.results.map((x: { result: string }) => x.result)).toEqual([
      'added',
      'unknown part',
      'superseded',
      'rounded up',
      'obsolete',
      'bad quantity',
      'added',
    ]);
    // A part already there adds to its line; a chain A → B → C adds C.
    expect(quantities(r.body.cart)).toEqual({ 'SP-100020': 3, 'SP-100005': 1, [bolt]: 10 });
    expect(r.headers.get('etag')).toBe(`"${r.body.cart.version}"`);
    const line = r.body.cart.lines.find((l: Line) => l.partNumber === bolt);
    expect(line.packQuantity).toBe(10);
    expect(line.description).toMatch(/^Hex bolt/);
    if (line.netPrice !== null) expect(line.lineTotal).toBeCloseTo(line.netPrice * 10, 2);
    expect(typeof line.onHand).toBe('number');
  });

  it('describes lines in the language asked', async () => {
    await add([{ part: bolt, quantity: 10 }]);
    const fr = await call(server, 'GET', `${cart}?language=fr-CA`, { token: buyer.token });
    expect(fr.body.lines[0].description).not.toMatch(/^Hex bolt/);
  });

  it('lands every add of two buyers adding at once, quantities summed', async () => {
    const before = (await read()).body.version;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        add(
          [
            { part: 'SP-100020', quantity: 1 },
            // 10: a whole pack whether the part comes one by one or in tens.
            { part: `SP-1000${30 + (i % 5)}`, quantity: 10 },
          ],
          i % 2 ? buyer : sales,
        ),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    const after = await read();
    expect(after.body.version).toBe(before + 20);
    expect(quantities(after.body)).toEqual({
      'SP-100020': 20,
      'SP-100030': 40,
      'SP-100031': 40,
      'SP-100032': 40,
      'SP-100033': 40,
      'SP-100034': 40,
    });
  });
});

describe('changing on the version seen', () => {
  beforeAll(empty);

  it('refuses a stale change with the cart as it is, and changes nothing', async () => {
    const first = await add([{ part: 'SP-100020', quantity: 2 }]);
    const seen = first.body.cart.version;
    // Another buyer changes the cart meanwhile.
    await add([{ part: 'SP-100021', quantity: 1 }], sales);
    const stale = await call(server, 'PUT', `${cart}/lines/SP-100020`, {
      token: buyer.token,
      headers: ifMatch(seen),
      body: { quantity: 7 },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.cart.version).toBe(seen + 1);
    expect(quantities(stale.body.cart)).toEqual({ 'SP-100020': 2, 'SP-100021': 1 });
    const removed = await call(server, 'DELETE', `${cart}/lines/SP-100021`, {
      token: buyer.token,
      headers: ifMatch(seen),
    });
    expect(removed.status).toBe(412);
    expect(quantities((await read()).body)).toEqual({ 'SP-100020': 2, 'SP-100021': 1 });

    const fresh = await call(server, 'PUT', `${cart}/lines/SP-100020`, {
      token: buyer.token,
      headers: ifMatch(seen + 1),
      body: { quantity: 7 },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.version).toBe(seen + 2);
    const gone = await call(server, 'DELETE', `${cart}/lines/SP-100021`, {
      token: buyer.token,
      headers: ifMatch(seen + 2),
    });
    expect(quantities(gone.body)).toEqual({ 'SP-100020': 7 });
  });

  it('needs the version, and keeps a line to whole packs', async () => {
    const now = (await add([{ part: bolt, quantity: 10 }])).body.cart.version;
    const none = await call(server, 'PUT', `${cart}/lines/${bolt}`, {
      token: buyer.token,
      body: { quantity: 20 },
    });
    expect(none.status).toBe(428);
    const odd = await call(server, 'PUT', `${cart}/lines/${bolt}`, {
      token: buyer.token,
      headers: ifMatch(now),
      body: { quantity: 15 },
    });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toMatch(/packs of 10/);
    const missing = await call(server, 'DELETE', `${cart}/lines/NOPE-1`, {
      token: buyer.token,
      headers: ifMatch(now),
    });
    expect(missing.status).toBe(404);
    expect((await read()).body.version).toBe(now);
  });
});

describe('re-ordering', () => {
  it("copies a past order's lines into the cart, each with its result", async () => {
    await empty();
    const orders = await call(server, 'GET', `/allpartsorders/${DEALER}?page=1&pageSize=1`, {
      token: buyer.token,
    });
    const salesOrderNo = orders.body.rows[0].salesOrderNoX;
    const r = await call(server, 'POST', `${cart}/reorder`, {
      token: buyer.token,
      body: { salesOrderNo },
    });
    expect(r.status).toBe(200);
    expect(r.body.results.length).toBeGreaterThan(0);
    const added = r.body.results.filter((x: { partNumber: string | null }) => x.partNumber);
    expect(r.body.cart.lines.length).toBe(new Set(added.map((x: Line) => x.partNumber)).size);
    const unknown = await call(server, 'POST', `${cart}/reorder`, {
      token: buyer.token,
      body: { salesOrderNo: 'NO-SUCH-ORDER' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('who may', () => {
  it('refuses a viewer every call, and another dealer the cart', async () => {
    await add([{ part: 'SP-100020', quantity: 1 }]);
    expect((await read(viewer)).status).toBe(403);
    expect((await add([{ part: 'SP-100020', quantity: 1 }], viewer)).status).toBe(403);
    const del = await call(server, 'DELETE', cart, { token: viewer.token, headers: ifMatch(1) });
    expect(del.status).toBe(403);
    expect((await read(other)).status).toBe(403);
    expect((await add([{ part: 'SP-100020', quantity: 1 }], other)).status).toBe(403);
    // Dealer 1002's own cart holds nothing of 1001's.
    const own = await call(server, 'GET', '/parts-cart/1002', { token: other.token });
    expect(own.status).toBe(200);
    expect(own.body.lines).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    [
      'an unknown field',
      { lines: [{ part: 'SP-100020', quantity: 1, price: 1 }] },
      /price|additional/i,
    ],
    ['a negative quantity', { lines: [{ part: 'SP-100020', quantity: -1 }] }, /quantity/],
    ['a huge quantity', { lines: [{ part: 'SP-100020', quantity: 1e9 }] }, /quantity/],
    ['no lines', { lines: [] }, /lines/],
  ])('refuses %s with 400 naming it', async (_name, body, named) => {
    const r = await call(server, 'POST', `${cart}/lines`, { token: buyer.token, body });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(named);
  });

  it('refuses an add without a body, naming what to send', async () => {
    const r = await call(server, 'POST', `${cart}/lines`, { token: buyer.token });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^body: send \{ lines/);
  });

  it('refuses 1,001 lines, in JSON or pasted, and adds none', async () => {
    await empty();
    const many = Array.from({ length: 1001 }, () => ({ part: 'SP-100020', quantity: 1 }));
    const json = await add(many);
    expect(json.status).toBe(413);
    expect(json.body.message).toMatch(/1000 lines/);
    const text = await paste(many.map((l) => `${l.part},1`).join('\n'), 'text/csv');
    expect(text.status).toBe(413);
    expect((await read()).body.lines).toEqual([]);
  });

  it('refuses a malformed CSV naming its line, and adds none of it', async () => {
    const r = await paste('SP-100020,1\nSP-100021,1,9\n', 'text/csv');
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^Line 2: expected "part, quantity"/);
    const quote = await paste('"SP-100020,1\n', 'text/csv');
    expect(quote.status).toBe(400);
    expect(quote.body.message).toMatch(/^Line 1: a quote/);
    expect((await read()).body.lines).toEqual([]);
  });

  it('refuses a quantity change out of bounds and a version that is not one', async () => {
    const r = await call(server, 'PUT', `${cart}/lines/SP-100020`, {
      token: buyer.token,
      headers: ifMatch(1),
      body: { quantity: 0 },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/quantity/);
    const v = await call(server, 'DELETE', cart, {
      token: buyer.token,
      headers: { 'if-match': 'yesterday' },
    });
    expect(v.status).toBe(400);
    expect(v.body.message).toMatch(/If-Match/);
  });
});
