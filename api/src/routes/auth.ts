import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import {
  Credentials,
  LoginAnswer,
  TokenAnswer,
  ValidateAnswer,
  ValidateBody,
} from '@portal/shared/contract/auth';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { refreshTokens, sessions, users } from '../db/schema';
import { dummyHash, verifyPassword } from '../auth/passwords';
import { sha256 } from '../auth/tokens';
import { issueTokens, revokeSession } from '../auth/sessions';
import { reserveAttempt } from '../auth/signInLimits';
import {
  clearRefreshCookie,
  fromOwnOrigin,
  readRefreshCookie,
  setRefreshCookie,
} from '../auth/refreshCookie';
import { forbidden, unauthorized } from '../http/errors';
import { isRole, type Role } from '@portal/shared/roles';
import { toLanguage } from '../services/userWire';
import { servedAhead } from '../db/oldestRequestFirst';
import { API_PATHS } from '@portal/shared/contract/paths';

export const TEMPORARY_PASSWORD_SPENT_TEXT =
  'This temporary password has expired or was already used. Ask an administrator to send a new one.';

/** How much sooner a sign-in's queries are served than its arrival says (decision 0077). */
const HASH_HEAD_START_MS = 1000;

export const displayName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

const authRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const { tokens, sessionGate } = api.deps;
  const prefix = api.prefix;

  const login = {
    tags: ['auth'],
    operationId: 'signIn',
    summary: 'Sign in with e-mail and password; the refresh token is set as an HttpOnly cookie',
    body: Credentials,
    response: { 200: LoginAnswer },
  };
  // A sign-in's hash takes about a second of a core under load, so its queries are served as if
  // it had arrived that much earlier (decision 0077): it waits about one turn in all, like a page.
  const hashHeadStart = (_req: unknown, _reply: unknown, done: () => void) =>
    servedAhead(HASH_HEAD_START_MS, done);
  api.post(API_PATHS.login, { schema: login, preValidation: hashHeadStart }, async (req, reply) => {
    const { email: rawEmail, password } = req.body;
    const email = rawEmail.trim().toLowerCase();
    // Reserved before hashing: the hash is deliberately slow, so it must not be a lever.
    const attempt = await reserveAttempt(db, email, req.ip);
    let outcome: 'ok' | 'failed' | 'not-tried' = 'not-tried';
    try {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      // Unknown e-mail: verify against a dummy hash so timing and answer reveal nothing.
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
      outcome = user && ok && isRole(user.role) ? 'ok' : 'failed';
      if (outcome !== 'ok') throw unauthorized('Invalid credentials');
      // A temporary password from the reset e-mail signs in once, within its lifetime (finding
      // 11). Claimed in one statement, so two parallel sign-ins with it cannot both pass.
      if (user.tempPasswordExpiresAt) {
        const [claimed] = await db
          .update(users)
          .set({ tempPasswordUsedAt: new Date() })
          .where(
            and(
              eq(users.id, user.id),
              isNull(users.tempPasswordUsedAt),
              sql`${users.tempPasswordExpiresAt} > now()`,
            ),
          )
          .returning({ id: users.id });
        if (!claimed) throw unauthorized(TEMPORARY_PASSWORD_SPENT_TEXT);
      }
      await db.update(users).set({ lastLoginTime: new Date() }).where(eq(users.id, user.id));
      const issued = await issueTokens(db, tokens, user);
      setRefreshCookie(reply, prefix, issued.refreshToken, issued.refreshExpiresAt);
      // Requirements 000 §3's login answer, but the refresh token: it is in the HttpOnly cookie only.
      return {
        token: issued.token,
        role: user.role as Role, // checked by isRole above
        dealerId: user.dealerId,
        requirePasswordChange: user.requirePasswordChange,
        email: user.email,
        id: user.id,
        name: displayName(user),
        language: toLanguage(user.language),
      };
    } finally {
      await attempt.settle(outcome);
    }
  });

  // Requirements 000 §7: no payload. The refresh token comes in its cookie, and rotates.
  const refresh = {
    tags: ['auth'],
    operationId: 'refreshToken',
    summary: 'A new access token for the refresh cookie, which rotates',
    response: { 200: TokenAnswer },
  };
  api.post(API_PATHS.refresh, { schema: refresh }, async (req, reply) => {
    if (!fromOwnOrigin(req)) throw forbidden('Refresh must come from the portal itself');
    const presented = readRefreshCookie(req);
    if (!presented) throw unauthorized('Refresh token required');
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)));
    if (!row) throw unauthorized('Invalid refresh token');
    if (row.usedAt || row.revokedAt) {
      // Reuse of a spent token: someone else may hold the family. Revoke all of it.
      await revokeSession(db, row.family);
      sessionGate.forgetSession(row.family);
      clearRefreshCookie(reply, prefix);
      throw unauthorized('Refresh token already used; please sign in again');
    }
    if (row.expiresAt.getTime() < Date.now()) throw unauthorized('Refresh token expired');
    const spent = await db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (spent.length === 0) throw unauthorized('Refresh token already used; please sign in again');
    const [session] = await db.select().from(sessions).where(eq(sessions.id, row.family));
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now())
      throw unauthorized('Session ended; please sign in again');
    // Role and dealer are read again: a deleted or demoted user's tokens stop here.
    const [user] = await db.select().from(users).where(eq(users.id, row.userId));
    if (!user) throw unauthorized('Account no longer exists');
    const issued = await issueTokens(db, tokens, user, session);
    setRefreshCookie(reply, prefix, issued.refreshToken, issued.refreshExpiresAt);
    return { token: issued.token };
  });

  const logout = {
    tags: ['auth'],
    operationId: 'signOut',
    summary: 'End the session of the refresh cookie',
    response: { 204: Type.Null({ description: 'Signed out' }) },
  };
  api.post(API_PATHS.logout, { schema: logout }, async (req, reply) => {
    if (!fromOwnOrigin(req)) throw forbidden('Logout must come from the portal itself');
    const presented = readRefreshCookie(req);
    if (presented) {
      const [row] = await db
        .select({ family: refreshTokens.family })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(presented)));
      if (row) {
        // The session's access tokens end with it (the session gate), not 15 minutes later.
        await revokeSession(db, row.family);
        sessionGate.forgetSession(row.family);
      }
    }
    clearRefreshCookie(reply, prefix);
    return reply.status(204).send(null);
  });

  api.post(
    API_PATHS.validate,
    {
      schema: {
        tags: ['auth'],
        operationId: 'validateToken',
        summary: 'Whether an access token is valid, and whose it is',
        body: ValidateBody,
        response: { 200: ValidateAnswer },
      },
    },
    async (req) => {
      try {
        const c = tokens.verify(req.body.token);
        if (!(await sessionGate.allows(c))) return { valid: false };
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
};
export default authRoutes;
