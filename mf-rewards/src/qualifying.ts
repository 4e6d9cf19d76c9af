import type { Rewards } from './api/rewards';
import type { Values } from '@portal/shared';
import { moneyNow } from '@portal/shared/ui/money';
import { PARTICIPATION, PARTS, RATES, WARRANTY_CARDS } from './pointsTable';
import { t as translate } from './status/i18n';

/** One line of the Qualifying Details: a rewards field, what was recorded, the points table's
 * rule for it, and the points it earns (null for a field the table gives no points). */
export interface Qualifier {
  field: keyof Rewards;
  label: string;
  recorded: string;
  rule: string;
  points: number | null;
}

type T = (id: string, values?: Values) => string;

const n = (v: number | undefined) => v ?? 0;

/** Parts points read back as the purchases they stand for: 2 points per whole $50K. */
function partsPurchases(t: T, points: number | undefined) {
  const steps = Math.floor(n(points) / RATES.perPartsStep);
  const usd = (amount: number) => moneyNow(amount, 0);
  return steps
    ? t('recorded.partsOver', { amount: usd(steps * RATES.partsStepDollars) })
    : t('recorded.partsUnder', { amount: usd(RATES.partsStepDollars) });
}

const line = (
  field: keyof Rewards,
  label: string,
  recorded: string,
  rule: string,
  points: number | null,
): Qualifier => ({ field, label, recorded, rule, points });

const WARRANTY_FIELDS = [
  ['segueWarrantyPoints', WARRANTY_CARDS.segue],
  ['singleAugerPoints', WARRANTY_CARDS.singleAuger],
  ['twinAugerPoints', WARRANTY_CARDS.twinAuger],
  ['tripleAugerPoints', WARRANTY_CARDS.tripleAuger],
  ['deliveryBoxPoints', WARRANTY_CARDS.deliveryBox],
  ['truckChassisPoints', WARRANTY_CARDS.truckChassis],
] as const;

/**
 * Every rewards field of requirements 001 §3 that counts toward the total, with the points it earns by
 * the points table of §9, in the page's language (`t`, the area's catalog). Service and sales
 * training share one row of the table, so they share its cap of 10: service participants count
 * first, sales fill what is left.
 */
export function qualifyingDetails(r: Rewards, t: T = translate): Qualifier[] {
  const servicePoints = Math.min(RATES.perTrainee * n(r.serviceTrainings), RATES.trainingMax);
  const salesPoints = Math.min(
    RATES.perTrainee * n(r.salesTrainings),
    RATES.trainingMax - servicePoints,
  );
  const p = PARTICIPATION;
  const yesNo = (v: boolean | undefined) => t(v ? 'Yes' : 'No');
  const done = (v: number | undefined) => (n(v) > 0 ? t('Done') : t('Not yet'));
  const count = (key: string, v: number | undefined) => t(key, { n: n(v) });
  /** Warranty-card points read back as cards (points per card by the table). */
  const cards = (points: number | undefined, each: number) => {
    const c = n(points) / each;
    return Number.isInteger(c) ? count('recorded.cards', c) : '';
  };
  return [
    line(
      'maintainsInventory',
      t(p.stock.activity),
      yesNo(r.maintainsInventory),
      p.stock.points,
      r.maintainsInventory ? RATES.stock : 0,
    ),
    line(
      'isExclusive',
      t(p.exclusivity.activity),
      yesNo(r.isExclusive),
      p.exclusivity.points,
      r.isExclusive ? RATES.exclusivity : 0,
    ),
    line(
      'serviceTrainings',
      t('Service training'),
      count('recorded.participants', r.serviceTrainings),
      t(p.training.points),
      servicePoints,
    ),
    line(
      'salesTrainings',
      t('Sales training'),
      count('recorded.participants', r.salesTrainings),
      t(p.training.points),
      salesPoints,
    ),
    line(
      'annualPlanningPoints',
      t(p.annualPlanning.activity),
      done(r.annualPlanningPoints),
      p.annualPlanning.points,
      n(r.annualPlanningPoints),
    ),
    line(
      'midYearReviewPoints',
      t(p.midYearReview.activity),
      done(r.midYearReviewPoints),
      p.midYearReview.points,
      n(r.midYearReviewPoints),
    ),
    line(
      'tradeshowParticipations',
      t(p.tradeshow.activity),
      count('recorded.tradeshows', r.tradeshowParticipations),
      t(p.tradeshow.points),
      Math.min(RATES.perTradeshow * n(r.tradeshowParticipations), RATES.tradeshowMax),
    ),
    line(
      'dealerFundedAds',
      t(p.dealerFundedAd.activity),
      count('recorded.campaigns', r.dealerFundedAds),
      t(p.dealerFundedAd.points),
      Math.min(RATES.perAd * n(r.dealerFundedAds), RATES.adsMax),
    ),
    line(
      'farmVisits',
      t(p.farmVisit.activity),
      count('recorded.visits', r.farmVisits),
      t(p.farmVisit.points),
      Math.min(RATES.perFarmVisit * n(r.farmVisits), RATES.farmVisitsMax),
    ),
    line(
      'isPanelParticipant',
      t(p.panel.activity),
      yesNo(r.isPanelParticipant),
      p.panel.points,
      r.isPanelParticipant ? RATES.panel : 0,
    ),
    line(
      'supremeVisits',
      t('Supreme visits'),
      count('recorded.visits', r.supremeVisits),
      t('No points'),
      null,
    ),
    ...WARRANTY_FIELDS.map(([field, card]) =>
      line(
        field,
        t('activity.warrantyCards', { card: t(card.activity) }),
        cards(r[field], card.each),
        field === 'truckChassisPoints'
          ? t('5 extra per card, unlimited')
          : t('rule.perCard', { points: card.points }),
        n(r[field]),
      ),
    ),
    line(
      'partsPoints',
      t('Parts purchases'),
      partsPurchases(t, r.partsPoints),
      t(PARTS.parts.points),
      n(r.partsPoints),
    ),
  ];
}

/** The points the details add up to (the total a dealer can check against totalPoints). */
export const detailsTotal = (details: Qualifier[]) =>
  details.reduce((sum, q) => sum + (q.points ?? 0), 0);
