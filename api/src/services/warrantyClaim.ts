import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { submissions, warrantyCalls } from '../db/schema';
import type { Db } from '../db/client';
import { badRequest, HttpError, invalidFields, KeyReused } from '../http/errors';
import { nulField } from '../http/nulField';
import { BlobStore } from './blobStore';
import { dealerInfo } from './dealerInfo';
import { machineStanding } from './machineStanding';
import { enqueueMail, type MailAttachment } from './outbox';
import { recordEvent } from './integrationEvents';
import { reserveOrRefuse } from './rateLimit';
import { checkMultipart, readMultipart } from './multipartUploads';
import { countedAs, senderColumns, sentBy, type Submitter } from './submitter';
import { canonical } from '../kit/canonical';
import { escapeHtml, rows } from '../kit/html';
import { ClaimBody } from '@portal/shared/contract/warrantyClaims';
import { formatMoney } from '@portal/shared/contract/money';
import { claimProblems } from '@portal/shared/warranty/claimSchema';
import { claimCredit, claimToday, FAILURE_KINDS } from '@portal/shared/warranty/claimRules';

/** A claim carries more photos than a support request: at least three, each up to 10 MB. */
export const CLAIM_LIMITS = { fileMb: 10, files: 12, requestMb: 60 };
const MB = 1024 * 1024;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const PHOTO_FIELDS = { failurePhotos: 'failure', serialPhotos: 'serial-plate' } as const;
const checkClaim = Compile(ClaimBody);

/** The claim number the portal gives a claim filed online (the manufacturer's are 'WC…'). */
const claimNumberOf = (id: number) => `WEB${String(id).padStart(6, '0')}`;

function parseClaim(raw: string | undefined): ClaimBody {
  if (raw === undefined) throw invalidFields({ claim: 'The claim field is missing' }, 'body');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalidFields({ claim: 'The claim field is not valid JSON' }, 'body');
  }
  if (!checkClaim.Check(value)) {
    const [first] = checkClaim.Errors(value);
    const path = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const message = `claim${first?.instancePath ?? ''}: ${first?.message ?? 'is not valid'}`;
    throw invalidFields({ [path ? `claim.${path}` : 'claim']: message }, 'body');
  }
  // PostgreSQL text cannot hold NUL: named here, as the JSON bodies' hook names it elsewhere.
  const nul = nulField(value);
  if (nul !== null) throw badRequest(`claim.${nul} contains a NUL character`);
  return value;
}

/** What filing a claim uses of the app. */
export interface ClaimDeps {
  db: Db;
  blobs: BlobStore;
  config: { claimsPerHour: number; claimMbPerDay: number; warrantyMailbox: string };
}

/**
 * Files a warranty claim from a multipart request: the claim's JSON (`claim`) and its photos.
 * The statement's rules are the schema of shared/src/warranty/claimSchema.ts, the same the form
 * checks as the dealer types; the serial must be the acting dealer's own and, once sold,
 * registered. Stored as a submission (the whole claim, its Idempotency-Key unique per sender)
 * and as a warranty call with status 'Submitted' (Open Claims and the machine page read it),
 * mailed with its photos to the warranty mailbox, and its event written, all in one
 * transaction. A repeat of the key answers the claim filed first (`repeat`); the key with
 * another claim is a 409.
 */
export async function fileClaim(
  req: FastifyRequest,
  { db, blobs, config }: ClaimDeps,
  dealerId: number,
  sender: Submitter,
  key: string | null,
): Promise<{ claimNumber: string; creditCents: number; repeat: boolean }> {
  const declared = checkMultipart(req, CLAIM_LIMITS, 'the claim');
  const requestBytes = CLAIM_LIMITS.requestMb * MB;
  // Counted in the database before the body is read, so parallel requests and other processes
  // share the counts (decision 0089). A user files at most so many an hour; an API client's
  // calls are bounded by its own requests a minute instead (decision 0144). The bytes are the
  // declared length (the body cannot be longer), or the most a claim may bring when none is
  // declared; in KiB, so a day's count fits the counter.
  if (sender.kind === 'user')
    await reserveOrRefuse(
      db,
      `claims:${countedAs(sender)}`,
      config.claimsPerHour,
      HOUR_MS,
      `At most ${config.claimsPerHour} warranty claims an hour can be filed. Try again later.`,
    );
  await reserveOrRefuse(
    db,
    `claim-bytes:${countedAs(sender)}`,
    config.claimMbPerDay * 1024,
    DAY_MS,
    `At most ${config.claimMbPerDay} MB of warranty claims and photos a day can be sent. Try again later.`,
    Math.ceil((declared || requestBytes) / 1024),
  );

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
    if (Object.keys(problems).length) throw invalidFields(problems, 'claim');
    const serial = claim.serial.trim();
    const standing = await machineStanding(db, dealerId, serial);
    if (!standing.owned)
      throw invalidFields(
        { serial: `Serial Number ${serial} is not a unit of your dealership` },
        'claim',
      );
    if (standing.sold && !standing.registered)
      throw invalidFields(
        {
          serial: `Serial Number ${serial} is sold but not registered: submit its warranty registration first`,
        },
        'claim',
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
        .values({
          kind: 'claim',
          dealerId,
          ...senderColumns(sender),
          idempotencyKey: key,
          payload,
        })
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
          ['Filed by', sender.label],
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
        data: { ...payload, claimNumber, dealerCode: dealer.code, filedBy: sender.label },
      });
      return { claimNumber };
    })
    .catch(async (e: unknown) => {
      await blobs.removeFolder(folder);
      throw e;
    });

  if (filed) return { ...filed, creditCents: credit.totalCents, repeat: false };
  // The same submission again (a double click, a retry after a lost answer): its photos are
  // already stored with the first; these go.
  await blobs.removeFolder(folder);
  const [done] = await db
    .select({ payload: submissions.payload })
    .from(submissions)
    .where(
      and(sentBy(sender), eq(submissions.kind, 'claim'), eq(submissions.idempotencyKey, key!)),
    );
  const before = done?.payload as (typeof payload & { claimNumber: string }) | undefined;
  if (!before) throw new HttpError(503, 'The claim is being filed; try again in a moment');
  const { claimNumber, creditCents, photos: _p, ...firstClaim } = before;
  if (canonical(firstClaim) !== canonical(claim))
    throw new KeyReused(409, 'Idempotency-Key: already used for a different claim; send a new key');
  return { claimNumber, creditCents, repeat: true };
}
