// Deploys of different areas at once, each its own process: every deploy that exits 0 is the one
// remotes.json serves and history.json calls current (a switch read before another's rename would
// undo it); and a process SIGKILLed while holding the switch's lock does not block the next deploy.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import areas from '../../shared/areas.json';
import {
  holdLock,
  kill,
  readJson,
  runDeploy,
  startDeploy,
  writeAreaBuild,
} from './support/areaBuilds';

const apps = mkdtempSync(join(tmpdir(), 'portal-parallel-deploys-'));
const builds = mkdtempSync(join(tmpdir(), 'portal-parallel-builds-'));
const names = Object.keys(areas);
afterAll(() => {
  rmSync(apps, { recursive: true, force: true });
  rmSync(builds, { recursive: true, force: true });
});

const ROUNDS = 4;

it(`keeps every switch of ${names.length} areas deployed at once, over ${ROUNDS} rounds`, async () => {
  const lost: string[] = [];
  let succeeded = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const version = `1.0.${round}`;
    const runs = await Promise.all(
      names.map((area) =>
        startDeploy(apps, [
          'deploy',
          area,
          '--dist',
          writeAreaBuild(join(builds, `${area}-${version}`), area, version),
        ]),
      ),
    );
    const remotes = readJson(join(apps, 'areas', 'remotes.json'));
    names.forEach((area, i) => {
      expect(runs[i]).toMatchObject({ status: 0, err: '' });
      succeeded += 1;
      const history = readJson(join(apps, 'areas', area, 'history.json'));
      expect(history.current).toBe(version);
      if (remotes[area] !== `/areas/${area}/${version}/mf-manifest.json`)
        lost.push(`${area} ${version}`);
    });
  }
  expect(succeeded).toBe(names.length * ROUNDS);
  expect(lost).toEqual([]);
});

it('takes over the switch lock of a process SIGKILLed while holding it', async () => {
  const holder = await holdLock(join(apps, 'areas', '.switch.lock'));
  await kill(holder);
  const r = runDeploy(apps, [
    'deploy',
    'parts',
    '--dist',
    writeAreaBuild(join(builds, 'parts-2.0.0'), 'parts', '2.0.0'),
  ]);
  expect(r).toMatchObject({ status: 0, err: '' });
  expect(readJson(join(apps, 'areas', 'remotes.json')).parts).toBe(
    '/areas/parts/2.0.0/mf-manifest.json',
  );
});
