import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dealers } from '../db/schema';

type DealerRow = typeof dealers.$inferSelect;

/** Dealers come from the manufacturer's systems and the API never writes them, so a list page
 * need not ask the database for its dealer's code and name every time (issue 14: one query of
 * two per page). Kept for a minute. */
const TTL_MS = 60_000;
let cache = new WeakMap<Db, Map<number, { at: number; row: Promise<DealerRow | undefined> }>>();

/** Dealers changed (an import; issue 24: announced to every process, lib/invalidation.ts). */
export function forgetDealerInfo() {
  cache = new WeakMap();
}

/** The dealer's row, or undefined when there is no such dealer (kept alike: an unknown id asked
 * again within the minute costs no query either). */
function dealerRow(db: Db, id: number): Promise<DealerRow | undefined> {
  let byId = cache.get(db);
  if (!byId) cache.set(db, (byId = new Map()));
  const hit = byId.get(id);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.row;
  const row = db
    .select()
    .from(dealers)
    .where(eq(dealers.id, id))
    .then((r) => r[0]);
  byId.set(id, { at: Date.now(), row });
  row.catch(() => byId.delete(id)); // a failed read is not remembered
  return row;
}

export async function dealerInfo(db: Db, id: number) {
  return (
    (await dealerRow(db, id)) ?? {
      id,
      code: '',
      companyName: '',
      division: '',
      territory: '',
      currency: '',
    }
  );
}

/** Whether the dealer exists: what staff acting for a dealer is checked against on every call. */
export async function dealerExists(db: Db, id: number): Promise<boolean> {
  return (await dealerRow(db, id)) !== undefined;
}
