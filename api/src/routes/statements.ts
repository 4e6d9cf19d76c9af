import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@portal/shared/contract/paths';
import { Type } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { statements } from '../db/schema';
import { notFound } from '../http/errors';
import { dealerCode } from '../services/documentFiles';
import { StatementRef } from '@portal/shared/contract/resources';

/** A dealer's statements by name (requirements 001 §3); each is read through GET /api/blob/*. */
const statementRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  // Requirements 001 §3: a list of objects with a name field, `<prefix>_<dealerCode>_MMDDYYYY.pdf`.
  api.get(
    API_PATHS.statements,
    {
      schema: {
        tags: ['files'],
        operationId: 'listStatements',
        summary: "The dealer's statements by name, oldest first",
        params: Type.Object({ dealerCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) }),
        response: { 200: Type.Array(StatementRef) },
      },
    },
    async (req) => {
      const asked = req.params.dealerCode;
      if (asked !== (await dealerCode(db, req.dealerId!)))
        throw notFound(`No statements for dealer ${asked}`);
      const rows = await db
        .select()
        .from(statements)
        .where(eq(statements.dealerId, req.dealerId!))
        .orderBy(asc(statements.statementDate));
      return rows.map((s) => ({ name: s.name }));
    },
  );
};
export default statementRoutes;
