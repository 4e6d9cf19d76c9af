import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { dealers, submissions } from '../db/schema';
import { eq } from 'drizzle-orm';
import { badRequest } from '../http/errors';
import { enqueueMail, type MailAttachment } from '../services/outbox';
import { recordEvent } from '../services/integrationEvents';
import { BlobStore } from '../services/blobStore';
import { reserveOrRefuse } from '../services/rateLimit';
import { checkMultipart, readMultipart } from '../services/multipartUploads';
import { SUPPORT_LIMITS } from '../plugins/security';
import { escapeHtml, rows } from '../kit/html';
import { supportProblem } from '@portal/shared/forms/supportForm';
import { MessageAnswer } from '@portal/shared/contract/common';
import { API_PATHS } from '@portal/shared/contract/paths';

const HOUR_MS = 3_600_000;

/**
 * Support request (requirements 001 §2, §7): multipart, stored, mailed through the outbox to the
 * warranty mailbox with its attachments and to the requester without them. Each
 * request is counted per user in the database before its body is read, the whole body is capped,
 * attachments stream to the blob store (never held in memory) and are deleted once mailed.
 */
const supportRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const { blobs, config } = api.deps;

  api.post(
    API_PATHS.supportEmail,
    {
      schema: {
        tags: ['forms'],
        operationId: 'sendSupportRequest',
        summary: 'Send a support request with attachments (multipart/form-data)',
        consumes: ['multipart/form-data'],
        response: { 202: MessageAnswer },
      },
    },
    async (req, reply) => {
      checkMultipart(req, SUPPORT_LIMITS, 'the support request');
      await reserveOrRefuse(
        db,
        `support:${req.user!.sub}`,
        config.supportRequestsPerHour,
        HOUR_MS,
        `At most ${config.supportRequestsPerHour} support requests an hour can be sent. Try again later.`,
      );

      const id = randomUUID();
      const folder = BlobStore.join('Uploads', id);
      const { fields, files } = await readMultipart(req, blobs, { folder, limits: SUPPORT_LIMITS });
      // A mail's field is at most 10,000 characters.
      const field = (name: string) => (fields.get(name) ?? '').slice(0, 10_000);
      const email = (fields.has('email') ? field('email') : field('to')).trim();
      const subject = field('subject')
        .replace(/^Support Request: /, '')
        .trim();
      const description = field('description').trim();
      // The support form's schema, as the browser checks it (requirements 001 §5).
      const problem = supportProblem({ email, subject, description });
      if (problem) {
        await blobs.removeFolder(folder);
        throw badRequest(problem);
      }

      // The dealer named in the mail is the one the call acts for (a dealer is pinned to its
      // own), not what the form says: a dealer must not send a request as another dealer.
      const [dealer] = req.dealerId
        ? await db
            .select({ name: dealers.companyName })
            .from(dealers)
            .where(eq(dealers.id, req.dealerId))
        : [];
      // Staff may send a request about no dealer: then it names none, whatever the
      // form's fields say.
      const payload = {
        dealerName: dealer?.name ?? '',
        dealerId: req.dealerId != null ? String(req.dealerId) : '',
        email,
        phoneNumber: field('phoneNumber'),
        subject,
        category: field('category'),
        description,
        attachments: files.map((f) => f.name),
      };
      const html = `<h2>Support Request</h2>${rows([
        ['Dealer Name', payload.dealerName],
        ['Dealer ID', payload.dealerId],
        ['Email', email],
        ['Phone', payload.phoneNumber],
        ['Subject', subject],
        ['Category', payload.category],
        ['Description', description],
        ['Sent by', req.user!.email],
      ])}`;
      const attachments: MailAttachment[] = files.map((f) => ({
        filename: f.name,
        blobPath: f.blobPath,
        contentType: f.type,
      }));
      const mailbox = config.warrantyMailbox;
      // The record and its mails commit together: a crash between them loses neither. If they
      // cannot be stored, the attachments written above go too.
      await db
        .transaction(async (tx) => {
          const [{ id }] = await tx
            .insert(submissions)
            .values({ kind: 'support', dealerId: req.dealerId, userId: req.user!.sub, payload })
            .returning({ id: submissions.id });
          await recordEvent(tx, {
            kind: 'support-request.submitted',
            dealerId: req.dealerId,
            subject: `submission:${id}`,
            data: { id, ...payload, sentBy: req.user!.email },
          });
          await enqueueMail(tx, {
            to: mailbox,
            subject: `Support Request: ${subject}`,
            html,
            attachments,
          });
          // The requester's copy goes to an address the user typed: it carries no attachment,
          // so the portal cannot be used to mail files to anyone.
          if (email.toLowerCase() !== mailbox.toLowerCase())
            await enqueueMail(tx, {
              to: email,
              subject: `Support Request: ${subject}`,
              html: files.length
                ? `${html}<p>${escapeHtml(`Attachments received: ${payload.attachments.join(', ')}`)}</p>`
                : html,
            });
        })
        .catch(async (e: unknown) => {
          await blobs.removeFolder(folder);
          throw e;
        });
      reply.status(202);
      return { message: 'Your support request has been sent successfully.' };
    },
  );
};
export default supportRoutes;
