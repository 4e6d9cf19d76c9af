import { Type, type TSchema } from 'typebox';
import { exact, ListAnswer, MessageAnswer } from '../src/contract/common';
import { DealerWire } from '../src/contract/dealers';
import { ApiClientSecret, ApiClientWire } from '../src/contract/dealerApi';
import { DeploymentsAnswer } from '../src/contract/deployments';
import { FormReceived } from '../src/contract/forms';
import { CreatedServiceAccount, ImportRun, ServiceAccount } from '../src/contract/imports';
import { WebhookDelivery, WebhookEndpoint, WebhookSecret } from '../src/contract/integration';
import { SalesRepWire } from '../src/contract/resources';
import {
  CatalogModelsAnswer,
  DiagramWire,
  PartSearchAnswer,
  PartWire,
} from '../src/contract/partsCatalog';
import { CheckoutWire, OrderPlaced, PoUsedWire } from '../src/contract/partsOrder';
import { SearchAnswer } from '../src/contract/machines';
import { CartAddAnswer, CartWire } from '../src/contract/partsCart';
import { RewardsWire } from '../src/contract/rewards';
import { AuditEntry, UserWire } from '../src/contract/users';

/**
 * The API routes the component tests answer, each with the status and response schema its
 * route in api/src/routes declares (a file route: its content type). Keys are the method and the
 * route's path as Fastify writes it, under the client's `/api` base; `:name` is a path
 * parameter. api/test/componentRoutes.test.ts checks each entry against the running API's
 * OpenAPI document, so this table cannot drift from what the server sends.
 */
export const ROUTES = {
  'GET /health': { status: 200, schema: Type.Object({ status: Type.Literal('ok') }, exact) },
  'GET /deployments': { status: 200, schema: DeploymentsAnswer },
  'GET /dealerview': { status: 200, schema: ListAnswer(DealerWire) },
  'POST /dealerview/select': { status: 200, schema: DealerWire },
  'GET /salesstaff': { status: 200, schema: Type.Array(SalesRepWire) },
  'GET /imports': { status: 200, schema: Type.Array(ImportRun) },
  'GET /imports/:id/errors.csv': { status: 200, type: 'text/csv' },
  'GET /service-accounts': { status: 200, schema: Type.Array(ServiceAccount) },
  'POST /service-accounts': { status: 201, schema: CreatedServiceAccount },
  'DELETE /service-accounts/:id': { status: 200, schema: MessageAnswer },
  'GET /integration/webhooks': { status: 200, schema: Type.Array(WebhookEndpoint) },
  'POST /integration/webhooks': { status: 201, schema: WebhookSecret },
  'PUT /integration/webhooks/:id': { status: 200, schema: WebhookEndpoint },
  'POST /integration/webhooks/:id/rotate': { status: 200, schema: WebhookSecret },
  'GET /integration/webhooks/:id/deliveries': { status: 200, schema: Type.Array(WebhookDelivery) },
  'POST /integration/deliveries/:id/replay': { status: 200, schema: MessageAnswer },
  'GET /api-clients': { status: 200, schema: Type.Array(ApiClientWire) },
  'POST /api-clients': { status: 201, schema: ApiClientSecret },
  'POST /api-clients/:id/rotate': { status: 200, schema: ApiClientSecret },
  'DELETE /api-clients/:id': { status: 200, schema: ApiClientWire },
  'GET /users': { status: 200, schema: Type.Array(UserWire) },
  'POST /users': { status: 201, schema: UserWire },
  'PUT /users/:id': { status: 200, schema: UserWire },
  'DELETE /users/:id': { status: 204, schema: Type.Null() },
  'POST /users/:email/reset-password-email': { status: 200, schema: MessageAnswer },
  'GET /audit': { status: 200, schema: Type.Array(AuditEntry) },
  'GET /rewards_fast/:id': { status: 200, schema: RewardsWire },
  'GET /parts-catalog/:id/parts': { status: 200, schema: PartSearchAnswer },
  'GET /parts-catalog/:id/parts/:partNumber': { status: 200, schema: PartWire },
  'GET /parts-catalog/:id/models': { status: 200, schema: CatalogModelsAnswer },
  'GET /parts-catalog/:id/diagrams/:diagramId': { status: 200, schema: DiagramWire },
  'GET /parts-cart/:id': { status: 200, schema: CartWire },
  'GET /parts-checkout/:id': { status: 200, schema: CheckoutWire },
  'GET /parts-checkout/:id/po-used': { status: 200, schema: PoUsedWire },
  'POST /parts-orders/:id': { status: 201, schema: OrderPlaced },
  'GET /search/:id': { status: 200, schema: SearchAnswer },
  'DELETE /parts-cart/:id': { status: 200, schema: CartWire },
  'POST /parts-cart/:id/lines': { status: 200, schema: CartAddAnswer },
  'PUT /parts-cart/:id/lines/:partNumber': { status: 200, schema: CartWire },
  'DELETE /parts-cart/:id/lines/:partNumber': { status: 200, schema: CartWire },
  'POST /parts-cart/:id/reorder': { status: 200, schema: CartAddAnswer },
  'POST /api/send-email': { status: 201, schema: FormReceived },
  'POST /api/send-email-1': { status: 202, schema: MessageAnswer },
  'GET /api/pdf-library/thumbnail/:folder/:file': { status: 200, type: 'image/png' },
} as const satisfies Record<string, { status: number } & ({ schema: TSchema } | { type: string })>;

export type Route = keyof typeof ROUTES;
