import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';

export { EVENT_KINDS, type EventKind } from './eventKinds';

/** An event as the pull answers it and a webhook sends it. `id` is the same on every delivery. */
export const IntegrationEvent = Type.Object(
  {
    id: Type.String({ description: 'stable: de-duplicate by it' }),
    kind: Type.String(),
    version: Type.Integer(),
    occurredAt: Type.String(),
    dealerId: Nullable(Type.Integer()),
    subject: Type.String({ description: 'the record it is about: its events come in order' }),
    cursor: Type.String({ description: 'acknowledge it once this event is handled' }),
    data: Type.Record(Type.String(), Type.Unknown()),
  },
  exact,
);
export type IntegrationEvent = Static<typeof IntegrationEvent>;

/** One page of events in commit order; `next` is the cursor after its last one (or `after`). */
export const EventsPage = Type.Object(
  { events: Type.Array(IntegrationEvent), next: Type.String() },
  exact,
);
export type EventsPage = Static<typeof EventsPage>;

export const CursorBody = Type.Object(
  { cursor: Type.String({ pattern: '^\\d{1,18}\\.\\d{1,18}$', maxLength: 40 }) },
  exact,
);
export const CursorAnswer = Type.Object({ cursor: Type.String() }, exact);

/** A receiver of the events by webhook, as the admin screen shows it. */
export const WebhookEndpoint = Type.Object(
  {
    id: Type.Integer(),
    url: Type.String(),
    kinds: Type.Array(Type.String()),
    disabled: Type.Boolean(),
    createdBy: Type.String(),
    createdAt: Type.String(),
    previousSecretUntil: Nullable(Type.String()),
    pending: Type.Integer(),
    failing: Type.Integer(),
    delivered: Type.Integer(),
    dead: Type.Integer(),
  },
  exact,
);
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

export const NewWebhookEndpoint = Type.Object(
  {
    url: Type.String({ minLength: 8, maxLength: 2000 }),
    kinds: Type.Array(Type.String({ maxLength: 60 }), { minItems: 1, maxItems: 20 }),
  },
  exact,
);
export type NewWebhookEndpoint = Static<typeof NewWebhookEndpoint>;

/** The secret is shown here once (`whsec_…`); after a rotation the old one signs until `until`. */
export const WebhookSecret = Type.Object(
  { endpoint: WebhookEndpoint, secret: Type.String() },
  exact,
);
export type WebhookSecret = Static<typeof WebhookSecret>;

/** Disables or enables an endpoint (its deliveries wait while it is disabled). */
export const EndpointChange = Type.Object({ disabled: Type.Boolean() }, exact);

export const WebhookDelivery = Type.Object(
  {
    id: Type.Integer(),
    eventId: Type.String(),
    kind: Type.String(),
    subject: Type.String(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('dead')]),
    attempts: Type.Integer(),
    lastStatus: Nullable(Type.Integer()),
    lastError: Nullable(Type.String()),
    nextAttemptAt: Type.String(),
    deliveredAt: Nullable(Type.String()),
    createdAt: Type.String(),
  },
  exact,
);
export type WebhookDelivery = Static<typeof WebhookDelivery>;
