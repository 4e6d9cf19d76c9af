import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { allows, screenFor } from '@portal/shared/access';
import { MachineWire, SearchAnswer, SearchQuery } from '@portal/shared/contract/machines';

import { DealerParams } from '../http/list';
import { machineFor } from '../lists/machine';
import { searchNumbers } from '../lists/search';
import { checkedSearch } from '../http/searchQuery';
import { API_PATHS } from '@portal/shared/contract/paths';

const MachineParams = Type.Object({
  ...DealerParams.properties,
  serial: Type.String({ minLength: 1, maxLength: 60 }),
});

// A machine's whole life on one page, and the top bar's search that finds it.
const machineRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;

  api.get(
    API_PATHS.machine,
    {
      schema: {
        tags: ['machines'],
        operationId: 'getMachine',
        summary:
          'One machine of the dealer: order, invoice, stock unit, PDI, registration, claims, warranty clock',
        description:
          "404 when the dealer has no order, stock unit, claim or form with that serial number: another dealer's serial reveals nothing. The invoice is left out for a DealerViewer (finance, spec 000 §6).",
        params: MachineParams,
        response: { 200: MachineWire },
      },
    },
    async (req) => machineFor(db, req.dealerId!, req.params.serial, req.user!.role),
  );

  api.get(
    API_PATHS.search,
    {
      schema: {
        tags: ['machines'],
        operationId: 'searchNumbers',
        summary: 'The top bar: serials, orders, invoices and claims whose number starts with q',
        description:
          'At most 5 hits of each kind, each with the portal path that opens it; only kinds whose screen the caller may open. An empty q finds nothing.',
        params: DealerParams,
        querystring: SearchQuery,
        response: { 200: SearchAnswer },
      },
    },
    async (req) => {
      const hits = await searchNumbers(db, req.dealerId!, checkedSearch(req.query.q) ?? '');
      const role = req.user!.role;
      // A hit the caller could not open is not offered (a DealerViewer sees no finance).
      return {
        hits: hits.filter((h) => {
          const screen = screenFor(h.path.split('?')[0]);
          return !!screen && allows(screen.who, role, true);
        }),
      };
    },
  );
};
export default machineRoutes;
