// The database of a benchmark: DATABASE_URL when given, else a throwaway PostgreSQL server
// (api/scripts/pg-test-server.sh), or PGlite in a folder; seeded by the built setup script.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './paths.mjs';

/** `options`: server settings (`-c name=value ...`) of a throwaway server.
 * @returns {{ url: string | undefined, stop: () => void }} */
export function benchDatabase(kind, stateFile, options = '') {
  if (kind !== 'postgres' || process.env.DATABASE_URL)
    return { url: process.env.DATABASE_URL, stop: () => {} };
  const env = { ...process.env, PG_TEST_STATE: stateFile, PG_TEST_OPTIONS: options };
  const script = join(root, 'api/scripts/pg-test-server.sh');
  const started = spawnSync('bash', [script, 'start'], { env, encoding: 'utf8' });
  const url = /DATABASE_URL=(\S+)/.exec(started.stdout ?? '')?.[1];
  if (!url) throw new Error(`no PostgreSQL server: ${started.stderr}`);
  return { url, stop: () => void spawnSync('bash', [script, 'stop'], { env, stdio: 'inherit' }) };
}

/** Seeds (or tops up) the big dealer to `orders` wholegoods orders, with the setup script of the
 * checkout `from`; returns the seconds taken. */
export function seedOrders(orders, dataDir, url, from = root) {
  const t0 = Date.now();
  const seeded = spawnSync(
    'node',
    [join(from, 'api/dist/setup.js'), '--wholegoods-orders', String(orders)],
    {
      env: { ...process.env, DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) },
      stdio: 'inherit',
    },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
  return (Date.now() - t0) / 1000;
}
