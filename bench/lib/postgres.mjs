// A PostgreSQL server with the scale seed for the API benchmarks: the one in DATABASE_URL when
// given (assumed seeded with `node api/dist/setup.js --scale 50`, whose DATA_DIR, holding the
// seeded files, BENCH_DATA_DIR names), otherwise a throwaway one on 127.0.0.1 started with
// api/scripts/pg-test-server.sh, seeded here and stopped by stop().
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './paths.mjs';

const script = join(root, 'api/scripts/pg-test-server.sh');
// Its own state file, so the test suite's server (npm test) is never stopped by a benchmark;
// BENCH_PG_STATE gives two benchmarks run side by side a server each.
const env = {
  ...process.env,
  PG_TEST_STATE: process.env.BENCH_PG_STATE || '/tmp/portal-pg-bench.state',
};

/** @returns {{ url: string, dataDir: string, stop: () => void }} */
export function scalePostgres(scale = 50) {
  const dataDir = process.env.BENCH_DATA_DIR || mkdtempSync(join(tmpdir(), 'portal-bench-data-'));
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, dataDir, stop: () => {} };
  }
  const started = spawnSync('bash', [script, 'start'], { env, encoding: 'utf8' });
  const url = /DATABASE_URL=(\S+)/.exec(started.stdout ?? '')?.[1];
  if (!url) throw new Error(`no PostgreSQL server: ${started.stderr}`);
  const stop = () => void spawnSync('bash', [script, 'stop'], { env, stdio: 'inherit' });
  console.log(`[bench] seeding ${url} at scale ${scale} (about 2 minutes)`);
  const seeded = spawnSync('node', [join(root, 'api/dist/setup.js'), '--scale', String(scale)], {
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) {
    stop();
    throw new Error('seeding failed');
  }
  return { url, dataDir, stop };
}
