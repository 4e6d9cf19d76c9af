import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@portal/shared/contract/paths';
import { collectDealerApiRoutes } from '../plugins/dealerApiDocument';
import dealerApiToken from './dealerApiToken';
import dealerApiReads from './dealerApiReads';
import dealerApiChanges from './dealerApiChanges';
import dealerApiFiles from './dealerApiFiles';
import dealerApiWrites from './dealerApiWrites';

/** The dealer API at /v1 (docs/api.md, decisions 0144 to 0147) and its OpenAPI document. */
const dealerApi: FastifyPluginAsyncTypebox = async (api) => {
  const document = collectDealerApiRoutes(api);
  for (const plugin of [
    dealerApiToken,
    dealerApiReads,
    dealerApiWrites,
    dealerApiChanges,
    dealerApiFiles,
  ])
    await api.register(plugin);
  let made: Record<string, unknown> | undefined;
  api.get(
    API_PATHS.v1OpenApi,
    {
      schema: {
        tags: ['dealer-api'],
        operationId: 'dealerApiDocument',
        summary: "The dealer API's OpenAPI 3.1 document",
        security: [],
        response: { 200: Type.Record(Type.String(), Type.Unknown()) },
      },
    },
    async (_req, reply) => {
      made ??= document();
      return reply.type('application/json').send(made);
    },
  );
};
export default dealerApi;
