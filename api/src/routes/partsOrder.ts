import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@portal/shared/contract/paths';
import {
  CheckoutQuery,
  CheckoutWire,
  OrderChangedAnswer,
  OrderPlaced,
  PlaceOrderBody,
  PoQuery,
  PoUsedWire,
  SHIPPING_CODES,
  SHIPPING_METHODS,
} from '@portal/shared/contract/partsOrder';
import { isStaff } from '@portal/shared/roles';
import { users } from '../db/schema';
import { idempotencyKey } from '../http/idempotencyKey';
import { DealerParams } from '../http/list';
import { isFrench } from '../lists/catalogCommon';
import { readCart } from '../lists/partsCart';
import { currentLines, poUsed, shipToOf } from '../lists/partsCheckout';
import { forgetListsEverywhere } from '../lists/readModels';
import { dealerInfo, dealerOfficeEmail } from '../services/dealerInfo';
import { checkOrder, OrderChanged, placeOrder } from '../services/partsOrder';
import { canonical } from '../kit/canonical';

const TAGS = ['parts-orders'];

// Placing the dealership's cart as a parts order (docs/decisions/0128-placing-a-parts-order.md).
const partsOrderRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const { blobs, config } = api.deps;

  api.get(
    API_PATHS.partsCheckout,
    {
      schema: {
        tags: TAGS,
        operationId: 'getPartsCheckout',
        summary: "What placing an order offers: the dealer's ship-to addresses, shipping methods",
        params: DealerParams,
        querystring: CheckoutQuery,
        response: { 200: CheckoutWire },
      },
    },
    async (req) => {
      const l = isFrench(req.query.language) ? 'fr' : 'en';
      return {
        shipTo: await shipToOf(db, req.dealerId!),
        shippingMethods: SHIPPING_CODES.map((code) => ({ code, label: SHIPPING_METHODS[code][l] })),
      };
    },
  );

  api.get(
    API_PATHS.partsPoUsed,
    {
      schema: {
        tags: TAGS,
        operationId: 'getPartsPoUsed',
        summary: 'Whether the dealer used a PO number on an order of the last 12 months',
        description: 'A flag for the buyer, never a refusal: the same PO may be placed again.',
        params: DealerParams,
        querystring: PoQuery,
        response: { 200: PoUsedWire },
      },
    },
    (req) => poUsed(db, req.dealerId!, req.query.po ?? ''),
  );

  api.post(
    API_PATHS.partsOrderPlace,
    {
      schema: {
        tags: TAGS,
        operationId: 'placePartsOrder',
        summary: "Place the dealership's cart as a parts order",
        description:
          "Needs an Idempotency-Key header (400 without): repeats with the key answer the first order (one order however many arrive at once); the key with another body is a 422. The body names the cart version and each line as the buyer saw it (quantity, net price, stock on hand); price and stock are checked again in the placing transaction and any change is a 409 with each change, nothing placed. Machine down needs a serial of the dealer's own machine (400 naming it otherwise). An empty cart is a 400.",
        params: DealerParams,
        headers: Type.Object({
          'idempotency-key': Type.Optional(Type.String({ maxLength: 300 })),
        }),
        body: PlaceOrderBody,
        response: { 201: OrderPlaced, 409: OrderChangedAnswer },
      },
    },
    async (req, reply) => {
      const key = idempotencyKey(req);
      const dealerId = req.dealerId!;
      const body = req.body;
      const checked = await checkOrder(db, dealerId, body, await shipToOf(db, dealerId));

      const [user] = await db
        .select({ first: users.firstName, last: users.lastName, language: users.language })
        .from(users)
        .where(eq(users.id, req.user!.sub));
      const office = await dealerOfficeEmail(db, dealerId);
      const dealer = await dealerInfo(db, dealerId);
      const email = req.user!.email;
      try {
        const { placed, repeat } = await placeOrder(db, blobs, {
          dealerId,
          dealerCode: dealer.code,
          dealerName: dealer.companyName,
          placer: {
            kind: 'user',
            sub: req.user!.sub,
            email,
            name: `${user?.first ?? ''} ${user?.last ?? ''}`.trim() || email,
            language: user?.language ?? 'en',
            staff: isStaff(req.user!.role),
          },
          dealerEmail: office,
          from: 'cart',
          key,
          request: canonical(body),
          body: { ...body, ...checked },
          partsMailbox: config.partsMailbox,
          current: (tx) => currentLines(tx, dealerId),
        });
        // The order's rows of Parts / Open Orders were rebuilt as it was written: every process
        // forgets the list answers it remembers, so the order is listed at once.
        if (!repeat) await forgetListsEverywhere(db);
        return reply.code(201).send(placed);
      } catch (e) {
        if (!(e instanceof OrderChanged)) throw e;
        const cart = await readCart(db, dealerId, isFrench(body.language));
        reply.header('etag', `"${cart.version}"`);
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          message: e.message,
          changes: e.changes,
          cart,
        });
      }
    },
  );
};
export default partsOrderRoutes;
