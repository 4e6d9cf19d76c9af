import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { lockFolder } from './folderLock';
import { processConfig } from '../config';
import { openPglite } from './pgliteOpen';
import { oldestRequestFirst } from './oldestRequestFirst';
import { startPgliteThread, type PgliteThread } from './pgliteThread';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  ping: () => Promise<void>;
  /**
   * Receives the NOTIFYs of `channel` (services/invalidation.ts). `lost` is called whenever
   * notifications may have been missed: while the listening connection is down, every
   * LISTEN_RETRY_MS until it is back, and once more when it is.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    lost: () => void,
  ) => Promise<() => Promise<void>>;
  /** PGlite's thread ended as a crash would end it (tests only: server.ts, SIGUSR2). */
  crashThread?: () => Promise<void>;
  /** The driver under Drizzle, for what Drizzle does not do: COPY and long import
   * transactions (src/import/connection.ts). */
  raw:
    { pool: import('pg').Pool; copy?: false } | { pglite: import('@electric-sql/pglite').PGlite };
}

/**
 * The drizzle over a second pool whose connections plan named statements once, generically
 * (`plan_cache_mode=force_generic_plan`), keyed by the main one (decision 0066). PostgreSQL's
 * default would plan a list page afresh at every run: a page's generic plan costs more by its
 * estimates than one planned for the values, though both read the same index range, and planning
 * took 5 to 10 times as long as running it. Only named statements are sent there (keyset page
 * reads, `http/keysetPage.ts`): under that setting an unnamed statement would get a generic plan
 * too, which a search's pattern must not. None for PGlite (one session, no named statements).
 */
const genericPlans = new WeakMap<Db, Db>();

export function preparedDb(db: Db): Db | undefined {
  return genericPlans.get(db);
}

/** Any key for pg_advisory_lock: the one all processes take around their migrations. */
const MIGRATION_LOCK = 2_024_240_001;
const LISTEN_RETRY_MS = 500;

/** PGlite persisted in the data folder by default; a PostgreSQL server when a URL is given.
 * Same schema and migrations either way. PGlite runs as superuser: scoping never relies on RLS. */
export async function openDatabase(options: {
  url: string | null;
  dataDir: string;
  migrationsDir: string;
  /** PGlite in a thread of its own (the server, decision 0068); the one-user commands (setup,
   * import) keep it in theirs. */
  pgliteThread?: boolean;
}): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = oldestRequestFirst(
      new pg.Pool({
        connectionString: options.url,
        max: processConfig().pools.main,
      }),
    );
    const db = drizzle(pool, { schema });
    // Several processes starting together migrate one after the other: the first
    // applies the migrations, the others find them applied. The lock is held by one connection
    // for the whole run and ends with it, should the process die half-way.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(db, { migrationsFolder: options.migrationsDir });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
    // Each connection keeps the plans of the statements it ran (up to ~0.25 MB each; keysetPage.ts
    // bounds their number), so this pool is smaller than the main one: a page costs well under a
    // millisecond of the server's time once planned.
    const pagePool = oldestRequestFirst(
      new pg.Pool({
        connectionString: options.url,
        max: processConfig().pools.pages,
        options: '-c plan_cache_mode=force_generic_plan',
      }),
    );
    genericPlans.set(db as unknown as Db, drizzle(pagePool, { schema }) as unknown as Db);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: async () => {
        await Promise.all([pool.end(), pagePool.end()]);
      },
      ping: async () => void (await pool.query('select 1')),
      listen: (channel, onPayload, lost) =>
        listenOnServer(pg.Client, options.url!, channel, onPayload, lost),
      raw: { pool },
    };
  }
  const pglite = {
    dir: join(options.dataDir, 'pglite'),
    migrationsDir: options.migrationsDir,
    sharedBuffers: processConfig().pgliteSharedBuffers,
  };
  if (options.pgliteThread) return pgliteInItsThread(await startPgliteThread(pglite));
  // The folder is this process's before PGlite touches it (decision 0086); the thread takes it
  // the same way in startPgliteThread.
  const unlock = await lockFolder(pglite.dir);
  const client = await openPglite(pglite).catch(async (e: unknown) => {
    await unlock();
    throw e;
  });
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close().finally(unlock),
    ping: async () => void (await client.query('select 1')),
    raw: { pglite: client },
    // One process owns a PGlite folder: its own writes are all there is to hear.
    listen: async (channel, onPayload) => {
      const off = await client.listen(channel, onPayload);
      return () => off();
    },
  };
}

/**
 * The server's PGlite: in a thread of its own, reached through node-postgres over a few connections
 * to its one session (decisions 0068, 0077), so Drizzle, transactions and imports take the PostgreSQL paths. No page pool:
 * its plan setting would apply to every statement of the one session.
 */
async function pgliteInItsThread(thread: PgliteThread): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { pool } = thread;
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind: 'pglite',
    close: thread.close,
    crashThread: thread.crash,
    ping: async () => {
      if (!thread.up()) throw new Error('PGlite thread down');
      await pool.query('select 1');
    },
    // PGlite has no COPY from a client: imports insert their rows.
    raw: { pool, copy: false },
    // The one session LISTENs and hears its own commits' NOTIFYs on the connection that made
    // them (the only one); the thread keeps the LISTEN when a connection is replaced. After a
    // restart of the thread the session is new: told again, and whatever was remembered is
    // forgotten, since what was committed last before the end is unknown.
    listen: async (channel, onPayload, lost) => {
      const hear = (m: import('pg').Notification) =>
        m.channel === channel && onPayload(m.payload ?? '');
      thread.notifications.on('notification', hear);
      const tell = () => pool.query(`LISTEN ${channel}`);
      thread.onRestart(() => {
        lost();
        void tell().catch(lost);
      });
      await tell();
      return async () => {
        thread.notifications.off('notification', hear);
        await pool.query(`UNLISTEN ${channel}`).catch(() => undefined);
      };
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). Reconnects after
 * a loss; until then `lost` is called every LISTEN_RETRY_MS, so copies are not trusted longer
 * than that while nobody can tell this process about changes.
 */
async function listenOnServer(
  Client: typeof import('pg').Client,
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  lost: () => void,
): Promise<() => Promise<void>> {
  let client: import('pg').Client | null = null;
  let closed = false;
  let down: NodeJS.Timeout | null = null;
  const connect = async () => {
    const c = new Client({ connectionString: url });
    client = c;
    c.on('notification', (m) => m.channel === channel && onPayload(m.payload ?? ''));
    c.on('error', () => fail(c));
    c.on('end', () => fail(c));
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    if (down) clearInterval(down);
    down = null;
    lost(); // whatever changed while nobody listened
  };
  const fail = (c: import('pg').Client) => {
    if (closed || client !== c) return;
    client = null;
    c.end().catch(() => undefined);
    lost();
    down ??= setInterval(lost, LISTEN_RETRY_MS).unref() as NodeJS.Timeout;
    setTimeout(() => void connect().catch(() => client && fail(client)), LISTEN_RETRY_MS).unref();
  };
  await connect().catch(() => client && fail(client));
  return async () => {
    closed = true;
    if (down) clearInterval(down);
    await (client as import('pg').Client | null)?.end().catch(() => undefined);
  };
}
