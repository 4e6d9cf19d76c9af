import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { CHANGE_SCOPES } from '@portal/shared/accessApi';
import { API_PATHS } from '@portal/shared/contract/paths';
import { ChangesPage } from '@portal/shared/contract/dealerApi';
import { badRequest } from '../http/errors';
import { cursorText, eventsAfter, parseCursor, START } from '../services/integrationEvents';

/**
 * The dealer's changes feed (decision 0146): the submission events of the client's dealer, in
 * commit order after a cursor, each kind only to a client holding the scope that reads its
 * record. A change names the record; the client reads the record itself through its scope's
 * route, so what the feed answers is never more than the client may read.
 */
const dealerApiChanges: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  api.get(
    API_PATHS.v1Changes,
    {
      schema: {
        tags: ['dealer-api'],
        operationId: 'listChanges',
        summary: "The dealer's changes after a cursor, oldest first",
        description:
          'Changes after `after` (`0.0`, or left out: from the first), oldest first, up to `limit`. Read on with `after` set to `next`. A change appears once no transaction begun before it is still running, and is never skipped; de-duplicate by `id`.',
        querystring: Type.Object({
          after: Type.Optional(Type.String({ maxLength: 40 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
        }),
        response: { 200: ChangesPage },
      },
    },
    async (req) => {
      const after = req.query.after === undefined ? START : parseCursor(req.query.after);
      if (!after)
        throw badRequest("query.after is not a cursor: use '0.0' or the `next` of a page");
      const held = new Set<string>(req.apiClient!.scopes);
      const kinds = Object.keys(CHANGE_SCOPES).filter((k) => held.has(CHANGE_SCOPES[k]));
      const events = kinds.length
        ? await eventsAfter(db, after, kinds, req.query.limit ?? 100, req.dealerId!)
        : [];
      return {
        changes: events.map((e) => ({
          id: e.id,
          kind: e.kind,
          occurredAt: e.occurredAt,
          subject: e.subject,
          cursor: e.cursor,
        })),
        next: events.length ? events[events.length - 1].cursor : cursorText(after),
      };
    },
  );
};
export default dealerApiChanges;
