import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { dealers, profileRows, salesStaff, users } from '../db/schema';
import { DealerParams } from '../http/list';
import { forbidden, notFound } from '../http/errors';
import { ProfileRowWire, ProfileUserWire, SalesRepWire } from '@portal/shared/contract/resources';
import { userProfileToWire } from '../services/userWire';
import { API_PATHS } from '@portal/shared/contract/paths';

type ProfileRow = typeof profileRows.$inferSelect;

/** Dealer profile row on the wire (requirements 001 §3). */
const profileWire = (p: ProfileRow, code: string) => ({
  tpNameX: code,
  addrX: p.address,
  locationX: p.location,
  deptX: p.department,
  contactNameX: p.contactName,
  titleX: p.title,
  phoneX: p.phone,
  emailAddressX: p.email,
  addrTypeC: p.addrType,
});

const resourceRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;

  const staff = {
    tags: ['resources'],
    operationId: 'listSalesStaff',
    summary: 'The sales staff by territory',
    response: { 200: Type.Array(SalesRepWire) },
  };
  api.get(API_PATHS.salesStaff, { schema: staff }, async () =>
    (
      await db
        .select()
        .from(salesStaff)
        .orderBy(asc(salesStaff.territoryId), asc(salesStaff.salesRepDescr))
    ).map((s) => ({
      salesRepId: s.salesRepId,
      salesRepDescr: s.salesRepDescr,
      repTitle: s.repTitle,
      repPhone: s.repPhone,
      emailAddr: s.emailAddr,
      territoryId: s.territoryId,
      territoryDescr: s.territoryDescr,
    })),
  );

  api.get(
    API_PATHS.profile,
    {
      schema: {
        tags: ['resources'],
        operationId: 'getDealerProfile',
        summary: "The dealer's profile rows: main address and departments",
        params: DealerParams,
        response: { 200: Type.Array(ProfileRowWire) },
      },
    },
    async (req) => {
      const [d] = await db
        .select({ code: dealers.code })
        .from(dealers)
        .where(eq(dealers.id, req.dealerId!));
      const rows = await db
        .select()
        .from(profileRows)
        .where(eq(profileRows.dealerId, req.dealerId!))
        .orderBy(asc(profileRows.id));
      return rows.map((p) => profileWire(p, d?.code ?? ''));
    },
  );

  // One user's record within a dealer: the user themself, or an admin.
  api.get(
    API_PATHS.profileUser,
    {
      schema: {
        tags: ['resources'],
        operationId: 'getDealerUser',
        summary: "One user's record within a dealer (the user themself, or an admin)",
        params: Type.Object({
          id: Type.String({ pattern: '^\\d{1,9}$' }),
          userId: Type.String({ pattern: '^\\d{1,9}$' }),
        }),
        response: { 200: ProfileUserWire },
      },
    },
    async (req) => {
      const userId = Number(req.params.userId);
      if (req.user!.role !== 'ApplicationAdmin' && req.user!.sub !== userId)
        throw forbidden('You may only read your own record');
      const [u] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), eq(users.dealerId, req.dealerId!)));
      if (!u) throw notFound(`User ${userId} not found for this dealer`);
      return userProfileToWire(u);
    },
  );
};
export default resourceRoutes;
