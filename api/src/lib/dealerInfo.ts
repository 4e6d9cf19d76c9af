import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dealers } from '../db/schema';

type DealerRow = typeof dealers.$inferSelect;

/** Dealers come from the manufacturer's systems and the API never writes them, so a list page
 * need not ask the database for its dealer's code and name every time (issue 14: one query of
 * two per page). Kept for a minute. */
const TTL_MS = 60_000;
const cache = new WeakMap<Db, Map<number, { at: number; row: Promise<DealerRow | undefined> }>>();
const seen = new WeakMap<Db, number>();

/** After an import of dealers (src/import/run.ts): names and codes are read afresh. */
export function forgetDealerInfo() {
  generation++;
}
let generation = 0;

export async function dealerInfo(db: Db, id: number) {
  let byId = cache.get(db);
  if (!byId || seen.get(db) !== generation) {
    cache.set(db, (byId = new Map()));
    seen.set(db, generation);
  }
  const hit = byId.get(id);
  let row: Promise<DealerRow | undefined>;
  if (hit && Date.now() - hit.at < TTL_MS) row = hit.row;
  else {
    row = db
      .select()
      .from(dealers)
      .where(eq(dealers.id, id))
      .then((r) => r[0]);
    byId.set(id, { at: Date.now(), row });
    row.catch(() => byId.delete(id)); // a failed read is not remembered
  }
  return (
    (await row) ?? { id, code: '', companyName: '', division: '', territory: '', currency: '' }
  );
}
