import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooMany } from '../http/errors';

export interface Reservation {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfter: number;
}

/**
 * Counts `amount` (one request, or its size) against `limit` per `windowMs` for `key` (a fixed
 * window), in the database: one atomic upsert, so parallel requests and several server processes
 * share one count and a burst cannot slip through between a read and a write. It is counted
 * before any of the request's work is done, whether that then succeeds or not; a refused amount
 * is not added, so a large request refused leaves room for a smaller one.
 */
export async function reserve(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  amount = 1,
): Promise<Reservation> {
  const now = Date.now();
  const start = Math.floor(now / windowMs) * windowMs;
  const retryAfter = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
  if (amount > limit) return { allowed: false, retryAfter };
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(start), count: amount })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${amount}` },
      // Over the limit the row is left as it is and nothing is returned.
      setWhere: sql`${rateLimits.count} + ${amount} <= ${limit}`,
    })
    .returning({ count: rateLimits.count });
  if (!row) return { allowed: false, retryAfter };
  // The first request of a window clears this key's past windows: the table stays small.
  if (row.count === amount)
    await db
      .delete(rateLimits)
      .where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, new Date(start))));
  return { allowed: true, retryAfter };
}

/** `reserve`, refusing the request when over the limit: a 429 with Retry-After and `message`. */
export async function reserveOrRefuse(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  message: string,
  amount = 1,
): Promise<void> {
  const quota = await reserve(db, key, limit, windowMs, amount);
  if (!quota.allowed) throw tooMany(message, quota.retryAfter);
}
