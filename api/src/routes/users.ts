import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@portal/shared/contract/paths';
import { Type } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { MessageAnswer } from '@portal/shared/contract/common';
import { UserBody, UserWire } from '@portal/shared/contract/users';
import { createUser, deleteUser, resetPassword, updateUser, usersWire } from '../services/users';

const IdParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) });
export const EmailParams = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254 }),
});

/** The users an admin manages (the users screen); their writes are in services/users.ts. */
const userRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;

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
        return usersWire(db, self && (!email || email === self.email) ? [self] : []);
      }
      const rows = email
        ? await db.select().from(users).where(eq(users.email, email))
        : await db.select().from(users).orderBy(users.email);
      return usersWire(db, rows);
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
    const row = await createUser(db, req.user!, req.body);
    reply.status(201);
    return (await usersWire(db, [row]))[0];
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
      const { row, claimsChanged } = await updateUser(
        db,
        req.user!,
        Number(req.params.id),
        req.body,
      );
      // Tokens carrying the old role, dealer or e-mail end now, not when they expire.
      if (claimsChanged) api.deps.sessionGate.forgetAll();
      return (await usersWire(db, [row]))[0];
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
      await deleteUser(db, req.user!, Number(req.params.id));
      // The user's sessions went with the row: their tokens get a 401 everywhere now.
      api.deps.sessionGate.forgetAll();
      return reply.status(204).send(null);
    },
  );

  // A one-time temporary password by e-mail; the next sign-in must change it.
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
      await resetPassword(db, req.user!, req.params.email);
      api.deps.sessionGate.forgetAll();
      return { message: 'Password reset email sent successfully' };
    },
  );
};
export default userRoutes;
