import { API_RULES, allows, type ApiRule } from '@portal/shared/access';
import { DEALER_ROLES, type Role } from '@portal/shared/roles';
import { call, login, startServer, type Session, type TestServer } from '../support/server';

// The tenant-isolation matrix, generated from the one access table: every dealer-scoped read ×
// the four roles × own dealer / another dealer / an unknown dealer, by the path id and by the
// X-Dealer-Id header; plus every role-gated read without a dealer.
let server: TestServer;
const sessions: Partial<Record<Role, Session>> = {};
const ROLE_KEYS: Record<Role, string> = {
  DealerViewer: 'viewer',
  DealerBuyer: 'buyer',
  SupremeSales: 'sales',
  ApplicationAdmin: 'admin',
};
const OWN = 1001;
const OTHER = 1002;
const UNKNOWN = 999999;
let cases = 0;

beforeAll(async () => {
  server = await startServer();
  for (const [role, key] of Object.entries(ROLE_KEYS))
    sessions[role as Role] = await login(server, key);
});
afterAll(async () => {
  console.log(`access matrix: ${cases} cases`);
  await server.stop();
});

const pathReads = API_RULES.filter(
  (r) => r.method === 'GET' && r.dealer === 'path' && !r.path.includes(':userId'),
);
const plainReads = API_RULES.filter(
  (r) => r.method === 'GET' && r.dealer === 'none' && !r.path.includes(':'),
);

/** Dealer codes and ids that may appear in a body for dealer `id`. */
const OWN_MARKS = { ids: [OWN], codes: ['D1001'] };

function foreignRows(body: unknown): string[] {
  const found: string[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    for (const k of ['tradingPartnerId', 'assignOwnerId'])
      if (typeof o[k] === 'number' && !OWN_MARKS.ids.includes(o[k] as number))
        found.push(`${k}=${o[k]}`);
    for (const k of ['tpNameX', 'tp_name_x', 'tradingPartnerName'])
      if (typeof o[k] === 'string' && o[k] && !OWN_MARKS.codes.includes(o[k] as string))
        found.push(`${k}=${o[k]}`);
    if (Array.isArray(o.rows)) visit(o.rows);
  };
  visit(body);
  return found;
}

function expected(rule: ApiRule, role: Role, target: number): number {
  if (!allows(rule.who, role, true)) return 403;
  if (DEALER_ROLES.includes(role)) return target === OWN ? 200 : 403;
  return target === UNKNOWN ? 404 : 200;
}

describe.each(pathReads.map((r) => [r.path, r] as const))('GET %s', (path, rule) => {
  it('refuses a call without a token', async () => {
    cases++;
    expect((await call(server, 'GET', path.replace(':id', String(OWN)))).status).toBe(401);
  });

  for (const role of Object.keys(ROLE_KEYS) as Role[]) {
    for (const target of [OWN, OTHER, UNKNOWN]) {
      it(`${role} → dealer ${target} by path`, async () => {
        cases++;
        const r = await call(server, 'GET', path.replace(':id', String(target)), {
          token: sessions[role]!.token,
        });
        expect(r.status).toBe(expected(rule, role, target));
        if (r.status === 200 && DEALER_ROLES.includes(role))
          expect(foreignRows(r.body)).toEqual([]);
      });
    }
    it(`${role} → own path with another dealer in X-Dealer-Id`, async () => {
      cases++;
      const r = await call(server, 'GET', path.replace(':id', String(OWN)), {
        token: sessions[role]!.token,
        headers: { 'X-Dealer-Id': String(OTHER) },
      });
      const want = !allows(rule.who, role, true) ? 403 : DEALER_ROLES.includes(role) ? 403 : 200;
      expect(r.status).toBe(want);
    });
  }
});

describe.each(plainReads.map((r) => [r.path, r] as const))('GET %s', (path, rule) => {
  for (const role of Object.keys(ROLE_KEYS) as Role[]) {
    it(`${role}`, async () => {
      cases++;
      const r = await call(server, 'GET', path, { token: sessions[role]!.token });
      expect(r.status).toBe(allows(rule.who, role, true) ? 200 : 403);
    });
  }
});

describe('header-scoped files and statements', () => {
  it('lets a dealer list only its own statements, and staff any dealer they act for', async () => {
    cases += 4;
    const buyer = sessions.DealerBuyer!.token;
    expect((await call(server, 'GET', '/api/blob-statements/D1001', { token: buyer })).status).toBe(
      200,
    );
    expect((await call(server, 'GET', '/api/blob-statements/D1002', { token: buyer })).status).toBe(
      404,
    );
    expect(
      (
        await call(server, 'GET', '/api/blob-statements/D1001', {
          token: buyer,
          headers: { 'X-Dealer-Id': '1002' },
        })
      ).status,
    ).toBe(403);
    const viewer = sessions.DealerViewer!.token;
    expect(
      (await call(server, 'GET', '/api/blob-statements/D1001', { token: viewer })).status,
    ).toBe(403);
  });

  it("never serves another dealer's sales order or invoice", async () => {
    cases += 3;
    const buyer = sessions.DealerBuyer!.token;
    const mine = await call(server, 'GET', '/api/files/find/Sales_Orders/SO100100001', {
      token: buyer,
    });
    expect(mine.status).toBe(200);
    expect(
      (await call(server, 'GET', '/api/files/find/Sales_Orders/SO100200001', { token: buyer }))
        .status,
    ).toBe(404);
    expect(
      (await call(server, 'GET', '/api/blob/Sales_Orders/D1002/SO100200001.pdf', { token: buyer }))
        .status,
    ).toBe(404);
  });

  it('requires staff to name the dealer they act for', async () => {
    cases += 2;
    const admin = sessions.ApplicationAdmin!.token;
    expect(
      (await call(server, 'GET', '/api/files/find/Sales_Orders/SO100200001', { token: admin }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(server, 'GET', '/api/files/find/Sales_Orders/SO100200001', {
          token: admin,
          headers: { 'X-Dealer-Id': '1002' },
        })
      ).status,
    ).toBe(200);
  });

  it('writes staff acting for a dealer to the audit log, newest first', async () => {
    cases++;
    const admin = sessions.ApplicationAdmin!.token;
    await call(server, 'GET', '/servicewarrantycalls/1004', {
      token: sessions.SupremeSales!.token,
    });
    const log = await call(server, 'GET', '/audit?dealer=1004', { token: admin });
    expect(log.status).toBe(200);
    expect(log.body[0]).toMatchObject({
      userEmail: 'sales@portal.test',
      action: 'act-as-dealer',
      dealerId: 1004,
    });
  });
});
