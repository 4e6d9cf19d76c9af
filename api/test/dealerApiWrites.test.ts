import { call, login, startServer, type TestServer } from './support/server';
import { eventsSettled } from './support/events';
import { pdi, warranty } from './support/forms';
import { claimFormData, failure2, validClaim } from './support/claims';
import { claimCredit } from '@portal/shared/warranty/claimRules';
import { clientToken, isProblem, newKey, SANDBOX, v1, v1Post } from './support/dealerApi';

// The dealer API's writes (decision 0147): a claim with its photos, a PDI, a registration and
// a parts order through the screens' own services, for the client's dealer only, each with an
// Idempotency-Key that makes any number of identical requests one record and one answer.
let server: TestServer;
let admin: string;
let sandbox: string;
/** A stock unit of the sandbox (unsold: claimable), and a machine of dealer 1001. */
let stockSerial = '';
let otherSerial = '';
/** A part the sandbox's price list prices. */
let part = '';

beforeAll(async () => {
  server = await startServer();
  admin = (await login(server, 'admin')).token;
  sandbox = await clientToken(server, SANDBOX.clientId, SANDBOX.clientSecret);
  const units = await v1(server, '/inventory?limit=500', sandbox);
  stockSerial = units.body.items.find((u: { status?: string }) => !u.status).serialNo;
  const buyer = (await login(server, 'buyer')).token;
  otherSerial = (await call(server, 'GET', '/pulltypestockunits/1001', { token: buyer })).body[0]
    .serialNo;
  const parts = await v1(server, '/catalog/parts?limit=50', sandbox);
  part = parts.body.items.find((p: { netPrice?: number | null }) => p.netPrice != null).partNumber;
});
afterAll(() => server?.stop());

const order = (overrides: object = {}) => ({
  orderType: 'stock',
  poNumber: `PO-${newKey()}`.slice(0, 40),
  shippingMethod: 'ground',
  lines: [{ partNumber: part, quantity: 2 }],
  ...overrides,
});

/** Each write's path with a body it accepts. */
const everyWrite = (): [string, object | FormData][] => [
  ['/pdis', pdi()],
  ['/registrations', warranty()],
  ['/parts-orders', order()],
  ['/claims', claimFormData(validClaim(stockSerial))],
];

/** Every change of the sandbox, once every event is visible. */
const allChanges = async () => {
  await eventsSettled(server);
  const all: { subject: string; kind: string }[] = [];
  for (let after = '0.0'; ;) {
    const page = await v1(server, `/changes?after=${after}&limit=1000`, sandbox);
    all.push(...page.body.changes);
    if (!page.body.changes.length) break;
    after = page.body.next;
  }
  return all;
};

/** The changes of the sandbox whose subject is `subject`. */
const changesOf = async (subject: string) =>
  (await allChanges()).filter((c) => c.subject === subject);

/** Sends the same request 20 times at once: every answer, and the distinct bodies. */
const twenty = async (send: () => ReturnType<typeof v1Post>) => {
  const answers = await Promise.all(Array.from({ length: 20 }, send));
  return {
    statuses: new Set(answers.map((a) => a.status)),
    bodies: new Set(answers.map((a) => JSON.stringify(a.body))),
    replayed: answers.filter((a) => a.headers.get('idempotent-replayed') === 'true').length,
    first: answers[0],
  };
};

describe('each write, as the screens write it', () => {
  it('files a warranty claim with its photos, listed with the claims and in the changes', async () => {
    const claim = validClaim(stockSerial);
    const r = await v1Post(server, '/claims', sandbox, claimFormData(claim));
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      claimNumber: expect.stringMatching(/^WEB\d+$/),
      creditCents: claimCredit(claim).totalCents,
    });
    const claims = await v1(server, '/claims?limit=500', sandbox);
    const row = claims.body.items.find(
      (c: { calL_NO_X: string }) => c.calL_NO_X === r.body.claimNumber,
    );
    expect(row).toMatchObject({ product_sn: stockSerial, current_status: 'Submitted' });
    const changes = await changesOf(`claim:${r.body.claimNumber}`);
    expect(changes.map((c) => c.kind)).toEqual(['warranty-claim.submitted']);
  });

  it('sends a PDI and a registration for the client’s dealer, whatever the form names', async () => {
    const sent = await v1Post(server, '/pdis', sandbox, pdi({ dealerCode: 'D1001' }));
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: expect.any(Number) });
    const reg = await v1Post(
      server,
      '/registrations',
      sandbox,
      warranty({ dealerName: 'Prairie Mixers' }),
    );
    expect(reg.status).toBe(201);
    const stored = await call(server, 'GET', '/submissions?dealer=1099&limit=50', {
      token: admin,
    });
    const byId = new Map(
      stored.body.map((s: { id: number; payload: object }) => [s.id, s.payload]),
    );
    expect(byId.get(sent.body.id)).toMatchObject({
      dealerCode: SANDBOX.dealerCode,
      dealerName: SANDBOX.companyName,
    });
    expect(byId.get(reg.body.id)).toMatchObject({ dealerName: SANDBOX.companyName });
    expect((await changesOf(`submission:${sent.body.id}`)).map((c) => c.kind)).toEqual([
      'pdi.submitted',
    ]);
    expect((await changesOf(`submission:${reg.body.id}`)).map((c) => c.kind)).toEqual([
      'registration.submitted',
    ]);
  });

  it('places a parts order of the lines sent, leaving the cart alone', async () => {
    // The dealership's cart, as its buyers (here staff acting for it) left it on the screen.
    const cart = () => call(server, 'GET', `/parts-cart/${SANDBOX.dealerId}`, { token: admin });
    const added = await call(server, 'POST', `/parts-cart/${SANDBOX.dealerId}/lines`, {
      token: admin,
      body: { lines: [{ part, quantity: 5 }] },
    });
    expect(added.status).toBe(200);
    const before = (await cart()).body;
    const r = await v1Post(server, '/parts-orders', sandbox, order());
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      orderNumber: expect.stringMatching(/^WP\d+$/),
      status: 'Submitted',
    });
    const lines = await v1(server, '/parts-orders?limit=500', sandbox);
    const mine = lines.body.items.filter(
      (l: { salesOrderNoX: string }) => l.salesOrderNoX === r.body.orderNumber,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ partX: part, orderedQtyN: 2 });
    const after = (await cart()).body;
    expect([after.version, after.lines]).toEqual([before.version, before.lines]);
    expect((await changesOf(`parts-order:${r.body.orderNumber}`)).map((c) => c.kind)).toEqual([
      'parts-order.placed',
    ]);
  });
});

describe('a parts order’s lines, read as the cart reads them', () => {
  it('orders a superseded part as its last replacement, and refuses an obsolete one', async () => {
    const obsolete = await v1Post(
      server,
      '/parts-orders',
      sandbox,
      order({
        lines: [
          { partNumber: part, quantity: 1 },
          { partNumber: 'SP-100011', quantity: 1 },
        ],
      }),
    );
    expect(isProblem(obsolete, 400)).toBe(true);
    expect(obsolete.body.errors).toEqual([
      { field: 'body.lines.1.partNumber', message: 'SP-100011: obsolete' },
    ]);
    const chain = await v1Post(
      server,
      '/parts-orders',
      sandbox,
      order({ lines: [{ partNumber: 'SP-100003', quantity: 1 }] }),
    );
    expect(chain.status).toBe(201);
    const lines = await v1(server, '/parts-orders?limit=500', sandbox);
    const mine = lines.body.items.filter(
      (l: { salesOrderNoX: string }) => l.salesOrderNoX === chain.body.orderNumber,
    );
    expect(mine.map((l: { partX: string }) => l.partX)).toEqual(['SP-100005']);
  });
});

describe('Idempotency-Key', () => {
  it('makes 20 identical claims at once one claim, with one answer to all', async () => {
    const key = newKey();
    const claim = validClaim(stockSerial, { complaint: `Twenty at once ${key}` });
    const r = await twenty(() => v1Post(server, '/claims', sandbox, claimFormData(claim), key));
    expect([...r.statuses]).toEqual([201]);
    expect(r.bodies.size).toBe(1);
    expect(r.replayed).toBe(19);
    const claims = await v1(server, '/claims?limit=500', sandbox);
    const filed = claims.body.items.filter(
      (c: { complaint_c: string }) => c.complaint_c === claim.complaint,
    );
    expect(filed).toHaveLength(1);
    expect(await changesOf(`claim:${r.first.body.claimNumber}`)).toHaveLength(1);
  });

  it('makes 20 identical PDIs, registrations and parts orders at once one of each', async () => {
    for (const [path, body, subject] of [
      ['/pdis', pdi(), (b: { id: number }) => `submission:${b.id}`],
      ['/registrations', warranty(), (b: { id: number }) => `submission:${b.id}`],
      ['/parts-orders', order(), (b: { orderNumber: string }) => `parts-order:${b.orderNumber}`],
    ] as const) {
      const key = newKey();
      const r = await twenty(() => v1Post(server, path, sandbox, body, key));
      expect([path, [...r.statuses], r.bodies.size, r.replayed]).toEqual([path, [201], 1, 19]);
      expect([path, (await changesOf(subject(r.first.body as never))).length]).toEqual([path, 1]);
    }
  });

  it('refuses a key used for another request, and a write without one, naming the header', async () => {
    for (const [path, first, second] of [
      ['/pdis', pdi(), pdi()],
      ['/parts-orders', order(), order({ poNumber: 'ANOTHER-PO' })],
    ] as const) {
      const key = newKey();
      expect((await v1Post(server, path, sandbox, first, key)).status).toBe(201);
      const again = await v1Post(server, path, sandbox, second, key);
      expect([path, isProblem(again, 422)]).toEqual([path, true]);
      expect(again.body.errors).toEqual([
        { field: 'headers.idempotency-key', message: expect.any(String) },
      ]);
    }
    const key = newKey();
    const claim = validClaim(stockSerial, { complaint: `Reused ${key}` });
    expect((await v1Post(server, '/claims', sandbox, claimFormData(claim), key)).status).toBe(201);
    const other = { ...claim, cause: 'Something else' };
    expect(
      isProblem(await v1Post(server, '/claims', sandbox, claimFormData(other), key), 422),
    ).toBe(true);
    for (const [path, body] of everyWrite()) {
      const none = await v1Post(server, path, sandbox, body, null);
      expect([path, isProblem(none, 400)]).toEqual([path, true]);
      expect(none.body.errors[0].field).toBe('headers.idempotency-key');
    }
  });
});

describe('who may write', () => {
  it('refuses a write without its scope, and a viewer client every write', async () => {
    const readOnly = await clientToken(
      server,
      SANDBOX.clientId,
      SANDBOX.clientSecret,
      'claims:read machines:read',
    );
    for (const [path, body] of everyWrite()) {
      const r = await v1Post(server, path, readOnly, body);
      expect([path, isProblem(r, 403)]).toEqual([path, true]);
      expect(r.body.detail).toMatch(/:write$/);
    }
    // A DealerViewer client cannot be given a write scope: the access table refuses its screen.
    for (const scope of [
      'claims:write',
      'pdis:write',
      'registrations:write',
      'parts-orders:write',
    ]) {
      const made = await call(server, 'POST', '/api-clients', {
        token: admin,
        body: {
          name: 'Viewer DMS',
          dealerId: SANDBOX.dealerId,
          role: 'DealerViewer',
          scopes: [scope],
        },
      });
      expect([scope, made.status]).toEqual([scope, 400]);
    }
    const viewer = await call(server, 'POST', '/api-clients', {
      token: admin,
      body: {
        name: 'Viewer DMS',
        dealerId: SANDBOX.dealerId,
        role: 'DealerViewer',
        scopes: ['claims:read', 'machines:read'],
      },
    });
    const token = await clientToken(server, viewer.body.client.clientId, viewer.body.clientSecret);
    for (const [path, body] of [
      ['/pdis', pdi()],
      ['/claims', claimFormData(validClaim(stockSerial))],
    ] as const)
      expect(isProblem(await v1Post(server, path, token, body), 403)).toBe(true);
    expect(isProblem(await v1Post(server, '/pdis', undefined, pdi()), 401)).toBe(true);
  });

  it('refuses another dealer’s machine, naming the field', async () => {
    const claim = await v1Post(server, '/claims', sandbox, claimFormData(validClaim(otherSerial)));
    expect(isProblem(claim, 400)).toBe(true);
    expect(claim.body.errors).toEqual([{ field: 'claim.serial', message: expect.any(String) }]);
    const down = await v1Post(
      server,
      '/parts-orders',
      sandbox,
      order({ orderType: 'machineDown', serial: otherSerial }),
    );
    expect(isProblem(down, 400)).toBe(true);
    expect(down.body.errors).toEqual([{ field: 'body.serial', message: expect.any(String) }]);
  });
});

describe('bad input', () => {
  it('answers a 400 problem naming each field, never a 500', async () => {
    const before = (await allChanges()).length;
    const noModel = await v1Post(server, '/pdis', sandbox, pdi({ model: '' }));
    expect(isProblem(noModel, 400)).toBe(true);
    expect(noModel.body.errors).toEqual([{ field: 'form.model', message: 'Model is required' }]);
    const badType = await v1Post(server, '/registrations', sandbox, warranty({ numCows: {} }));
    expect(isProblem(badType, 400)).toBe(true);
    expect(badType.body.errors[0].field).toMatch(/^body\.numCows/);
    const unknownPart = await v1Post(
      server,
      '/parts-orders',
      sandbox,
      order({ lines: [{ partNumber: 'NO-SUCH-PART', quantity: 1 }] }),
    );
    expect(isProblem(unknownPart, 400)).toBe(true);
    expect(unknownPart.body.errors).toEqual([
      { field: 'body.lines.0.partNumber', message: expect.any(String) },
    ]);
    const noPo = await v1Post(server, '/parts-orders', sandbox, order({ poNumber: '' }));
    expect(isProblem(noPo, 400)).toBe(true);
    expect(noPo.body.errors[0].field).toBe('body.poNumber');
    const fewPhotos = await v1Post(
      server,
      '/claims',
      sandbox,
      claimFormData(validClaim(stockSerial), { failure: failure2.slice(0, 1) }),
    );
    expect(isProblem(fewPhotos, 400)).toBe(true);
    expect(fewPhotos.body.errors[0].field).toMatch(/^claim\./);
    const notJson = new FormData();
    notJson.append('claim', '{nope');
    const bad = await v1Post(server, '/claims', sandbox, notJson);
    expect(isProblem(bad, 400)).toBe(true);
    expect(bad.body.errors).toEqual([{ field: 'body.claim', message: expect.any(String) }]);
    const json = await v1Post(server, '/claims', sandbox, { claim: validClaim(stockSerial) });
    expect(isProblem(json, 415)).toBe(true);
    // A refused write wrote nothing: no event either.
    expect((await allChanges()).length).toBe(before);
  });
});

describe('audit', () => {
  it("records each write as the client's call", async () => {
    await v1Post(server, '/pdis', sandbox, pdi());
    const audit = await call(server, 'GET', '/audit?limit=200', { token: admin });
    const rows = (audit.body.rows ?? audit.body) as { detail?: string; action?: string }[];
    expect(JSON.stringify(rows)).toContain('POST /v1/pdis 201');
  });
});
