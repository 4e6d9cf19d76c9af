import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import { newRefreshToken, REFRESH_TTL_MS, sha256 } from './tokens';

/** Issues a refresh token in `family` (a new family at sign-in). */
export async function issueRefresh(db: Db, userId: number, family: string): Promise<string> {
  const token = newRefreshToken();
  await db.insert(refreshTokens).values({
    tokenHash: sha256(token),
    family,
    userId,
    expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
  });
  return token;
}

/** Ends every session of a user (ASVS 3.3.3: after a password change or reset): their refresh
 * tokens stop working, so each device signs in again within one access-token lifetime. */
export async function revokeSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
