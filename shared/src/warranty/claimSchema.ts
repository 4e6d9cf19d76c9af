// The warranty statement's rules for a claim filed online (requirements 001 §9) as one valibot schema:
// the claim form checks it as the dealer types (useSchemaForm) and the API decides with it. Its
// messages are the spec's English lines, which the API answers with and the form shows through
// its catalog. Several rules read more than their own field (a repair date against the failure
// date, a major drive's hours against its type), so the schema is drawn for the claim it checks
// (valibot's `lazy`).
import * as v from 'valibot';
import { isIsoDay, pastDay, serialNumber } from '../forms/fields';
import { problemsOf, requiredText } from '../forms/problems';
import { businessDaysBetween } from './businessDays';
import {
  CLAIM_BOUNDS,
  claimCredit,
  claimDueAfterFailure,
  claimDueAfterRepair,
  needsAuthorization,
  toCents,
  usd,
  type ClaimField,
  type ClaimInput,
  type ClaimPart,
  type PhotoCounts,
} from './claimRules';
import { WARRANTY_TERMS as T } from './terms';

const count = (n: number) => n.toLocaleString('en-US');
const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const inCents = (dollars: number) => Math.abs(dollars * 100 - toCents(dollars)) < 1e-6;
/** A typed figure: a number, none yet (null) or one the browser could not read (NaN); its
 * checks say which. */
const figure = v.custom<number | null>((n) => n === null || typeof n === 'number');

/** One part of the repair, the first broken rule speaking for the row ('Part 2: …'). */
function partRules(n: number) {
  const part = `Part ${n}:`;
  const rule = (ok: (p: ClaimPart) => boolean, message: string) =>
    v.check<ClaimPart, string>(ok, `${part} ${message}`);
  return v.pipe(
    v.custom<ClaimPart>((p) => typeof p === 'object' && p !== null),
    rule((p) => String(p.partNumber ?? '').trim() !== '', 'the part number is required'),
    rule(
      (p) => Number.isInteger(p.quantity) && p.quantity >= 1,
      'the quantity must be a whole number of at least 1',
    ),
    rule(
      (p) => p.quantity <= CLAIM_BOUNDS.quantity,
      `the quantity cannot be more than ${count(CLAIM_BOUNDS.quantity)}`,
    ),
    rule((p) => isNumber(p.dealerCost), 'the dealer cost is required'),
    rule((p) => p.dealerCost >= 0, 'the dealer cost cannot be negative'),
    rule(
      (p) => toCents(p.dealerCost) <= CLAIM_BOUNDS.maxCents,
      `the dealer cost cannot be more than ${usd(CLAIM_BOUNDS.maxCents)}`,
    ),
    rule((p) => inCents(p.dealerCost), 'the dealer cost must be in whole cents'),
  );
}

/** What the rules read: the claim's texts trimmed, its credit in cents and, when counted, its
 * photos. */
type Checked = ClaimInput & { credit: number; failurePhotos?: number; serialPhotos?: number };

function claimRules(c: ClaimInput, today: string) {
  const failureOk = isIsoDay(c.failureDate);
  const failureDue = failureOk ? claimDueAfterFailure(c.failureDate) : '';
  const number = (ok: (n: number) => boolean, message: string) =>
    v.check<number | null, string>((n) => ok(n as number), message);
  return v.object({
    serial: serialNumber(),
    complaint: requiredText('Complaint is required'),
    cause: requiredText('Cause is required'),
    correction: requiredText('Correction is required'),
    failureDate: v.pipe(
      pastDay('Failure Date', today),
      v.check(
        () => !(today > failureDue || (isIsoDay(c.repairDate) && c.repairDate > failureDue)),
        `Work and claim must be completed within ${T.claimDaysAfterFailure} days of failure (by ${failureDue})`,
      ),
    ),
    repairDate: v.pipe(
      pastDay('Repair Completion Date', today),
      v.check(
        (d) => !failureOk || d >= c.failureDate,
        'Repair Completion Date cannot be before the Failure Date',
      ),
      v.check(
        (d) => businessDaysBetween(d, today) <= T.claimBusinessDaysAfterRepair,
        (issue) =>
          `The claim must be filed within ${T.claimBusinessDaysAfterRepair} business days of repair completion (by ${claimDueAfterRepair(String(issue.input))})`,
      ),
    ),
    hours: v.pipe(
      figure,
      number((h) => isNumber(h), 'Hours is required'),
      number((h) => h >= 0, 'Hours cannot be negative'),
      number(
        (h) => h <= CLAIM_BOUNDS.hours,
        `Hours cannot be more than ${count(CLAIM_BOUNDS.hours)}`,
      ),
      number(
        (h) => c.failureKind !== 'majorDrive' || h <= T.majorDriveHourLimit,
        `Major drive components are declined beyond ${count(T.majorDriveHourLimit)} hours`,
      ),
    ),
    failureKind: requiredText('Failure Type is required'),
    authorizationNumber: v.pipe(
      v.string(),
      v.check(
        (a) => !needsAuthorization(c.failureKind) || a !== '',
        'An authorization number is required for a major drive or hydraulic failure',
      ),
    ),
    labourHours: v.pipe(
      figure,
      number((l) => l === null || (isNumber(l) && l >= 0), 'Labour Hours cannot be negative'),
      number(
        (l) => l === null || l <= CLAIM_BOUNDS.labourHours,
        `Labour Hours cannot be more than ${count(CLAIM_BOUNDS.labourHours)}`,
      ),
    ),
    parts: v.tuple(c.parts.map((_, i) => partRules(i + 1))),
    // A figure the browser could not read already has its own problem: no credit one then.
    credit: v.pipe(
      v.custom<number>((n) => typeof n === 'number'),
      v.check(
        (n) => !(n < T.minimumClaimUsd * 100),
        `The minimum claim is ${usd(T.minimumClaimUsd * 100)}`,
      ),
      v.check(
        (n) => !(n > CLAIM_BOUNDS.maxCents),
        `The claimed credit cannot be more than ${usd(CLAIM_BOUNDS.maxCents)}`,
      ),
    ),
    // Counted only when `photos` is given (the value then carries them).
    failurePhotos: v.optional(
      v.pipe(
        v.number(),
        v.minValue(
          T.failurePhotosMin,
          `At least ${T.failurePhotosMin} photos of the failure are required`,
        ),
      ),
    ),
    serialPhotos: v.optional(
      v.pipe(
        v.number(),
        v.minValue(
          T.serialPlatePhotosMin,
          `At least ${T.serialPlatePhotosMin} photo of the serial plate is required`,
        ),
      ),
    ),
  });
}

const trim = (s: unknown) => String(s ?? '').trim();

/** The claim as the rules read it. */
function checked(c: ClaimInput, photos?: PhotoCounts): Checked {
  return {
    ...c,
    serial: trim(c.serial),
    complaint: trim(c.complaint),
    cause: trim(c.cause),
    correction: trim(c.correction),
    authorizationNumber: trim(c.authorizationNumber),
    credit: claimCredit(c).totalCents,
    ...(photos && { failurePhotos: photos.failure, serialPhotos: photos.serialPlate }),
  };
}

/**
 * The claim's schema as of `today` ('YYYY-MM-DD', the day it is filed). `photos` is left out
 * while the form has none to count (a draft restored without its photos still shows its other
 * problems); the API always counts them.
 */
export const claimSchema = (today: string, photos?: PhotoCounts) =>
  v.pipe(
    v.custom<ClaimInput>((c) => typeof c === 'object' && c !== null),
    v.transform((c) => checked(c, photos)),
    // The rules are drawn for the claim just read (`checked` made it a Checked).
    v.lazy((c) => claimRules(c as Checked, today)) as v.GenericSchema<Checked>,
  );

/** Every rule the claim breaks, by field ('parts.1' for the second part), in the form's order. */
export const claimProblems = (
  c: ClaimInput,
  today: string,
  photos?: PhotoCounts,
): Partial<Record<ClaimField, string>> =>
  problemsOf(claimSchema(today, photos), c, { order: 'schema' });
