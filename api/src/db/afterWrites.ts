import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * What a table needs after rows were written in bulk (an import, the benchmarks' top-up):
 *
 * - its GIN (trigram) indexes' pending entries merged into them (decision 0080). New index entries
 *   enter a pending list that every search reads whole, until VACUUM merges it or it reaches
 *   `gin_pending_list_limit` (4 MB). PGlite never vacuums: after an import of 1,500 orders the
 *   orders' search index had 247 pending pages, read by each search, and a feed of small imports
 *   would grow it to 4 MB. On PostgreSQL autovacuum merges them later; meanwhile a narrow search
 *   at 1,000,000 orders read 325 index pages instead of 14. Merging costs what is pending.
 * - `analyze`: its planner statistics (decision 0074), when many rows changed. PGlite runs no
 *   autovacuum, so its planner would otherwise never learn what was written. ANALYZE reads a
 *   sample, so its cost does not grow with the table, but it is not worth it for a few rows.
 */
export async function afterWrites(
  db: Db,
  table: string,
  { analyze }: { analyze: boolean },
): Promise<void> {
  if (analyze) await db.execute(sql`analyze ${sql.identifier(table)}`);
  // For speed only, after the rows are committed: a refusal (a database role that does not own
  // the index, a read-only standby) must not turn an applied import into an error: it is said as
  // a process warning (on standard error) instead.
  await db
    .execute(
      sql`
    select gin_clean_pending_list(i.indexrelid)
    from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am a on a.oid = c.relam
    where i.indrelid = to_regclass(${table}) and a.amname = 'gin'`,
    )
    .catch((e: unknown) =>
      process.emitWarning(
        `The trigram indexes of ${table} keep their new entries pending: ${(e as Error).message}`,
        { code: 'PORTAL_GIN_PENDING', type: 'PortalWarning' },
      ),
    );
}
