import { Type, type Static } from 'typebox';
import { exact } from './common';

/** Notification record on the wire (requirements 000 §3): one of `notifications` / `activities` holds a
 * JSON text (or plain text), the other is ''. */
export const NotificationWire = Type.Object(
  {
    id: Type.Integer(),
    activities: Type.String(),
    notifications: Type.String(),
    lastUpdated: Type.String({ description: 'ISO 8601 date and time' }),
    titleFr: Type.String({ description: "The title in French (Canada); '' when not written" }),
    linkLabelFr: Type.String({
      description: "The link's label in French (Canada); '' when not written",
    }),
  },
  exact,
);
export type NotificationWire = Static<typeof NotificationWire>;

const Text = Type.String({ maxLength: 4000 });
/** The admin's French of a text the notice shows; '' removes it (English is shown then). */
const French = Type.String({ maxLength: 1000 });

export const NotificationCreateBody = Type.Object({
  activities: Type.Optional(Text),
  notifications: Type.Optional(Text),
  lastUpdated: Type.Optional(Type.String({ format: 'date-time' })),
  titleFr: Type.Optional(French),
  linkLabelFr: Type.Optional(French),
});
export type NotificationCreateBody = Static<typeof NotificationCreateBody>;

export const NotificationUpdateBody = Type.Object({
  activities: Type.Optional(Text),
  notifications: Type.Optional(Text),
  titleFr: Type.Optional(French),
  linkLabelFr: Type.Optional(French),
});
export type NotificationUpdateBody = Static<typeof NotificationUpdateBody>;
