// A symbolic link in an area build must not publish what it points at: the deploy refuses a build
// holding one, and the server sends no file whose real path is outside the folder it serves (a
// link planted in a published folder, an area's build or the shell's, bypassing the deploy).
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDeploy, writeAreaBuild } from './support/areaBuilds';
import { startServer, type TestServer } from './support/server';

const apps = mkdtempSync(join(tmpdir(), 'portal-link-deploys-'));
const builds = mkdtempSync(join(tmpdir(), 'portal-link-builds-'));
// A file outside every served folder, standing for the host's /etc/passwd.
const secret = join(mkdtempSync(join(tmpdir(), 'portal-outside-')), 'passwd');
writeFileSync(secret, 'root:x:0:0:root:/root:/bin/bash\n');

let server: TestServer;
beforeAll(async () => {
  const shell = join(apps, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(shell, 'remotes.json'), '{}');
  server = await startServer({ APPS_DIR: apps });
});
afterAll(async () => {
  await server?.stop();
  for (const dir of [apps, builds, join(secret, '..')])
    rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const r = await fetch(`${server.url}${path}`);
  return { status: r.status, text: await r.text() };
};

it('refuses to publish a build holding a link to a file or a folder, and publishes nothing', () => {
  const toFile = writeAreaBuild(join(builds, 'file-link'), 'parts', '1.0.0-file');
  symlinkSync(secret, join(toFile, 'passwd.js'));
  let r = runDeploy(apps, ['deploy', 'parts', '--dist', toFile]);
  expect(r.status).toBe(1);
  expect(r.err).toBe(
    `deploy-area: ${join(toFile, 'passwd.js')} is a symbolic link; a build to publish holds plain files only (nothing was published)\n`,
  );

  const toFolder = writeAreaBuild(join(builds, 'folder-link'), 'parts', '1.0.0-folder');
  mkdirSync(join(toFolder, 'assets'));
  symlinkSync(join(secret, '..'), join(toFolder, 'assets', 'up'));
  r = runDeploy(apps, ['deploy', 'parts', '--dist', toFolder]);
  expect(r.status).toBe(1);
  expect(r.err).toContain(`${join(toFolder, 'assets', 'up')} is a symbolic link`);

  for (const version of ['1.0.0-file', '1.0.0-folder'])
    expect(existsSync(join(apps, 'areas', 'parts', version))).toBe(false);
  expect(existsSync(join(apps, 'areas', 'remotes.json'))).toBe(false);
});

it('serves no file through a link planted in a published folder, an area build or the shell', async () => {
  const published = writeAreaBuild(join(apps, 'areas', 'parts', '1.0.0-aaa'), 'parts', '1.0.0-aaa');
  const area = writeAreaBuild(join(apps, 'mf-parts', 'dist'), 'parts', '1.0.0-bbb');
  const shell = join(apps, 'shell', 'dist');
  for (const dir of [published, area, shell]) {
    symlinkSync(secret, join(dir, 'passwd.js'));
    symlinkSync(join(secret, '..'), join(dir, 'up'));
    symlinkSync(secret, join(dir, 'other.js.br')); // the compressed copy a browser would be sent
    writeFileSync(join(dir, 'other.js'), '/* plain */\n');
  }
  for (const prefix of ['/areas/parts/1.0.0-aaa/', '/remotes/parts/', '/']) {
    for (const file of ['passwd.js', 'up/passwd']) {
      const r = await get(`${prefix}${file}`);
      expect({ prefix, file, status: r.status }).toEqual({ prefix, file, status: 404 });
      expect(r.text).not.toContain('root:x:0:0');
    }
    const compressed = await fetch(`${server.url}${prefix}other.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(await compressed.text()).not.toContain('root:x:0:0');
    // The plain file beside them is served as before.
    const plain = await fetch(`${server.url}${prefix}other.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect({ status: plain.status, text: await plain.text() }).toEqual({
      status: 200,
      text: '/* plain */\n',
    });
  }
  expect((await get('/index.html')).status).toBe(200);
});
