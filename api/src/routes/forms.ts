import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { submissions, users } from '../db/schema';
import { dealerInfo } from '../services/dealerInfo';
import { sendUnitForm, type FormSender } from '../services/unitForm';
import { userSubmitter } from '../services/submitter';
import type { Claims } from '../auth/tokens';
import { FormReceived, SubmissionWire } from '@portal/shared/contract/forms';
import { API_PATHS } from '@portal/shared/contract/paths';

const formRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const { config } = api.deps;

  async function senderOf(user: Claims, dealerId: number | null): Promise<FormSender> {
    const dealer = dealerId != null ? await dealerInfo(db, dealerId) : null;
    const [u] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, user.sub));
    return {
      dealerCode: dealer?.code ?? '',
      dealerName: dealer?.companyName ?? '',
      userName: [u?.firstName, u?.lastName].filter(Boolean).join(' '),
      userEmail: user.email,
    };
  }

  // PDI and warranty registration (requirements 001 §5, §7), sent by services/unitForm.ts: the
  // browser's rules, one record and one mail per Idempotency-Key.
  api.post(
    API_PATHS.formEmail,
    {
      schema: {
        tags: ['forms'],
        operationId: 'sendForm',
        summary: 'Send a PDI or warranty registration: stored and mailed once per Idempotency-Key',
        response: { 200: FormReceived, 201: FormReceived },
        body: Type.Object({
          kind: Type.Union([Type.Literal('pdi'), Type.Literal('warranty')]),
          form: Type.Record(Type.String(), Type.Unknown()),
          to: Type.Optional(Type.String({ maxLength: 500 })),
          subject: Type.Optional(Type.String({ maxLength: 300 })),
          body: Type.Optional(Type.String({ maxLength: 200_000 })),
        }),
      },
    },
    async (req, reply) => {
      const { kind, form: sent } = req.body;
      const key = String(req.headers['idempotency-key'] ?? '').slice(0, 100) || null;
      const { id, repeat } = await sendUnitForm(
        {
          db,
          registrationsMailbox: config.registrationsMailbox,
          dealerId: req.dealerId,
          sender: userSubmitter(req.user!),
          from: await senderOf(req.user!, req.dealerId),
          key,
        },
        kind,
        sent,
      );
      if (repeat) return { message: 'Already received', id };
      reply.status(201);
      return { message: 'Received', id };
    },
  );

  // Admins trace what the forms stored: who sent which PDI, registration or support request.
  api.get(
    API_PATHS.submissions,
    {
      schema: {
        tags: ['forms'],
        operationId: 'listSubmissions',
        summary: 'The stored forms, newest first (admins)',
        response: { 200: Type.Array(SubmissionWire) },
        querystring: Type.Object({
          kind: Type.Optional(
            Type.Union([Type.Literal('pdi'), Type.Literal('warranty'), Type.Literal('support')]),
          ),
          dealer: Type.Optional(Type.Integer({ minimum: 1 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
        }),
      },
    },
    async (req) => {
      const q = req.query;
      const where: SQL[] = [];
      if (q.kind) where.push(eq(submissions.kind, q.kind));
      if (q.dealer) where.push(eq(submissions.dealerId, q.dealer));
      const rows = await db
        .select({
          id: submissions.id,
          kind: submissions.kind,
          dealerId: submissions.dealerId,
          userEmail: users.email,
          payload: submissions.payload,
          createdAt: submissions.createdAt,
        })
        .from(submissions)
        .leftJoin(users, eq(users.id, submissions.userId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(submissions.id))
        .limit(q.limit ?? 200);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  );
};
export default formRoutes;
