import type { Rewards } from './api/rewards';
import { PARTICIPATION, PARTS, RATES, WARRANTY_CARDS } from './pointsTable';

/** One line of the Qualifying Details: a rewards field, what was recorded, the points table's
 * rule for it, and the points it earns (null for a field the table gives no points). */
export interface Qualifier {
  field: keyof Rewards;
  label: string;
  recorded: string;
  rule: string;
  points: number | null;
}

const n = (v: number | undefined) => v ?? 0;
const yesNo = (v: boolean | undefined) => (v ? 'Yes' : 'No');
const done = (v: number | undefined) => (n(v) > 0 ? 'Done' : 'Not yet');
const count = (v: number | undefined, one: string, many: string) =>
  `${n(v)} ${n(v) === 1 ? one : many}`;

/** Warranty-card points read back as cards (points per card by the table). */
function cards(points: number | undefined, each: number) {
  const c = n(points) / each;
  return Number.isInteger(c) ? count(c, 'card', 'cards') : '';
}

/** Parts points read back as the purchases they stand for: 2 points per whole $50K. */
function partsPurchases(points: number | undefined) {
  const steps = Math.floor(n(points) / RATES.perPartsStep);
  const dollars = (steps * RATES.partsStepDollars).toLocaleString('en-US');
  return steps ? `$${dollars} or more` : 'under $50,000';
}

const line = (
  field: keyof Rewards,
  label: string,
  recorded: string,
  rule: string,
  points: number | null,
): Qualifier => ({ field, label, recorded, rule, points });

/**
 * Every rewards field of spec 001 §3 that counts toward the total, with the points it earns by
 * the points table of §9. Service and sales training share one row of the table, so they share
 * its cap of 10: service participants count first, sales fill what is left.
 */
export function qualifyingDetails(r: Rewards): Qualifier[] {
  const servicePoints = Math.min(RATES.perTrainee * n(r.serviceTrainings), RATES.trainingMax);
  const salesPoints = Math.min(
    RATES.perTrainee * n(r.salesTrainings),
    RATES.trainingMax - servicePoints,
  );
  const p = PARTICIPATION;
  const w = WARRANTY_CARDS;
  return [
    line(
      'maintainsInventory',
      p.stock.activity,
      yesNo(r.maintainsInventory),
      p.stock.points,
      r.maintainsInventory ? RATES.stock : 0,
    ),
    line(
      'isExclusive',
      p.exclusivity.activity,
      yesNo(r.isExclusive),
      p.exclusivity.points,
      r.isExclusive ? RATES.exclusivity : 0,
    ),
    line(
      'serviceTrainings',
      'Service training',
      count(r.serviceTrainings, 'participant', 'participants'),
      p.training.points,
      servicePoints,
    ),
    line(
      'salesTrainings',
      'Sales training',
      count(r.salesTrainings, 'participant', 'participants'),
      p.training.points,
      salesPoints,
    ),
    line(
      'annualPlanningPoints',
      p.annualPlanning.activity,
      done(r.annualPlanningPoints),
      p.annualPlanning.points,
      n(r.annualPlanningPoints),
    ),
    line(
      'midYearReviewPoints',
      p.midYearReview.activity,
      done(r.midYearReviewPoints),
      p.midYearReview.points,
      n(r.midYearReviewPoints),
    ),
    line(
      'tradeshowParticipations',
      p.tradeshow.activity,
      count(r.tradeshowParticipations, 'tradeshow', 'tradeshows'),
      p.tradeshow.points,
      Math.min(RATES.perTradeshow * n(r.tradeshowParticipations), RATES.tradeshowMax),
    ),
    line(
      'dealerFundedAds',
      p.dealerFundedAd.activity,
      count(r.dealerFundedAds, 'campaign', 'campaigns'),
      p.dealerFundedAd.points,
      Math.min(RATES.perAd * n(r.dealerFundedAds), RATES.adsMax),
    ),
    line(
      'farmVisits',
      p.farmVisit.activity,
      count(r.farmVisits, 'visit', 'visits'),
      p.farmVisit.points,
      Math.min(RATES.perFarmVisit * n(r.farmVisits), RATES.farmVisitsMax),
    ),
    line(
      'isPanelParticipant',
      p.panel.activity,
      yesNo(r.isPanelParticipant),
      p.panel.points,
      r.isPanelParticipant ? RATES.panel : 0,
    ),
    line(
      'supremeVisits',
      'Supreme visits',
      count(r.supremeVisits, 'visit', 'visits'),
      'No points',
      null,
    ),
    ...(
      [
        ['segueWarrantyPoints', w.segue],
        ['singleAugerPoints', w.singleAuger],
        ['twinAugerPoints', w.twinAuger],
        ['tripleAugerPoints', w.tripleAuger],
        ['deliveryBoxPoints', w.deliveryBox],
        ['truckChassisPoints', w.truckChassis],
      ] as const
    ).map(([field, card]) =>
      line(
        field,
        `Warranty cards: ${card.activity}`,
        cards(r[field], card.each),
        `${card.points} per card, unlimited`,
        n(r[field]),
      ),
    ),
    line(
      'partsPoints',
      'Parts purchases',
      partsPurchases(r.partsPoints),
      PARTS.parts.points,
      n(r.partsPoints),
    ),
  ];
}

/** The points the details add up to (the total a dealer can check against totalPoints). */
export const detailsTotal = (details: Qualifier[]) =>
  details.reduce((sum, q) => sum + (q.points ?? 0), 0);
