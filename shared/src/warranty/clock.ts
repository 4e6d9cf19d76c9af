// The warranty clock of one machine (requirements 001 §9): coverage end dates once the unit is
// registered, and before that the registration's due date. Pure, so the API computes it and the
// tests check it date by date; the business days are decision 0036's.
import { addBusinessDays } from './businessDays';
import { WARRANTY_TERMS } from './terms';

/** Requirements 001 §9, word for word: shown until the unit is registered. */
export const REGISTRATION_DUE_TEXT =
  'Warranty registration with PDI is due within 10 business days of sale.';

/** Shown instead when a claim proves the machine was sold before any PDI gave its sale date. */
export const CLAIMED_UNREGISTERED_TEXT =
  'Not registered, though a claim is on record: the machine was sold by then. Register it now.';

export interface ClockFacts {
  /** Today, 'YYYY-MM-DD' (UTC). */
  today: string;
  /** The warranty registration's 'Dealer Sale Date', when one was sent through the portal. */
  registeredSaleDate: string | null;
  /** The sale date known before registration: the PDI's 'Delivery Date'. */
  pdiDeliveryDate: string | null;
  /** The day of the first claim on the serial: a claim is filed only on a sold machine. */
  firstClaimDate: string | null;
  /** A demo unit's coverage starts on the dealer invoice date (requirements 001 §9). */
  demo: boolean;
  dealerInvoiceDate: string | null;
  /** Parts replaced under a claim, with the day they went in. */
  replacedParts: readonly { claimNumber: string; installedOn: string }[];
}

export type WarrantyClock =
  | {
      registered: true;
      startsOn: string;
      startsFrom: 'delivery' | 'dealerInvoice';
      limitedEndsOn: string;
      majorComponentsEndsOn: string;
      replacedParts: { claimNumber: string; installedOn: string; endsOn: string }[];
    }
  | {
      registered: false;
      text: string;
      saleDate: string | null;
      /** What the sale date comes from: the PDI's delivery date, or the first claim (sold by). */
      saleFrom: 'pdi' | 'claim' | null;
      dueOn: string | null;
      overdue: boolean;
    };

const DAY_MS = 86_400_000;
const isDay = (v: string | null | undefined): v is string =>
  !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** The same calendar day `years` later; 29 February becomes 28 February. */
export function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return new Date(Date.UTC(y + years, m - 1, Math.min(d, last))).toISOString().slice(0, 10);
}

const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const later = (a: string, b: string) => (a > b ? a : b);

export function warrantyClock(f: ClockFacts): WarrantyClock {
  const saleDate = isDay(f.registeredSaleDate) ? f.registeredSaleDate : null;
  if (f.registeredSaleDate !== null) {
    // Demo units start on the dealer invoice date; every other unit on delivery to the purchaser.
    const demoStart = f.demo && isDay(f.dealerInvoiceDate) ? f.dealerInvoiceDate : null;
    const startsOn = demoStart ?? saleDate ?? f.today;
    const limitedEndsOn = addYears(startsOn, WARRANTY_TERMS.limitedWarrantyYears);
    return {
      registered: true,
      startsOn,
      startsFrom: demoStart ? 'dealerInvoice' : 'delivery',
      limitedEndsOn,
      majorComponentsEndsOn: addYears(startsOn, WARRANTY_TERMS.majorComponentYears),
      // 'Replacement parts under a claim: 90 days or the rest of the wholegood warranty,
      // whichever is longer.'
      replacedParts: f.replacedParts
        .filter((p) => isDay(p.installedOn))
        .map((p) => ({
          ...p,
          endsOn: later(plusDays(p.installedOn, WARRANTY_TERMS.partsWarrantyDays), limitedEndsOn),
        })),
    };
  }
  // The earliest fact that proves the sale counts: the PDI's delivery date, or a claim filed
  // before it (or with no PDI), since a machine under claim has been sold.
  const pdiSale = isDay(f.pdiDeliveryDate) ? f.pdiDeliveryDate : null;
  const claimed = isDay(f.firstClaimDate) ? f.firstClaimDate : null;
  const saleFrom = claimed && (!pdiSale || claimed < pdiSale) ? 'claim' : pdiSale ? 'pdi' : null;
  const sold = saleFrom === 'claim' ? claimed : pdiSale;
  const dueOn = sold ? addBusinessDays(sold, WARRANTY_TERMS.registrationBusinessDays) : null;
  return {
    registered: false,
    text: saleFrom === 'claim' ? CLAIMED_UNREGISTERED_TEXT : REGISTRATION_DUE_TEXT,
    saleDate: sold,
    saleFrom,
    dueOn,
    overdue: dueOn !== null && f.today > dueOn,
  };
}
