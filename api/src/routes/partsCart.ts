import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import {
  CartAddAnswer,
  CartAddBody,
  CartLineParams,
  CartQuantityBody,
  CartQuery,
  CartReorderBody,
  CartStaleAnswer,
  CartWire,
} from '@portal/shared/contract/partsCart';
import { API_PATHS } from '@portal/shared/contract/paths';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors';
import { DealerParams } from '../http/list';
import { isFrench } from '../lists/catalogCommon';
import { readCart } from '../lists/partsCart';
import { parseCartText } from '../services/cartText';
import {
  addLines,
  emptyCart,
  orderLines,
  removeLine,
  setQuantity,
  StaleCart,
} from '../services/partsCart';

const TAGS = ['parts-cart'];
const IF_MATCH =
  "Needs the cart's version as its ETag in If-Match (428 without it); a version other than the cart's is refused 412 with the cart as it is now, and nothing is changed.";
const VersionHeaders = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 40 })) });

/** The version an If-Match names: `"7"`, `W/"7"` or `7`. */
function versionOf(req: FastifyRequest): number {
  const header = req.headers['if-match'];
  if (!header)
    throw new HttpError(
      428,
      "If-Match: send the cart's version (its ETag) that the change is made on",
    );
  const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  if (!m) throw new HttpError(400, `If-Match: not a cart version: ${header.slice(0, 40)}`);
  return Number(m[1]);
}

// The dealership's shared parts cart (docs/decisions/0127-the-parts-cart.md): every answer is the
// cart as it is after the call, with its version as the ETag.
const partsCartRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  // Pasted text and an uploaded CSV, read whole (bounded by the body limit) into one string.
  api.addContentTypeParser(['text/plain', 'text/csv'], { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  const answer = async (req: FastifyRequest, reply: FastifyReply) => {
    const cart = await readCart(db, req.dealerId!, isFrench((req.query as CartQuery).language));
    reply.header('etag', `"${cart.version}"`);
    return cart;
  };
  /** Runs a change on the version the client saw; a stale one is answered 412 with the cart. */
  const onVersion = async (
    req: FastifyRequest,
    reply: FastifyReply,
    change: (version: number) => Promise<void>,
  ) => {
    try {
      await change(versionOf(req));
    } catch (err) {
      if (!(err instanceof StaleCart)) throw err;
      const cart = await answer(req, reply);
      return reply
        .code(412)
        .send({ statusCode: 412, error: 'Precondition Failed', message: err.message, cart });
    }
    return answer(req, reply);
  };
  const who = (req: FastifyRequest) => req.user!.email;

  api.get(
    API_PATHS.partsCart,
    {
      schema: {
        tags: TAGS,
        operationId: 'getPartsCart',
        summary: "The dealership's cart: each line with the dealer's net price today and the stock",
        params: DealerParams,
        querystring: CartQuery,
        response: { 200: CartWire },
      },
    },
    answer,
  );

  api.post(
    API_PATHS.partsCartLines,
    {
      schema: {
        tags: TAGS,
        operationId: 'addPartsCartLines',
        summary: 'Add lines in bulk, each answered its own result',
        description:
          'A JSON `{ lines: [{ part, quantity }] }` or a text/plain or text/csv body of `part, quantity` lines (a header line allowed). At most 1,000 lines (413 beyond). Each line: added, unknown part, superseded (added as its last replacement), rounded up to the pack, obsolete (not added) or, in text, bad quantity. One transaction: nothing half-added. Needs no version: adds by two buyers at once both land.',
        params: DealerParams,
        querystring: CartQuery,
        body: {
          content: {
            'application/json': { schema: CartAddBody },
            'text/plain': { schema: Type.String() },
            'text/csv': { schema: Type.String() },
          },
        } as unknown as typeof CartAddBody,
        response: { 200: CartAddAnswer },
      },
    },
    async (req, reply) => {
      const body = req.body as CartAddBody | string | undefined;
      if (body === undefined)
        throw badRequest(
          'body: send { lines: [{ part, quantity }] } as JSON, or "part, quantity" lines as text/plain or text/csv',
        );
      const lines = typeof body === 'string' ? parseCartText(body) : body.lines;
      const results = await addLines(db, req.dealerId!, who(req), lines);
      return { results, cart: await answer(req, reply) };
    },
  );

  api.put(
    API_PATHS.partsCartLine,
    {
      schema: {
        tags: TAGS,
        operationId: 'setPartsCartQuantity',
        summary: "Change a line's quantity (a multiple of its pack)",
        description: IF_MATCH,
        params: CartLineParams,
        querystring: CartQuery,
        headers: VersionHeaders,
        body: CartQuantityBody,
        response: { 200: CartWire, 412: CartStaleAnswer },
      },
    },
    (req, reply) =>
      onVersion(req, reply, (v) =>
        setQuantity(db, req.dealerId!, who(req), v, req.params.partNumber, req.body.quantity),
      ),
  );

  api.delete(
    API_PATHS.partsCartLine,
    {
      schema: {
        tags: TAGS,
        operationId: 'removePartsCartLine',
        summary: 'Remove a line',
        description: IF_MATCH,
        params: CartLineParams,
        querystring: CartQuery,
        headers: VersionHeaders,
        response: { 200: CartWire, 412: CartStaleAnswer },
      },
    },
    (req, reply) =>
      onVersion(req, reply, (v) =>
        removeLine(db, req.dealerId!, who(req), v, req.params.partNumber),
      ),
  );

  api.delete(
    API_PATHS.partsCart,
    {
      schema: {
        tags: TAGS,
        operationId: 'emptyPartsCart',
        summary: 'Empty the cart',
        description: IF_MATCH,
        params: DealerParams,
        querystring: CartQuery,
        headers: VersionHeaders,
        response: { 200: CartWire, 412: CartStaleAnswer },
      },
    },
    (req, reply) => onVersion(req, reply, (v) => emptyCart(db, req.dealerId!, who(req), v)),
  );

  api.post(
    API_PATHS.partsCartReorder,
    {
      schema: {
        tags: TAGS,
        operationId: 'reorderPartsOrder',
        summary: "Copy the lines of one of the dealer's past parts orders into the cart",
        description:
          'Each line answered as an add answers it (a part since superseded is added as its replacement). 404 when the dealer has no parts order with that number.',
        params: DealerParams,
        querystring: CartQuery,
        body: CartReorderBody,
        response: { 200: CartAddAnswer },
      },
    },
    async (req, reply) => {
      const lines = await orderLines(db, req.dealerId!, req.body.salesOrderNo);
      const results = await addLines(db, req.dealerId!, who(req), lines);
      return { results, cart: await answer(req, reply) };
    },
  );
};
export default partsCartRoutes;
