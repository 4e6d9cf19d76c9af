import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import {
  NotificationCreateBody,
  NotificationUpdateBody,
  NotificationWire,
} from '@portal/shared/contract/notifications';
import { desc, eq } from 'drizzle-orm';
import { notifications } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { audit } from '../services/audit';
import { API_PATHS } from '@portal/shared/contract/paths';

type Row = typeof notifications.$inferSelect;
const toWire = (n: Row) => ({
  id: n.id,
  activities: n.activities,
  notifications: n.notifications,
  lastUpdated: n.lastUpdated.toISOString(),
  titleFr: n.titleFr,
  linkLabelFr: n.linkLabelFr,
});

/** The French texts a body gives, trimmed ('' when only spaces: English is shown then). */
const frenchOf = (b: { titleFr?: string; linkLabelFr?: string }) => ({
  ...(b.titleFr !== undefined ? { titleFr: b.titleFr.trim() } : {}),
  ...(b.linkLabelFr !== undefined ? { linkLabelFr: b.linkLabelFr.trim() } : {}),
});

const IdParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) });

/** Promotions and announcements of the home page (requirements 000 §3, §7); admins write. */
const notificationRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;

  const list = {
    tags: ['notifications'],
    operationId: 'listNotifications',
    summary: 'Every promotion and announcement, newest first',
    response: { 200: Type.Array(NotificationWire) },
  };
  api.get(API_PATHS.notifications, { schema: list }, async () =>
    (await db.select().from(notifications).orderBy(desc(notifications.lastUpdated))).map(toWire),
  );

  api.post(
    API_PATHS.notifications,
    {
      schema: {
        tags: ['notifications'],
        operationId: 'createNotification',
        summary: 'Add a promotion (notifications) or an announcement (activities)',
        body: NotificationCreateBody,
        response: { 201: NotificationWire },
      },
    },
    async (req, reply) => {
      const b = req.body;
      if (!!b.activities === !!b.notifications)
        throw badRequest('Give exactly one of activities or notifications');
      const [row] = await db
        .insert(notifications)
        .values({
          activities: b.activities ?? '',
          notifications: b.notifications ?? '',
          lastUpdated: b.lastUpdated ? new Date(b.lastUpdated) : new Date(),
          ...frenchOf(b),
        })
        .returning();
      await audit(db, req.user!, 'notice-created', null, String(row.id));
      reply.status(201);
      return toWire(row);
    },
  );

  api.put(
    API_PATHS.notification,
    {
      schema: {
        tags: ['notifications'],
        operationId: 'updateNotification',
        summary: 'Change a promotion or an announcement',
        params: IdParams,
        body: NotificationUpdateBody,
        response: { 200: NotificationWire },
      },
    },
    async (req) => {
      const id = Number(req.params.id);
      const b = req.body;
      const french = frenchOf(b);
      if (
        b.activities === undefined &&
        b.notifications === undefined &&
        !Object.keys(french).length
      )
        throw badRequest('Give activities, notifications, titleFr or linkLabelFr');
      const [row] = await db
        .update(notifications)
        .set({
          ...(b.activities !== undefined ? { activities: b.activities } : {}),
          ...(b.notifications !== undefined ? { notifications: b.notifications } : {}),
          ...french,
        })
        .where(eq(notifications.id, id))
        .returning();
      if (!row) throw notFound(`Notification ${id} not found`);
      await audit(db, req.user!, 'notice-updated', null, String(id));
      return toWire(row);
    },
  );

  api.delete(
    API_PATHS.notification,
    {
      schema: {
        tags: ['notifications'],
        operationId: 'deleteNotification',
        summary: 'Delete a promotion or an announcement',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted' }) },
      },
    },
    async (req, reply) => {
      const id = Number(req.params.id);
      const [row] = await db.delete(notifications).where(eq(notifications.id, id)).returning();
      if (!row) throw notFound(`Notification ${id} not found`);
      await audit(db, req.user!, 'notice-deleted', null, String(id));
      return reply.status(204).send(null);
    },
  );
};
export default notificationRoutes;
