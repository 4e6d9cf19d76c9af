import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  ping: () => Promise<void>;
  /** The driver under Drizzle, for what Drizzle does not do: COPY and long import
   * transactions (src/import/connection.ts). */
  raw: { pool: import('pg').Pool } | { pglite: import('@electric-sql/pglite').PGlite };
}

/** PGlite persisted in the data folder by default; a PostgreSQL server when a URL is given.
 * Same schema and migrations either way. PGlite runs as superuser: scoping never relies on RLS. */
export async function openDatabase(options: {
  url: string | null;
  dataDir: string;
  migrationsDir: string;
}): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: options.url,
      max: Number(process.env.DB_POOL || 20),
    });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: options.migrationsDir });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      ping: async () => void (await pool.query('select 1')),
      raw: { pool },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  // pg_trgm: the trigram indexes that serve list search (migration 0002).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, which
  // never gives a touched page back: they were 130 of the idle server's 375 MB (issue 22). The
  // files are read through the OS page cache anyway, so 16 MB of buffers cost little speed
  // (BENCHMARKS.md, 'Memory'); PGLITE_SHARED_BUFFERS sets it.
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS || '16MB';
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: options.migrationsDir });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    ping: async () => void (await client.query('select 1')),
    raw: { pglite: client },
  };
}
