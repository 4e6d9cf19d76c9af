// Area deploys killed mid-way (outside CI; prints figures, asserts nothing about speed). Each
// round starts 8 deploys of different areas at once (`scripts/deploy-area.mjs --dist`, a stand-in
// build of DEPLOY_KILL_FILES files so the copy takes a while), SIGKILLs one of them after a delay
// that sweeps the deploy's steps, then checks remotes.json (whole JSON; the killed area's entry its
// old or its new version, never anything else; every other deploy that exited 0 served) and that
// the next deploy of the killed area exits 0 (its locks taken over).
//   node bench/deploy-kill.mjs   DEPLOY_KILL_ROUNDS=20 (1..100)   DEPLOY_KILL_FILES=400 (1..5000)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib/paths.mjs';

const ROUNDS = Math.min(100, Math.max(1, Number(process.env.DEPLOY_KILL_ROUNDS) || 20));
const FILES = Math.min(5000, Math.max(1, Number(process.env.DEPLOY_KILL_FILES) || 400));
const areas = Object.keys(JSON.parse(readFileSync(join(root, 'shared/areas.json'), 'utf8')));
const apps = mkdtempSync(join(tmpdir(), 'portal-deploy-kill-'));
const builds = mkdtempSync(join(tmpdir(), 'portal-deploy-kill-builds-'));

function build(area, version) {
  const dir = join(builds, `${area}-${version}`);
  mkdirSync(join(dir, 'chunks'), { recursive: true });
  const info = { area, version, commit: 'abc1234', builtAt: new Date().toISOString() };
  writeFileSync(join(dir, 'build-info.json'), JSON.stringify({ ...info, sharedRange: '^1.0.0' }));
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ id: area, version }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${area} ${version} */\n`);
  for (let i = 0; i < FILES; i++) writeFileSync(join(dir, 'chunks', `${i}.js`), 'x'.repeat(4096));
  return dir;
}

function deploy(area, version, killAfterMs) {
  const child = spawn(
    'node',
    [join(root, 'scripts/deploy-area.mjs'), 'deploy', area, '--dist', build(area, version)],
    {
      env: { ...process.env, APPS_DIR: apps },
      stdio: 'ignore',
    },
  );
  if (killAfterMs !== undefined) setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  return new Promise((done) =>
    child.on('close', (status, signal) => done({ area, version, status, signal })),
  );
}

const url = (area, version) => `/areas/${area}/${version}/mf-manifest.json`;
const counts = {
  killedMidway: 0,
  finishedFirst: 0,
  remotesOld: 0,
  remotesNew: 0,
  broken: 0,
  lost: 0,
  nextOk: 0,
  nextFailed: 0,
};
let served = {};
const started = Date.now();
for (let round = 1; round <= ROUNDS; round++) {
  const version = `1.0.${round}`;
  const victim = areas[round % areas.length];
  const delay = 150 + ((round * 97) % 600); // ms after start: the copy, the switch or after it
  const runs = await Promise.all(
    areas.map((a) => deploy(a, version, a === victim ? delay : undefined)),
  );
  let remotes;
  try {
    remotes = JSON.parse(readFileSync(join(apps, 'areas', 'remotes.json'), 'utf8'));
  } catch {
    counts.broken += 1;
    remotes = {};
  }
  for (const r of runs) {
    if (r.area === victim) {
      if (r.signal === 'SIGKILL') counts.killedMidway += 1;
      else counts.finishedFirst += 1;
      if (remotes[r.area] === url(r.area, version)) counts.remotesNew += 1;
      else if (remotes[r.area] === served[r.area]) counts.remotesOld += 1;
      else counts.broken += 1;
    } else if (r.status === 0 && remotes[r.area] !== url(r.area, version)) counts.lost += 1;
  }
  const next = await deploy(victim, `${version}-next`);
  if (next.status === 0) counts.nextOk += 1;
  else counts.nextFailed += 1;
  served = JSON.parse(readFileSync(join(apps, 'areas', 'remotes.json'), 'utf8'));
}
rmSync(apps, { recursive: true, force: true });
rmSync(builds, { recursive: true, force: true });
console.log(
  `deploy kill: ${ROUNDS} rounds × ${areas.length} deploys at once (${FILES} files each), one SIGKILLed a round, ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log(
  `  killed mid-way ${counts.killedMidway}, finished before the kill ${counts.finishedFirst}; ` +
    `remotes.json after: old version ${counts.remotesOld}, new ${counts.remotesNew}, broken ${counts.broken}`,
);
console.log(
  `  other deploys exited 0 but not served: ${counts.lost}; next deploy of the killed area: ${counts.nextOk} ok, ${counts.nextFailed} failed`,
);
