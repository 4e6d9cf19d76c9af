import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, sessions, users } from '../db/schema';
import { isRole } from '@portal/shared/roles';
import { newFamily, newRefreshToken, sha256, type tokenService } from './tokens';
import { unauthorized } from '../http/errors';

/** ASVS 5.0 §7.3 (docs/decisions/0011-sessions-and-tokens.md): a session ends after an hour
 * without a refresh (7.3.1, inactivity) and 12 hours after its sign-in whatever happens (7.3.2,
 * absolute). */
export const IDLE_TTL_MS = 60 * 60 * 1000;
export const ABSOLUTE_TTL_MS = 12 * 3600 * 1000;

type UserRow = typeof users.$inferSelect;
type Tokens = ReturnType<typeof tokenService>;

export interface Issued {
  token: string;
  refreshToken: string;
  /** When the refresh token stops working: the cookie's lifetime. */
  refreshExpiresAt: Date;
}

/**
 * The one place tokens are issued (sign-in, refresh, password change): every claim is read from
 * the user row as it is now, never from the caller's token. Without a
 * `session`, a new one starts; with one, it goes on (a refresh) within its absolute lifetime.
 */
export async function issueTokens(
  db: Db,
  tokens: Tokens,
  user: UserRow,
  session?: { id: string; expiresAt: Date },
): Promise<Issued> {
  if (!isRole(user.role)) throw unauthorized('Account no longer exists');
  let current = session;
  if (!current) {
    current = { id: newFamily(), expiresAt: new Date(Date.now() + ABSOLUTE_TTL_MS) };
    await db.insert(sessions).values({ ...current, userId: user.id });
  }
  const { token: refreshToken, expiresAt } = await issueRefresh(db, user.id, current);
  const token = tokens.issue({
    sub: user.id,
    role: user.role,
    dealerId: user.dealerId,
    email: user.email,
    sid: current.id,
    ver: user.tokenVersion,
    mustChangePassword: user.requirePasswordChange,
  });
  return { token, refreshToken, refreshExpiresAt: expiresAt };
}

/** A refresh token of `session`, valid for the idle lifetime but never past the session's end. */
async function issueRefresh(
  db: Db,
  userId: number,
  session: { id: string; expiresAt: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newRefreshToken();
  const expiresAt = new Date(Math.min(Date.now() + IDLE_TTL_MS, session.expiresAt.getTime()));
  await db.insert(refreshTokens).values({
    tokenHash: sha256(token),
    family: session.id,
    userId,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Ends one session: its refresh tokens and its access tokens (logout, a reused refresh token). */
export const revokeSession = (db: Db, sessionId: string) =>
  revoke(db, eq(refreshTokens.family, sessionId), eq(sessions.id, sessionId));

/** Ends every session of a user (ASVS 3.3.3: after a password change or reset): their refresh
 * tokens stop working at once, and so do their access tokens (the session gate). */
export const revokeSessions = (db: Db, userId: number) =>
  revoke(db, eq(refreshTokens.userId, userId), eq(sessions.userId, userId));

async function revoke(db: Db, tokensWhere: SQL, sessionsWhere: SQL): Promise<void> {
  const now = new Date();
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(tokensWhere, isNull(refreshTokens.revokedAt)));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(sessionsWhere, isNull(sessions.revokedAt)));
}
