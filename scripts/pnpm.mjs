// Runs the workspace's pnpm, installing it into .tools/ first on a machine that has only Node and npm.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  const r = spawnSync(pnpmPath(), args, { stdio: 'inherit', cwd: root, ...options });
  return r.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Run from the caller's folder when it is inside the workspace (pnpm finds the workspace from
  // there), so a script's relative paths are the caller's: pnpm gives scripts that folder as
  // INIT_CWD. From outside the repository, from its root.
  const here = process.cwd();
  const inside = here === root || here.startsWith(root + sep);
  process.exit(pnpm(process.argv.slice(2), { cwd: inside ? here : root }));
}
