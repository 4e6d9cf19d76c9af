import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { dealers, submissions } from '../db/schema';
import { eq } from 'drizzle-orm';
import { badRequest, HttpError } from '../http/errors';
import { enqueueMail, type MailAttachment } from '../lib/outbox';
import { BlobStore } from '../lib/blobStore';
import { reserveOrRefuse } from '../lib/rateLimit';
import { streamUpload } from '../lib/uploads';
import { SUPPORT_LIMITS } from '../plugins/security';
import { escapeHtml } from './users';
import { supportProblem } from '@portal/shared/forms/supportForm';
import { MessageAnswer } from '@portal/shared/contract/common';
import { API_PATHS } from '@portal/shared/contract/paths';

const HOUR_MS = 3_600_000;
const MB = 1024 * 1024;

/** A mail's table of labelled values, escaped. */
export const rows = (pairs: [string, unknown][]) =>
  `<table>${pairs.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(String(v ?? ''))}</td></tr>`).join('')}</table>`;

/** What multipart's own limits throw, as the client reads it. */
export function multipartError(
  e: unknown,
  limits: { fileMb: number; files: number } = SUPPORT_LIMITS,
): HttpError {
  if (e instanceof HttpError) return e;
  const code = (e as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, `An attachment is larger than ${limits.fileMb} MB`);
  if (code === 'FST_FILES_LIMIT')
    return new HttpError(413, `At most ${limits.files} attachments can be sent`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return badRequest('Too many form fields');
  return badRequest('The multipart body could not be read');
}

/**
 * Support request (spec 001 §2, §7): multipart, stored, mailed through the outbox to the
 * warranty mailbox with its attachments and to the requester without them. Issue 21: each
 * request is counted per user in the database before its body is read, the whole body is capped,
 * attachments stream to the blob store (never held in memory) and are deleted once mailed.
 */
const supportRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const { blobs, config } = api.deps;
  const requestBytes = SUPPORT_LIMITS.requestMb * MB;

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
      if (!req.isMultipart())
        throw new HttpError(415, 'Send the support request as multipart/form-data');
      const declared = Number(req.headers['content-length']);
      if (declared > requestBytes)
        throw new HttpError(413, `The request is larger than ${SUPPORT_LIMITS.requestMb} MB`);
      await reserveOrRefuse(
        db,
        `support:${req.user!.sub}`,
        config.supportRequestsPerHour,
        HOUR_MS,
        `At most ${config.supportRequestsPerHour} support requests an hour can be sent. Try again later.`,
      );

      const id = randomUUID();
      const folder = BlobStore.join('Uploads', id);
      // Own keys only: a field named like an Object.prototype member stays a plain field.
      const fields = new Map<string, string>();
      const files: { name: string; type: string; blobPath: string }[] = [];
      let used = 0;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            // Numbered, so two files with the same name (from different folders) are both kept.
            const n = files.length + 1;
            const f = await streamUpload(
              part,
              blobs,
              (name) => BlobStore.join(folder, `${n}-${name}`),
              requestBytes - used,
              SUPPORT_LIMITS,
            );
            used += f.size;
            files.push(f);
          } else {
            const value = String(part.value ?? '').slice(0, 10_000);
            used += value.length;
            if (used > requestBytes)
              throw new HttpError(413, `The request is larger than ${SUPPORT_LIMITS.requestMb} MB`);
            fields.set(part.fieldname, value);
          }
        }
      } catch (e) {
        await blobs.removeFolder(folder);
        throw multipartError(e);
      }
      const field = (name: string) => fields.get(name) ?? '';
      const email = (fields.get('email') ?? field('to')).trim();
      const subject = field('subject')
        .replace(/^Support Request: /, '')
        .trim();
      const description = field('description').trim();
      // The support form's schema, as the browser checks it (spec 001 §5).
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
      // Staff may send a request about no dealer (issue 20): then it names none, whatever the
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
          await tx
            .insert(submissions)
            .values({ kind: 'support', dealerId: req.dealerId, userId: req.user!.sub, payload });
          await enqueueMail(tx, {
            to: mailbox,
            subject: `Support Request: ${subject}`,
            html,
            attachments,
          });
          // The requester's copy goes to an address the user typed: it carries no attachment,
          // so the portal cannot be used to mail files to anyone (issue 21).
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
