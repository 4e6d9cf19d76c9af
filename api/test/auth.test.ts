import { createHmac } from 'node:crypto';
import {
  account,
  call,
  JWT_SECRET,
  login,
  refreshCookie,
  startServer,
  withRefresh,
  type TestServer,
} from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
function jwt(header: object, payload: object, secret = JWT_SECRET) {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

describe('POST /auth/login (spec 000 §3, §7, §8)', () => {
  it('answers the spec fields for a good password', async () => {
    const r = await call(server, 'POST', '/auth/login', {
      body: { email: 'buyer@portal.test', password: 'Buyer#2026' },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(
      [
        'dealerId',
        'email',
        'id',
        'language',
        'name',
        'requirePasswordChange',
        'role',
        'token',
      ].sort(),
    );
    expect(r.body).toMatchObject({
      role: 'DealerBuyer',
      dealerId: 1001,
      requirePasswordChange: false,
      email: 'buyer@portal.test',
      name: 'Bea Buyer',
    });
  });

  it("says 'Invalid credentials' alike for an unknown e-mail and a wrong password", async () => {
    const unknown = await call(server, 'POST', '/auth/login', {
      body: { email: 'nobody@portal.test', password: 'Whatever#1' },
    });
    const wrong = await call(server, 'POST', '/auth/login', {
      body: { email: 'viewer@portal.test', password: 'Wrong#pass1' },
    });
    for (const r of [unknown, wrong]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Invalid credentials',
      });
    }
  });

  it('names the missing field and refuses malformed JSON with a 400', async () => {
    const missing = await call(server, 'POST', '/auth/login', { body: { email: 'a@b.c' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/password/);
    const bad = await call(server, 'POST', '/auth/login', {
      raw: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.js/);
  });

  it('reports a password change is required', async () => {
    expect((await login(server, 'mustchange')).requirePasswordChange).toBe(true);
  });
});

describe('access tokens', () => {
  it('live at most 15 minutes', async () => {
    const { token } = await login(server, 'viewer');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
    expect(claims).toMatchObject({ role: 'DealerViewer', dealerId: 1001 });
  });

  it('refuses missing, tampered, wrong-signature, expired and alg:none tokens', async () => {
    const { token, id } = await login(server, 'viewer');
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      sub: id,
      role: 'ApplicationAdmin',
      dealerId: 1001,
      email: 'viewer@portal.test',
      iat: now,
    };
    const [h, , s] = token.split('.');
    const cases = {
      missing: undefined,
      tampered: `${h}.${b64({ ...payload, exp: now + 600 })}.${s}`,
      wrongSignature: jwt(
        { alg: 'HS256', typ: 'JWT' },
        { ...payload, exp: now + 600 },
        'another-secret',
      ),
      expired: jwt(
        { alg: 'HS256', typ: 'JWT' },
        { ...payload, role: 'DealerViewer', iat: now - 3600, exp: now - 60 },
      ),
      algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...payload, exp: now + 600 })}.`,
    };
    for (const [name, t] of Object.entries(cases)) {
      const r = await call(server, 'GET', '/servicewarrantycalls/1001', { token: t });
      expect([name, r.status]).toEqual([name, 401]);
    }
    expect((await call(server, 'GET', '/servicewarrantycalls/1001', { token })).status).toBe(200);
  });

  it('POST /auth/validate tells whether a token is valid', async () => {
    const { token } = await login(server, 'viewer');
    expect((await call(server, 'POST', '/auth/validate', { body: { token } })).body).toMatchObject({
      valid: true,
      role: 'DealerViewer',
    });
    expect(
      (await call(server, 'POST', '/auth/validate', { body: { token: token + 'x' } })).body,
    ).toEqual({ valid: false });
  });
});

describe('refresh tokens', () => {
  const refresh = async (rt: string) => {
    const r = await withRefresh(server, '/auth/refresh', rt);
    return { ...r, body: { ...r.body, refreshToken: refreshCookie(r.headers) ?? '' } };
  };

  it('rotate on every use', async () => {
    const s = await login(server, 'buyer');
    const r1 = await refresh(s.refreshToken);
    expect(r1.status).toBe(200);
    expect(r1.body.refreshToken).not.toBe(s.refreshToken);
    expect((await call(server, 'GET', '/dealers/1001', { token: r1.body.token })).status).toBe(200);
    const r2 = await refresh(r1.body.refreshToken);
    expect(r2.status).toBe(200);
  });

  it('revoke the whole family when a used one comes back', async () => {
    const s = await login(server, 'buyer');
    const r1 = await refresh(s.refreshToken);
    const reuse = await refresh(s.refreshToken);
    expect(reuse.status).toBe(401);
    // The thief's reuse also kills the legitimate newer token.
    expect((await refresh(r1.body.refreshToken)).status).toBe(401);
  });

  it('are revoked by logout', async () => {
    const s = await login(server, 'buyer');
    const out = await withRefresh(server, '/auth/logout', s.refreshToken);
    expect(out.status).toBe(204);
    expect((await refresh(s.refreshToken)).status).toBe(401);
  });

  it("stop working for a deleted user, and carry a demoted user's new role", async () => {
    const admin = await login(server, 'admin');
    const created = await call(server, 'POST', '/users', {
      token: admin.token,
      body: {
        email: 'temp.user@portal.test',
        firstName: 'Temp',
        lastName: 'User',
        role: 'DealerBuyer',
        tradingPartnerId: 1002,
        password: 'Temp#2026',
      },
    });
    expect(created.status).toBe(201);
    const s = await call(server, 'POST', '/auth/login', {
      body: { email: 'temp.user@portal.test', password: 'Temp#2026' },
    });
    await call(server, 'PUT', `/users/${created.body.id}`, {
      token: admin.token,
      body: { email: 'temp.user@portal.test', role: 'DealerViewer', tradingPartnerId: 1002 },
    });
    const r1 = await refresh(refreshCookie(s.headers)!);
    expect(r1.status).toBe(200);
    const claims = JSON.parse(Buffer.from(r1.body.token.split('.')[1], 'base64url').toString());
    expect(claims.role).toBe('DealerViewer');
    expect(
      (await call(server, 'DELETE', `/users/${created.body.id}`, { token: admin.token })).status,
    ).toBe(204);
    expect((await refresh(r1.body.refreshToken)).status).toBe(401);
  });
});

describe('PUT /users/{email}/password (spec 001 §5)', () => {
  it('enforces the rule and clears requirePasswordChange', async () => {
    const a = account('mustchange');
    const s = await login(server, 'mustchange');
    const put = (body: object) =>
      call(server, 'PUT', `/users/${encodeURIComponent(a.email)}/password`, {
        token: s.token,
        body,
      });
    const weak = await put({ currentPassword: a.password, newPassword: 'abcdefgh' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(
      'New password must include at least one symbol or number and have at least 8 characters.',
    );
    expect((await put({ currentPassword: 'wrong', newPassword: 'Better#2027' })).body.message).toBe(
      'Current password is incorrect.',
    );
    // Until the password is changed, the API answers nothing else (the browser holds the user on
    // /update-password; a client that skips it gets the same answer).
    const held = await call(server, 'GET', '/notifications', { token: s.token });
    expect(held.status).toBe(403);
    expect(held.body.message).toBe('Change your password before using the portal');
    expect((await call(server, 'GET', '/users', { token: s.token })).status).toBe(200);
    const other = await login(server, 'mustchange'); // a second device
    const ok = await put({ currentPassword: a.password, newPassword: 'Better#2027' });
    expect(ok.status).toBe(200);
    // Every earlier session ends at its next refresh; this one goes on with the new pair.
    for (const old of [s.refreshToken, other.refreshToken]) {
      const r = await withRefresh(server, '/auth/refresh', old);
      expect(r.status).toBe(401);
    }
    expect((await withRefresh(server, '/auth/refresh', refreshCookie(ok.headers)!)).status).toBe(
      200,
    );
    const free = await call(server, 'GET', '/notifications', { token: ok.body.token });
    expect(free.status).toBe(200);
    const again = await call(server, 'POST', '/auth/login', {
      body: { email: a.email, password: 'Better#2027' },
    });
    expect(again.body.requirePasswordChange).toBe(false);
  });

  it("refuses to change someone else's password", async () => {
    const s = await login(server, 'viewer');
    const r = await call(
      server,
      'PUT',
      `/users/${encodeURIComponent('buyer@portal.test')}/password`,
      { token: s.token, body: { currentPassword: 'x', newPassword: 'Better#2027' } },
    );
    expect(r.status).toBe(403);
  });
});

describe('GET /users', () => {
  it('gives admins everyone and others only themselves', async () => {
    const admin = await login(server, 'admin');
    const all = await call(server, 'GET', '/users', { token: admin.token });
    expect(all.body.length).toBeGreaterThanOrEqual(10);
    const viewer = await login(server, 'viewer');
    const mine = await call(server, 'GET', '/users', { token: viewer.token });
    expect(mine.body.map((u: { email: string }) => u.email)).toEqual(['viewer@portal.test']);
    expect(Object.keys(mine.body[0]).sort()).toEqual(
      [
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
      ].sort(),
    );
  });
});
