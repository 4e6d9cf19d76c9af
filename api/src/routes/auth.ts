import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { loginAttempts, refreshTokens, users } from '../db/schema';
import { dummyHash, verifyPassword } from '../auth/passwords';
import { newFamily, sha256 } from '../auth/tokens';
import { issueRefresh } from '../auth/sessions';
import { tooMany, unauthorized } from '../http/errors';
import { isRole } from '@portal/shared/roles';

/** Spec 000 §8 and issue 3: at most this many failures a minute, per account and per IP. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 30;
const THROTTLE_TEXT = 'Too many failed sign-in attempts. Try again in a minute.';

const Credentials = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});

export const displayName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

function bearer(req: FastifyRequest): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return m ? m[1] : null;
}

export default async function authRoutes(api: FastifyInstance) {
  const { db } = api.deps.database;
  const { tokens } = api.deps;

  api.post('/auth/login', { schema: { tags: ['auth'], body: Credentials } }, async (req) => {
    const { email: rawEmail, password } = req.body as { email: string; password: string };
    const email = rawEmail.trim().toLowerCase();
    const since = new Date(Date.now() - 60_000);
    // Throttle before hashing: the hash is deliberately slow, so it must not be a lever.
    const [{ byAccount }] = await db
      .select({ byAccount: sql<number>`count(*)::int` })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), gt(loginAttempts.at, since)));
    const [{ byIp }] = await db
      .select({ byIp: sql<number>`count(*)::int` })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, req.ip), gt(loginAttempts.at, since)));
    if (byAccount >= MAX_FAILURES_PER_ACCOUNT || byIp >= MAX_FAILURES_PER_IP)
      throw tooMany(THROTTLE_TEXT);

    const [user] = await db.select().from(users).where(eq(users.email, email));
    // Unknown e-mail: verify against a dummy hash so timing and answer reveal nothing.
    const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
    if (!user || !ok || !isRole(user.role)) {
      await db.insert(loginAttempts).values({ email, ip: req.ip });
      throw unauthorized('Invalid credentials');
    }
    await db.update(users).set({ lastLoginTime: new Date() }).where(eq(users.id, user.id));
    const refreshToken = await issueRefresh(db, user.id, newFamily());
    return {
      token: tokens.issue({
        sub: user.id,
        role: user.role,
        dealerId: user.dealerId,
        email: user.email,
        mustChangePassword: user.requirePasswordChange,
      }),
      refreshToken,
      role: user.role,
      dealerId: user.dealerId,
      requirePasswordChange: user.requirePasswordChange,
      email: user.email,
      id: user.id,
      name: displayName(user),
    };
  });

  // Spec 000 §7: the refresh token is sent as the bearer token; no payload.
  api.post('/auth/refresh', { schema: { tags: ['auth'] } }, async (req) => {
    const presented = bearer(req);
    if (!presented) throw unauthorized('Refresh token required');
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)));
    if (!row) throw unauthorized('Invalid refresh token');
    if (row.usedAt || row.revokedAt) {
      // Reuse of a spent token: someone else may hold the family. Revoke all of it.
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)));
      throw unauthorized('Refresh token already used; please sign in again');
    }
    if (row.expiresAt.getTime() < Date.now()) throw unauthorized('Refresh token expired');
    const spent = await db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (spent.length === 0) throw unauthorized('Refresh token already used; please sign in again');
    // Role and dealer are read again: a deleted or demoted user's tokens stop here.
    const [user] = await db.select().from(users).where(eq(users.id, row.userId));
    if (!user || !isRole(user.role)) throw unauthorized('Account no longer exists');
    return {
      token: tokens.issue({
        sub: user.id,
        role: user.role,
        dealerId: user.dealerId,
        email: user.email,
        mustChangePassword: user.requirePasswordChange,
      }),
      refreshToken: await issueRefresh(db, user.id, row.family),
    };
  });

  api.post('/auth/logout', { schema: { tags: ['auth'] } }, async (req, reply) => {
    const presented = bearer(req);
    if (presented) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(presented)));
      if (row)
        await db
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(eq(refreshTokens.family, row.family));
    }
    return reply.status(204).send();
  });

  api.post(
    '/auth/validate',
    { schema: { tags: ['auth'], body: Type.Object({ token: Type.String({ maxLength: 4096 }) }) } },
    async (req) => {
      try {
        const c = tokens.verify((req.body as { token: string }).token);
        return {
          valid: true,
          userId: c.sub,
          role: c.role,
          dealerId: c.dealerId,
          email: c.email,
          exp: c.exp,
        };
      } catch {
        return { valid: false };
      }
    },
  );
}
