import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Compile } from 'typebox/compile';
import { submissions, warrantyCalls } from '../db/schema';
import { badRequest, conflict, HttpError } from '../http/errors';
import { forgetListAnswers } from '../http/sqlList';
import { nulField } from '../plugins/errors';
import { BlobStore } from '../services/blobStore';
import { dealerInfo } from '../services/dealerInfo';
import { machineStanding } from '../services/machineStanding';
import { enqueueMail, type MailAttachment } from '../services/outbox';
import { recordEvent } from '../services/integrationEvents';
import { reserveOrRefuse } from '../services/rateLimit';
import { checkMultipart, readMultipart } from '../services/multipartUploads';
import { canonical } from './forms';
import { rows } from './support';
import { escapeHtml } from '../kit/html';
import { ClaimBody, ClaimFiled } from '@portal/shared/contract/warrantyClaims';
import { formatMoney } from '@portal/shared/contract/money';
import { claimProblems } from '@portal/shared/warranty/claimSchema';
import { claimCredit, claimToday, FAILURE_KINDS } from '@portal/shared/warranty/claimRules';
import { API_PATHS } from '@portal/shared/contract/paths';

/** A claim carries more photos than a support request: at least three, each up to 10 MB. */
export const CLAIM_LIMITS = { fileMb: 10, files: 12, requestMb: 60 };
const MB = 1024 * 1024;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PHOTO_FIELDS = { failurePhotos: 'failure', serialPhotos: 'serial-plate' } as const;
const checkClaim = Compile(ClaimBody);

/** The claim number the portal gives a claim filed online (the manufacturer's are 'WC…'). */
const claimNumberOf = (id: number) => `WEB${String(id).padStart(6, '0')}`;

function parseClaim(raw: string | undefined): ClaimBody {
  if (raw === undefined) throw badRequest('The claim field is missing');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest('The claim field is not valid JSON');
  }
  if (!checkClaim.Check(value)) {
    const [first] = checkClaim.Errors(value);
    throw badRequest(`claim${first?.instancePath ?? ''}: ${first?.message ?? 'is not valid'}`);
  }
  // PostgreSQL text cannot hold NUL: named here, as the JSON bodies' hook names it elsewhere.
  const nul = nulField(value);
  if (nul !== null) throw badRequest(`claim.${nul} contains a NUL character`);
  return value;
}

/**
 * A warranty claim filed online: the claim's JSON and its photos in one
 * multipart request. The statement's rules are the schema of shared/src/warranty/claimSchema.ts, the
 * same the form checks as the dealer types; the serial must be the acting dealer's own and,
 * once sold, registered. Stored as a submission (the whole claim, its Idempotency-Key unique per
 * user) and as a warranty call with status 'Submitted' (Open Claims and the machine page read
 * it), and mailed with its photos to the warranty mailbox, all in one transaction.
 */
const warrantyClaimRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const { blobs, config } = api.deps;
  const requestBytes = CLAIM_LIMITS.requestMb * MB;

  api.post(
    API_PATHS.claims,
    {
      schema: {
        tags: ['claims'],
        operationId: 'fileWarrantyClaim',
        summary: 'File a warranty claim with its photos (multipart/form-data)',
        description:
          'Fields: `claim` (JSON, ClaimBody), files `failurePhotos` (at least 2) and `serialPhotos` (at least 1), pdf/jpg/png. An Idempotency-Key header makes a repeat answer the claim already filed.',
        consumes: ['multipart/form-data'],
        response: { 200: ClaimFiled, 201: ClaimFiled },
      },
    },
    async (req, reply) => {
      const declared = checkMultipart(req, CLAIM_LIMITS, 'the claim');
      const dealerId = req.dealerId!;
      const user = req.user!;
      // Counted per user in the database before the body is read, so parallel requests and
      // other processes share the counts (decision 0089). The bytes are the declared length (the
      // body cannot be longer), or the most a claim may bring when none is declared; in KiB, so
      // a day's count fits the counter.
      await reserveOrRefuse(
        db,
        `claims:${user.sub}`,
        config.claimsPerHour,
        HOUR_MS,
        `At most ${config.claimsPerHour} warranty claims an hour can be filed. Try again later.`,
      );
      await reserveOrRefuse(
        db,
        `claim-bytes:${user.sub}`,
        config.claimMbPerDay * 1024,
        DAY_MS,
        `At most ${config.claimMbPerDay} MB of warranty claims and photos a day can be sent. Try again later.`,
        Math.ceil((declared || requestBytes) / 1024),
      );
      const key = String(req.headers['idempotency-key'] ?? '').slice(0, 100) || null;

      const folder = BlobStore.join('Claims', randomUUID());
      const { fields, files: photos } = await readMultipart(req, blobs, {
        folder,
        limits: CLAIM_LIMITS,
        fileFields: PHOTO_FIELDS,
      });

      const stored = await (async () => {
        const claim = parseClaim(fields.get('claim'));
        const today = claimToday();
        const counts = {
          failure: photos.filter((p) => p.field === 'failurePhotos').length,
          serialPlate: photos.filter((p) => p.field === 'serialPhotos').length,
        };
        const problems = claimProblems(claim, today, counts);
        if (Object.keys(problems).length) throw badRequest(Object.values(problems).join('; '));
        const serial = claim.serial.trim();
        const standing = await machineStanding(db, dealerId, serial);
        if (!standing.owned)
          throw badRequest(`Serial Number ${serial} is not a unit of your dealership`);
        if (standing.sold && !standing.registered)
          throw badRequest(
            `Serial Number ${serial} is sold but not registered: submit its warranty registration first`,
          );
        return { claim: { ...claim, serial }, today };
      })().catch(async (e: unknown) => {
        await blobs.removeFolder(folder);
        throw e;
      });

      const { claim, today } = stored;
      const credit = claimCredit(claim);
      const dealer = await dealerInfo(db, dealerId);
      const payload = {
        ...claim,
        creditCents: credit.totalCents,
        photos: photos.map((p) => ({ kind: PHOTO_FIELDS[p.field], name: p.name })),
      };

      const filed = await db
        .transaction(async (tx) => {
          const [inserted] = await tx
            .insert(submissions)
            .values({ kind: 'claim', dealerId, userId: user.sub, idempotencyKey: key, payload })
            .onConflictDoNothing()
            .returning({ id: submissions.id });
          if (!inserted) return null;
          const claimNumber = claimNumberOf(inserted.id);
          await tx
            .update(submissions)
            .set({ payload: { ...payload, claimNumber } })
            .where(eq(submissions.id, inserted.id));
          await tx.insert(warrantyCalls).values({
            dealerId,
            callNumber: claimNumber,
            callDate: today,
            productSerial: claim.serial,
            callType: 'Warranty',
            complaint: claim.complaint.trim(),
            callStatus: 'Open',
            currentStatus: 'Submitted',
          });
          const kind = FAILURE_KINDS.find((k) => k.value === claim.failureKind)?.label ?? '';
          const attachments: MailAttachment[] = photos.map((p) => ({
            filename: `${PHOTO_FIELDS[p.field]}-${p.name}`,
            blobPath: p.blobPath,
            contentType: p.type,
          }));
          // The warranty mailbox reads English; the amounts are in the dealer's currency.
          const money = (cents: number) => formatMoney(cents / 100, dealer.currency, 'en');
          await enqueueMail(tx, {
            to: config.warrantyMailbox,
            subject: `Warranty Claim ${claimNumber} - Serial #${claim.serial}`,
            html: `<h2>Warranty Claim ${escapeHtml(claimNumber)}</h2>${rows([
              ['Dealer', `${dealer.code}, ${dealer.companyName}`],
              ['Filed by', user.email],
              ['Serial Number', claim.serial],
              ['Failure Date', claim.failureDate],
              ['Repair Completion Date', claim.repairDate],
              ['Hours', claim.hours],
              ['Failure Type', kind],
              ['Authorization Number', claim.authorizationNumber],
              ['Complaint', claim.complaint],
              ['Cause', claim.cause],
              ['Correction', claim.correction],
              ...claim.parts.map((p, i): [string, unknown] => [
                `Part ${i + 1}`,
                `${p.partNumber} × ${p.quantity} at ${money(Math.round(p.dealerCost * 100))}`,
              ]),
              ['Labour Hours', claim.labourHours ?? 0],
              ['Labour Credit', money(credit.labourCents)],
              ['Parts Credit', money(credit.partsCents)],
              ['Claimed Credit', money(credit.totalCents)],
            ])}`,
            attachments,
          });
          await recordEvent(tx, {
            kind: 'warranty-claim.submitted',
            dealerId,
            subject: `claim:${claimNumber}`,
            data: { ...payload, claimNumber, dealerCode: dealer.code, filedBy: user.email },
          });
          return { claimNumber };
        })
        .catch(async (e: unknown) => {
          await blobs.removeFolder(folder);
          throw e;
        });

      if (!filed) {
        // The same submission again (a double click, a retry after a lost answer): its photos
        // are already stored with the first; these go.
        await blobs.removeFolder(folder);
        const [done] = await db
          .select({ payload: submissions.payload })
          .from(submissions)
          .where(
            and(
              eq(submissions.userId, user.sub),
              eq(submissions.kind, 'claim'),
              eq(submissions.idempotencyKey, key!),
            ),
          );
        const before = done?.payload as (typeof payload & { claimNumber: string }) | undefined;
        if (!before) throw new HttpError(503, 'The claim is being filed; try again in a moment');
        const { claimNumber, creditCents, photos: _p, ...firstClaim } = before;
        if (canonical(firstClaim) !== canonical(claim))
          throw conflict('This Idempotency-Key was already used for a different claim');
        return { message: 'Already received', claimNumber, creditCents };
      }
      // This process forgets its list answers now, not when the change is announced at commit.
      forgetListAnswers();
      reply.status(201);
      return {
        message: 'Your warranty claim has been submitted.',
        claimNumber: filed.claimNumber,
        creditCents: credit.totalCents,
      };
    },
  );
};
export default warrantyClaimRoutes;
