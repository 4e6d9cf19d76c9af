// One area deployed and rolled back with one command each
// (scripts/deploy-area.mjs, docs/decisions/0054-deploy-and-roll-back-one-area.md). The real
// command runs against a real server's apps folder; what the browser would fetch is read over HTTP.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { holdLock, kill, runDeploy, writeAreaBuild } from './support/areaBuilds';
import { startServer, type TestServer } from './support/server';

const apps = mkdtempSync(join(tmpdir(), 'portal-deploys-'));
const builds = mkdtempSync(join(tmpdir(), 'portal-builds-'));

const variant = (version: string, area = 'parts') =>
  writeAreaBuild(join(builds, `${area}-${version}`), area, version);

/** Runs the command as a team would (`npm run deploy:area -- parts --dist <folder>`). */
const deploy = (...args: string[]) => runDeploy(apps, args);

const historyOf = (area: string) =>
  JSON.parse(readFileSync(join(apps, 'areas', area, 'history.json'), 'utf8'));
const served = async (path: string) => {
  const r = await fetch(`${server.url}${path}`);
  return { status: r.status, cache: r.headers.get('cache-control'), text: await r.text() };
};

let server: TestServer;
beforeAll(async () => {
  // The portal as `npm start` leaves it: the shell and each area's build in its own folder.
  const shell = join(apps, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(
    join(shell, 'remotes.json'),
    JSON.stringify({
      parts: '/remotes/parts/mf-manifest.json',
      service: '/remotes/service/mf-manifest.json',
    }),
  );
  writeAreaBuild(join(apps, 'mf-parts', 'dist'), 'parts', '1.0.0-aaa');
  server = await startServer({ APPS_DIR: apps });
});
afterAll(async () => {
  await server?.stop();
  rmSync(apps, { recursive: true, force: true });
  rmSync(builds, { recursive: true, force: true });
});

describe('deploy:area and rollback:area', () => {
  it('publishes a build under its version, switches /remotes.json to it and keeps the served build for rollback', async () => {
    const r = deploy('deploy', 'parts', '--dist', variant('1.0.0-bbb'));
    expect(r).toMatchObject({ status: 0 });
    expect(r.out).toContain(
      'parts: 1.0.0-bbb is live at /areas/parts/1.0.0-bbb/ (previous: 1.0.0-aaa)',
    );
    expect(historyOf('parts')).toEqual({ current: '1.0.0-bbb', previous: ['1.0.0-aaa'] });

    const remotes = await served('/remotes.json');
    expect(remotes.cache).toBe('no-cache');
    // Only the deployed area moves; the others stay where the shell's build put them.
    expect(JSON.parse(remotes.text)).toEqual({
      parts: '/areas/parts/1.0.0-bbb/mf-manifest.json',
      service: '/remotes/service/mf-manifest.json',
    });
    const entry = await served('/areas/parts/1.0.0-bbb/remoteEntry.js');
    expect(entry).toMatchObject({ status: 200, cache: 'public, max-age=31536000, immutable' });
    expect(entry.text).toContain('parts 1.0.0-bbb');
    // The build served before the first deploy, published under its own version.
    expect((await served('/areas/parts/1.0.0-aaa/remoteEntry.js')).text).toContain('1.0.0-aaa');
    // The deploy's own bookkeeping is not served.
    expect((await served('/areas/parts/history.json')).status).toBe(404);
    expect((await served('/areas/remotes.json')).status).toBe(404);
  });

  it('refuses to publish a version again, and leaves the published one as it was', async () => {
    const again = writeAreaBuild(join(builds, 'parts-bbb-rebuilt'), 'parts', '1.0.0-bbb');
    writeFileSync(join(again, 'remoteEntry.js'), '/* something else */\n');
    const r = deploy('deploy', 'parts', '--dist', again);
    expect(r.status).toBe(1);
    expect(r.err).toContain(
      'parts 1.0.0-bbb is already published; a published version is never overwritten.',
    );
    expect((await served('/areas/parts/1.0.0-bbb/remoteEntry.js')).text).toContain(
      'parts 1.0.0-bbb',
    );
    expect(historyOf('parts')).toEqual({ current: '1.0.0-bbb', previous: ['1.0.0-aaa'] });
  });

  it('switches remotes.json by renaming a whole new file over it: a reader of the old one reads it whole', async () => {
    const file = join(apps, 'areas', 'remotes.json');
    const before = readFileSync(file, 'utf8');
    const inode = statSync(file).ino;
    const reader = openSync(file, 'r'); // opened before the switch, read after it
    expect(deploy('deploy', 'parts', '--dist', variant('1.0.0-ccc')).status).toBe(0);
    const buffer = Buffer.alloc(4096);
    const read = readSync(reader, buffer, 0, buffer.length, 0);
    expect(buffer.subarray(0, read).toString()).toBe(before);
    expect(statSync(file).ino).not.toBe(inode);
    expect(JSON.parse(readFileSync(file, 'utf8')).parts).toBe(
      '/areas/parts/1.0.0-ccc/mf-manifest.json',
    );
    expect(readdirSync(join(apps, 'areas')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(historyOf('parts')).toEqual({
      current: '1.0.0-ccc',
      previous: ['1.0.0-bbb', '1.0.0-aaa'],
    });
  });

  it('rolls back one version at a time, then says clearly there is nothing older', async () => {
    let r = deploy('rollback', 'parts');
    expect(r).toMatchObject({ status: 0, out: 'parts: rolled back from 1.0.0-ccc to 1.0.0-bbb\n' });
    expect(JSON.parse((await served('/remotes.json')).text).parts).toBe(
      '/areas/parts/1.0.0-bbb/mf-manifest.json',
    );
    expect(historyOf('parts')).toEqual({ current: '1.0.0-bbb', previous: ['1.0.0-aaa'] });
    // The version rolled away from stays published: open pages that loaded it keep working.
    expect(existsSync(join(apps, 'areas', 'parts', '1.0.0-ccc', 'remoteEntry.js'))).toBe(true);

    expect(deploy('rollback', 'parts').status).toBe(0);
    expect(historyOf('parts')).toEqual({ current: '1.0.0-aaa', previous: [] });
    r = deploy('rollback', 'parts');
    expect(r.status).toBe(1);
    expect(r.err).toBe(
      'deploy-area: parts has no previous version to roll back to (current: 1.0.0-aaa)\n',
    );
  });

  it('refuses a rollback of an area never deployed, a build of another area and an unknown area', () => {
    let r = deploy('rollback', 'service');
    expect(r).toMatchObject({
      status: 1,
      err: 'deploy-area: service has never been deployed with deploy:area: nothing to roll back to\n',
    });
    r = deploy('deploy', 'service', '--dist', variant('1.0.0-ddd'));
    expect(r.status).toBe(1);
    expect(r.err).toContain("is a build of 'parts', not of 'service'");
    r = deploy('deploy', 'marketing', '--dist', variant('1.0.0-eee'));
    expect(r.status).toBe(1);
    expect(r.err).toContain("No area 'marketing'.");
  });

  it("refuses names every object inherits ('__proto__', 'constructor', 'toString') and paths as area names", () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '../x']) {
      for (const command of ['deploy', 'rollback']) {
        const r = deploy(
          command,
          name,
          ...(command === 'deploy' ? ['--dist', variant('9.9.9')] : []),
        );
        expect(r).toMatchObject({ status: 1, out: '' });
        expect(r.err).toContain(`deploy-area: No area '${name}'.`);
      }
    }
    expect(readdirSync(join(apps, 'areas')).sort()).toEqual(['parts', 'remotes.json', 'service']);
  });

  it('refuses a deploy while another of the area runs, and takes over the lock of one that was SIGKILLed', async () => {
    const holder = await holdLock(join(apps, 'areas', 'parts', '.lock'));
    let r = deploy('deploy', 'parts', '--dist', variant('1.0.0-fff'));
    expect(r.status).toBe(1);
    expect(r.err).toContain(
      `another deploy or rollback of 'parts' is running (process ${holder.pid}`,
    );
    expect(existsSync(join(apps, 'areas', 'parts', '1.0.0-fff'))).toBe(false);

    await kill(holder);
    r = deploy('deploy', 'parts', '--dist', variant('1.0.0-fff'));
    expect(r).toMatchObject({ status: 0 });
    expect(historyOf('parts').current).toBe('1.0.0-fff');
  });
});
