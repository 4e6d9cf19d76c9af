import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
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
import { partsOrderProblems } from '@portal/shared/forms/partsOrderForm';
import { isStaff } from '@portal/shared/roles';
import { profileRows, users } from '../db/schema';
import { badRequest } from '../http/errors';
import { DealerParams } from '../http/list';
import { isFrench } from '../lists/catalogCommon';
import { readCart } from '../lists/partsCart';
import { currentLines, poUsed, shipToOf } from '../lists/partsCheckout';
import { forgetListsEverywhere } from '../lists/readModels';
import { dealerInfo } from '../services/dealerInfo';
import { machineStanding } from '../services/machineStanding';
import { OrderChanged, placeOrder } from '../services/partsOrder';
import { canonical } from './forms';

const TAGS = ['parts-orders'];

/**
 * The Idempotency-Key header (the IETF httpapi draft: a structured-field string, `"…"`; a bare
 * value is taken too). Required: a placing without one could be placed twice.
 */
function keyOf(req: FastifyRequest): string {
  const raw = req.headers['idempotency-key'];
  if (typeof raw !== 'string' || !raw.trim())
    throw badRequest(
      'Idempotency-Key: required; send a new unique key (a UUID) with each order, the same one with its retries',
    );
  const m = /^"([\x20-\x21\x23-\x5b\x5d-\x7e]{1,255})"$|^([\x21-\x7e]{1,255})$/.exec(raw.trim());
  if (!m) throw badRequest('Idempotency-Key: not a key (1 to 255 printable ASCII characters)');
  return m[1] ?? m[2];
}

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
      const key = keyOf(req);
      const dealerId = req.dealerId!;
      const body = req.body;
      // The checkout form's rules, as the browser runs them.
      const problems = partsOrderProblems({
        ...body,
        serial: body.serial ?? '',
        notes: body.notes ?? '',
      });
      if (Object.keys(problems).length) throw badRequest(Object.values(problems).join('; '));
      const poNumber = body.poNumber.trim();
      const serial = body.serial?.trim() || null;
      if (body.orderType === 'machineDown' && serial) {
        const standing = await machineStanding(db, dealerId, serial);
        if (!standing.owned)
          throw badRequest(`serial: ${serial} is not a machine of your dealership`);
      }
      const shipTo = (await shipToOf(db, dealerId)).find((a) => a.id === body.shipTo);
      if (!shipTo) throw badRequest(`shipTo: ${body.shipTo} is not one of the dealer's addresses`);

      const [user] = await db
        .select({ first: users.firstName, last: users.lastName, language: users.language })
        .from(users)
        .where(eq(users.id, req.user!.sub));
      const [office] = await db
        .select({ email: profileRows.email })
        .from(profileRows)
        .where(
          and(
            eq(profileRows.dealerId, dealerId),
            eq(profileRows.addrType, 'MAIN'),
            isNotNull(profileRows.email),
          ),
        )
        .limit(1);
      const dealer = await dealerInfo(db, dealerId);
      const email = req.user!.email;
      try {
        const { placed, repeat } = await placeOrder(db, blobs, {
          dealerId,
          dealerCode: dealer.code,
          dealerName: dealer.companyName,
          user: {
            sub: req.user!.sub,
            email,
            name: `${user?.first ?? ''} ${user?.last ?? ''}`.trim() || email,
            language: user?.language ?? 'en',
            staff: isStaff(req.user!.role),
          },
          dealerEmail: office?.email ?? null,
          key,
          request: canonical(body),
          body: { ...body, poNumber, serial, shipToText: `${shipTo.name}, ${shipTo.address}` },
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
