// A warranty claim filed online (requirements 001 §9): its shape, its credit and its deadlines. The rules
// it is checked with are its schema (claimSchema.ts). Money is counted in whole cents so the
// browser and the API arrive at the same figure.
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

/** Dollars as whole cents, rounded once. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

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

/** Labour at $125.00 an hour, parts at dealer cost + 10% (the markup rounded once, to the cent). */
export function claimCredit(c: Pick<ClaimInput, 'labourHours' | 'parts'>): ClaimCredit {
  const labourCents = Math.round((c.labourHours ?? 0) * T.labourRateUsd * 100);
  const cost = c.parts.reduce(
    (sum, p) => sum + (p.quantity > 0 && p.dealerCost > 0 ? p.quantity * toCents(p.dealerCost) : 0),
    0,
  );
  const partsCents = cost + Math.round(cost * T.partsMarkup);
  return { labourCents, partsCents, totalCents: labourCents + partsCents };
}

/** '$1,234.50': the rules' English lines name amounts in the spec's USD (the page rewrites them
 * in the dealer's currency and its language). */
export const usd = (centsValue: number) => formatMoney(centsValue / 100, 'USD', 'en');

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
