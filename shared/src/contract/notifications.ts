import { Type, type Static } from 'typebox';
import { exact } from './common';

/** Notification record on the wire (spec 000 §3): one of `notifications` / `activities` holds a
 * JSON text (or plain text), the other is ''. */
export const NotificationWire = Type.Object(
  {
    id: Type.Integer(),
    activities: Type.String(),
    notifications: Type.String(),
    lastUpdated: Type.String({ description: 'ISO 8601 date and time' }),
  },
  exact,
);
export type NotificationWire = Static<typeof NotificationWire>;

const Text = Type.String({ maxLength: 4000 });

export const NotificationCreateBody = Type.Object({
  activities: Type.Optional(Text),
  notifications: Type.Optional(Text),
  lastUpdated: Type.Optional(Type.String({ format: 'date-time' })),
});
export type NotificationCreateBody = Static<typeof NotificationCreateBody>;

export const NotificationUpdateBody = Type.Object({
  activities: Type.Optional(Text),
  notifications: Type.Optional(Text),
});
export type NotificationUpdateBody = Static<typeof NotificationUpdateBody>;
