import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { tooMany } from '../http/errors';

/** Sign-in limits (docs/decisions/0011-sessions-and-tokens.md). Per minute:
 * failures per account and per IP (requirements 000 §8), and all sign-ins whatever their outcome (each
 * costs a 128 MiB hash). At once: sign-ins in flight per account and per IP. */
export const LIMITS = {
  failuresPerAccount: 10,
  failuresPerIp: 30,
  signInsPerAccount: 30,
  signInsPerIp: 120,
  concurrentPerAccount: 2,
  concurrentPerIp: 4,
};
export const FAILURES_TEXT = 'Too many failed sign-in attempts. Try again in a minute.';
export const SIGN_INS_TEXT = 'Too many sign-in attempts. Try again in a minute.';
export const CONCURRENT_TEXT = 'Too many sign-in attempts at once. Try again in a moment.';

const inFlight = { account: new Map<string, number>(), ip: new Map<string, number>() };
const add = (m: Map<string, number>, k: string, d: number) => {
  const n = (m.get(k) ?? 0) + d;
  if (n > 0) m.set(k, n);
  else m.delete(k);
};

/** A reserved attempt: settle it with its outcome once the password is checked. */
export interface Attempt {
  settle: (outcome: 'ok' | 'failed' | 'not-tried') => Promise<void>;
}

/**
 * Reserves a sign-in attempt before the password is hashed, or refuses it with a 429 and
 * Retry-After. The reservation is a row counted and inserted under a table lock in one
 * transaction, so parallel attempts are counted one after another and none slips in before the
 * first is recorded (finding 2). It counts as a failure until settled.
 */
export async function reserveAttempt(db: Db, email: string, ip: string): Promise<Attempt> {
  // In-process first: it costs nothing and keeps a burst from queueing on the table lock. The
  // count across processes is the table's (pending rows), below.
  if (
    (inFlight.account.get(email) ?? 0) >= LIMITS.concurrentPerAccount ||
    (inFlight.ip.get(ip) ?? 0) >= LIMITS.concurrentPerIp
  )
    throw tooMany(CONCURRENT_TEXT, 1);
  add(inFlight.account, email, 1);
  add(inFlight.ip, ip, 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    add(inFlight.account, email, -1);
    add(inFlight.ip, ip, -1);
  };
  try {
    const id = await db.transaction(async (tx) => {
      // SHARE ROW EXCLUSIVE conflicts with itself: reservations take turns (a few ms each).
      await tx.execute(sql`lock table ${loginAttempts} in share row exclusive mode`);
      const [c] = await tx
        .select({
          accountFailures: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email} and ${loginAttempts.outcome} <> 'ok')::int`,
          ipFailures: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip} and ${loginAttempts.outcome} <> 'ok')::int`,
          accountAll: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email})::int`,
          ipAll: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip})::int`,
          // In flight in any process: pending until settled; a process killed
          // mid-hash leaves its row pending, which ages out of this one-minute window.
          accountPending: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email} and ${loginAttempts.outcome} = 'pending')::int`,
          ipPending: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip} and ${loginAttempts.outcome} = 'pending')::int`,
        })
        .from(loginAttempts)
        .where(
          sql`${loginAttempts.at} > now() - interval '1 minute' and (${loginAttempts.email} = ${email} or ${loginAttempts.ip} = ${ip})`,
        );
      if (c.accountFailures >= LIMITS.failuresPerAccount || c.ipFailures >= LIMITS.failuresPerIp)
        throw tooMany(FAILURES_TEXT);
      if (c.accountAll >= LIMITS.signInsPerAccount || c.ipAll >= LIMITS.signInsPerIp)
        throw tooMany(SIGN_INS_TEXT);
      if (c.accountPending >= LIMITS.concurrentPerAccount || c.ipPending >= LIMITS.concurrentPerIp)
        throw tooMany(CONCURRENT_TEXT, 1);
      const [row] = await tx
        .insert(loginAttempts)
        .values({ email, ip, outcome: 'pending' })
        .returning({ id: loginAttempts.id });
      return row.id;
    });
    return {
      settle: async (outcome) => {
        release();
        // Not tried (the server was too busy to hash): it does not count against the user.
        if (outcome === 'not-tried') await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
        else await db.update(loginAttempts).set({ outcome }).where(eq(loginAttempts.id, id));
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
