import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { call, login, startServer, type TestServer } from './support/server';

// The browsers' reports (validation, size caps, rate limit, roles) and the
// admins' health per area and version, through the real server.
let server: TestServer;
let apps: string;
const put = (path: string, value: unknown) => {
  mkdirSync(dirname(join(apps, path)), { recursive: true });
  writeFileSync(join(apps, path), JSON.stringify(value));
};
beforeAll(async () => {
  // The versions that exist, as the deploy leaves them: parts deployed (1.5.0 current, 1.4.0
  // kept for a rollback, 1.3.0's folder left on disk), wholegoods served from its package build.
  apps = mkdtempSync(join(tmpdir(), 'portal-reports-'));
  put('areas/parts/history.json', { current: '1.5.0', previous: ['1.4.0'] });
  for (const v of ['1.5.0', '1.4.0', '1.3.0'])
    put(`areas/parts/${v}/build-info.json`, { area: 'parts', version: v });
  put('mf-wholegoods/dist/build-info.json', { area: 'wholegoods', version: '0.2.0-abc1234' });
  server = await startServer({ APPS_DIR: apps });
});
afterAll(async () => {
  await server.stop();
  rmSync(apps, { recursive: true, force: true });
});

const vital = (area: string, version: string, name: 'LCP' | 'INP' | 'CLS', value: number) => ({
  kind: 'vital' as const,
  area,
  version,
  route: '/parts/orders',
  vital: name,
  value,
});

describe('POST /reports', () => {
  it('stores a batch and the health shows loads, failures, top errors and p75 per area and version', async () => {
    const buyer = await login(server, 'buyer');
    const admin = await login(server, 'admin');
    const area = 'parts';
    const reports = [
      ...Array.from({ length: 3 }, () => ({
        kind: 'load',
        area,
        version: '1.4.0',
        route: '/parts/orders',
      })),
      {
        kind: 'load-failed',
        area,
        version: '1.4.0',
        route: '/parts/orders',
        message: 'ChunkLoadError',
      },
      ...Array.from({ length: 3 }, () => ({
        kind: 'error',
        area,
        version: '1.4.0',
        route: '/parts/orders',
        message: 'x is undefined',
      })),
      { kind: 'error', area, version: '1.4.0', route: '/parts/orders', message: 'other' },
      // p75 of 100, 200, 300, 400 by linear interpolation: 325.
      ...[100, 200, 300, 400].map((v) => vital(area, '1.4.0', 'LCP', v)),
      vital(area, '1.4.0', 'CLS', 0.05),
      { kind: 'load', area, version: '1.5.0', route: '/parts/orders' },
    ];
    const sent = await call(server, 'POST', '/reports', { token: buyer.token, body: { reports } });
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ accepted: reports.length });

    const health = await call(server, 'GET', '/reports/health?days=1', admin);
    expect(health.status).toBe(200);
    const mine = health.body.areas.filter((a: { area: string }) => a.area === area);
    expect(mine.map((a: { version: string }) => a.version).sort()).toEqual(['1.4.0', '1.5.0']);
    const old = mine.find((a: { version: string }) => a.version === '1.4.0');
    expect(old).toMatchObject({
      loads: 3,
      failedLoads: 1,
      errors: 4,
      topErrors: [
        { message: 'x is undefined', count: 3 },
        // A failed load's reason is listed with the errors; it is counted as a failure only.
        { message: 'ChunkLoadError', count: 1 },
        { message: 'other', count: 1 },
      ],
      p75: { LCP: 325, INP: null, CLS: 0.05 },
    });
  });

  it('refuses bad input with a message naming it', async () => {
    const viewer = await login(server, 'viewer');
    const ok = { kind: 'load', area: 'parts', version: '1.0.0', route: '/parts/orders' };
    const bad = async (body: unknown) => {
      const r = await call(server, 'POST', '/reports', { token: viewer.token, body });
      expect(r.status).toBe(400);
      return r.body.message as string;
    };
    expect(await bad({ reports: [{ ...ok, kind: 'crash' }] })).toMatch(/kind/);
    expect(await bad({ reports: [] })).toMatch(/reports/);
    expect(await bad({ reports: Array.from({ length: 51 }, () => ok) })).toMatch(/reports/);
    expect(await bad({ reports: [{ ...ok, area: 'parts<script>' }] })).toMatch(/area/);
    expect(await bad({ reports: [{ ...ok, message: 'm'.repeat(301) }] })).toMatch(/message/);
    expect(await bad({ reports: [{ ...ok, email: 'someone@example.com' }] })).toMatch(
      /reports\.0 must NOT have additional properties/,
    );
    // Past the body cap: refused before it is parsed.
    const big = await call(server, 'POST', '/reports', {
      token: viewer.token,
      raw: JSON.stringify({ reports: [ok], pad: 'x'.repeat(70 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
  });

  it('is for signed-in users; the health is for admins only', async () => {
    const ok = { reports: [{ kind: 'load', area: 'parts', version: '1.0.0', route: '/' }] };
    expect((await call(server, 'POST', '/reports', { body: ok })).status).toBe(401);
    expect((await call(server, 'GET', '/reports/health')).status).toBe(401);
    for (const key of ['buyer', 'viewer', 'sales'])
      expect((await call(server, 'GET', '/reports/health', await login(server, key))).status).toBe(
        403,
      );
  });

  it('takes only areas and versions that exist: a batch keeps its good reports, one with none is refused', async () => {
    const buyer = await login(server, 'viewer');
    const admin = await login(server, 'admin');
    const load = (area: string, version: string) => ({ kind: 'load', area, version, route: '/x' });
    const send = (...reports: object[]) =>
      call(server, 'POST', '/reports', { token: buyer.token, body: { reports } });
    const made = [
      load('../../etc', '1.5.0'),
      load('parts', '../../etc'),
      load('parts', '9.9.9-fake'),
      load('__proto__', '1.0.0'),
      load('parts', '__proto__'),
      load('constructor', 'unknown'),
    ];
    for (const report of made) {
      const r = await send(report);
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(report.area === 'parts' ? report.version : report.area);
    }
    // Real versions: the current, one kept for a rollback, a folder left on disk, a package build
    // served at /remotes/<area>/, and 'unknown' (a manifest the browser could not read).
    const mixed = await send(
      load('parts', '1.3.0'),
      load('parts', '9.9.9-fake'),
      load('wholegoods', '0.2.0-abc1234'),
      load('__proto__', '1.0.0'),
      load('shell', 'unknown'),
    );
    expect(mixed.status).toBe(202);
    expect(mixed.body).toEqual({
      accepted: 3,
      refused: [
        { index: 1, reason: 'unknown version of parts: 9.9.9-fake' },
        { index: 3, reason: 'unknown area: __proto__' },
      ],
    });
    // A version deployed after the server started is taken at once.
    put('areas/parts/1.6.0/build-info.json', { area: 'parts', version: '1.6.0' });
    expect((await send(load('parts', '1.6.0'))).status).toBe(202);

    const health = await call(server, 'GET', '/reports/health?days=1', admin);
    const listed = health.body.areas.map((a: { area: string; version: string }) =>
      [a.area, a.version].join(' '),
    );
    expect(listed).toEqual(
      expect.arrayContaining([
        'parts 1.3.0',
        'parts 1.6.0',
        'wholegoods 0.2.0-abc1234',
        'shell unknown',
      ]),
    );
    for (const bad of ['etc', 'fake', '__proto__', 'constructor'])
      expect(listed.filter((l: string) => l.includes(bad))).toEqual([]);
  });

  it('limits one user to 30 batches a minute, counted across parallel requests', async () => {
    const sales = await login(server, 'sales');
    const body = {
      reports: [{ kind: 'load', area: 'wholegoods', version: '0.2.0-abc1234', route: '/' }],
    };
    const replies = await Promise.all(
      Array.from({ length: 45 }, () =>
        call(server, 'POST', '/reports', { token: sales.token, body }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(30);
    const refused = replies.filter((r) => r.status === 429);
    expect(refused).toHaveLength(15);
    expect(refused[0].body.message).toBe('Too many reports. Send them in fewer batches.');
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
