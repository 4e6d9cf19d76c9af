import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { DEALER_ROLES, type Role } from '@portal/shared/roles';
import { dealers, users } from '../db/schema';
import {
  hashPassword,
  passwordRuleProblem,
  SAME_PASSWORD_TEXT,
  verifyPassword,
} from '../auth/passwords';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { audit } from '../lib/audit';
import { enqueueMail } from '../lib/outbox';
import { issueTokens, revokeSessions } from '../auth/sessions';
import { setRefreshCookie } from '../auth/refreshCookie';
import { userProblems } from '@portal/shared/forms/userForm';
import { MessageAnswer } from '@portal/shared/contract/common';
import {
  LanguageChoice,
  PasswordChangeBody,
  PasswordChanged,
  UserBody,
  UserWire,
} from '@portal/shared/contract/users';

import { toLanguage, userToWire as toWire } from '../lib/userWire';
import { resetMail } from '../lib/resetMail';
import { API_PATHS } from '@portal/shared/contract/paths';

/** Spec 001 §5: the reset e-mail's temporary password is good for 24 hours, and one sign-in. */
export const TEMPORARY_PASSWORD_TTL_MS = 24 * 3600 * 1000;

/** Every write to a user ends the access tokens issued before it (issue 21, finding 5). */
const nextTokenVersion = sql`${users.tokenVersion} + 1`;

const INVALID_EMAIL = 'body.email must be a valid e-mail address';

const IdParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) });
const EmailParams = Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) });

const userRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;

  async function withCodes(rows: (typeof users.$inferSelect)[]) {
    const all = await db.select({ id: dealers.id, code: dealers.code }).from(dealers);
    const code = new Map(all.map((d) => [d.id, d.code]));
    return rows.map((u) => toWire(u, u.dealerId != null ? (code.get(u.dealerId) ?? null) : null));
  }

  async function checkDealer(id: number | null | undefined, role: string) {
    // A dealer role without a dealer could sign in but use nothing (issue 21, finding 10).
    if (id == null) {
      if (DEALER_ROLES.includes(role as Role))
        throw badRequest(`tradingPartnerId is required for a ${role}: choose the user's dealer`);
      return null;
    }
    const [d] = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, id));
    if (!d) throw badRequest(`tradingPartnerId ${id} is not a known dealer`);
    return id;
  }

  // Admins see every user; anyone else only themselves (the forms look up the signed-in rep).
  api.get(
    API_PATHS.users,
    {
      schema: {
        tags: ['users'],
        operationId: 'listUsers',
        summary: 'Every user (admins), or the signed-in user only',
        querystring: Type.Object({ email: Type.Optional(Type.String({ maxLength: 254 })) }),
        response: { 200: Type.Array(UserWire) },
      },
    },
    async (req) => {
      const me = req.user!;
      const email = req.query.email?.trim().toLowerCase();
      if (me.role !== 'ApplicationAdmin') {
        const [self] = await db.select().from(users).where(eq(users.id, me.sub));
        return withCodes(self && (!email || email === self.email) ? [self] : []);
      }
      const rows = email
        ? await db.select().from(users).where(eq(users.email, email))
        : await db.select().from(users).orderBy(users.email);
      return withCodes(rows);
    },
  );

  const create = {
    tags: ['users'],
    operationId: 'createUser',
    summary: 'Create a user; without a password one is made and must be changed',
    body: UserBody,
    response: { 201: UserWire },
  };
  api.post(API_PATHS.users, { schema: create }, async (req, reply) => {
    const b = req.body;
    const email = b.email.trim().toLowerCase();
    // The user form's schema, as the admin dialog checks it; the answer names the wire field.
    const problems = userProblems({ email, password: b.password });
    if (problems.email) throw badRequest(INVALID_EMAIL);
    const [dup] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (dup) throw duplicate(email);
    if (problems.password) throw badRequest(problems.password);
    const password = b.password || randomBytes(9).toString('base64url') + '1';
    const dealerId = await checkDealer(b.tradingPartnerId, b.role);
    const passwordHash = await hashPassword(password);
    // The user and its audit row commit together. The check above answers the usual duplicate;
    // one created meanwhile (a double submit, another admin: the hash takes a while) meets the
    // unique index and is a 409 too, never a 500.
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: b.firstName ?? '',
          lastName: b.lastName ?? '',
          title: b.title ?? '',
          department: b.department ?? '',
          role: b.role,
          dealerId,
          requirePasswordChange: !b.password,
          language: b.language ?? 'en',
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!created) throw duplicate(email);
      await audit(tx, req.user!, 'user-created', created.dealerId, email);
      return created;
    });
    reply.status(201);
    return (await withCodes([row]))[0];
  });

  api.put(
    API_PATHS.user,
    {
      schema: {
        tags: ['users'],
        operationId: 'updateUser',
        summary: "Change a user's record, role or dealer",
        params: IdParams,
        body: UserBody,
        response: { 200: UserWire },
      },
    },
    async (req) => {
      const id = Number(req.params.id);
      const b = req.body;
      const [current] = await db.select().from(users).where(eq(users.id, id));
      if (!current) throw notFound(`User ${id} not found`);
      const email = b.email.trim().toLowerCase();
      if (userProblems({ email }).email) throw badRequest(INVALID_EMAIL);
      if (email !== current.email) {
        const [dup] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (dup) throw duplicate(email);
      }
      if (id === req.user!.sub && b.role !== 'ApplicationAdmin')
        throw forbidden('You cannot remove your own admin role');
      const dealerId = await checkDealer(
        b.tradingPartnerId === undefined ? current.dealerId : b.tradingPartnerId,
        b.role,
      );
      // What a token carries changed: the tokens issued before end (a title does not matter).
      const claimsChange =
        email !== current.email || b.role !== current.role || dealerId !== current.dealerId;
      const row = await db
        .transaction(async (tx) => {
          const [updated] = await tx
            .update(users)
            .set({
              email,
              firstName: b.firstName ?? current.firstName,
              lastName: b.lastName ?? current.lastName,
              title: b.title ?? current.title,
              department: b.department ?? current.department,
              language: b.language ?? current.language,
              role: b.role,
              dealerId,
              ...(claimsChange ? { tokenVersion: nextTokenVersion } : {}),
            })
            .where(eq(users.id, id))
            .returning();
          // Deleted by another admin since it was read.
          if (!updated) throw notFound(`User ${id} not found`);
          await audit(
            tx,
            req.user!,
            'user-updated',
            updated.dealerId,
            `${email} (${updated.role})`,
          );
          return updated;
        })
        .catch((e: unknown) => {
          // The e-mail taken meanwhile by another write: the unique index decides, a 409.
          throw isUniqueViolation(e) ? duplicate(email) : e;
        });
      // Tokens carrying the old role, dealer or e-mail end now, not when they expire.
      if (claimsChange) api.deps.sessionGate.forgetAll();
      return (await withCodes([row]))[0];
    },
  );

  api.delete(
    API_PATHS.user,
    {
      schema: {
        tags: ['users'],
        operationId: 'deleteUser',
        summary: 'Delete a user and end their sessions',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted' }) },
      },
    },
    async (req, reply) => {
      const id = Number(req.params.id);
      if (id === req.user!.sub) throw forbidden('You cannot delete your own account');
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(users).where(eq(users.id, id)).returning();
        if (!row) throw notFound(`User ${id} not found`);
        await audit(tx, req.user!, 'user-deleted', row.dealerId, row.email);
      });
      // The user's sessions went with the row: their tokens get a 401 everywhere now.
      api.deps.sessionGate.forgetAll();
      return reply.status(204).send(null);
    },
  );

  // Issue 11: a one-time temporary password by e-mail; the next sign-in must change it.
  api.post(
    API_PATHS.resetPasswordEmail,
    {
      schema: {
        tags: ['users'],
        operationId: 'resetPassword',
        summary: 'Mail the user a one-time temporary password',
        params: EmailParams,
        response: { 200: MessageAnswer },
      },
    },
    async (req) => {
      const email = req.params.email.trim().toLowerCase();
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user) throw notFound(`User ${email} not found`);
      const temporary = randomBytes(9).toString('base64url') + '7';
      const passwordHash = await hashPassword(temporary);
      // One transaction: the new password, the user's sessions ended, the mail queued.
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            passwordHash,
            requirePasswordChange: true,
            tempPasswordExpiresAt: new Date(Date.now() + TEMPORARY_PASSWORD_TTL_MS),
            tempPasswordUsedAt: null,
            tokenVersion: nextTokenVersion,
          })
          .where(eq(users.id, user.id));
        await revokeSessions(tx, user.id);
        // In the user's own language (issue 27): a Québec dealer reads it in French.
        const mail = resetMail(
          toLanguage(user.language),
          escapeHtml(user.firstName || email),
          temporary,
        );
        await enqueueMail(tx, { to: email, ...mail });
        await audit(tx, req.user!, 'password-reset-sent', user.dealerId, email);
      });
      api.deps.sessionGate.forgetAll();
      return { message: 'Password reset email sent successfully' };
    },
  );

  // Issue 27: the signed-in user's own language, kept on their record so it follows them to
  // another browser. Not in the token, so no session ends.
  api.put(
    API_PATHS.language,
    {
      schema: {
        tags: ['users'],
        operationId: 'setMyLanguage',
        summary: "Keep the signed-in user's language on their record",
        body: LanguageChoice,
        response: { 200: LanguageChoice },
      },
    },
    async (req) => {
      const { language } = req.body;
      const me = req.user!;
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ language })
          .where(eq(users.id, me.sub))
          .returning({ dealerId: users.dealerId, email: users.email });
        if (!updated) throw notFound('User not found');
        await audit(tx, me, 'language-changed', updated.dealerId, `${updated.email} (${language})`);
      });
      return { language };
    },
  );

  api.put(
    API_PATHS.password,
    {
      schema: {
        tags: ['users'],
        operationId: 'changePassword',
        summary: "Change the signed-in user's own password; other sessions end",
        params: EmailParams,
        body: PasswordChangeBody,
        response: { 200: PasswordChanged },
      },
    },
    async (req, reply) => {
      const email = req.params.email.trim().toLowerCase();
      const { currentPassword, newPassword } = req.body;
      if (email !== req.user!.email.toLowerCase())
        throw forbidden('You may only change your own password');
      if (!currentPassword) throw badRequest('Current password is required.');
      const problem = passwordRuleProblem(newPassword);
      if (problem) throw badRequest(problem);
      if (newPassword === currentPassword) throw badRequest(SAME_PASSWORD_TEXT);
      const [user] = await db.select().from(users).where(eq(users.id, req.user!.sub));
      if (!user) throw notFound('User not found');
      if (!(await verifyPassword(currentPassword, user.passwordHash)))
        throw badRequest('Current password is incorrect.');
      const passwordHash = await hashPassword(newPassword);
      // Every session ends (their refresh and access tokens); this device goes on in a new one,
      // with tokens built from the updated row like every token the API issues.
      const issued = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({
            passwordHash,
            requirePasswordChange: false,
            tempPasswordExpiresAt: null,
            tempPasswordUsedAt: null,
            tokenVersion: nextTokenVersion,
          })
          .where(eq(users.id, user.id))
          .returning();
        if (!updated) throw notFound('User not found');
        await revokeSessions(tx, user.id);
        // Every write to a user is in the audit log, this one too (by the user themself).
        await audit(tx, req.user!, 'password-changed', user.dealerId, user.email);
        return issueTokens(tx, api.deps.tokens, updated);
      });
      api.deps.sessionGate.forgetAll();
      setRefreshCookie(reply, api.prefix, issued.refreshToken, issued.refreshExpiresAt);
      return { message: 'Password updated successfully.', token: issued.token };
    },
  );
};
export default userRoutes;

const duplicate = (email: string) => conflict(`A user with e-mail ${email} already exists`);

/** PostgreSQL's unique_violation (23505), as PGlite or pg report it, possibly wrapped by Drizzle. */
function isUniqueViolation(e: unknown): boolean {
  for (let c = e, depth = 0; c && typeof c === 'object' && depth < 5; depth++) {
    if ((c as { code?: unknown }).code === '23505') return true;
    c = (c as { cause?: unknown }).cause;
  }
  return false;
}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
