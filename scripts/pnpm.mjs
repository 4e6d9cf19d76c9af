// Runs the workspace's pnpm, installing it into .tools/ first on a machine that has only Node and npm.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_24, onNode24 } from './runtime.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';
const localBin = join(root, '.tools', 'node_modules', '.bin', 'pnpm');

export function pnpmPath() {
  if (!existsSync(localBin)) {
    console.log(`[portal] installing pnpm ${PNPM_VERSION} into .tools/`);
    const r = spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--prefix',
        join(root, '.tools'),
        `pnpm@${PNPM_VERSION}`,
      ],
      { stdio: 'inherit', cwd: root },
    );
    if (r.status !== 0) throw new Error('could not install pnpm');
  }
  return localBin;
}

/** Runs pnpm with args; returns the exit status. */
export function pnpm(args, options = {}) {
  // pnpm and the scripts it runs are started by PATH's `node`: Node 24 once it is installed.
  const older = Number(process.versions.node.split('.')[0]) < 24 && existsSync(NODE_24);
  const env = options.env ?? process.env;
  const PATH = older ? [dirname(NODE_24), env.PATH].join(delimiter) : env.PATH;
  const r = spawnSync(pnpmPath(), args, {
    stdio: 'inherit',
    cwd: root,
    ...options,
    env: { ...env, PATH },
  });
  return r.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await onNode24();
  // Run from the caller's folder when it is inside the workspace (pnpm finds the workspace from
  // there), so a script's relative paths are the caller's: pnpm gives scripts that folder as
  // INIT_CWD. From outside the repository, from its root.
  const here = process.cwd();
  const inside = here === root || here.startsWith(root + sep);
  process.exit(pnpm(process.argv.slice(2), { cwd: inside ? here : root }));
}
