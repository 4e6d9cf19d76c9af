import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { AREA_NAMES } from '@portal/shared/areas';
import { call, login, startServer, type TestServer } from './support/server';

// GET /deployments lists each area's current and previous builds, read from
// the files the portal serves (remotes.json → the manifest → build-info.json next to it) and
// from the published versions' history, joined with what real users' browsers reported.
let server: TestServer;
let apps: string;
beforeAll(async () => {
  apps = mkdtempSync(join(tmpdir(), 'portal-deployments-'));
  server = await startServer({ APPS_DIR: apps });
});
afterAll(async () => {
  await server.stop();
  rmSync(apps, { recursive: true, force: true });
});

const put = (path: string, value: unknown) => {
  mkdirSync(dirname(join(apps, path)), { recursive: true });
  writeFileSync(join(apps, path), typeof value === 'string' ? value : JSON.stringify(value));
};
const manifest = (version: string, sharedRange: string) => ({
  metaData: { buildInfo: { buildVersion: version, buildName: 'x' } },
  shared: [{ name: '@portal/shared', requiredVersion: sharedRange, version: '0.1.0' }],
});
const buildInfo = (area: string, version: string, commit: string) => ({
  area,
  version,
  commit,
  builtAt: '2026-11-20T10:00:00.000Z',
  sharedRange: '^1.2.0',
});

interface Version {
  version: string;
  state: string;
  commit: string | null;
  builtAt: string | null;
  sharedRange: string | null;
  health: null | {
    loads: number;
    failedLoads: number;
    errors: number;
    topErrors: { message: string; count: number }[];
    p75: Record<string, number | null>;
  };
}
interface Area {
  area: string;
  title: string;
  versions: Version[];
}
const deployments = async () => {
  const admin = await login(server, 'admin');
  const r = await call<{ days: number; areas: Area[] }>(server, 'GET', '/deployments', admin);
  expect(r.status).toBe(200);
  return r.body;
};
const areaOf = (body: { areas: Area[] }, area: string) => body.areas.find((a) => a.area === area)!;

describe('GET /deployments', () => {
  it('is for ApplicationAdmin only', async () => {
    expect((await call(server, 'GET', '/deployments')).status).toBe(401);
    for (const key of ['sales', 'buyer', 'viewer']) {
      const r = await call(server, 'GET', '/deployments', await login(server, key));
      expect(r.status).toBe(403);
    }
  });

  it('lists every area with no version before anything is built or reported', async () => {
    const body = await deployments();
    expect(body.days).toBe(7);
    expect(body.areas.map((a) => a.area)).toEqual(AREA_NAMES);
    expect(body.areas.every((a) => a.versions.length === 0)).toBe(true);
  });

  it('refuses a window it cannot read, naming it', async () => {
    const admin = await login(server, 'admin');
    const r = await call(server, 'GET', '/deployments?days=0', admin);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/days/);
  });

  it('reads the served build, falling back to the manifest when build-info.json is missing', async () => {
    // The portal as `npm start` builds it: remotes.json points at each package's dist.
    put('shell/dist/remotes.json', {
      parts: '/remotes/parts/mf-manifest.json',
      wholegoods: '/remotes/wholegoods/mf-manifest.json',
      finance: '/remotes/finance/mf-manifest.json',
    });
    put('mf-parts/dist/mf-manifest.json', manifest('0.1.0', '^0.1.0'));
    put('mf-parts/dist/build-info.json', buildInfo('parts', '0.1.0', 'abc1234'));
    // An older build with no build-info.json: its manifest still names the version and range.
    put('mf-wholegoods/dist/mf-manifest.json', manifest('0.0.9', '^0.1.0'));
    // A manifest that is not JSON, and no build info: nothing to say, and no failure.
    put('mf-finance/dist/mf-manifest.json', '<html>');
    const body = await deployments();
    expect(areaOf(body, 'parts').versions).toEqual([
      {
        version: '0.1.0',
        state: 'current',
        commit: 'abc1234',
        builtAt: '2026-11-20T10:00:00.000Z',
        sharedRange: '^1.2.0',
        health: null,
      },
    ]);
    expect(areaOf(body, 'wholegoods').versions).toEqual([
      {
        version: '0.0.9',
        state: 'current',
        commit: null,
        builtAt: null,
        sharedRange: '^0.1.0',
        health: null,
      },
    ]);
    expect(areaOf(body, 'finance').versions).toEqual([]);
  });

  it('lists the published versions kept for a rollback, newest first, and the health of each', async () => {
    // A deployed area: versioned folders and their history. Whether the server serves these
    // folders or not, the current one is found: through remotes.json, else the history.
    put('shell/dist/remotes.json', { parts: '/areas/parts/1.3.0/mf-manifest.json' });
    put('areas/parts/history.json', {
      current: '1.3.0',
      previous: ['1.2.0', '1.1.0', '../../etc'],
    });
    put('areas/parts/1.3.0/mf-manifest.json', manifest('1.3.0', '^1.2.0'));
    put('areas/parts/1.3.0/build-info.json', buildInfo('parts', '1.3.0', 'c3c3c3c'));
    put('areas/parts/1.2.0/build-info.json', buildInfo('parts', '1.2.0', 'b2b2b2b'));
    // 1.1.0's folder lost its build-info.json: the history still names the version.
    // 1.0.0 is no longer kept for a rollback; its folder stays on disk.
    put('areas/parts/1.0.0/build-info.json', buildInfo('parts', '1.0.0', 'a1a1a1a'));

    const buyer = await login(server, 'buyer');
    const report = (kind: string, version: string, extra: object = {}) => ({
      kind,
      area: 'parts',
      version,
      route: '/parts/orders',
      ...extra,
    });
    const reports = [
      report('load', '1.3.0'),
      report('load', '1.3.0'),
      report('load-failed', '1.3.0', { message: 'Loading script failed' }),
      report('error', '1.3.0', { message: 'TypeError: x is undefined' }),
      report('error', '1.3.0', { message: 'TypeError: x is undefined' }),
      report('error', '1.3.0', { message: 'RangeError: too far' }),
      ...[100, 200, 300, 400].map((value) => report('vital', '1.3.0', { vital: 'LCP', value })),
      report('load', '1.2.0'),
      // A tab still open on a build no longer kept.
      report('load', '1.0.0'),
      { kind: 'error', area: 'shell', version: 'unknown', route: '/home', message: 'Error: top' },
    ];
    const sent = await call(server, 'POST', '/reports', { token: buyer.token, body: { reports } });
    expect(sent.status).toBe(202);

    const body = await deployments();
    const parts = areaOf(body, 'parts');
    expect(parts.title).toBe('Parts');
    expect(parts.versions.map((v) => [v.version, v.state, v.commit])).toEqual([
      ['1.3.0', 'current', 'c3c3c3c'],
      ['1.2.0', 'previous', 'b2b2b2b'],
      ['1.1.0', 'previous', null],
      ['1.0.0', 'reported', null],
    ]);
    expect(parts.versions[0].health).toMatchObject({
      loads: 2,
      failedLoads: 1,
      errors: 3,
      topErrors: [
        { message: 'TypeError: x is undefined', count: 2 },
        // The failed load's reason, counted under failedLoads only.
        { message: 'Loading script failed', count: 1 },
        { message: 'RangeError: too far', count: 1 },
      ],
      p75: { LCP: 325, INP: null, CLS: null },
    });
    expect(parts.versions[1].health).toMatchObject({ loads: 1, failedLoads: 0, errors: 0 });
    expect(parts.versions[2].health).toBeNull();
    expect(parts.versions[3].health).toMatchObject({ loads: 1 });
    // What failed outside every area is listed under the shell, after the areas.
    expect(body.areas.at(-1)).toMatchObject({
      area: 'shell',
      versions: [{ version: 'unknown', state: 'reported', health: { errors: 1 } }],
    });
  });
});
