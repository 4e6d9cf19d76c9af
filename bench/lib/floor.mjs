// The floor reference page (bench/floor): the least a React + antd page costs, in bytes
// (bench/bytes.mjs) and in a key echoed on screen (bench/search.mjs).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './paths.mjs';

export const floorDir = join(root, 'bench/floor');

/** Builds the floor page into bench/floor/dist, with the shell's own React and antd; ends the run
 * if the build fails. */
export function buildFloor() {
  const built = spawnSync('node', [join(root, 'shared/webpack/cli.cjs'), 'build'], {
    cwd: floorDir,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(1);
}
