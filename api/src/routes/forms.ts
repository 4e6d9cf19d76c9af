import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { submissions, users } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { enqueueMail } from '../services/outbox';
import { recordEvent } from '../services/integrationEvents';
import { escapeHtml } from '../kit/html';
import { dealerInfo } from '../services/dealerInfo';
import type { Claims } from '../auth/tokens';
import { formProblems } from '@portal/shared/forms/unitForms';
import {
  formRecipients,
  formSubject,
  formSummaryHtml,
  repEmailField,
} from '@portal/shared/forms/unitFormMail';
import { normalizeForm, type FormKind } from '@portal/shared/forms/unitFormFields';
import { FormReceived, SubmissionWire } from '@portal/shared/contract/forms';
import { API_PATHS } from '@portal/shared/contract/paths';

/** Who sent a form and for which dealer: from the token and the dealer the call acts for. */
interface Sender {
  dealerCode: string;
  dealerName: string;
  userName: string;
  userEmail: string;
}

/** The form fields that name the dealer, overwritten with the acting dealer's record: the PDI
 * names it by code and name, the registration by name. */
const actingDealerFields = (kind: FormKind, s: Sender): Record<string, string> =>
  kind === 'pdi'
    ? { dealerCode: s.dealerCode, dealerName: s.dealerName }
    : { dealerName: s.dealerName };

const senderHtml = (s: Sender) =>
  `<p>Sent by ${escapeHtml(s.userName ? `${s.userName} <${s.userEmail}>` : s.userEmail)} for dealer ${escapeHtml(
    [s.dealerCode, s.dealerName].filter(Boolean).join(', '),
  )}</p>`;

/** The same JSON whatever the order of its keys (jsonb keeps its own order). */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

const formRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const { config } = api.deps;

  async function senderOf(user: Claims, dealerId: number | null): Promise<Sender> {
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

  // PDI and warranty registration (requirements 001 §5, §7): validated here with the same rules as the
  // browser, stored with who sent it for which dealer, mailed through the outbox; an
  // Idempotency-Key makes a retry or double click create one record and one mail.
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
      const problems = formProblems(kind, sent);
      if (problems.length) throw badRequest(problems.join('; '));
      // Stored and mailed in one shape: the form's own fields, texts trimmed, counts numbers.
      // The dealer it names is the one the call acts for, not what the form says (a
      // D1001 buyer's PDI arrived as 'D1002, Heartland (spoofed)').
      const sender = await senderOf(req.user!, req.dealerId);
      const form = { ...normalizeForm(kind, sent), ...actingDealerFields(kind, sender) };
      if (key) {
        // Keys are the sender's own: another user's key never answers their record, and never
        // keeps this user's form from being stored.
        const [done] = await db
          .select()
          .from(submissions)
          .where(
            and(
              eq(submissions.userId, req.user!.sub),
              eq(submissions.kind, kind),
              eq(submissions.idempotencyKey, key),
            ),
          );
        // A key sent again with another form is a client fault; answering 'Already received'
        // would silently drop the second form.
        if (done && canonical(done.payload) !== canonical(form))
          throw conflict('This Idempotency-Key was already used for a different form');
        if (done) return { message: 'Already received', id: done.id };
      }
      // The browser's to, subject and body follow the spec's contract, but the mail is written
      // here: an authenticated user must not mail arbitrary HTML to arbitrary addresses.
      const to = formRecipients(
        config.registrationsMailbox,
        form[repEmailField(kind)],
        req.user!.email,
      );
      // The record and its mail commit together; the unique (user, kind, key) index makes a concurrent
      // duplicate insert nothing, so it sends nothing either.
      const id = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(submissions)
          .values({
            kind,
            dealerId: req.dealerId,
            userId: req.user!.sub,
            idempotencyKey: key,
            payload: form,
          })
          .onConflictDoNothing()
          .returning({ id: submissions.id });
        if (inserted.length === 0) return null;
        await enqueueMail(tx, {
          to,
          subject: formSubject(kind, String(form.model), String(form.serialNumber)),
          html: senderHtml(sender) + formSummaryHtml(kind, form),
        });
        await recordEvent(tx, {
          kind: kind === 'pdi' ? 'pdi.submitted' : 'registration.submitted',
          dealerId: req.dealerId,
          subject: `submission:${inserted[0].id}`,
          data: { id: inserted[0].id, ...form, sentBy: req.user!.email },
        });
        return inserted[0].id;
      });
      if (id === null) return { message: 'Already received' };
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
