import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { createHmac } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { call, JWT_SECRET, login, startServer, type TestServer } from './support/server';
import { eventsSettled } from './support/events';
import { pdi } from './support/forms';
import { clientToken, isProblem, SANDBOX, tokenCall, v1 } from './support/dealerApi';

// The dealer API (decisions 0144 to 0146, docs/api.md): client credentials for one dealer,
// tokens and their refusals, scopes and the viewer's rules, cursor paging under writes,
// problem details, the changes feed, signed PDF links, the audit the dealer sees, and the
// OpenAPI document committed beside the code.
let server: TestServer;
let admin: string;
let sandbox: string;
beforeAll(async () => {
  server = await startServer();
  admin = (await login(server, 'admin')).token;
  sandbox = await clientToken(server, SANDBOX.clientId, SANDBOX.clientSecret);
});
afterAll(() => server?.stop());

const makeClient = async (body: Record<string, unknown>) => {
  const r = await call(server, 'POST', '/api-clients', { token: admin, body });
  expect(r.status).toBe(201);
  return r.body as { client: { id: number; clientId: string }; clientSecret: string };
};

describe('tokens (OAuth 2.0 client credentials)', () => {
  it('issues a short-lived bearer token by HTTP Basic and by form fields', async () => {
    const basic = await tokenCall(server, { grant_type: 'client_credentials' }, [
      SANDBOX.clientId,
      SANDBOX.clientSecret,
    ]);
    expect(basic.status).toBe(200);
    expect(basic.body).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(basic.body.expires_in as number).toBeLessThanOrEqual(15 * 60);
    expect(String(basic.body.scope).split(' ')).toContain('invoices:read');
    expect(basic.headers.get('cache-control')).toBe('no-store');
    const form = await tokenCall(server, {
      grant_type: 'client_credentials',
      client_id: SANDBOX.clientId,
      client_secret: SANDBOX.clientSecret,
      scope: 'claims:read',
    });
    expect(form.status).toBe(200);
    expect(form.body.scope).toBe('claims:read');
  });

  it('refuses each bad request as RFC 6749 §5.2 says', async () => {
    const grant = { grant_type: 'client_credentials' };
    const cases: [
      string,
      Promise<{ status: number; body: Record<string, unknown>; headers: Headers }>,
      number,
      string,
    ][] = [
      [
        'wrong secret',
        tokenCall(server, grant, [SANDBOX.clientId, 'dps_wrong']),
        401,
        'invalid_client',
      ],
      [
        'unknown client',
        tokenCall(server, grant, ['dpc_nobody', SANDBOX.clientSecret]),
        401,
        'invalid_client',
      ],
      ['no credentials', tokenCall(server, grant), 401, 'invalid_client'],
      [
        'no grant_type',
        tokenCall(server, {}, [SANDBOX.clientId, SANDBOX.clientSecret]),
        400,
        'invalid_request',
      ],
      [
        'another grant',
        tokenCall(server, { grant_type: 'password' }, [SANDBOX.clientId, SANDBOX.clientSecret]),
        400,
        'unsupported_grant_type',
      ],
      [
        'a scope not held',
        tokenCall(server, { ...grant, scope: 'claims:read claims:delete' }, [
          SANDBOX.clientId,
          SANDBOX.clientSecret,
        ]),
        400,
        'invalid_scope',
      ],
      [
        'two ways at once',
        tokenCall(server, { ...grant, client_id: SANDBOX.clientId }, [
          SANDBOX.clientId,
          SANDBOX.clientSecret,
        ]),
        400,
        'invalid_request',
      ],
    ];
    for (const [what, reply, status, error] of cases) {
      const r = await reply;
      expect([what, r.status, r.body.error]).toEqual([what, status, error]);
      expect(typeof r.body.error_description).toBe('string');
    }
    const basic = await tokenCall(server, grant, [SANDBOX.clientId, 'dps_wrong']);
    expect(basic.headers.get('www-authenticate')).toMatch(/^Basic /);
    // A body the endpoint cannot read at all is still answered in OAuth's words.
    for (const [type, body] of [
      ['application/json', '{"grant_type": {"a": 1}}'],
      ['text/plain', 'grant_type=client_credentials'],
      ['application/x-www-form-urlencoded', 'x'.repeat(20_000)],
    ]) {
      const res = await fetch(`${server.url}/api/v1/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      expect([type, res.status, ((await res.json()) as { error: string }).error]).toEqual([
        type,
        400,
        'invalid_request',
      ]);
    }
  });

  it('refuses expired, forged and missing tokens, and tokens of the other kind', async () => {
    const key = createHmac('sha256', JWT_SECRET)
      .update('dealer api access tokens v1')
      .digest('hex');
    const claims = {
      cid: 1,
      gen: 1,
      dealerId: SANDBOX.dealerId,
      role: 'DealerBuyer',
      scope: ['claims:read'],
    };
    const expired = createSigner({ key, algorithm: 'HS256' })({
      ...claims,
      exp: Math.floor(Date.now() / 1000) - 5,
    });
    const forged = createSigner({ key: 'not-the-key', algorithm: 'HS256', expiresIn: 60_000 })(
      claims,
    );
    expect(isProblem(await v1(server, '/claims', expired), 401)).toBe(true);
    expect(isProblem(await v1(server, '/claims', forged), 401)).toBe(true);
    const none = await v1(server, '/claims');
    expect(isProblem(none, 401)).toBe(true);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer /);
    // A portal session on v1: refused, and told what to use.
    const buyer = (await login(server, 'buyer')).token;
    const portal = await v1(server, '/claims', buyer);
    expect(isProblem(portal, 403)).toBe(true);
    expect(portal.body.detail).toMatch(/API client/);
    // A client's token on a portal route: no portal session.
    const onPortal = await call(server, 'GET', `/servicewarrantycalls/${SANDBOX.dealerId}`, {
      token: sandbox,
    });
    expect(onPortal.status).toBe(401);
  });
});

describe('clients: made by admins, scoped by the access table', () => {
  it('refuses a viewer client a finance scope, naming it', async () => {
    for (const scope of ['invoices:read', 'statements:read', 'wholegoods:read', 'inventory:read']) {
      const r = await call(server, 'POST', '/api-clients', {
        token: admin,
        body: { name: 'Viewer DMS', dealerId: 1001, role: 'DealerViewer', scopes: [scope] },
      });
      expect([scope, r.status]).toEqual([scope, 400]);
      expect(r.body.message).toContain(scope);
    }
    const notAdmin = await call(server, 'GET', '/api-clients', {
      token: (await login(server, 'sales')).token,
    });
    expect(notAdmin.status).toBe(403);
  });

  it("gives a viewer client what a DealerViewer's screens show, and no more", async () => {
    const made = await makeClient({
      name: 'Viewer DMS',
      dealerId: 1001,
      role: 'DealerViewer',
      scopes: ['machines:read', 'claims:read', 'catalog:read', 'parts-orders:read'],
    });
    const token = await clientToken(server, made.client.clientId, made.clientSecret);
    const part = await v1(server, '/catalog/parts/SP-10021', token);
    expect(part.status).toBe(200);
    expect(part.body).not.toHaveProperty('netPrice');
    const parts = await v1(server, '/catalog/parts?limit=3', token);
    expect(parts.body.items.every((p: object) => !('netPrice' in p))).toBe(true);
    const machine = await v1(server, '/machines/SN900101', token);
    expect(machine.status).toBe(200);
    expect(machine.body).not.toHaveProperty('invoice');
    for (const path of ['/invoices', '/statements', '/wholegoods-orders', '/inventory']) {
      const r = await v1(server, path, token);
      expect([path, isProblem(r, 403)]).toEqual([path, true]);
    }
    // The buyer's client of the same dealer sees the net price.
    const buyerClient = await makeClient({
      name: 'Buyer DMS',
      dealerId: 1001,
      role: 'DealerBuyer',
      scopes: ['catalog:read', 'machines:read'],
    });
    const buyerToken = await clientToken(
      server,
      buyerClient.client.clientId,
      buyerClient.clientSecret,
    );
    expect((await v1(server, '/catalog/parts/SP-10021', buyerToken)).body).toHaveProperty(
      'netPrice',
    );
    expect((await v1(server, '/machines/SN900101', buyerToken)).body).toHaveProperty('invoice');
  });

  it('holds a token to the scopes it was given', async () => {
    const claimsOnly = await clientToken(
      server,
      SANDBOX.clientId,
      SANDBOX.clientSecret,
      'claims:read',
    );
    expect((await v1(server, '/claims?limit=1', claimsOnly)).status).toBe(200);
    const refused = await v1(server, '/wholegoods-orders', claimsOnly);
    expect(isProblem(refused, 403)).toBe(true);
    expect(refused.body.detail).toContain('wholegoods:read');
  });

  it('ends a rotated secret and its tokens, and a revoked client, at the next call', async () => {
    const made = await makeClient({
      name: 'Rotating DMS',
      dealerId: SANDBOX.dealerId,
      role: 'DealerBuyer',
      scopes: ['claims:read'],
    });
    const old = await clientToken(server, made.client.clientId, made.clientSecret);
    expect((await v1(server, '/claims?limit=1', old)).status).toBe(200);
    const rotated = await call(server, 'POST', `/api-clients/${made.client.id}/rotate`, {
      token: admin,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.clientSecret).not.toBe(made.clientSecret);
    expect(isProblem(await v1(server, '/claims?limit=1', old), 401)).toBe(true);
    const byOld = await tokenCall(server, { grant_type: 'client_credentials' }, [
      made.client.clientId,
      made.clientSecret,
    ]);
    expect(byOld.status).toBe(401);
    const fresh = await clientToken(server, made.client.clientId, rotated.body.clientSecret);
    expect((await v1(server, '/claims?limit=1', fresh)).status).toBe(200);
    const revoked = await call(server, 'DELETE', `/api-clients/${made.client.id}`, {
      token: admin,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    expect(isProblem(await v1(server, '/claims?limit=1', fresh), 401)).toBe(true);
    const byRevoked = await tokenCall(server, { grant_type: 'client_credentials' }, [
      made.client.clientId,
      rotated.body.clientSecret,
    ]);
    expect(byRevoked.status).toBe(401);
    const listed = await call(server, 'GET', '/api-clients', { token: admin });
    const row = listed.body.find((c: { id: number }) => c.id === made.client.id);
    expect(JSON.stringify(row)).not.toContain(rotated.body.clientSecret);
  });
});

describe('reads: the client’s dealer only', () => {
  /** Every read of v1 with a sample of the sandbox's own data for its parameter. */
  const READS = [
    '/wholegoods-orders',
    '/inventory',
    '/parts-orders',
    '/invoices',
    '/statements',
    '/claims',
    '/catalog/parts',
    '/changes',
  ];

  it('answers only the client’s dealer, whatever the request names', async () => {
    let cases = 0;
    for (const path of READS)
      for (const headers of [{}, { 'X-Dealer-Id': '1001' }, { 'X-Dealer-Id': '1002' }] as Record<
        string,
        string
      >[]) {
        for (const query of ['', '?id=1001', '?dealerId=1001&tradingPartnerId=1001']) {
          cases++;
          const r = await v1(server, `${path}${query}`, sandbox, headers);
          if (query && r.status === 400) continue; // an unknown parameter refused is fine too
          expect([path, r.status]).toEqual([path, 200]);
          const text = JSON.stringify(r.body);
          expect(text).not.toMatch(/D100[0-9]\b|"tradingPartnerId":10(?!99)\d\d/);
        }
      }
    // Another dealer's machine is no machine of the sandbox's.
    expect(isProblem(await v1(server, '/machines/SN900101', sandbox), 404)).toBe(true);
    console.log(`dealer API isolation: ${cases} cases`);
  });

  it('reads each kind with the screens’ wire names', async () => {
    const orders = await v1(server, '/wholegoods-orders?limit=2', sandbox);
    expect(orders.body.items).toHaveLength(2);
    expect(orders.body.items[0]).toMatchObject({
      tradingPartnerId: SANDBOX.dealerId,
      tradingPartnerName: 'D1099',
    });
    const units = await v1(server, '/inventory?limit=1', sandbox);
    expect(units.body.items[0].serialNo).toMatch(/^SBX/);
    const machine = await v1(server, `/machines/${units.body.items[0].serialNo}`, sandbox);
    expect(machine.status).toBe(200);
    expect(machine.body.clock).toBeDefined();
    const claims = await v1(server, '/claims?limit=3', sandbox);
    expect(claims.body.items[0]).toHaveProperty('call_status');
    const parts = await v1(server, '/parts-orders?limit=1', sandbox);
    expect(parts.body.items[0]).toHaveProperty('salesOrderNoX');
    const catalog = await v1(server, '/catalog/parts?limit=2', sandbox);
    expect(catalog.body.items[0]).toHaveProperty('netPrice');
    expect(catalog.body.items[0]).toHaveProperty('availability');
  });

  it('links each invoice and statement to its PDF, signed; a tampered link opens nothing', async () => {
    const invoices = await v1(server, '/invoices?limit=1', sandbox);
    const { url } = invoices.body.items[0].pdf as { url: string };
    const pdf = await fetch(`${server.url}${url}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const tampered = url.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await fetch(`${server.url}${tampered}`)).status).toBe(403);
    const other = url.replace('/D1099/', '/D1001/');
    expect((await fetch(`${server.url}${other}`)).status).toBe(403);
    const statements = await v1(server, '/statements?limit=1', sandbox);
    expect(statements.body.items[0].pdf.url).toMatch(/^\/api\/v1\/files\/Statements\//);
  });
});

describe('cursor paging', () => {
  it('serves every row once while rows are written between pages', async () => {
    const key = await call(server, 'POST', '/service-accounts', {
      token: admin,
      body: { name: 'paging-writer' },
    });
    const importClaim = (n: number) =>
      call(server, 'POST', '/import/claims', {
        token: key.body.key,
        raw: JSON.stringify({
          calL_NO_X: `PAGEWC${n}`,
          product_sn: `SN-PAGE-${n}`,
          call_d: '2026-11-01',
          tp_name_x: 'D1099',
          calL_TYPE_X: 'Warranty',
          complaint_c: 'Written between pages',
          call_status: 'Open',
          current_status: 'Submitted',
        }),
      });
    const before = new Set<string>();
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const r = await v1(server, `/claims?limit=50${cursor ? `&cursor=${cursor}` : ''}`, sandbox);
      for (const c of r.body.items) before.add(`${c.calL_NO_X}|${c.product_sn}|${c.call_d}`);
      cursor = r.body.next;
    }
    const seen: string[] = [];
    let written = 0;
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const r = await v1(server, `/claims?limit=7${cursor ? `&cursor=${cursor}` : ''}`, sandbox);
      expect(r.status).toBe(200);
      for (const c of r.body.items) seen.push(`${c.calL_NO_X}|${c.product_sn}|${c.call_d}`);
      cursor = r.body.next;
      if (written < 5) expect((await importClaim(++written)).status).toBe(200);
    }
    expect(new Set(seen).size).toBe(seen.length); // none twice
    for (const row of before) expect(seen).toContain(row); // none skipped
    // The rows written while paging came after the cursor: each served once.
    expect(seen.filter((s) => s.startsWith('PAGEWC')).length).toBe(written);
    console.log(
      `cursor paging: ${before.size} rows, ${written} written between pages, ${seen.length} served`,
    );
  });

  it('refuses a cursor of another list, or none at all, naming it', async () => {
    const first = await v1(server, '/claims?limit=1', sandbox);
    const wrong = await v1(server, `/invoices?cursor=${first.body.next}`, sandbox);
    expect(isProblem(wrong, 400)).toBe(true);
    expect(wrong.body.detail).toContain('cursor');
    expect(isProblem(await v1(server, '/claims?cursor=%7B%7D', sandbox), 400)).toBe(true);
  });
});

describe('problem details', () => {
  it('answers every refusal as RFC 9457 says, with the field named', async () => {
    const bad = await v1(server, '/claims?limit=0', sandbox);
    expect(isProblem(bad, 400)).toBe(true);
    expect(bad.body.errors).toEqual([{ field: 'querystring.limit', message: expect.any(String) }]);
    expect(isProblem(await v1(server, '/no-such-thing', sandbox), 404)).toBe(true);
    expect(isProblem(await v1(server, '/machines/NOPE-1', sandbox), 404)).toBe(true);
    expect(isProblem(await v1(server, '/claims'), 401)).toBe(true);
    // The portal's own errors keep their shape.
    const portal = await call(server, 'GET', '/no-such-thing');
    expect(portal.body).toMatchObject({ statusCode: 404 });
  });
});

describe('the changes feed', () => {
  it("lists the dealer's submissions in order, each kind to the scope that reads its record", async () => {
    const sent = await call(server, 'POST', '/api/send-email', {
      token: admin,
      headers: { 'X-Dealer-Id': String(SANDBOX.dealerId) },
      body: { kind: 'pdi', form: pdi({ dealerCode: 'D1099' }) },
    });
    expect(sent.status).toBe(201);
    // Another dealer's submission is not the sandbox's change.
    const buyer = (await login(server, 'buyer')).token;
    expect(
      (
        await call(server, 'POST', '/api/send-email', {
          token: buyer,
          body: { kind: 'pdi', form: pdi() },
        })
      ).status,
    ).toBe(201);
    await eventsSettled(server);
    const changes: { kind: string; subject: string; cursor: string }[] = (
      await v1(server, '/changes?after=0.0', sandbox)
    ).body.changes;
    expect(changes.map((c) => c.kind)).toEqual(['pdi.submitted']);
    const after = await v1(server, `/changes?after=${changes[0].cursor}`, sandbox);
    expect(after.body).toEqual({ changes: [], next: changes[0].cursor });
    // A client without the scope that reads machines sees no PDI.
    const claimsOnly = await clientToken(
      server,
      SANDBOX.clientId,
      SANDBOX.clientSecret,
      'claims:read',
    );
    expect((await v1(server, '/changes', claimsOnly)).body.changes).toEqual([]);
    expect(isProblem(await v1(server, '/changes?after=nope', sandbox), 400)).toBe(true);
  });
});

describe('audit', () => {
  it("shows the dealer its API clients' calls where it sees who acted for it", async () => {
    const buyerClient = await makeClient({
      name: 'Prairie DMS',
      dealerId: 1001,
      role: 'DealerBuyer',
      scopes: ['claims:read'],
    });
    const token = await clientToken(server, buyerClient.client.clientId, buyerClient.clientSecret);
    await v1(server, '/claims?limit=1', token);
    await v1(server, '/invoices', token); // refused: audited too
    const buyer = (await login(server, 'buyer')).token;
    let rows: { who: string; what: string }[] = [];
    for (let i = 0; i < 20; i++) {
      rows = (await call(server, 'GET', '/profile/1001/staff-activity', { token: buyer })).body;
      if (rows.filter((r) => r.who === 'API client "Prairie DMS"').length >= 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const mine = rows.filter((r) => r.who === 'API client "Prairie DMS"').map((r) => r.what);
    expect(mine).toEqual(
      expect.arrayContaining([
        'Called the dealer API: GET /v1/claims 200',
        'Called the dealer API: GET /v1/invoices 403',
      ]),
    );
  });
});

describe('the OpenAPI document', () => {
  it('is served, and the committed copy is the one the server makes', async () => {
    const served = await v1(server, '/openapi.json');
    expect(served.status).toBe(200);
    expect(served.body.openapi).toBe('3.1.0');
    const committed = JSON.parse(readFileSync(join(__dirname, '../openapi-v1.json'), 'utf8'));
    // When this fails: node api/dist/openapi.js api/openapi-v1.json --v1 (then prettier).
    expect(served.body).toEqual(committed);
  });
});

describe('docs/api.md', () => {
  it('its commands work as written, in order, against the sandbox', async () => {
    const doc = readFileSync(join(__dirname, '../../docs/api.md'), 'utf8');
    const commands = [...doc.matchAll(/```sh\n([\s\S]*?)```/g)]
      .flatMap((b) => b[1].replace(/\\\n\s*/g, ' ').split('\n'))
      .filter((line) => line.trim())
      .map((line) => line.replaceAll('http://localhost:8080', server.url));
    expect(commands).toHaveLength(13);
    const env: Record<string, string> = { ...process.env, TOKEN: '', NEXT: '' } as Record<
      string,
      string
    >;
    const answers: any[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const command of commands) {
      // On PostgreSQL an event is listed once every transaction begun before it has ended.
      if (command.includes('/changes')) await eventsSettled(server);
      // Run from the repository's root, as the guide says (its samples are files there).
      const { stdout } = await promisify(execFile)('bash', ['-c', `${command} -sS`], {
        env,
        cwd: join(__dirname, '../..'),
      });
      const answer = JSON.parse(stdout);
      answers.push(answer);
      if (answers.length === 1) env.TOKEN = answer.access_token;
      if (answers.length === 2) env.NEXT = answer.next;
    }
    const [token, first, narrowed, claim, pdi, registration, order] = answers;
    const [second, machine, catalog, refused, changes, document] = answers.slice(7);
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(first.items).toHaveLength(2);
    expect(narrowed.scope).toBe('claims:read');
    expect(second.items).toHaveLength(2);
    expect(second.items[0].orderNumber).not.toBe(first.items[1].orderNumber);
    expect(machine).toMatchObject({
      serialNumber: 'SBXPT465921',
      tradingPartnerId: SANDBOX.dealerId,
    });
    expect(machine.clock).toBeDefined();
    expect(catalog.items).toHaveLength(3);
    expect(refused).toMatchObject({
      status: 401,
      type: 'urn:dealer-portal:problem:unauthenticated',
    });
    // The first claim, a PDI, a registration and a parts order, each in the changes feed.
    expect(claim).toEqual({ claimNumber: expect.stringMatching(/^WEB\d+$/), creditCents: 20_125 });
    expect(pdi).toEqual({ id: expect.any(Number) });
    expect(registration).toEqual({ id: expect.any(Number) });
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^WP\d+$/),
      status: 'Submitted',
    });
    expect(changes.changes.map((c: { subject: string }) => c.subject)).toEqual(
      expect.arrayContaining([
        `claim:${claim.claimNumber}`,
        `submission:${pdi.id}`,
        `submission:${registration.id}`,
        `parts-order:${order.orderNumber}`,
      ]),
    );
    expect(document.openapi).toBe('3.1.0');
  });
});
