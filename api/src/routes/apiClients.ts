import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scopeAllowed } from '@portal/shared/accessApi';
import { ApiClientSecret, ApiClientWire, NewApiClient } from '@portal/shared/contract/dealerApi';
import { API_PATHS } from '@portal/shared/contract/paths';
import { badRequest, notFound } from '../http/errors';
import { audit } from '../services/audit';
import { dealerExists } from '../services/dealerInfo';
import {
  createApiClient,
  listApiClients,
  revokeApiClient,
  rotateApiClient,
} from '../services/apiClients';

const TAG = ['api-clients'];
const IdParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) });

/**
 * The dealer API's clients (decision 0144): an ApplicationAdmin makes one for a dealership, with
 * the role it acts as and its scopes; its secret is answered once, rotated (the old one stops at
 * once) and the client revoked. Each act is audited for the dealer.
 */
const apiClientRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;

  api.get(
    API_PATHS.apiClients,
    {
      schema: {
        tags: TAG,
        operationId: 'listApiClients',
        summary: "The dealer API's clients, newest first (admins)",
        response: { 200: Type.Array(ApiClientWire) },
      },
    },
    async () => listApiClients(db),
  );

  api.post(
    API_PATHS.apiClients,
    {
      schema: {
        tags: TAG,
        operationId: 'createApiClient',
        summary: 'A new API client for one dealership; its secret is answered once',
        body: NewApiClient,
        response: { 201: ApiClientSecret },
      },
    },
    async (req, reply) => {
      const body = req.body;
      const name = body.name.trim();
      if (!name) throw badRequest('body.name must not be blank');
      const refused = body.scopes.find((s) => !scopeAllowed(body.role, s));
      if (refused)
        throw badRequest(
          `body.scopes: a ${body.role} client may not hold ${refused} (the access table refuses its screen to the role)`,
        );
      if (!(await dealerExists(db, body.dealerId)))
        throw badRequest(`body.dealerId: no dealer ${body.dealerId}`);
      const made = await createApiClient(db, {
        ...body,
        name,
        createdBy: req.user!.email,
      });
      await audit(db, req.user!, 'api-client-created', body.dealerId, name);
      return reply.status(201).send(made);
    },
  );

  api.post(
    API_PATHS.apiClientRotate,
    {
      schema: {
        tags: TAG,
        operationId: 'rotateApiClient',
        summary: 'A new secret for a client; the old one and its tokens stop at once',
        params: IdParams,
        response: { 200: ApiClientSecret },
      },
    },
    async (req) => {
      const made = await rotateApiClient(db, Number(req.params.id));
      if (!made) throw notFound(`No live API client ${req.params.id}`);
      await audit(db, req.user!, 'api-client-rotated', made.client.dealerId, made.client.name);
      return made;
    },
  );

  api.delete(
    API_PATHS.apiClient,
    {
      schema: {
        tags: TAG,
        operationId: 'revokeApiClient',
        summary: 'Revoke a client: its secret and tokens are refused from the next call',
        params: IdParams,
        response: { 200: ApiClientWire },
      },
    },
    async (req) => {
      const client = await revokeApiClient(db, Number(req.params.id));
      if (!client) throw notFound(`No live API client ${req.params.id}`);
      await audit(db, req.user!, 'api-client-revoked', client.dealerId, client.name);
      return client;
    },
  );
};
export default apiClientRoutes;
