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
 * Counts one request against `limit` per `windowMs` for `key` (a fixed window), in the database:
 * one atomic upsert, so parallel requests and several server processes share one count and a
 * burst cannot slip through between a read and a write. The request is counted before any of
 * its work is done, whether it then succeeds or not.
 */
export async function reserve(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
): Promise<Reservation> {
  const now = Date.now();
  const start = Math.floor(now / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(start), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  // The first request of a window clears this key's past windows: the table stays small.
  if (row.count === 1)
    await db
      .delete(rateLimits)
      .where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, new Date(start))));
  return {
    allowed: row.count <= limit,
    retryAfter: Math.max(1, Math.ceil((start + windowMs - now) / 1000)),
  };
}

/** `reserve`, refusing the request when over the limit: a 429 with Retry-After and `message`. */
export async function reserveOrRefuse(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  message: string,
): Promise<void> {
  const quota = await reserve(db, key, limit, windowMs);
  if (!quota.allowed) throw tooMany(message, quota.retryAfter);
}
