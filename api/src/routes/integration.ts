import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CursorAnswer,
  CursorBody,
  EndpointChange,
  EVENT_KINDS,
  EventsPage,
  NewWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookSecret,
} from '@portal/shared/contract/integration';
import { MessageAnswer } from '@portal/shared/contract/common';
import { API_PATHS } from '@portal/shared/contract/paths';
import { webhookProblems } from '@portal/shared/forms/webhookForm';
import { badRequest, notFound } from '../http/errors';
import { endpointProblem } from '../kit/publicAddress';
import { audit } from '../services/audit';
import {
  acknowledge,
  acknowledgedCursor,
  cursorText,
  eventsAfter,
  parseCursor,
} from '../services/integrationEvents';
import {
  createEndpoint,
  deliveriesOf,
  endpointList,
  replay,
  rotateSecret,
  setDisabled,
} from '../services/webhooks';

const TAG = ['integration'];
const IdParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) });

/** The kinds asked for, each checked: a misspelt kind would otherwise match nothing, silently. */
function kindsOf(list: string[]): string[] {
  const bad = list.find((k) => !(EVENT_KINDS as readonly string[]).includes(k));
  if (bad !== undefined)
    throw badRequest(`kinds: unknown kind '${bad}'; the kinds are ${EVENT_KINDS.join(', ')}`);
  return list;
}

/**
 * The submissions' events for the manufacturer's systems (docs/integration.md): pulled with a
 * service key (decision 0139), or pushed to the webhook endpoints an admin registers (0140).
 */
const integrationRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const { config } = api.deps;

  api.get(
    API_PATHS.integrationEvents,
    {
      schema: {
        tags: TAG,
        operationId: 'listIntegrationEvents',
        summary: 'The events after a cursor, in commit order (service accounts)',
        description:
          "Events after `after` (a cursor), or after this service account's acknowledged cursor when `after` is left out, oldest first. Asking again without acknowledging answers the same events: de-duplicate by `id`. `kinds` is a comma-separated list of kinds.",
        querystring: Type.Object({
          after: Type.Optional(Type.String({ maxLength: 40 })),
          kinds: Type.Optional(Type.String({ maxLength: 500 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
        }),
        response: { 200: EventsPage },
      },
    },
    async (req) => {
      const q = req.query;
      const account = req.serviceAccount!.id;
      let after = await acknowledgedCursor(db, account);
      if (q.after !== undefined) {
        const given = parseCursor(q.after);
        if (!given) throw badRequest("after: a cursor such as '0.0' or an event's cursor");
        after = given;
      }
      const kinds = q.kinds ? kindsOf(q.kinds.split(',').map((k) => k.trim())) : null;
      const events = await eventsAfter(db, after, kinds, q.limit ?? 100);
      return { events, next: events.at(-1)?.cursor ?? cursorText(after) };
    },
  );

  api.post(
    API_PATHS.integrationAck,
    {
      schema: {
        tags: TAG,
        operationId: 'acknowledgeIntegrationEvents',
        summary: "Moves this service account's cursor forward (service accounts)",
        description:
          'Acknowledges every event up to and including the cursor: a later call without `after` begins after it. An older cursor than the one kept changes nothing.',
        body: CursorBody,
        response: { 200: CursorAnswer },
      },
    },
    async (req) => {
      const to = parseCursor(req.body.cursor)!;
      return { cursor: cursorText(await acknowledge(db, req.serviceAccount!.id, to)) };
    },
  );

  api.get(
    API_PATHS.webhooks,
    {
      schema: {
        tags: TAG,
        operationId: 'listWebhookEndpoints',
        summary: 'The webhook endpoints and their deliveries counted (admins)',
        response: { 200: Type.Array(WebhookEndpoint) },
      },
    },
    async () => endpointList(db),
  );

  api.post(
    API_PATHS.webhooks,
    {
      schema: {
        tags: TAG,
        operationId: 'createWebhookEndpoint',
        summary: 'Register a webhook endpoint (admins)',
        description: "Its signing secret ('whsec_…') is in this answer only.",
        body: NewWebhookEndpoint,
        response: { 201: WebhookSecret },
      },
    },
    async (req, reply) => {
      const rules = webhookProblems(req.body);
      if (Object.keys(rules).length) throw badRequest(Object.values(rules).join('; '));
      const url = req.body.url.trim();
      const problem = endpointProblem(url, config.webhooks.privateAddresses);
      if (problem) throw badRequest(problem);
      const kinds = kindsOf([...new Set(req.body.kinds)]);
      const created = await createEndpoint(db, url, kinds, req.user!.email);
      await audit(db, req.user!, 'webhook-create', null, url);
      reply.status(201);
      return created;
    },
  );

  api.put(
    API_PATHS.webhook,
    {
      schema: {
        tags: TAG,
        operationId: 'changeWebhookEndpoint',
        summary: 'Disable or enable a webhook endpoint (admins)',
        params: IdParams,
        body: EndpointChange,
        response: { 200: WebhookEndpoint },
      },
    },
    async (req) => {
      const endpoint = await setDisabled(db, Number(req.params.id), req.body.disabled);
      if (!endpoint) throw notFound(`Webhook endpoint ${req.params.id} not found`);
      await audit(
        db,
        req.user!,
        req.body.disabled ? 'webhook-disable' : 'webhook-enable',
        null,
        endpoint.url,
      );
      return endpoint;
    },
  );

  api.post(
    API_PATHS.webhookRotate,
    {
      schema: {
        tags: TAG,
        operationId: 'rotateWebhookSecret',
        summary: 'A new signing secret; the old one signs too for WEBHOOK_OLD_SECRET_MS (admins)',
        params: IdParams,
        response: { 200: WebhookSecret },
      },
    },
    async (req) => {
      const rotated = await rotateSecret(db, Number(req.params.id), config.webhooks.oldSecretMs);
      if (!rotated) throw notFound(`Webhook endpoint ${req.params.id} not found`);
      await audit(db, req.user!, 'webhook-rotate', null, rotated.endpoint.url);
      return rotated;
    },
  );

  api.get(
    API_PATHS.webhookDeliveries,
    {
      schema: {
        tags: TAG,
        operationId: 'listWebhookDeliveries',
        summary: "An endpoint's latest deliveries, or its dead letters (admins)",
        params: IdParams,
        querystring: Type.Object({
          status: Type.Optional(
            Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('dead')]),
          ),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
        }),
        response: { 200: Type.Array(WebhookDelivery) },
      },
    },
    async (req) =>
      deliveriesOf(db, Number(req.params.id), req.query.status, req.query.limit ?? 100),
  );

  api.post(
    API_PATHS.webhookReplay,
    {
      schema: {
        tags: TAG,
        operationId: 'replayWebhookDelivery',
        summary: 'Send a dead letter again now, with a new retry period (admins)',
        params: IdParams,
        response: { 200: MessageAnswer },
      },
    },
    async (req) => {
      const row = await replay(db, Number(req.params.id));
      if (!row) throw notFound(`No delivery ${req.params.id} to replay`);
      await audit(db, req.user!, 'webhook-replay', null, `delivery ${row.id}`);
      return { message: `Delivery ${row.id} will be sent again now` };
    },
  );
};
export default integrationRoutes;
