import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../db/client';

/** What an import needs of one database connection inside its transaction. */
export interface Conn {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** PostgreSQL only: COPY rows (text values or null) into a table, streamed. */
  copyIn?: (table: string, columns: string[], rows: (string | null)[][]) => Promise<void>;
}

/** COPY's text format: backslash, tab and newlines escaped, \N for null. */
function copyLine(values: (string | null)[]): string {
  return (
    values
      .map((v) =>
        v === null
          ? '\\N'
          : v.replace(/[\\\t\n\r]/g, (c) =>
              c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
            ),
      )
      .join('\t') + '\n'
  );
}

/**
 * Runs `work` in one transaction on one connection: a pool client (with COPY on a PostgreSQL
 * server; PGlite's thread takes none), or PGlite's single connection in the commands. Whatever `work` throws rolls everything back, so a failed or
 * killed import leaves the data as it was.
 */
export async function inTransaction<T>(
  database: Database,
  work: (conn: Conn) => Promise<T>,
): Promise<T> {
  if ('pool' in database.raw) {
    const client = await database.raw.pool.connect();
    const conn: Conn = {
      query: async (text, params) => (await client.query(text, params)).rows,
    };
    if (database.raw.copy !== false)
      conn.copyIn = async (table, columns, rows) => {
        const sink = client.query(
          copyFrom(`COPY ${table} (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`),
        );
        await pipeline(Readable.from(rows.map(copyLine)), sink);
      };
    try {
      await client.query('begin');
      const result = await work(conn);
      await client.query('commit');
      return result;
    } catch (e) {
      await client.query('rollback').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }
  return database.raw.pglite.transaction(async (tx) =>
    work({
      query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
    }),
  );
}

/** Statements outside any transaction, each committed on its own: for reads that need none. */
export function eachOnItsOwn(database: Database): Conn {
  const raw = database.raw;
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      'pool' in raw
        ? ((await raw.pool.query(text, params)).rows as T[])
        : (await raw.pglite.query<T>(text, params)).rows,
  };
}
