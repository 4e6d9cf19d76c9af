import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPgliteThread, type PgliteThread } from '../../src/db/pgliteThread';

/** PGlite in its thread on a new, migrated folder of its own; `stop` ends it and removes the
 * folder. For tests of what sits under the server (the thread, the session gate). */
export type TestPglite = PgliteThread & { stop: () => Promise<void> };

export async function freshPgliteThread(): Promise<TestPglite> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-pglite-'));
  const thread = await startPgliteThread({
    dir,
    migrationsDir: join(__dirname, '../../drizzle'),
    sharedBuffers: '16MB',
  });
  return {
    ...thread,
    stop: async () => {
      await thread.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
