import type { FastifyInstance } from 'fastify';
import { BUYERS } from '@portal/shared/roles';
import { DealerParams } from '../http/list';
import { dealerSummary } from '../lists/summary';

/** The home page's summary cards (spec 000 §2), counted on the server (issue 14). The Invoices
 * card is for buyers and staff only, so only they get its counts. */
export default async function summaryRoutes(api: FastifyInstance) {
  const { db } = api.deps.database;
  api.get(
    '/summary/:id',
    {
      schema: {
        tags: ['home'],
        description:
          'Counts of the home cards: `{ wholegoods: { open, history }, partsOrders: { open, history }, claims: { open, closed }, invoices?: { outstanding, all } }`.',
        params: DealerParams,
      },
    },
    async (req) => dealerSummary(db, req.dealerId!, BUYERS.includes(req.user!.role)),
  );
}
