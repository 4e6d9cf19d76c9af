import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { DEALER_ROLES, type Role } from '@portal/shared/roles';
import type { LanguageWire, PasswordChangeBody, UserBody } from '@portal/shared/contract/users';
import { userProblems } from '@portal/shared/forms/userForm';
import type { Db } from '../db/client';
import { dealers, users } from '../db/schema';
import {
  hashPassword,
  passwordRuleProblem,
  SAME_PASSWORD_TEXT,
  verifyPassword,
} from '../auth/passwords';
import { issueTokens, revokeSessions } from '../auth/sessions';
import type { Claims } from '../auth/tokens';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { escapeHtml } from '../kit/html';
import { audit } from './audit';
import { enqueueMail } from './outbox';
import { resetMail } from './resetMail';
import { toLanguage, userToWire } from './userWire';

// The writes to users: each one, its audit row and its mail (if any) commit together.

/** Requirements 001 §5: the reset e-mail's temporary password is good for 24 hours, and one sign-in. */
export const TEMPORARY_PASSWORD_TTL_MS = 24 * 3600 * 1000;

/** Every write to a user ends the access tokens issued before it. */
const nextTokenVersion = sql`${users.tokenVersion} + 1`;

const INVALID_EMAIL = 'body.email must be a valid e-mail address';

type UserRow = typeof users.$inferSelect;
type Actor = Pick<Claims, 'sub' | 'email'>;
type Tokens = Parameters<typeof issueTokens>[1];

const duplicate = (email: string) => conflict(`A user with e-mail ${email} already exists`);

/** PostgreSQL's unique_violation (23505), as PGlite or pg report it, possibly wrapped by Drizzle. */
function isUniqueViolation(e: unknown): boolean {
  for (let c = e, depth = 0; c && typeof c === 'object' && depth < 5; depth++) {
    if ((c as { code?: unknown }).code === '23505') return true;
    c = (c as { cause?: unknown }).cause;
  }
  return false;
}

/** Users as the API answers them, each with its dealer's code. */
export async function usersWire(db: Db, rows: UserRow[]) {
  const all = await db.select({ id: dealers.id, code: dealers.code }).from(dealers);
  const code = new Map(all.map((d) => [d.id, d.code]));
  return rows.map((u) => userToWire(u, u.dealerId != null ? (code.get(u.dealerId) ?? null) : null));
}

async function checkDealer(db: Db, id: number | null | undefined, role: string) {
  // A dealer role without a dealer could sign in but use nothing.
  if (id == null) {
    if (DEALER_ROLES.includes(role as Role))
      throw badRequest(`tradingPartnerId is required for a ${role}: choose the user's dealer`);
    return null;
  }
  const [d] = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, id));
  if (!d) throw badRequest(`tradingPartnerId ${id} is not a known dealer`);
  return id;
}

export async function createUser(db: Db, actor: Actor, b: UserBody): Promise<UserRow> {
  const email = b.email.trim().toLowerCase();
  // The user form's schema, as the admin dialog checks it; the answer names the wire field.
  const problems = userProblems({ email, password: b.password });
  if (problems.email) throw badRequest(INVALID_EMAIL);
  const [dup] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (dup) throw duplicate(email);
  if (problems.password) throw badRequest(problems.password);
  const password = b.password || randomBytes(9).toString('base64url') + '1';
  const dealerId = await checkDealer(db, b.tradingPartnerId, b.role);
  const passwordHash = await hashPassword(password);
  // The user and its audit row commit together. The check above answers the usual duplicate;
  // one created meanwhile (a double submit, another admin: the hash takes a while) meets the
  // unique index and is a 409 too, never a 500.
  return db.transaction(async (tx) => {
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
    await audit(tx, actor, 'user-created', created.dealerId, email);
    return created;
  });
}

/** Changes a user's record; `claimsChanged` when what a token carries changed (its tokens end). */
export async function updateUser(
  db: Db,
  actor: Actor,
  id: number,
  b: UserBody,
): Promise<{ row: UserRow; claimsChanged: boolean }> {
  const [current] = await db.select().from(users).where(eq(users.id, id));
  if (!current) throw notFound(`User ${id} not found`);
  const email = b.email.trim().toLowerCase();
  if (userProblems({ email }).email) throw badRequest(INVALID_EMAIL);
  if (email !== current.email) {
    const [dup] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (dup) throw duplicate(email);
  }
  if (id === actor.sub && b.role !== 'ApplicationAdmin')
    throw forbidden('You cannot remove your own admin role');
  const dealerId = await checkDealer(
    db,
    b.tradingPartnerId === undefined ? current.dealerId : b.tradingPartnerId,
    b.role,
  );
  // What a token carries changed: the tokens issued before end (a title does not matter).
  const claimsChanged =
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
          ...(claimsChanged ? { tokenVersion: nextTokenVersion } : {}),
        })
        .where(eq(users.id, id))
        .returning();
      // Deleted by another admin since it was read.
      if (!updated) throw notFound(`User ${id} not found`);
      await audit(tx, actor, 'user-updated', updated.dealerId, `${email} (${updated.role})`);
      return updated;
    })
    .catch((e: unknown) => {
      // The e-mail taken meanwhile by another write: the unique index decides, a 409.
      throw isUniqueViolation(e) ? duplicate(email) : e;
    });
  return { row, claimsChanged };
}

/** Deletes a user; their sessions go with the row. */
export async function deleteUser(db: Db, actor: Actor, id: number): Promise<void> {
  if (id === actor.sub) throw forbidden('You cannot delete your own account');
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(users).where(eq(users.id, id)).returning();
    if (!row) throw notFound(`User ${id} not found`);
    await audit(tx, actor, 'user-deleted', row.dealerId, row.email);
  });
}

/** A one-time temporary password by e-mail; the next sign-in must change it. */
export async function resetPassword(db: Db, actor: Actor, rawEmail: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
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
    // In the user's own language: a Québec dealer reads it in French.
    const mail = resetMail(
      toLanguage(user.language),
      escapeHtml(user.firstName || email),
      temporary,
    );
    await enqueueMail(tx, { to: email, ...mail });
    await audit(tx, actor, 'password-reset-sent', user.dealerId, email);
  });
}

/** The signed-in user's own language, kept on their record (not in the token: no session ends). */
export async function setOwnLanguage(db: Db, me: Actor, language: LanguageWire): Promise<void> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ language })
      .where(eq(users.id, me.sub))
      .returning({ dealerId: users.dealerId, email: users.email });
    if (!updated) throw notFound('User not found');
    await audit(tx, me, 'language-changed', updated.dealerId, `${updated.email} (${language})`);
  });
}

/**
 * The signed-in user's own password: every session ends (their refresh and access tokens) and
 * this device goes on in a new one, with tokens built from the updated row.
 */
export async function changeOwnPassword(
  db: Db,
  tokens: Tokens,
  me: Actor,
  rawEmail: string,
  { currentPassword, newPassword }: PasswordChangeBody,
) {
  const email = rawEmail.trim().toLowerCase();
  if (email !== me.email.toLowerCase()) throw forbidden('You may only change your own password');
  if (!currentPassword) throw badRequest('Current password is required.');
  const problem = passwordRuleProblem(newPassword);
  if (problem) throw badRequest(problem);
  if (newPassword === currentPassword) throw badRequest(SAME_PASSWORD_TEXT);
  const [user] = await db.select().from(users).where(eq(users.id, me.sub));
  if (!user) throw notFound('User not found');
  if (!(await verifyPassword(currentPassword, user.passwordHash)))
    throw badRequest('Current password is incorrect.');
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
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
    await audit(tx, me, 'password-changed', user.dealerId, user.email);
    return issueTokens(tx, tokens, updated);
  });
}
