import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Opens the PGlite folder and applies the migrations: in the API's database thread
 * (pgliteWorker.ts) or, for the one-user commands (setup, import), in their own thread. The
 * caller's process holds the folder's lock already (folderLock.ts, decision 0086).
 */
export async function openPglite(o: {
  dir: string;
  migrationsDir: string;
  sharedBuffers: string;
}): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  mkdirSync(o.dir, { recursive: true });
  // pg_trgm: the trigram indexes that serve list search (migration 0002).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, which
  // never gives a touched page back: they were 130 of the idle server's 375 MB. The
  // files are read through the OS page cache anyway, so 16 MB of buffers cost little speed
  // (BENCHMARKS.md, 'Memory'); PGLITE_SHARED_BUFFERS sets it.
  const client = await PGlite.create(o.dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${o.sharedBuffers}`],
  });
  await migrate(drizzle(client), { migrationsFolder: o.migrationsDir });
  return client;
}
