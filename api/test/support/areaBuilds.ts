// Stand-ins for area builds and the deploy command, for the tests of scripts/deploy-area.mjs: a
// build holds what the deploy and the server look at (build-info.json, the manifest, an entry).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const repo = join(__dirname, '../../..');
export const deployScript = join(repo, 'scripts/deploy-area.mjs');

/** Writes a stand-in build of `area` at `version` into `dir`; returns `dir`. */
export function writeAreaBuild(dir: string, area: string, version: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'build-info.json'),
    JSON.stringify({
      area,
      version,
      commit: 'abc1234',
      builtAt: '2026-11-25T02:00:00Z',
      sharedRange: '^1.0.0',
    }),
  );
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ id: area, version }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${area} ${version} */\n`);
  return dir;
}

export interface Run {
  status: number | null;
  out: string;
  err: string;
}

/** Runs `node scripts/deploy-area.mjs <args>` on the apps folder `apps`, to its end. */
export function runDeploy(apps: string, args: string[], env: NodeJS.ProcessEnv = {}): Run {
  const r = spawnSync('node', [deployScript, ...args], {
    env: { ...process.env, APPS_DIR: apps, ...env },
    encoding: 'utf8',
  });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

/** The same, as a process running beside others. */
export function startDeploy(apps: string, args: string[]): Promise<Run> {
  const child = spawn('node', [deployScript, ...args], { env: { ...process.env, APPS_DIR: apps } });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((done) => child.on('close', (status) => done({ status, out, err })));
}

export const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Starts a process that takes the lock file `file` with the deploy's own code and keeps it until
 * killed: a deployer stopped while holding it. Resolves once it holds the lock.
 */
export function holdLock(file: string): Promise<ChildProcess> {
  const lockModule = join(repo, 'scripts/deployLock.mjs');
  const code =
    `import { withLockFile } from ${JSON.stringify(lockModule)};` +
    `withLockFile(${JSON.stringify(file)}, { waitMs: 0, busy: () => new Error('busy') }, () => {` +
    `  process.stdout.write('held\\n');` +
    `  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);` + // holds it, forever
    `});`;
  const child = spawn('node', ['--input-type=module', '-e', code]);
  return new Promise((held, failed) => {
    child.stdout.once('data', () => held(child));
    child.once('exit', (status) => failed(new Error(`the lock holder ended (${status})`)));
  });
}

/** Kills a process with SIGKILL (no handler runs, nothing is cleaned up) and waits for its end. */
export function kill(child: ChildProcess) {
  const ended = new Promise((done) => child.once('exit', done));
  child.kill('SIGKILL');
  return ended;
}
