import type { FastifyInstance } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { notifications } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { audit } from '../lib/audit';

type Row = typeof notifications.$inferSelect;
const toWire = (n: Row) => ({
  id: n.id,
  activities: n.activities,
  notifications: n.notifications,
  lastUpdated: n.lastUpdated.toISOString(),
});

const Text = Type.String({ maxLength: 4000 });
const IdParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) });

/** Promotions and announcements of the home page (spec 000 §3, §7); admins write. */
export default async function notificationRoutes(api: FastifyInstance) {
  const { db } = api.deps.database;

  api.get('/notifications', { schema: { tags: ['notifications'] } }, async () =>
    (await db.select().from(notifications).orderBy(desc(notifications.lastUpdated))).map(toWire),
  );

  api.post(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        body: Type.Object({
          activities: Type.Optional(Text),
          notifications: Type.Optional(Text),
          lastUpdated: Type.Optional(Type.String({ format: 'date-time' })),
        }),
      },
    },
    async (req, reply) => {
      const b = req.body as { activities?: string; notifications?: string; lastUpdated?: string };
      if (!!b.activities === !!b.notifications)
        throw badRequest('Give exactly one of activities or notifications');
      const [row] = await db
        .insert(notifications)
        .values({
          activities: b.activities ?? '',
          notifications: b.notifications ?? '',
          lastUpdated: b.lastUpdated ? new Date(b.lastUpdated) : new Date(),
        })
        .returning();
      await audit(db, req.user!, 'notice-created', null, String(row.id));
      reply.status(201);
      return toWire(row);
    },
  );

  api.put(
    '/notifications/:id',
    {
      schema: {
        tags: ['notifications'],
        params: IdParams,
        body: Type.Object({ activities: Type.Optional(Text), notifications: Type.Optional(Text) }),
      },
    },
    async (req) => {
      const id = Number((req.params as { id: string }).id);
      const b = req.body as { activities?: string; notifications?: string };
      if (b.activities === undefined && b.notifications === undefined)
        throw badRequest('Give activities or notifications');
      const [row] = await db
        .update(notifications)
        .set({
          ...(b.activities !== undefined ? { activities: b.activities } : {}),
          ...(b.notifications !== undefined ? { notifications: b.notifications } : {}),
        })
        .where(eq(notifications.id, id))
        .returning();
      if (!row) throw notFound(`Notification ${id} not found`);
      await audit(db, req.user!, 'notice-updated', null, String(id));
      return toWire(row);
    },
  );

  api.delete(
    '/notifications/:id',
    { schema: { tags: ['notifications'], params: IdParams } },
    async (req, reply) => {
      const id = Number((req.params as { id: string }).id);
      const [row] = await db.delete(notifications).where(eq(notifications.id, id)).returning();
      if (!row) throw notFound(`Notification ${id} not found`);
      await audit(db, req.user!, 'notice-deleted', null, String(id));
      return reply.status(204).send();
    },
  );
}
