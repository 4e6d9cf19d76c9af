import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { warrantyCalls } from '../db/schema';
import { badRequest } from '../http/errors';
import { dealerInfo } from '../services/dealerInfo';
import { DealerParams, listQueryWith, TabView } from '../http/list';
import { readAllById, WHOLE_BOUND_NOTE, wholeList } from '../http/wholeList';
import { claimsPage, claimWire } from '../lists/claims';
import { ListAnswer } from '@portal/shared/contract/common';
import { ClaimWire } from '@portal/shared/contract/claims';
import { API_PATHS } from '@portal/shared/contract/paths';

const ClaimsQuery = listQueryWith({ view: TabView });

const SEARCH = [
  'calL_NO_X',
  'product_sn',
  'tp_name_x',
  'call_d',
  'calL_TYPE_X',
  'complaint_c',
  'current_status',
  'call_status',
] as const;

const claimRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  api.get(
    API_PATHS.serviceWarrantyCalls,
    {
      schema: {
        tags: ['claims'],
        operationId: 'listClaims',
        summary: "The dealer's service warranty calls, whole or one page of a tab",
        description:
          'Without `page`: every call. With `page`: one page `{ rows, total, page, pageSize }`; `view=open` keeps call status Open, `view=history` Closed or Complete once per claim and serial number (spec 000 §4).' +
          ' ' +
          WHOLE_BOUND_NOTE,
        params: DealerParams,
        querystring: ClaimsQuery,
        response: { 200: ListAnswer(ClaimWire) },
      },
    },
    async (req, reply) => {
      const { view, ...query } = req.query;
      const dealerId = req.dealerId!;
      // One page is read by PostgreSQL alone (the big dealer has tens of thousands of calls).
      if (query.page) return claimsPage(db, dealerId, view, { ...query, page: query.page });
      if (view) throw badRequest('view needs page: a tab is read one page at a time');
      const { code } = await dealerInfo(db, dealerId);
      const read = () =>
        readAllById(
          db,
          warrantyCalls,
          warrantyCalls.id,
          eq(warrantyCalls.dealerId, dealerId),
          (c) => claimWire(c, code),
        );
      return wholeList(reply, read, query, [...SEARCH]);
    },
  );
};
export default claimRoutes;
