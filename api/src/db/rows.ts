import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of one SQL statement, typed, on a database or a transaction. */
export async function rowsOf<T>(on: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await on.execute(query)) as unknown as { rows: T[] }).rows;
}
