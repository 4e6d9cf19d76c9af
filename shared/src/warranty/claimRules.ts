// The warranty statement's rules for a claim filed online (requirements 001 §9), one
// implementation: the claim form checks them as the dealer types and the API decides with them.
// Money is counted in whole cents so the browser and the API arrive at the same figure.
import { formatMoney } from '../contract/money';
import { addBusinessDays, businessDaysBetween } from './businessDays';
import { WARRANTY_TERMS as T } from './terms';

/** What failed: a major drive component or a hydraulic failure needs an authorization number. */
export const FAILURE_KINDS = [
  { value: 'majorDrive', label: 'Major drive component' },
  { value: 'hydraulic', label: 'Hydraulic' },
  { value: 'other', label: 'Other' },
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number]['value'];

export interface ClaimPart {
  partNumber: string;
  quantity: number;
  /** Dealer cost of one part, in dollars. */
  dealerCost: number;
}

/** A claim as the form holds it and the API receives it (photos counted, not carried). */
export interface ClaimInput {
  serial: string;
  failureDate: string;
  repairDate: string;
  hours: number | null;
  failureKind: FailureKind | '';
  authorizationNumber: string;
  complaint: string;
  cause: string;
  correction: string;
  parts: ClaimPart[];
  labourHours: number | null;
}

export interface PhotoCounts {
  failure: number;
  serialPlate: number;
}

export type ClaimField =
  keyof ClaimInput | 'failurePhotos' | 'serialPhotos' | 'credit' | `parts.${number}`;

export interface ClaimCredit {
  labourCents: number;
  partsCents: number;
  totalCents: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The largest figures a feed mixer's claim can sensibly carry (decision 0089): beyond them a
 * figure is a typing slip or an attack, and every credit below them is an exact count of cents.
 */
export const CLAIM_BOUNDS = {
  /** The machine's hour meter has five digits. */
  hours: 99_999,
  labourHours: 999,
  quantity: 9_999,
  /** Any one part's dealer cost, and the whole claim's credit. */
  maxCents: 99_999_999,
} as const;
const count = (n: number) => n.toLocaleString('en-US');
const inCents = (dollars: number) => Math.abs(dollars * 100 - cents(dollars)) < 1e-6;

/** Labour at $125.00 an hour, parts at dealer cost + 10% (the markup rounded once, to the cent). */
export function claimCredit(c: Pick<ClaimInput, 'labourHours' | 'parts'>): ClaimCredit {
  const labourCents = Math.round((c.labourHours ?? 0) * T.labourRateUsd * 100);
  const cost = c.parts.reduce(
    (sum, p) => sum + (p.quantity > 0 && p.dealerCost > 0 ? p.quantity * cents(p.dealerCost) : 0),
    0,
  );
  const partsCents = cost + Math.round(cost * T.partsMarkup);
  return { labourCents, partsCents, totalCents: labourCents + partsCents };
}

/** '$1,234.50': the rules' English lines name amounts in the spec's USD (the page rewrites them
 * in the dealer's currency and its language). */
export const usd = (centsValue: number) => formatMoney(centsValue / 100, 'USD', 'en');

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) => ISO_DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));
const addCalendarDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The latest day that lies `n` business days before `iso` (a repair that is `n` days old). */
export function businessDaysBefore(iso: string, n: number): string {
  let day = iso;
  while (businessDaysBetween(day, iso) < n) day = addCalendarDays(day, -1);
  return day;
}

/** The last day a claim for this repair may be filed (14 business days after completion). */
export const claimDueAfterRepair = (repairDate: string) =>
  addBusinessDays(repairDate, T.claimBusinessDaysAfterRepair);
/** The last day of work and claim for this failure (45 calendar days after it). */
export const claimDueAfterFailure = (failureDate: string) =>
  addCalendarDays(failureDate, T.claimDaysAfterFailure);

export const needsAuthorization = (kind: ClaimInput['failureKind']) =>
  kind === 'majorDrive' || kind === 'hydraulic';

const REQUIRED: [keyof ClaimInput, string][] = [
  ['serial', 'Serial Number'],
  ['complaint', 'Complaint'],
  ['cause', 'Cause'],
  ['correction', 'Correction'],
];

/**
 * Every rule the claim breaks, by field, as of `today` ('YYYY-MM-DD', the day it is filed).
 * `photos` is left out while the form has none to count (a draft restored without its photos
 * still shows its other problems); the API always counts them.
 */
export function claimProblems(
  c: ClaimInput,
  today: string,
  photos?: PhotoCounts,
): Partial<Record<ClaimField, string>> {
  const out: Partial<Record<ClaimField, string>> = {};
  for (const [field, label] of REQUIRED)
    if (!String(c[field] ?? '').trim()) out[field] = `${label} is required`;

  const failureOk = isDay(c.failureDate);
  const repairOk = isDay(c.repairDate);
  if (!c.failureDate) out.failureDate = 'Failure Date is required';
  else if (!failureOk) out.failureDate = 'Failure Date must be a date';
  else if (c.failureDate > today) out.failureDate = 'Failure Date cannot be in the future';
  if (!c.repairDate) out.repairDate = 'Repair Completion Date is required';
  else if (!repairOk) out.repairDate = 'Repair Completion Date must be a date';
  else if (c.repairDate > today) out.repairDate = 'Repair Completion Date cannot be in the future';
  else if (failureOk && c.repairDate < c.failureDate)
    out.repairDate = 'Repair Completion Date cannot be before the Failure Date';
  else if (businessDaysBetween(c.repairDate, today) > T.claimBusinessDaysAfterRepair)
    out.repairDate = `The claim must be filed within ${T.claimBusinessDaysAfterRepair} business days of repair completion (by ${claimDueAfterRepair(c.repairDate)})`;
  if (!out.failureDate && failureOk) {
    const due = claimDueAfterFailure(c.failureDate);
    if (today > due || (repairOk && c.repairDate > due))
      out.failureDate = `Work and claim must be completed within ${T.claimDaysAfterFailure} days of failure (by ${due})`;
  }

  if (c.hours === null || !Number.isFinite(c.hours)) out.hours = 'Hours is required';
  else if (c.hours < 0) out.hours = 'Hours cannot be negative';
  else if (c.hours > CLAIM_BOUNDS.hours)
    out.hours = `Hours cannot be more than ${count(CLAIM_BOUNDS.hours)}`;
  else if (c.failureKind === 'majorDrive' && c.hours > T.majorDriveHourLimit)
    out.hours = `Major drive components are declined beyond ${T.majorDriveHourLimit.toLocaleString('en-US')} hours`;

  if (!c.failureKind) out.failureKind = 'Failure Type is required';
  else if (needsAuthorization(c.failureKind) && !c.authorizationNumber.trim())
    out.authorizationNumber =
      'An authorization number is required for a major drive or hydraulic failure';

  if (c.labourHours !== null && (!Number.isFinite(c.labourHours) || c.labourHours < 0))
    out.labourHours = 'Labour Hours cannot be negative';
  else if (c.labourHours !== null && c.labourHours > CLAIM_BOUNDS.labourHours)
    out.labourHours = `Labour Hours cannot be more than ${count(CLAIM_BOUNDS.labourHours)}`;
  c.parts.forEach((p, i) => {
    const part = `Part ${i + 1}:`;
    if (!p.partNumber.trim()) out[`parts.${i}`] = `${part} the part number is required`;
    else if (!Number.isInteger(p.quantity) || p.quantity < 1)
      out[`parts.${i}`] = `${part} the quantity must be a whole number of at least 1`;
    else if (p.quantity > CLAIM_BOUNDS.quantity)
      out[`parts.${i}`] =
        `${part} the quantity cannot be more than ${count(CLAIM_BOUNDS.quantity)}`;
    else if (typeof p.dealerCost !== 'number' || !Number.isFinite(p.dealerCost))
      out[`parts.${i}`] = `${part} the dealer cost is required`;
    else if (p.dealerCost < 0) out[`parts.${i}`] = `${part} the dealer cost cannot be negative`;
    else if (cents(p.dealerCost) > CLAIM_BOUNDS.maxCents)
      out[`parts.${i}`] =
        `${part} the dealer cost cannot be more than ${usd(CLAIM_BOUNDS.maxCents)}`;
    else if (!inCents(p.dealerCost))
      out[`parts.${i}`] = `${part} the dealer cost must be in whole cents`;
  });
  const { totalCents } = claimCredit(c);
  if (totalCents < T.minimumClaimUsd * 100)
    out.credit = `The minimum claim is ${usd(T.minimumClaimUsd * 100)}`;
  else if (totalCents > CLAIM_BOUNDS.maxCents)
    out.credit = `The claimed credit cannot be more than ${usd(CLAIM_BOUNDS.maxCents)}`;

  if (photos) {
    if (photos.failure < T.failurePhotosMin)
      out.failurePhotos = `At least ${T.failurePhotosMin} photos of the failure are required`;
    if (photos.serialPlate < T.serialPlatePhotosMin)
      out.serialPhotos = `At least ${T.serialPlatePhotosMin} photo of the serial plate is required`;
  }
  return out;
}

/** A fresh claim form; the serial may come from the machine page's link. */
export const emptyClaim = (serial = ''): ClaimInput => ({
  serial,
  failureDate: '',
  repairDate: '',
  hours: null,
  failureKind: '',
  authorizationNumber: '',
  complaint: '',
  cause: '',
  correction: '',
  parts: [],
  labourHours: null,
});

/** The day a claim is filed, as the warranty department in Alberta counts it (decision 0036). */
export const claimToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Edmonton',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
