import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dealers, profileRows } from '../db/schema';
import { readCache } from '../kit/readCache';

type DealerRow = typeof dealers.$inferSelect;

/** Dealers come from the manufacturer's systems and the API never writes them, so a list page
 * need not ask the database for its dealer's code and name every time (one query of
 * two per page). Kept for a minute. An unknown id is kept as unknown alike: asked again within
 * the minute, it costs no query either. */
const dealerCache = readCache(60_000, (db: Db, id: number): Promise<DealerRow | undefined> =>
  db
    .select()
    .from(dealers)
    .where(eq(dealers.id, id))
    .then((r) => r[0]),
);

/** Dealers changed (an import: announced to every process, services/invalidation.ts). */
export function forgetDealerInfo() {
  dealerCache.forget();
}

export async function dealerInfo(db: Db, id: number) {
  return (
    (await dealerCache.get(db, id)) ?? {
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
  return (await dealerCache.get(db, id)) !== undefined;
}

/** The dealer's main office's e-mail (its profile from the feed), null when it has none: where
 * the dealer's copy of what others submit for it goes. */
export async function dealerOfficeEmail(db: Db, dealerId: number): Promise<string | null> {
  const [office] = await db
    .select({ email: profileRows.email })
    .from(profileRows)
    .where(
      and(
        eq(profileRows.dealerId, dealerId),
        eq(profileRows.addrType, 'MAIN'),
        isNotNull(profileRows.email),
      ),
    )
    .limit(1);
  return office?.email ?? null;
}
