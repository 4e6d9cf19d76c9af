import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { submissions } from '../db/schema';

/** The inventory status of a unit whose warranty registration was sent through the portal. */
export const REGISTERED = 'Registered';

/** Serial numbers (upper-cased) the dealer registered through the portal. */
export async function registeredSerials(db: Db, dealerId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ serial: sql<string>`upper(${submissions.payload} ->> 'serialNumber')` })
    .from(submissions)
    .where(and(eq(submissions.dealerId, dealerId), eq(submissions.kind, 'warranty')));
  return new Set(rows.map((r) => r.serial));
}
