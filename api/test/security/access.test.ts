import { API_RULES, BLOB_FOLDERS, allows, type ApiRule } from '@portal/shared/access';
import { API_PATHS } from '@portal/shared/contract/paths';
import { DEALER_ROLES, type Role } from '@portal/shared/roles';
import { scopeAllowed, scopesOf, type ApiClientRole } from '@portal/shared/accessApi';
import { call, login, startServer, type Session, type TestServer } from '../support/server';
import { clientToken } from '../support/dealerApi';
import { pdi, warranty } from '../support/forms';
import { claimFormData, stockSerials, validClaim } from '../support/claims';

// The tenant-isolation matrix, generated from the one access table: every dealer-scoped read ×
// the four roles × own dealer / another dealer / an unknown dealer, by the path id and by the
// X-Dealer-Id header; plus every role-gated read without a dealer, and every dealer-scoped write
// refused to another dealer and to a role it does not allow.
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

/** A route's path for a dealer: `:id` is the dealer, and any other parameter a sample of that
 * dealer's own (a machine's serial), so every dealer-scoped read is reached with real data. */
const SAMPLES: Record<string, Record<number, string>> = {
  ':serial': { [OWN]: 'SN900101', [OTHER]: 'SN900201', [UNKNOWN]: 'SN900101' },
  // The parts catalogue is the same for every dealer; its prices are each dealer's own.
  ':partNumber': { [OWN]: 'SP-10021', [OTHER]: 'SP-10021', [UNKNOWN]: 'SP-10021' },
  ':diagramId': { [OWN]: '1', [OTHER]: '1', [UNKNOWN]: '1' },
};
const urlFor = (path: string, dealer: number) =>
  Object.entries(SAMPLES).reduce(
    (p, [param, byDealer]) => p.replace(param, byDealer[dealer]),
    path.replace(':id', String(dealer)),
  );

const pathReads = API_RULES.filter(
  (r) => r.method === 'GET' && r.dealer === 'path' && !r.path.includes(':userId'),
);
const plainReads = API_RULES.filter(
  (r) => r.method === 'GET' && r.dealer === 'none' && !/[:*]/.test(r.path),
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
    if (Array.isArray(o.items)) visit(o.items);
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
    expect((await call(server, 'GET', urlFor(path, OWN))).status).toBe(401);
  });

  for (const role of Object.keys(ROLE_KEYS) as Role[]) {
    for (const target of [OWN, OTHER, UNKNOWN]) {
      it(`${role} → dealer ${target} by path`, async () => {
        cases++;
        const r = await call(server, 'GET', urlFor(path, target), {
          token: sessions[role]!.token,
        });
        expect(r.status).toBe(expected(rule, role, target));
        if (r.status === 200 && DEALER_ROLES.includes(role))
          expect(foreignRows(r.body)).toEqual([]);
      });
    }
    it(`${role} → own path with another dealer in X-Dealer-Id`, async () => {
      cases++;
      const r = await call(server, 'GET', urlFor(path, OWN), {
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

// Every folder of the blob store × the four roles, from BLOB_FOLDERS (a DealerViewer
// read invoice and statement PDFs through /api/blob although finance is hidden from viewers).
// One real file of the own dealer per folder; a folder added to the table without a sample
// here fails the first test.
describe('dealer-scoped writes: another dealer and a refused role', () => {
  /** A valid body for each write, so the refusal is the access rule's, not the schema's. */
  const BODIES: Record<string, unknown> = {
    [`POST ${API_PATHS.partsCartLines}`]: { lines: [{ part: 'SP-100020', quantity: 1 }] },
    [`PUT ${API_PATHS.partsCartLine}`]: { quantity: 1 },
    [`POST ${API_PATHS.partsCartReorder}`]: { salesOrderNo: 'SO-1' },
    [`POST ${API_PATHS.partsOrderPlace}`]: {
      orderType: 'stock',
      poNumber: 'PO-1',
      shipTo: 1,
      shippingMethod: 'ground',
      cartVersion: 0,
      lines: [],
    },
  };
  const writes = API_RULES.filter((r) => r.method !== 'GET' && r.dealer === 'path');
  it.each(writes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (key, rule) => {
    for (const [role, target] of [
      ['DealerBuyer', OTHER],
      ['DealerViewer', OTHER],
      ['DealerViewer', OWN],
    ] as const) {
      cases++;
      const r = await call(server, rule.method, urlFor(rule.path, target), {
        token: sessions[role]!.token,
        headers: { 'if-match': '"0"' },
        ...(BODIES[key] ? { body: BODIES[key] } : {}),
      });
      expect([role, target, r.status]).toEqual([role, target, expected(rule, role, target)]);
    }
    // Nothing of it reached the other dealer's cart.
    const cart = await call(server, 'GET', `/parts-cart/${OTHER}`, {
      token: sessions.SupremeSales!.token,
    });
    expect(cart.body.lines).toEqual([]);
  });
});

describe('GET /api/blob/<folder>/... by role, from BLOB_FOLDERS', () => {
  const samples: Record<string, string> = {};
  beforeAll(async () => {
    const buyer = sessions.DealerBuyer!.token;
    const find = async (path: string) =>
      (await call<{ path: string }>(server, 'GET', path, { token: buyer })).body.path;
    samples.Sales_Orders = await find('/api/files/find/Sales_Orders/SO100100001');
    const invoices = await call<{ rows: { invoiceNumber: string }[] }>(
      server,
      'GET',
      `/allinvoices/${OWN}?page=1&pageSize=1`,
      { token: buyer },
    );
    samples.Invoices = await find(
      `/api/files/find/Invoices/${invoices.body.rows[0].invoiceNumber}`,
    );
    const statements = await call<{ name: string }[]>(server, 'GET', '/api/blob-statements/D1001', {
      token: buyer,
    });
    samples.Statements = `Statements/${statements.body[0].name}`;
    const library = await call<Record<string, { path: string }[]>>(
      server,
      'GET',
      '/api/blob-library',
      { token: buyer },
    );
    samples.Documents = Object.values(library.body)[0][0].path.replace(/^\/api\/blob\//, '');
  });

  it('has a sample file for every folder of the table', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(BLOB_FOLDERS).sort());
  });

  for (const [folder, who] of Object.entries(BLOB_FOLDERS))
    for (const role of Object.keys(ROLE_KEYS) as Role[])
      it(`${role} → ${folder}`, async () => {
        cases++;
        const r = await call(server, 'GET', `/api/blob/${samples[folder]}`, {
          token: sessions[role]!.token,
          headers: DEALER_ROLES.includes(role) ? {} : { 'X-Dealer-Id': String(OWN) },
        });
        expect(r.status).toBe(allows(who, role, true) ? 200 : 403);
      });

  it('serves no folder outside the table', async () => {
    cases++;
    const r = await call(server, 'GET', '/api/blob/Uploads/x/1-a.pdf', {
      token: sessions.DealerBuyer!.token,
    });
    expect(r.status).toBe(404);
  });
});

// Finance is hidden from DealerViewer (requirements 000 §6): no route a viewer may read answers an
// invoice number, amount or amount paid (/wholegoodsall answered them for every order), nor the
// dealer's net price of a part (the parts catalogue).
describe('no finance fields for a DealerViewer', () => {
  const FINANCE = [
    'invoiceNumber',
    'invoiceAmount',
    'amountPaid',
    'totalAmount',
    'amountDue',
    'netPrice',
  ];
  const financeKeys = (body: unknown): string[] => {
    const found = new Set<string>();
    const visit = (v: unknown) => {
      if (Array.isArray(v)) return v.forEach(visit);
      if (!v || typeof v !== 'object') return;
      for (const [k, x] of Object.entries(v)) {
        if (FINANCE.includes(k)) found.add(k);
        visit(x);
      }
    };
    visit(body);
    return [...found];
  };
  const viewerReads = pathReads.filter((r) => allows(r.who, 'DealerViewer', true));
  it.each(viewerReads.map((r) => [r.path]))('%s, whole and paged', async (path) => {
    for (const query of ['', '?page=1&pageSize=50']) {
      cases++;
      const r = await call(server, 'GET', `${urlFor(path, OWN)}${query}`, {
        token: sessions.DealerViewer!.token,
      });
      expect(r.status).toBe(200);
      expect(financeKeys(r.body)).toEqual([]);
    }
  });
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
    // A read is part of a visit: one row per visit, naming the screens.
    expect(log.body[0]).toMatchObject({
      userEmail: 'sales@portal.test',
      action: 'dealer-visit',
      dealerId: 1004,
      detail: 'Claims',
    });
  });
});

// A claim filed online names a serial: each role that may file does so only
// for a unit of the dealer it acts for; another dealer's serial is refused as unknown.
describe('POST /service/claims: own and other dealer serials × roles', () => {
  const serials: Record<number, string> = {};
  beforeAll(async () => {
    for (const id of [OWN, OTHER]) {
      const units = await call<{ serialNo: string; status?: string }[]>(
        server,
        'GET',
        `/pulltypestockunits/${id}`,
        { token: sessions.ApplicationAdmin!.token },
      );
      serials[id] = units.body.find((u) => !u.status)!.serialNo;
    }
  });
  const file = async (role: Role, serial: string) => {
    const form = claimFormData(validClaim(serial));
    const res = await fetch(`${server.url}/api/service/claims`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${sessions[role]!.token}`,
        ...(DEALER_ROLES.includes(role) ? {} : { 'X-Dealer-Id': String(OWN) }),
      },
      body: form,
    });
    return res.status;
  };
  const rule = API_RULES.find((r) => r.method === 'POST' && r.path === '/service/claims')!;
  for (const role of Object.keys(ROLE_KEYS) as Role[]) {
    it(`${role} → own serial`, async () => {
      cases++;
      expect(await file(role, serials[OWN])).toBe(allows(rule.who, role, true) ? 201 : 403);
    });
    it(`${role} → another dealer's serial`, async () => {
      cases++;
      expect(await file(role, serials[OTHER])).toBe(allows(rule.who, role, true) ? 400 : 403);
    });
  }
});

// The dealer API (/api/v1): every read of the access table's 'apiClient' rules × an API client
// made as each dealer role (its scopes all the role may hold) × the X-Dealer-Id header naming
// its own dealer, another or an unknown one. The header is never obeyed: the client's dealer is
// its own; a scope the role's screens refuse is refused (403); no other dealer's row is answered.
describe('the dealer API: each read × a client of each dealer role × the dealer asked', () => {
  const clientReads = API_RULES.filter((r) => r.who === 'apiClient' && r.method === 'GET');
  const clientTokens: Partial<Record<Role, string>> = {};
  beforeAll(async () => {
    for (const role of DEALER_ROLES) {
      const scopes = scopesOf(role as ApiClientRole);
      const made = await call(server, 'POST', API_PATHS.apiClients, {
        token: sessions.ApplicationAdmin!.token,
        body: { name: `Matrix ${role}`, dealerId: OWN, role, scopes },
      });
      expect(made.status).toBe(201);
      clientTokens[role] = await clientToken(
        server,
        made.body.client.clientId,
        made.body.clientSecret,
      );
    }
  });

  it('covers every read of the dealer API', () => {
    expect(clientReads.length).toBeGreaterThanOrEqual(10);
  });

  for (const rule of clientReads)
    for (const role of DEALER_ROLES)
      for (const asked of [undefined, OWN, OTHER, UNKNOWN])
        it(`GET ${rule.path}: a ${role} client, X-Dealer-Id ${asked ?? 'none'}`, async () => {
          cases++;
          const r = await call(server, 'GET', urlFor(rule.path, OWN), {
            token: clientTokens[role],
            headers: asked === undefined ? {} : { 'X-Dealer-Id': String(asked) },
          });
          const held = !rule.scope || scopeAllowed(role as ApiClientRole, rule.scope);
          expect(r.status).toBe(held ? 200 : 403);
          if (r.status === 200) expect(foreignRows(r.body)).toEqual([]);
        });
});

// The dealer API's writes: each write × a client made as each dealer role (its scopes all the
// role may hold) × a body naming the client's own dealer's machine or another's, sent with the
// X-Dealer-Id header of another dealer. A DealerViewer client holds no write scope (403); a
// buyer's client writes for its own dealer only: another dealer's machine is refused (400), and
// what the body or the header names never makes the record another dealer's.
describe('the dealer API: each write × a client of each dealer role × whose machine', () => {
  const clientWrites = API_RULES.filter((r) => r.who === 'apiClient' && r.method === 'POST');
  const clientTokens: Partial<Record<Role, string>> = {};
  const machines: Record<number, string> = {};
  let n = 0;
  beforeAll(async () => {
    for (const role of DEALER_ROLES) {
      const made = await call(server, 'POST', API_PATHS.apiClients, {
        token: sessions.ApplicationAdmin!.token,
        body: {
          name: `Writing ${role}`,
          dealerId: OWN,
          role,
          scopes: scopesOf(role as ApiClientRole),
        },
      });
      clientTokens[role] = await clientToken(
        server,
        made.body.client.clientId,
        made.body.clientSecret,
      );
    }
    for (const id of [OWN, OTHER])
      [machines[id]] = await stockSerials(server, id, sessions.ApplicationAdmin!.token);
  });

  /** The write's body naming `serial` (and, in a form, another dealer's code). */
  const bodyOf = (path: string, serial: string): object | FormData => {
    if (path === API_PATHS.v1Claims) return claimFormData(validClaim(serial));
    if (path === API_PATHS.v1PartsOrders)
      return {
        orderType: 'machineDown',
        serial,
        poNumber: `PO-MATRIX-${++n}`,
        shippingMethod: 'ground',
        lines: [{ partNumber: 'SP-10021', quantity: 1 }],
      };
    return path === API_PATHS.v1Pdis
      ? pdi({ serialNumber: serial, dealerCode: 'D1002' })
      : warranty({ serialNumber: serial, dealerName: 'Heartland' });
  };

  it('covers every write of the dealer API', () => {
    expect(clientWrites.map((r) => r.path).sort()).toEqual(
      [
        API_PATHS.v1Claims,
        API_PATHS.v1PartsOrders,
        API_PATHS.v1Pdis,
        API_PATHS.v1Registrations,
      ].sort(),
    );
  });

  for (const rule of clientWrites)
    for (const role of DEALER_ROLES)
      for (const whose of [OWN, OTHER])
        it(`POST ${rule.path}: a ${role} client, dealer ${whose}'s machine`, async () => {
          cases++;
          const body = bodyOf(rule.path, machines[whose]);
          const multipart = body instanceof FormData;
          const res = await fetch(`${server.url}/api${rule.path}`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${clientTokens[role]}`,
              'idempotency-key': `matrix-${role}-${rule.path}-${whose}`,
              'X-Dealer-Id': String(OTHER),
              ...(multipart ? {} : { 'content-type': 'application/json' }),
            },
            body: multipart ? body : JSON.stringify(body),
          });
          const answer = (await res.json()) as { id?: number };
          if (!scopeAllowed(role as ApiClientRole, rule.scope!))
            return expect(res.status).toBe(403);
          // A form names no machine the dealer must hold (as on the screen): it is stored, for
          // the client's own dealer whatever it names.
          const forms = [API_PATHS.v1Pdis, API_PATHS.v1Registrations] as string[];
          if (!forms.includes(rule.path)) return expect(res.status).toBe(whose === OWN ? 201 : 400);
          expect(res.status).toBe(201);
          const stored = await call<{ id: number; dealerId: number; payload: object }[]>(
            server,
            'GET',
            `${API_PATHS.submissions}?limit=1000`,
            { token: sessions.ApplicationAdmin!.token },
          );
          const row = stored.body.find((s) => s.id === answer.id)!;
          expect(row.dealerId).toBe(OWN);
          expect(JSON.stringify(row.payload)).not.toMatch(/D1002|Heartland/);
        });
});
