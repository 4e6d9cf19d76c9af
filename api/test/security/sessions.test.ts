import { createHmac } from 'node:crypto';
import {
  call,
  JWT_SECRET,
  login,
  refreshCookie,
  sqlWhileDown,
  startServer,
  withRefresh,
  type Session,
  type TestServer,
} from '../support/server';

// Sessions and the refresh cookie: every token is built from the user row,
// and logout, a password change or reset, a deletion or a change of role ends the access tokens
// issued before it, at once; the refresh token lives only in an HttpOnly cookie.
let server: TestServer;
let admin: Session;
const denialMs: number[] = [];

beforeAll(async () => {
  server = await startServer();
  admin = await login(server, 'admin');
});
afterAll(async () => {
  console.log(
    `role change to denial: ${denialMs.map((ms) => `${ms} ms`).join(', ')} ` +
      `(from the answer to the change to the answer refusing the old token)`,
  );
  await server.stop();
});

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const sign = (payload: object) => {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', JWT_SECRET).update(head).digest('base64url')}`;
};

let serial = 0;
async function newUser(role: string, dealer: number | null = 1001) {
  const email = `session${++serial}.${Date.now()}@example.com`;
  const password = 'Start#2026';
  const r = await call(server, 'POST', '/users', {
    token: admin.token,
    body: { email, firstName: 'S', lastName: 'User', role, tradingPartnerId: dealer, password },
  });
  expect(r.status).toBe(201);
  const s = await call(server, 'POST', '/auth/login', { body: { email, password } });
  expect(s.status).toBe(200);
  return {
    id: r.body.id as number,
    email,
    password,
    token: s.body.token as string,
    refresh: refreshCookie(s.headers)!,
  };
}

const read = (token: string) => call(server, 'GET', '/dealers/1001', { token });
const READ_AS_STAFF = { headers: { 'x-dealer-id': '1001' } };

describe('every token is built from the user row (finding 1)', () => {
  it("a demoted admin's password change yields no admin token, then or later", async () => {
    const u = await newUser('ApplicationAdmin', null);
    const demoted = await call(server, 'PUT', `/users/${u.id}`, {
      token: admin.token,
      body: { email: u.email, role: 'SupremeSales', tradingPartnerId: null },
    });
    expect(demoted.status).toBe(200);
    const path = `/users/${encodeURIComponent(u.email)}/password`;
    // The admin token from before the demotion no longer opens anything, this route included.
    const withOld = await call(server, 'PUT', path, {
      token: u.token,
      body: { currentPassword: u.password, newPassword: 'Next#2026' },
    });
    expect(withOld.status).toBe(401);
    // Refreshed, the session carries the row's role; the password change issues that role too.
    const refreshed = await withRefresh(server, '/auth/refresh', u.refresh);
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.body.token).role).toBe('SupremeSales');
    const changed = await call(server, 'PUT', path, {
      token: refreshed.body.token,
      body: { currentPassword: u.password, newPassword: 'Next#2026' },
    });
    expect(changed.status).toBe(200);
    expect(claimsOf(changed.body.token).role).toBe('SupremeSales');
    const create = await call(server, 'POST', '/users', {
      token: changed.body.token,
      body: {
        email: `x${Date.now()}@example.com`,
        role: 'ApplicationAdmin',
        password: 'Any#20266',
      },
    });
    expect(create.status).toBe(403);
  });
});

describe('access tokens end with their session or a change to their user (finding 5)', () => {
  it('logout ends the access token, not only the refresh token', async () => {
    const u = await newUser('DealerBuyer');
    expect((await read(u.token)).status).toBe(200);
    expect((await withRefresh(server, '/auth/logout', u.refresh)).status).toBe(204);
    const after = await read(u.token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has ended; please sign in again');
  });

  it("a password change ends the other devices' access tokens; this device goes on", async () => {
    const u = await newUser('DealerBuyer');
    const other = await call(server, 'POST', '/auth/login', {
      body: { email: u.email, password: u.password },
    });
    const changed = await call(server, 'PUT', `/users/${encodeURIComponent(u.email)}/password`, {
      token: u.token,
      body: { currentPassword: u.password, newPassword: 'Changed#2026' },
    });
    expect(changed.status).toBe(200);
    expect((await read(other.body.token)).status).toBe(401);
    expect((await read(u.token)).status).toBe(401);
    expect((await read(changed.body.token)).status).toBe(200);
  });

  it("a reset ends the user's access tokens", async () => {
    const u = await newUser('DealerViewer');
    const reset = await call(
      server,
      'POST',
      `/users/${encodeURIComponent(u.email)}/reset-password-email`,
      { token: admin.token },
    );
    expect(reset.status).toBe(200);
    expect((await read(u.token)).status).toBe(401);
  });

  it("a deleted user's token gets 401 everywhere, the support form included (not a 500)", async () => {
    const u = await newUser('DealerBuyer');
    expect((await call(server, 'DELETE', `/users/${u.id}`, { token: admin.token })).status).toBe(
      204,
    );
    expect((await read(u.token)).status).toBe(401);
    const form = new FormData();
    form.set('email', u.email);
    form.set('subject', 'Help');
    form.set('description', 'Deleted, still sending');
    const res = await fetch(`${server.url}/api/api/send-email-1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${u.token}` },
      body: form,
    });
    expect(res.status).toBe(401);
    expect(
      (await call(server, 'POST', '/auth/validate', { body: { token: u.token } })).body,
    ).toEqual({ valid: false });
  });

  it('a change of role ends the old role at once; a refresh carries the new one', async () => {
    const u = await newUser('SupremeSales', null);
    const list = () =>
      call(server, 'GET', '/wholegoodsall/1001', { token: u.token, ...READ_AS_STAFF });
    expect((await list()).status).toBe(200);
    const demoted = await call(server, 'PUT', `/users/${u.id}`, {
      token: admin.token,
      body: { email: u.email, role: 'DealerViewer', tradingPartnerId: 1002 },
    });
    expect(demoted.status).toBe(200);
    const changedAt = Date.now();
    const denied = await list();
    denialMs.push(Date.now() - changedAt);
    expect(denied.status).toBe(401);
    const refreshed = await withRefresh(server, '/auth/refresh', u.refresh);
    expect(claimsOf(refreshed.body.token)).toMatchObject({ role: 'DealerViewer', dealerId: 1002 });
    const own = await call(server, 'GET', '/dealers/1002', { token: refreshed.body.token });
    expect(own.status).toBe(200);
  });
});

describe('token form (finding 10)', () => {
  it('refuses a well-signed token without exp', async () => {
    const s = await login(server, 'viewer');
    const { exp: _exp, ...rest } = claimsOf(s.token);
    const forever = sign(rest);
    expect((await read(forever)).status).toBe(401);
    expect((await read(sign({ ...rest, exp: (_exp as number) + 1 }))).status).toBe(200);
  });
});

describe('the refresh token (an HttpOnly cookie)', () => {
  it('is set only as an HttpOnly, Secure, SameSite=Strict cookie on the refresh and logout paths', async () => {
    const r = await call(server, 'POST', '/auth/login', {
      body: { email: 'buyer@portal.test', password: 'Buyer#2026' },
    });
    expect(r.body.refreshToken).toBeUndefined();
    const cookies = r.headers.getSetCookie();
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual([
      '/api/auth/logout',
      '/api/auth/refresh',
    ]);
    for (const c of cookies) {
      expect(c).toMatch(/^portal_refresh=[A-Za-z0-9_-]{40,};/);
      expect(c).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
      // The idle lifetime: an hour at most (docs/decisions/0011-sessions-and-tokens.md).
      expect(Number(/Max-Age=(\d+)/.exec(c)![1])).toBeLessThanOrEqual(3600);
    }
  });

  it('is no longer taken as a bearer token, nor from another origin', async () => {
    const s = await login(server, 'buyer');
    const asBearer = await call(server, 'POST', '/auth/refresh', { token: s.refreshToken });
    expect(asBearer.status).toBe(401);
    const foreign = await withRefresh(server, '/auth/refresh', s.refreshToken, {
      origin: 'http://evil.example',
    });
    expect(foreign.status).toBe(403);
    const own = await withRefresh(server, '/auth/refresh', s.refreshToken, {
      origin: server.url,
    });
    expect(own.status).toBe(200);
    expect(refreshCookie(own.headers)).not.toBe(s.refreshToken);
  });

  it('a session ends at its absolute lifetime, refresh and access alike', async () => {
    const s = await login(server, 'sales');
    await server.restart('SIGTERM', () =>
      sqlWhileDown(server, `UPDATE sessions SET expires_at = now() - interval '1 second'`),
    );
    admin = await login(server, 'admin'); // the admin's session ended with the others
    expect((await read(s.token)).status).toBe(401);
    expect((await withRefresh(server, '/auth/refresh', s.refreshToken)).status).toBe(401);
  });
});
