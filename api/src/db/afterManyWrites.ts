import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * What a table needs after many rows were written at once (an import, the benchmarks' top-up):
 *
 * - its planner statistics (decision 0074): PGlite runs no autovacuum, so its planner would
 *   otherwise never learn what was written;
 * - its GIN (trigram) indexes' pending entries merged into them (decision 0080). New rows enter
 *   a pending list that every search reads whole until VACUUM merges it, or until it reaches
 *   `gin_pending_list_limit` (4 MB). PGlite never vacuums: after an import of 1,500 orders the
 *   orders' search index had 247 pending pages, read by each search. On PostgreSQL autovacuum
 *   merges them later; meanwhile a narrow search at 1,000,000 orders read 325 index pages
 *   instead of 14.
 *
 * Both cost what was written, not the table's size (ANALYZE reads a sample).
 */
export async function afterManyWrites(db: Db, table: string): Promise<void> {
  await db.execute(sql`analyze ${sql.identifier(table)}`);
  await db.execute(sql`
    select gin_clean_pending_list(i.indexrelid)
    from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am a on a.oid = c.relam
    where i.indrelid = to_regclass(${table}) and a.amname = 'gin'`);
}
