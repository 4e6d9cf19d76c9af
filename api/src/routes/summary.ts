import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BUYERS } from '@portal/shared/roles';
import { DealerParams } from '../http/list';
import { SummaryWire } from '@portal/shared/contract/summary';
import { dealerSummary } from '../lists/summary';
import { API_PATHS } from '@portal/shared/contract/paths';

/** The home page's summary cards (requirements 000 §2), counted on the server. The Invoices
 * card is for buyers and staff only, so only they get its counts. */
const summaryRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  api.get(
    API_PATHS.summary,
    {
      schema: {
        tags: ['home'],
        operationId: 'getSummary',
        summary: "The home cards' counts for the dealer",
        description:
          'Counts of the home cards: `{ wholegoods: { open, history }, partsOrders: { open, history }, claims: { open, closed }, invoices?: { outstanding, all } }`.',
        params: DealerParams,
        response: { 200: SummaryWire },
      },
    },
    async (req) => dealerSummary(db, req.dealerId!, BUYERS.includes(req.user!.role)),
  );
};
export default summaryRoutes;
