import { CLAIMED_UNREGISTERED_TEXT, REGISTRATION_DUE_TEXT } from '@portal/shared/warranty/clock';
import type { StockUnitWire } from '@portal/shared/contract/wholegoods';
import type { ClaimWire } from '@portal/shared/contract/claims';
import type { MachineWire, SearchAnswer } from '@portal/shared/contract/machines';
import { call, login, startServer, type TestServer } from './support/server';
import { pdi, warranty } from './support/forms';

// The machine page's record, its warranty clock and the top bar's search, over HTTP
// on the seeded demo data (api/src/seed/machines.ts).
let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const key of ['buyer', 'viewer', 'buyer2', 'sales'])
    tokens[key] = (await login(server, key)).token;
});
afterAll(() => server.stop());

const machine = (serial: string, who = 'buyer', dealer = 1001) =>
  call<MachineWire>(server, 'GET', `/machines/${dealer}/${encodeURIComponent(serial)}`, {
    token: tokens[who],
  });
const search = (q: string, who = 'buyer', dealer = 1001) =>
  call<SearchAnswer>(server, 'GET', `/search/${dealer}?q=${encodeURIComponent(q)}`, {
    token: tokens[who],
  });
const send = (kind: 'pdi' | 'warranty', form: object) =>
  call(server, 'POST', '/api/send-email', { token: tokens.buyer, body: { kind, form } });

describe('GET /machines/:id/:serial', () => {
  it('answers the whole life of a machine: order, invoice, stock, PDI, registration, claims', async () => {
    const r = await machine('SN900101');
    expect(r.status).toBe(200);
    const m = r.body;
    expect(m).toMatchObject({
      serialNumber: 'SN900101',
      model: 'Supreme 700',
      productFamily: 'Supreme',
      order: { orderNumber: 'SO1001M01', scheduleStatus: 'Shipped', list: 'history' },
      invoice: { invoiceNumber: 'WI1001M01', status: 'Closed', amount: 67500, amountPaid: 67500 },
      stock: { kind: 'pulltype', location: 'Lot A', status: 'Sold - Pending Delivery' },
      pdi: { sentBy: expect.any(String), form: { serialNumber: 'SN900101', model: 'Supreme 700' } },
      registration: { form: { serialNumber: 'SN900101' } },
    });
    expect(m.claims.map((c) => [c.claimNumber, c.statuses, c.currentStatus])).toEqual([
      ['WC1001M01', ['Approved', 'Paid'], 'Paid'],
      ['WC1001M02', ['In Review'], 'In Review'],
    ]);
    expect(m.timeline.map((e) => e.kind)).toEqual(
      expect.arrayContaining([
        'ordered',
        'completed',
        'invoiced',
        'manufactured',
        'pdi',
        'registered',
        'claim',
      ]),
    );
    const days = m.timeline.map((e) => e.on);
    expect([...days].sort()).toEqual(days);
    // Registered: coverage from the sale date on the registration; the paid claim's parts.
    const sale = m.registration!.form.deliveryDate as string;
    expect(m.clock).toMatchObject({ registered: true, startsOn: sale, startsFrom: 'delivery' });
    if (!m.clock.registered) throw new Error('registered');
    expect(m.clock.replacedParts.map((p) => p.claimNumber)).toEqual(['WC1001M01']);
  });

  it('finds the serial whatever its case', async () => {
    expect((await machine('sn900101')).body.serialNumber).toBe('SN900101');
  });

  it("answers 404 for another dealer's serial, to the dealer and to staff acting for it", async () => {
    const mine = await machine('SN900201', 'buyer');
    expect(mine.status).toBe(404);
    expect(JSON.stringify(mine.body)).not.toMatch(/Supreme 600|1002/);
    expect((await machine('SN900201', 'sales', 1001)).status).toBe(404);
    expect((await machine('SN900201', 'sales', 1002)).status).toBe(200);
    expect((await machine('SN900201', 'buyer2', 1002)).status).toBe(200);
    expect((await machine('NO-SUCH-SERIAL')).status).toBe(404);
  });

  it('leaves the invoice out for a DealerViewer (finance)', async () => {
    const r = await machine('SN900101', 'viewer');
    expect(r.status).toBe(200);
    expect(r.body).not.toHaveProperty('invoice');
    expect(r.body.timeline.map((e) => e.kind)).not.toContain('invoiced');
  });

  it('refuses a serial longer than 60 characters with a 400 that says so', async () => {
    const r = await machine('X'.repeat(61));
    expect(r.status).toBe(400);
    expect((r.body as unknown as { message: string }).message).toMatch(/serial/);
  });

  it('shows a denied claim, and no replaced parts under it', async () => {
    const m = (await machine('SN900105')).body;
    expect(m.claims.map((c) => c.currentStatus)).toEqual(['Denied']);
    expect(m.clock).toMatchObject({ registered: true, replacedParts: [] });
  });

  it('starts a demo unit’s coverage on the dealer invoice date', async () => {
    const m = (await machine('SN900104')).body;
    expect(m.stock?.status).toBe('Demo');
    expect(m.clock).toMatchObject({
      registered: true,
      startsFrom: 'dealerInvoice',
      startsOn: m.invoice!.invoiceDate,
    });
  });
});

describe('the warranty clock (spec 001 §9, Alberta business days)', () => {
  it('before registration with no sale date known: the due text, no date', async () => {
    expect((await machine('SN900102')).body.clock).toEqual({
      registered: false,
      text: REGISTRATION_DUE_TEXT,
      saleDate: null,
      saleFrom: null,
      dueOn: null,
      overdue: false,
    });
    expect(REGISTRATION_DUE_TEXT).toBe(
      'Warranty registration with PDI is due within 10 business days of sale.',
    );
  });

  it('counts 10 business days from the PDI delivery date: overdue when past', async () => {
    // Sold Wed 16 Sep 2026: Sep 17-18, 21-25, 28-30 are the ten (Labour Day was on the 7th).
    expect((await machine('SN900103')).body.clock).toMatchObject({
      registered: false,
      saleDate: '2026-09-16',
      dueOn: '2026-09-30',
      overdue: true,
    });
  });

  it.each([
    // Fri 18 Dec: Dec 21-24, 28-31, Jan 4-5 (Christmas and New Year's Day and two weekends skipped).
    ['2026-12-18', '2027-01-05'],
    // Fri 19 Mar 2027: Good Friday (26 Mar) is skipped.
    ['2027-03-19', '2027-04-05'],
    // Fri 12 Feb 2027: Family Day (15 Feb) is skipped.
    ['2027-02-12', '2027-03-01'],
    // Sat 10 Oct 2026: counted from Monday 13 (Thanksgiving, the 12th, skipped).
    ['2026-10-10', '2026-10-26'],
  ])('a sale on %s is due on %s', async (sold, due) => {
    const form = pdi({ deliveryDate: sold });
    expect((await send('pdi', form)).status).toBe(201);
    const m = (await machine(form.serialNumber)).body;
    expect(m.pdi?.form.deliveryDate).toBe(sold);
    expect(m.clock).toMatchObject({ registered: false, saleDate: sold, dueOn: due });
  });

  it('once registered: 1 year limited, 3 years major components, from the sale date', async () => {
    const form = warranty({ deliveryDate: '2024-02-29' });
    expect((await send('warranty', form)).status).toBe(201);
    expect((await machine(form.serialNumber)).body.clock).toEqual({
      registered: true,
      startsOn: '2024-02-29',
      startsFrom: 'delivery',
      limitedEndsOn: '2025-02-28',
      majorComponentsEndsOn: '2027-02-28',
      replacedParts: [],
    });
  });
});

// Every card and the clock read the same facts (decision 0098): a machine the dealer knows only
// through its stock unit, and one known only through its claims, from the demo's drawn data.
describe('one set of facts for every card', () => {
  it("shows the order a stock unit names when no order line carries the unit's serial", async () => {
    const units = (
      await call<StockUnitWire[]>(server, 'GET', '/pulltypeinventory/1001', {
        token: tokens.buyer,
      })
    ).body;
    // The drawn units' serials (PT…) are on no order line; their order numbers are.
    const unit = units.find((u) => u.serialNo.startsWith('PT'))!;
    const m = (await machine(unit.serialNo)).body;
    expect(m.stock?.salesOrderNo).toBe(unit.salesOrderNo);
    expect(m.order).toMatchObject({ orderNumber: unit.salesOrderNo, foundBy: 'stockUnit' });
    expect(m.timeline).toContainEqual(
      expect.objectContaining({ kind: 'ordered', text: `Ordered on ${unit.salesOrderNo}` }),
    );
    // The line's work order built another unit: no 'Built' event for this one.
    expect(m.timeline.map((e) => e.kind)).not.toContain('completed');
    expect((await machine('SN900101')).body.order?.foundBy).toBe('lotSerial');
  });

  it('counts the registration from the first claim of a machine never registered', async () => {
    const claims = (
      await call<ClaimWire[]>(server, 'GET', '/servicewarrantycalls/1001', { token: tokens.buyer })
    ).body;
    // A drawn claim's serial (SN…, not the seeded machines') has no PDI and no registration.
    const claim = claims.find((c) => c.product_sn && !c.product_sn.startsWith('SN9001'))!;
    const m = (await machine(claim.product_sn!)).body;
    expect(m.registration).toBeNull();
    expect(m.pdi).toBeNull();
    const first = m.claims[0].claimDate!;
    expect(m.clock).toMatchObject({
      registered: false,
      text: CLAIMED_UNREGISTERED_TEXT,
      saleDate: first,
      saleFrom: 'claim',
      dueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    if (m.clock.registered) throw new Error('not registered');
    expect(m.clock.text).not.toBe(REGISTRATION_DUE_TEXT);
    expect(m.clock.overdue).toBe(new Date().toISOString().slice(0, 10) > m.clock.dueOn!);
  });

  it('counts from a claim filed before the PDI’s delivery date, and from the PDI otherwise', async () => {
    const claims = (
      await call<ClaimWire[]>(server, 'GET', '/servicewarrantycalls/1001', { token: tokens.buyer })
    ).body;
    const claim = claims.find((c) => c.product_sn && !c.product_sn.startsWith('SN9001'))!;
    const serial = claim.product_sn!;
    const first = (await machine(serial)).body.claims[0].claimDate!;
    expect(
      (await send('pdi', pdi({ serialNumber: serial, deliveryDate: '2099-01-05' }))).status,
    ).toBe(201);
    expect((await machine(serial)).body.clock).toMatchObject({
      saleDate: first,
      saleFrom: 'claim',
    });
    expect(
      (await send('pdi', pdi({ serialNumber: serial, deliveryDate: '2001-01-05' }))).status,
    ).toBe(201);
    expect((await machine(serial)).body.clock).toMatchObject({
      text: REGISTRATION_DUE_TEXT,
      saleDate: '2001-01-05',
      saleFrom: 'pdi',
      overdue: true,
    });
  });
});

describe('registration from the inventory', () => {
  it('shows a unit registered in the inventory and on the machine page once its card is sent', async () => {
    const unit = async () =>
      (
        await call<{ serialNo: string; status?: string }[]>(
          server,
          'GET',
          '/truckmountinventory/1001',
          {
            token: tokens.buyer,
          },
        )
      ).body.find((u) => u.serialNo === 'SN900103')!;
    expect((await unit()).status).toBe('Sold - Pending Delivery');
    expect((await machine('SN900103')).body.clock.registered).toBe(false);
    const card = warranty({
      serialNumber: 'sn900103',
      model: 'Supreme 900',
      deliveryDate: '2026-09-16',
    });
    expect((await send('warranty', card)).status).toBe(201);
    expect((await unit()).status).toBe('Registered');
    const m = (await machine('SN900103')).body;
    expect(m.clock).toMatchObject({ registered: true, startsOn: '2026-09-16' });
    expect(m.registration?.sentBy).toBeTruthy();
  });
});

describe('GET /search/:id', () => {
  const kinds = (a: SearchAnswer) => [...new Set(a.hits.map((h) => h.kind))];

  it('finds serials by their start, whatever the case, and opens the machine page', async () => {
    const r = await search('sn9001');
    expect(r.status).toBe(200);
    const serials = r.body.hits.filter((h) => h.kind === 'serial');
    expect(serials.map((h) => h.value)).toEqual([
      'SN900101',
      'SN900102',
      'SN900103',
      'SN900104',
      'SN900105',
    ]);
    expect(serials[0]).toMatchObject({ path: '/machines/SN900101', detail: 'Supreme 700' });
  });

  it('finds orders, invoices and claims, each opening its list filtered to it', async () => {
    const orders = (await search('SO1001M0')).body.hits;
    expect(orders[0]).toMatchObject({
      kind: 'wholegoodsOrder',
      value: 'SO1001M01',
      path: '/wholegoods/history?q=SO1001M01',
    });
    const invoices = (await search('wi1001m')).body.hits;
    expect(invoices.find((h) => h.kind === 'invoice')).toMatchObject({
      value: 'WI1001M01',
      path: '/finance/invoices?view=all&q=WI1001M01',
    });
    const claims = (await search('WC1001M')).body.hits;
    expect(claims.map((h) => [h.value, h.path])).toEqual([
      ['WC1001M01', '/service/claims-history?q=WC1001M01'],
      ['WC1001M02', '/service/open-claims?q=WC1001M02'],
      ['WC1001M03', '/service/claims-history?q=WC1001M03'],
    ]);
    const parts = (await search('PO100100001')).body.hits;
    expect(parts).toEqual([
      expect.objectContaining({
        kind: 'partsOrder',
        value: 'PO100100001',
        path: expect.stringMatching(/^\/parts\/(orders|history)\?q=PO100100001$/),
      }),
    ]);
  });

  it('gives at most 5 hits of a kind', async () => {
    const r = await search('SO1001');
    expect(r.body.hits.filter((h) => h.kind === 'wholegoodsOrder')).toHaveLength(5);
  });

  it("never finds another dealer's numbers", async () => {
    expect((await search('SN9002')).body.hits).toEqual([]);
    expect((await search('WC1002')).body.hits).toEqual([]);
    expect((await search('SN9002', 'buyer2', 1002)).body.hits.map((h) => h.value)).toEqual([
      'SN900201',
    ]);
  });

  it('offers a DealerViewer only what it may open: no wholegoods orders or invoices', async () => {
    expect(kinds((await search('SO1001M', 'viewer')).body)).toEqual([]);
    expect(kinds((await search('WI1001M', 'viewer')).body)).toEqual([]);
    expect(kinds((await search('SN9001', 'viewer')).body)).toEqual(['serial']);
  });

  it('finds nothing for nothing typed, and refuses a query over 40 characters', async () => {
    expect((await search('  ')).body).toEqual({ hits: [] });
    const long = await search('S'.repeat(41));
    expect(long.status).toBe(400);
    expect((long.body as unknown as { message: string }).message).toMatch(/q/);
  });
});
