// The first deploy of an area, in the order the README gives a team: in a fresh clone where
// `npm start` built everything, `npm run deploy:area -- parts` builds the area over mf-parts/dist
// and publishes it; `npm run rollback:area -- parts` must then return to the build served before.
// The clone holds the files the commands read; the webpack build is replaced by a command that
// writes a new build into mf-parts/dist as webpack does (AREA_BUILD_COMMAND), so the deploy runs
// its real steps in their real order without minutes of building.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repo, writeAreaBuild } from './support/areaBuilds';
import { startServer, type TestServer } from './support/server';

const clone = mkdtempSync(join(tmpdir(), 'portal-clone-'));
const newBuild = writeAreaBuild(
  join(mkdtempSync(join(tmpdir(), 'portal-next-build-')), 'dist'),
  'parts',
  '0.1.0-bbb2222-20261128150000',
);
const SERVED = '0.1.0-aaa1111-20261127090000';

/** Runs `npm run <script> -- parts` in the clone, as a team would (APPS_DIR unset). */
function npmRun(script: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AREA_BUILD_COMMAND: `rm -rf dist && cp -R '${newBuild}' dist`,
  };
  delete env.APPS_DIR;
  const r = spawnSync('npm', ['run', script, '--', 'parts'], { cwd: clone, env, encoding: 'utf8' });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

let server: TestServer;
beforeAll(async () => {
  for (const file of ['package.json', 'scripts', 'shared/areas.json', 'shared/webpack/areas.cjs'])
    cpSync(join(repo, file), join(clone, file), { recursive: true });
  // What `npm start` leaves: the shell and the area built, the portal serving /remotes/parts/.
  mkdirSync(join(clone, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(clone, 'shell', 'dist', 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(
    join(clone, 'shell', 'dist', 'remotes.json'),
    JSON.stringify({ parts: '/remotes/parts/mf-manifest.json' }),
  );
  writeAreaBuild(join(clone, 'mf-parts', 'dist'), 'parts', SERVED);
  server = await startServer({ APPS_DIR: clone });
});
afterAll(async () => {
  await server?.stop();
  rmSync(clone, { recursive: true, force: true });
  rmSync(join(newBuild, '..'), { recursive: true, force: true });
});

const partsEntry = async () =>
  JSON.parse(await (await fetch(`${server.url}/remotes.json`)).text()).parts;

it('rolls the first deploy back to the build served before it, which the build had replaced', async () => {
  let r = npmRun('deploy:area');
  expect(r.status).toBe(0);
  expect(r.out).toContain(
    `parts: 0.1.0-bbb2222-20261128150000 is live at /areas/parts/0.1.0-bbb2222-20261128150000/ (previous: ${SERVED})`,
  );
  expect(await partsEntry()).toBe('/areas/parts/0.1.0-bbb2222-20261128150000/mf-manifest.json');

  r = npmRun('rollback:area');
  expect(r.status).toBe(0);
  expect(r.out).toContain(`parts: rolled back from 0.1.0-bbb2222-20261128150000 to ${SERVED}`);
  expect(await partsEntry()).toBe(`/areas/parts/${SERVED}/mf-manifest.json`);
  const entry = await fetch(`${server.url}/areas/parts/${SERVED}/remoteEntry.js`);
  expect(await entry.text()).toBe(`/* parts ${SERVED} */\n`);
});
