import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, refreshTokens, sessions } from '../db/schema';

/**
 * What the sign-in tables no longer need, removed: sign-in attempts count for a minute (the
 * limits of signInLimits.ts) and are kept a day for whoever looks into a burst of failures;
 * sessions and refresh tokens past their absolute lifetime can never be used again. Without
 * this the three tables grow with every sign-in for ever. Idempotent, so every API process may
 * run it.
 */
export const KEPT_AFTER_USE_MS = 86_400_000;

export async function removeExpiredAuthRows(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - KEPT_AFTER_USE_MS);
  const attempts = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.at, before))
    .returning({ id: loginAttempts.id });
  const tokens = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, before))
    .returning({ id: refreshTokens.id });
  const ended = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, before))
    .returning({ id: sessions.id });
  return { attempts: attempts.length, refreshTokens: tokens.length, sessions: ended.length };
}

/**
 * Removes them now (a process started after a long pause catches up before it serves) and then
 * once an hour; a failure is left for the next hour. Returns what stops the hourly runs.
 */
export async function keepRemovingExpiredAuthRows(db: Db): Promise<() => void> {
  const run = () => removeExpiredAuthRows(db).catch(() => undefined);
  await run();
  const timer = setInterval(() => void run(), 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
