import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  account,
  call,
  login,
  refreshCookie,
  sqlWhileDown,
  startServer,
  withRefresh,
  type Session,
  type TestServer,
} from './support/server';

// Requirements 001 §2, §3, §5, §7: the users routes over real HTTP, role by role; the
// self-protections, the audit rows, and the password reset end to end through the local mail
// catcher (no SMTP_URL: the server writes each mail to DATA_DIR/mail/*.eml).
let server: TestServer;
let admin: Session;
const others: Record<string, Session> = {};

beforeAll(async () => {
  server = await startServer();
  admin = await login(server, 'admin');
  for (const key of ['sales', 'buyer', 'viewer']) others[key] = await login(server, key);
});
afterAll(() => server.stop());

const TEMPORARY_SPENT =
  'This temporary password has expired or was already used. Ask an administrator to send a new one.';

const WIRE_KEYS = [
  'department',
  'email',
  'firstName',
  'id',
  'language',
  'lastLoginTime',
  'lastName',
  'role',
  'title',
  'tpNameX',
  'tradingPartnerId',
].sort();

let serial = 0;
const newUser = (patch: Record<string, unknown> = {}) => ({
  email: `user${++serial}.${Date.now()}@example.com`,
  firstName: 'Ann',
  lastName: 'Example',
  title: 'Parts Manager',
  department: 'Parts',
  role: 'DealerBuyer',
  tradingPartnerId: 1002,
  password: 'Start#2026',
  ...patch,
});

async function create(patch: Record<string, unknown> = {}) {
  const r = await call(server, 'POST', '/users', { token: admin.token, body: newUser(patch) });
  expect(r.status).toBe(201);
  return r.body as { id: number; email: string };
}

const auditRows = async (query = '') =>
  (await call(server, 'GET', `/audit${query}`, { token: admin.token })).body as {
    action: string;
    userEmail: string;
    dealerId: number | null;
    detail: string | null;
    at: string;
  }[];

describe('GET /users', () => {
  it('gives the admin every user in the requirements 001 §3 shape', async () => {
    const r = await call(server, 'GET', '/users', { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThanOrEqual(10);
    for (const u of r.body) expect(Object.keys(u).sort()).toEqual(WIRE_KEYS);
    const buyer = r.body.find((u: { email: string }) => u.email === 'buyer@portal.test');
    expect(buyer).toMatchObject({ role: 'DealerBuyer', tradingPartnerId: 1001, tpNameX: 'D1001' });
    const sales = r.body.find((u: { email: string }) => u.email === 'sales@portal.test');
    expect(sales).toMatchObject({ tradingPartnerId: null, tpNameX: null });
  });

  it.each(['sales', 'buyer', 'viewer'])('gives %s only their own record', async (key) => {
    const r = await call(server, 'GET', '/users', { token: others[key].token });
    expect(r.status).toBe(200);
    expect(r.body.map((u: { email: string }) => u.email)).toEqual([account(key).email]);
    const byOther = await call(server, 'GET', '/users?email=admin%40portal.test', {
      token: others[key].token,
    });
    expect(byOther.body).toEqual([]);
  });

  it('refuses an anonymous caller', async () => {
    expect((await call(server, 'GET', '/users')).status).toBe(401);
  });
});

describe('admin-only routes refuse the other roles', () => {
  const routes = (id: number) =>
    [
      ['POST', '/users', newUser()],
      ['PUT', `/users/${id}`, newUser()],
      ['DELETE', `/users/${id}`, undefined],
      ['POST', '/users/viewer%40portal.test/reset-password-email', undefined],
      ['GET', '/audit', undefined],
    ] as const;

  it.each(['sales', 'buyer', 'viewer'])('%s gets 403 and nothing changes', async (key) => {
    const target = await create();
    for (const [method, path, body] of routes(target.id)) {
      const r = await call(server, method, path, { token: others[key].token, body });
      expect([method, path, r.status]).toEqual([method, path, 403]);
      expect(typeof r.body.message).toBe('string');
    }
    const list = await call(server, 'GET', '/users', { token: admin.token });
    expect(list.body.find((u: { id: number }) => u.id === target.id)).toMatchObject({
      email: target.email,
      role: 'DealerBuyer',
    });
    // The reset did not run: the viewer still signs in with the seeded password.
    expect((await login(server, 'viewer')).requirePasswordChange).toBe(false);
  });

  it('refuses an anonymous caller with 401', async () => {
    for (const [method, path, body] of routes(1))
      expect((await call(server, method, path, { body })).status).toBe(401);
  });
});

describe('POST /users', () => {
  it('creates a user and answers it in the wire shape (201)', async () => {
    const body = newUser({ email: `Mixed.Case${Date.now()}@Example.COM` });
    const r = await call(server, 'POST', '/users', { token: admin.token, body });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(WIRE_KEYS);
    expect(r.body).toMatchObject({
      email: body.email.toLowerCase(),
      firstName: 'Ann',
      lastName: 'Example',
      title: 'Parts Manager',
      department: 'Parts',
      role: 'DealerBuyer',
      tradingPartnerId: 1002,
      tpNameX: 'D1002',
      lastLoginTime: null,
    });
    const signIn = await call(server, 'POST', '/auth/login', {
      body: { email: r.body.email, password: 'Start#2026' },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.requirePasswordChange).toBe(false);
  });

  it('takes the roles in any of the four names, staff with a null trading partner', async () => {
    for (const role of ['SupremeSales', 'ApplicationAdmin']) {
      const u = await create({ role, tradingPartnerId: null });
      expect(u).toMatchObject({ role, tradingPartnerId: null, tpNameX: null });
    }
    for (const role of ['DealerViewer', 'DealerBuyer'])
      expect(await create({ role, tradingPartnerId: 1003 })).toMatchObject({
        role,
        tpNameX: 'D1003',
      });
  });

  it('refuses (400) a dealer role without a dealer, on create and on update', async () => {
    for (const role of ['DealerViewer', 'DealerBuyer']) {
      for (const tradingPartnerId of [null, undefined]) {
        const r = await call(server, 'POST', '/users', {
          token: admin.token,
          body: newUser({ role, tradingPartnerId }),
        });
        expect(r.status).toBe(400);
        expect(r.body.message).toBe(
          `tradingPartnerId is required for a ${role}: choose the user's dealer`,
        );
      }
    }
    const staff = await create({ role: 'SupremeSales', tradingPartnerId: null });
    const demoted = await call(server, 'PUT', `/users/${staff.id}`, {
      token: admin.token,
      body: { email: staff.email, role: 'DealerBuyer' },
    });
    expect(demoted.status).toBe(400);
    expect(demoted.body.message).toBe(
      "tradingPartnerId is required for a DealerBuyer: choose the user's dealer",
    );
  });

  it('without a password, makes one the user must change (a reset e-mail delivers it)', async () => {
    const { password: _p, ...body } = newUser();
    const r = await call(server, 'POST', '/users', { token: admin.token, body });
    expect(r.status).toBe(201);
  });

  it('takes an e-mail typed with spaces around it, stored trimmed and in lower case', async () => {
    const email = `spaced.${Date.now()}@example.com`;
    const r = await call(server, 'POST', '/users', {
      token: admin.token,
      body: newUser({ email: `  ${email.toUpperCase()} ` }),
    });
    expect(r.status).toBe(201);
    expect(r.body.email).toBe(email);
  });

  it('answers 409 with a message for an e-mail already used, whatever its case', async () => {
    const r = await call(server, 'POST', '/users', {
      token: admin.token,
      body: newUser({ email: 'Viewer@Portal.Test' }),
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('A user with e-mail viewer@portal.test already exists');
  });

  it('answers one of two simultaneous creates with the same e-mail 201 and the other 409', async () => {
    const body = newUser();
    const [a, b] = await Promise.all([
      call(server, 'POST', '/users', { token: admin.token, body }),
      call(server, 'POST', '/users', { token: admin.token, body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.message).toBe(`A user with e-mail ${body.email} already exists`);
    const list = await call(server, 'GET', `/users?email=${encodeURIComponent(body.email)}`, {
      token: admin.token,
    });
    expect(list.body).toHaveLength(1);
    const created = await auditRows(`?user=admin%40portal.test`);
    expect(
      created.filter((r) => r.action === 'user-created' && r.detail === body.email),
    ).toHaveLength(1);
  });

  it.each([
    ['a malformed e-mail', { email: 'not-an-email' }, /email/],
    ['no e-mail', { email: undefined }, /email/],
    ['an unknown role', { role: 'SuperUser' }, /role/],
    ['no role', { role: undefined }, /role/],
    ['a text trading partner', { tradingPartnerId: 'D1001' }, /tradingPartnerId/],
    [
      'an unknown dealer',
      { tradingPartnerId: 999999 },
      /tradingPartnerId 999999 is not a known dealer/,
    ],
    [
      'a weak password',
      { password: 'short' },
      /^Password must include at least one symbol or number/,
    ],
  ])('answers 400 with a message for %s', async (_what, patch, message) => {
    const body = JSON.parse(JSON.stringify(newUser(patch)));
    const r = await call(server, 'POST', '/users', { token: admin.token, body });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(message);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const r = await call(server, 'POST', '/users', {
      token: admin.token,
      raw: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(typeof r.body.message).toBe('string');
  });
});

describe('PUT /users/:id', () => {
  it('updates every field and answers the user', async () => {
    const u = await create();
    const r = await call(server, 'PUT', `/users/${u.id}`, {
      token: admin.token,
      body: {
        email: `renamed.${u.email}`,
        firstName: 'Bo',
        lastName: 'Renamed',
        title: 'Owner',
        department: 'Sales',
        role: 'DealerViewer',
        tradingPartnerId: 1001,
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: u.id,
      email: `renamed.${u.email}`,
      firstName: 'Bo',
      lastName: 'Renamed',
      title: 'Owner',
      department: 'Sales',
      role: 'DealerViewer',
      tradingPartnerId: 1001,
      tpNameX: 'D1001',
    });
    const cleared = await call(server, 'PUT', `/users/${u.id}`, {
      token: admin.token,
      body: { email: `renamed.${u.email}`, role: 'SupremeSales', tradingPartnerId: null },
    });
    expect(cleared.body).toMatchObject({ tradingPartnerId: null, tpNameX: null, firstName: 'Bo' });
  });

  it("answers 409 when the new e-mail is another user's", async () => {
    const u = await create();
    const r = await call(server, 'PUT', `/users/${u.id}`, {
      token: admin.token,
      body: newUser({ email: 'buyer@portal.test' }),
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('A user with e-mail buyer@portal.test already exists');
  });

  it('answers 404 for an unknown user and 400 for an id that is not a number', async () => {
    const missing = await call(server, 'PUT', '/users/987654', {
      token: admin.token,
      body: newUser(),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('User 987654 not found');
    const bad = await call(server, 'PUT', '/users/abc', { token: admin.token, body: newUser() });
    expect(bad.status).toBe(400);
  });

  it('answers 400 with a message for a bad body', async () => {
    const u = await create();
    const r = await call(server, 'PUT', `/users/${u.id}`, {
      token: admin.token,
      body: { email: 'x', role: 'DealerViewer' },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/email/);
  });

  it('answers 400 naming an unknown trading partner, and changes nothing', async () => {
    const u = await create({ tradingPartnerId: 1002 });
    const r = await call(server, 'PUT', `/users/${u.id}`, {
      token: admin.token,
      body: { email: u.email, role: 'DealerBuyer', tradingPartnerId: 999999 },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('tradingPartnerId 999999 is not a known dealer');
    const list = await call(server, 'GET', `/users?email=${encodeURIComponent(u.email)}`, {
      token: admin.token,
    });
    expect(list.body[0].tradingPartnerId).toBe(1002);
  });

  it('keeps fields left out of the body, and the trading partner when it is absent', async () => {
    const u = await create({ tradingPartnerId: 1002 });
    const r = await call(server, 'PUT', `/users/${u.id}`, {
      token: admin.token,
      body: { email: u.email, role: 'DealerViewer' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      role: 'DealerViewer',
      firstName: 'Ann',
      title: 'Parts Manager',
      tradingPartnerId: 1002,
    });
  });

  it('refuses (403) an admin taking away their own admin role, and keeps it', async () => {
    const r = await call(server, 'PUT', `/users/${admin.id}`, {
      token: admin.token,
      body: { email: 'admin@portal.test', role: 'SupremeSales' },
    });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('You cannot remove your own admin role');
    expect((await login(server, 'admin')).role).toBe('ApplicationAdmin');
  });
});

describe('DELETE /users/:id', () => {
  it('deletes (204), then answers 404', async () => {
    const u = await create();
    const r = await call(server, 'DELETE', `/users/${u.id}`, { token: admin.token });
    expect(r.status).toBe(204);
    const list = await call(server, 'GET', '/users', { token: admin.token });
    expect(list.body.some((x: { id: number }) => x.id === u.id)).toBe(false);
    const again = await call(server, 'DELETE', `/users/${u.id}`, { token: admin.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`User ${u.id} not found`);
  });

  it('refuses (403) an admin deleting their own account', async () => {
    const r = await call(server, 'DELETE', `/users/${admin.id}`, { token: admin.token });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('You cannot delete your own account');
    expect((await login(server, 'admin')).id).toBe(admin.id);
  });
});

describe('the self-protections concern only the signed-in admin', () => {
  it('lets an admin demote and then delete another admin', async () => {
    const other = await create({ role: 'ApplicationAdmin', tradingPartnerId: null });
    const demoted = await call(server, 'PUT', `/users/${other.id}`, {
      token: admin.token,
      body: { email: other.email, role: 'SupremeSales' },
    });
    expect(demoted.status).toBe(200);
    expect(demoted.body.role).toBe('SupremeSales');
    expect(
      (await call(server, 'DELETE', `/users/${other.id}`, { token: admin.token })).status,
    ).toBe(204);
  });

  it('lets an admin keep their role while editing their own record', async () => {
    const r = await call(server, 'PUT', `/users/${admin.id}`, {
      token: admin.token,
      body: { email: 'admin@portal.test', role: 'ApplicationAdmin', title: 'Portal Admin' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ role: 'ApplicationAdmin', title: 'Portal Admin' });
  });
});

describe('last login (requirements 001 §3: UTC, null means never)', () => {
  it('is null until the first sign-in, then the time of the latest one', async () => {
    const before = await call(server, 'GET', '/users?email=offshore%40portal.test', {
      token: admin.token,
    });
    expect(before.body[0].lastLoginTime).toBeNull();
    const t0 = Date.now();
    await login(server, 'offshore');
    const after = await call(server, 'GET', '/users?email=offshore%40portal.test', {
      token: admin.token,
    });
    const at = after.body[0].lastLoginTime as string;
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(at)).toBeGreaterThanOrEqual(t0 - 2000);
    expect(Date.parse(at)).toBeLessThanOrEqual(Date.now() + 2000);
  });

  it('is not touched by a failed sign-in', async () => {
    const read = async () =>
      (await call(server, 'GET', '/users?email=empty%40portal.test', { token: admin.token }))
        .body[0].lastLoginTime;
    expect(await read()).toBeNull();
    const r = await call(server, 'POST', '/auth/login', {
      body: { email: 'empty@portal.test', password: 'Wrong#2026' },
    });
    expect(r.status).toBe(401);
    expect(await read()).toBeNull();
  });
});

describe('audit log (every write, newest first)', () => {
  it('records create, update, reset and delete with the acting admin and the dealer', async () => {
    const u = await create({ tradingPartnerId: 1004 });
    await call(server, 'PUT', `/users/${u.id}`, {
      token: admin.token,
      body: { email: u.email, role: 'DealerViewer', tradingPartnerId: 1004 },
    });
    await call(server, 'POST', `/users/${encodeURIComponent(u.email)}/reset-password-email`, {
      token: admin.token,
    });
    await call(server, 'DELETE', `/users/${u.id}`, { token: admin.token });

    const rows = (await auditRows('?user=ADMIN%40portal.test&dealer=1004')).filter((r) =>
      r.detail?.startsWith(u.email),
    );
    expect(rows.map((r) => [r.action, r.detail])).toEqual([
      ['user-deleted', u.email],
      ['password-reset-sent', u.email],
      ['user-updated', `${u.email} (DealerViewer)`],
      ['user-created', u.email],
    ]);
    for (const r of rows)
      expect(r).toMatchObject({ userEmail: 'admin@portal.test', dealerId: 1004 });
    const times = rows.map((r) => Date.parse(r.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('writes nothing for a refused write', async () => {
    const all = async () => (await auditRows('?limit=1000')).length;
    const before = await all();
    expect(before).toBeLessThan(1000); // else the count below could not grow
    await call(server, 'DELETE', `/users/${admin.id}`, { token: admin.token });
    await call(server, 'POST', '/users', { token: admin.token, body: newUser({ role: 'x' }) });
    await call(server, 'POST', '/users', { token: others.sales.token, body: newUser() });
    await call(server, 'POST', '/users', {
      token: admin.token,
      body: newUser({ email: 'buyer@portal.test' }),
    });
    expect(await all()).toBe(before);
  });

  it('filters by user and by dealer', async () => {
    await call(server, 'POST', '/dealerview/select', {
      token: others.sales.token,
      headers: { 'x-dealer-id': '1006' },
    });
    const bySales = await auditRows('?user=sales%40portal.test');
    expect(bySales.length).toBeGreaterThan(0);
    expect(bySales.every((r) => r.userEmail === 'sales@portal.test')).toBe(true);
    expect(bySales.some((r) => r.action === 'dealer-selected' && r.dealerId === 1006)).toBe(true);
    const byDealer = await auditRows('?dealer=1006');
    expect(byDealer.length).toBeGreaterThan(0);
    expect(byDealer.every((r) => r.dealerId === 1006)).toBe(true);
    const limited = await auditRows('?limit=1');
    expect(limited).toHaveLength(1);
  });
});

describe('the dealer picker routes (requirements 001 §2, §3, §7)', () => {
  const DEALER_KEYS = ['companyNameX', 'currencY_X', 'divX', 'terX', 'tpNameX', 'tradingPartnerId'];
  const staff = () => ({ admin, sales: others.sales });

  it('GET /dealerview gives staff every dealer in the wire shape, searchable', async () => {
    for (const [key, who] of Object.entries(staff())) {
      const r = await call(server, 'GET', '/dealerview', { token: who.token });
      expect([key, r.status]).toEqual([key, 200]);
      expect(r.body.length).toBeGreaterThanOrEqual(8);
      for (const d of r.body) expect(Object.keys(d).sort()).toEqual(DEALER_KEYS);
      expect(r.body.find((d: { tradingPartnerId: number }) => d.tradingPartnerId === 1004)).toEqual(
        expect.objectContaining({ tpNameX: 'D1004', currencY_X: 'CDN' }),
      );
    }
    const found = await call(server, 'GET', '/dealerview?q=d1004', { token: admin.token });
    expect(found.body.map((d: { tpNameX: string }) => d.tpNameX)).toEqual(['D1004']);
  });

  it('GET /dealerview refuses the dealer roles (403) and anonymous callers (401)', async () => {
    for (const key of ['buyer', 'viewer']) {
      const r = await call(server, 'GET', '/dealerview', { token: others[key].token });
      expect([key, r.status, typeof r.body.message]).toEqual([key, 403, 'string']);
    }
    expect((await call(server, 'GET', '/dealerview')).status).toBe(401);
  });

  it('GET /salesstaff answers every signed-in role (the contacts screen uses it too)', async () => {
    const KEYS = [
      'emailAddr',
      'repPhone',
      'repTitle',
      'salesRepDescr',
      'salesRepId',
      'territoryDescr',
      'territoryId',
    ];
    for (const who of [admin, others.sales, others.buyer, others.viewer]) {
      const r = await call(server, 'GET', '/salesstaff', { token: who.token });
      expect(r.status).toBe(200);
      expect(r.body.length).toBeGreaterThan(0);
      for (const rep of r.body) expect(Object.keys(rep).sort()).toEqual(KEYS);
    }
    expect((await call(server, 'GET', '/salesstaff')).status).toBe(401);
  });

  it('POST /dealerview/select records the choice of staff, and answers the dealer', async () => {
    for (const [key, who] of Object.entries(staff())) {
      const r = await call(server, 'POST', '/dealerview/select', {
        token: who.token,
        headers: { 'x-dealer-id': '1005' },
      });
      expect([key, r.status]).toEqual([key, 200]);
      expect(r.body).toMatchObject({ tradingPartnerId: 1005, tpNameX: 'D1005' });
      const rows = await auditRows(`?user=${encodeURIComponent(who.email)}&dealer=1005`);
      expect(rows[0]).toMatchObject({ action: 'dealer-selected', dealerId: 1005 });
    }
  });

  it('POST /dealerview/select refuses dealer roles, a missing dealer and an unknown one', async () => {
    for (const key of ['buyer', 'viewer']) {
      const r = await call(server, 'POST', '/dealerview/select', {
        token: others[key].token,
        headers: { 'x-dealer-id': '1001' },
      });
      expect([key, r.status]).toEqual([key, 403]);
    }
    const none = await call(server, 'POST', '/dealerview/select', { token: admin.token });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/X-Dealer-Id/);
    const unknown = await call(server, 'POST', '/dealerview/select', {
      token: admin.token,
      headers: { 'x-dealer-id': '999999' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Dealer 999999 not found');
  });

  it('GET /audit answers 400 naming a bad filter', async () => {
    for (const [query, field] of [
      ['?dealer=D1001', /dealer/],
      ['?limit=0', /limit/],
      ['?limit=5000', /limit/],
    ] as const) {
      const r = await call(server, 'GET', `/audit${query}`, { token: admin.token });
      expect([query, r.status]).toEqual([query, 400]);
      expect(r.body.message).toMatch(field);
    }
  });
});

/** Every .eml the local catcher wrote, decoded enough to read (quoted-printable bodies). */
function caughtMails(): string[] {
  const dir = join(server.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) =>
      readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    );
}

async function waitForMail(match: (raw: string) => boolean, ms = 20_000): Promise<string> {
  const end = Date.now() + ms;
  for (;;) {
    const hit = caughtMails().find(match);
    if (hit) return hit;
    if (Date.now() > end) throw new Error('no mail arrived in the catcher');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('password reset by e-mail, end to end', () => {
  it('mails a temporary password; it signs in once, must be changed, and then the new one works', async () => {
    const email = `reset.${Date.now()}@example.com`;
    await create({ email, password: 'Before#2026' });
    const before = await call(server, 'POST', '/auth/login', {
      body: { email, password: 'Before#2026' },
    });

    const r = await call(
      server,
      'POST',
      `/users/${encodeURIComponent(email)}/reset-password-email`,
      {
        token: admin.token,
      },
    );
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Password reset email sent successfully' });

    const mail = await waitForMail((raw) => raw.includes(`To: ${email}`));
    expect(mail).toMatch(/^Subject: Your Dealer Portal password was reset$/m);
    const temporary = /temporary password is <strong>([^<]+)<\/strong>/.exec(mail)?.[1];
    expect(temporary).toMatch(/^[A-Za-z0-9_-]{8,}$/);

    // The old password stops working at once, and so does the session it opened.
    const stale = await withRefresh(server, '/auth/refresh', refreshCookie(before.headers)!);
    expect(stale.status).toBe(401);
    const old = await call(server, 'POST', '/auth/login', {
      body: { email, password: 'Before#2026' },
    });
    expect(old.status).toBe(401);

    const first = await call(server, 'POST', '/auth/login', {
      body: { email, password: temporary },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ email, requirePasswordChange: true });
    // One sign-in only: a second one with it, even before the change, is refused.
    const second = await call(server, 'POST', '/auth/login', {
      body: { email, password: temporary },
    });
    expect(second.status).toBe(401);
    expect(second.body.message).toBe(TEMPORARY_SPENT);

    // Until the change, that session reaches nothing but its own record and the change itself.
    const held = await call(server, 'GET', '/dealers/1002', { token: first.body.token });
    expect(held.status).toBe(403);
    expect(held.body.message).toBe('Change your password before using the portal');
    const own = await call(server, 'GET', '/users', { token: first.body.token });
    expect(own.body.map((u: { email: string }) => u.email)).toEqual([email]);

    // The new password must not be the temporary one again.
    const same = await call(server, 'PUT', `/users/${encodeURIComponent(email)}/password`, {
      token: first.body.token,
      body: { currentPassword: temporary, newPassword: temporary },
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('New password must be different from the current password.');
    const change = await call(server, 'PUT', `/users/${encodeURIComponent(email)}/password`, {
      token: first.body.token,
      body: { currentPassword: temporary, newPassword: 'After#2026' },
    });
    expect(change.status).toBe(200);
    expect(change.body).toMatchObject({ message: 'Password updated successfully.' });
    const freed = await call(server, 'GET', '/dealers/1002', { token: change.body.token });
    expect(freed.status).toBe(200);
    const changed = await auditRows(`?user=${encodeURIComponent(email)}`);
    expect(changed[0]).toMatchObject({ action: 'password-changed', detail: email, dealerId: 1002 });

    const next = await call(server, 'POST', '/auth/login', {
      body: { email, password: 'After#2026' },
    });
    expect(next.status).toBe(200);
    expect(next.body.requirePasswordChange).toBe(false);
    const reused = await call(server, 'POST', '/auth/login', {
      body: { email, password: temporary },
    });
    expect(reused.status).toBe(401);
  });

  it('a temporary password stops working 24 hours after the reset', async () => {
    const email = `expiring.${Date.now()}@example.com`;
    await create({ email, password: 'Before#2026' });
    await call(server, 'POST', `/users/${encodeURIComponent(email)}/reset-password-email`, {
      token: admin.token,
    });
    const mail = await waitForMail((raw) => raw.includes(`To: ${email}`));
    expect(mail).toMatch(/within 24 hours/);
    const temporary = /temporary password is <strong>([^<]+)<\/strong>/.exec(mail)![1];
    // 24 hours pass (the deadline moved into the past while the server is down).
    await server.restart('SIGTERM', () =>
      sqlWhileDown(
        server,
        `UPDATE users SET temp_password_expires_at = now() - interval '1 second' WHERE email = '${email}'`,
      ),
    );
    const late = await call(server, 'POST', '/auth/login', {
      body: { email, password: temporary },
    });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(TEMPORARY_SPENT);
  });

  it('answers 404 with a message for an unknown e-mail, and mails nothing', async () => {
    const count = caughtMails().length;
    const r = await call(server, 'POST', '/users/nobody%40example.com/reset-password-email', {
      token: admin.token,
    });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('User nobody@example.com not found');
    await new Promise((res) => setTimeout(res, 1500)); // one mailer cycle
    expect(caughtMails().length).toBe(count);
  });

  it('lets a user change only their own password', async () => {
    const r = await call(server, 'PUT', '/users/admin%40portal.test/password', {
      token: others.viewer.token,
      body: { currentPassword: 'Viewer#2026', newPassword: 'Other#2026' },
    });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('You may only change your own password');
  });
});
