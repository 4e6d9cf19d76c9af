import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Playwright's global setup: the demo data seeded once for the whole run, into a folder each
 * worker's portal copies (server.mjs, E2E_TEMPLATE_DATA), instead of every worker seeding its own.
 * A seed costs ~40 s of CPU; two at once on two cores held both workers ~40 s, and a worker
 * restarted after a failed test seeded again. With DATABASE_URL set the portals are on that
 * server and each worker seeds as before.
 */
export default function seedOnce() {
  if (process.env.DATABASE_URL) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-template-'));
  const data = join(dir, 'data');
  const setup = spawnSync('node', [join(__dirname, '../api/dist/setup.js')], {
    env: { ...process.env, DATA_DIR: data, LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
    stdio: 'inherit',
  });
  if (setup.status !== 0) throw new Error(`seeding the demo data failed (${setup.status})`);
  process.env.E2E_TEMPLATE_DATA = data;
  return () => rmSync(dir, { recursive: true, force: true });
}
