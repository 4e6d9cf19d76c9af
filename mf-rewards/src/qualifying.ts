import type { Rewards } from './api/rewards';
import { currentLanguage, formatUsd, type Values } from '@portal/shared';
import { PARTICIPATION, RATES, WARRANTY_CARDS } from './pointsTable';
import { t as translate, type RewardsKey } from './i18n';

/** One line of the Qualifying Details: a rewards field, what was recorded, the points table's
 * rule for it, and the points it earns (null for a field the table gives no points). */
export interface Qualifier {
  field: keyof Rewards;
  label: string;
  recorded: string;
  rule: string;
  points: number | null;
}

type T = (key: RewardsKey, values?: Values) => string;

const n = (v: number | undefined) => v ?? 0;

/** Parts points read back as the purchases they stand for: 2 points per whole $50K. */
function partsPurchases(t: T, points: number | undefined) {
  const steps = Math.floor(n(points) / RATES.perPartsStep);
  const usd = (amount: number) => formatUsd(amount, currentLanguage(), 0);
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
 * Every rewards field of spec 001 §3 that counts toward the total, with the points it earns by
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
  const yesNo = (v: boolean | undefined) => t(v ? 'recorded.yes' : 'recorded.no');
  const done = (v: number | undefined) => t(n(v) > 0 ? 'recorded.done' : 'recorded.notYet');
  const count = (key: RewardsKey, v: number | undefined) => t(key, { n: n(v) });
  const flat = (points: string) => t('rule.flat', { points });
  const activity = (field: keyof Rewards) => t(`activity.${field}` as RewardsKey);
  /** Warranty-card points read back as cards (points per card by the table). */
  const cards = (points: number | undefined, each: number) => {
    const c = n(points) / each;
    return Number.isInteger(c) ? count('recorded.cards', c) : '';
  };
  return [
    line(
      'maintainsInventory',
      activity('maintainsInventory'),
      yesNo(r.maintainsInventory),
      flat(p.stock.points),
      r.maintainsInventory ? RATES.stock : 0,
    ),
    line(
      'isExclusive',
      activity('isExclusive'),
      yesNo(r.isExclusive),
      flat(p.exclusivity.points),
      r.isExclusive ? RATES.exclusivity : 0,
    ),
    line(
      'serviceTrainings',
      activity('serviceTrainings'),
      count('recorded.participants', r.serviceTrainings),
      t('rule.training'),
      servicePoints,
    ),
    line(
      'salesTrainings',
      activity('salesTrainings'),
      count('recorded.participants', r.salesTrainings),
      t('rule.training'),
      salesPoints,
    ),
    line(
      'annualPlanningPoints',
      activity('annualPlanningPoints'),
      done(r.annualPlanningPoints),
      flat(p.annualPlanning.points),
      n(r.annualPlanningPoints),
    ),
    line(
      'midYearReviewPoints',
      activity('midYearReviewPoints'),
      done(r.midYearReviewPoints),
      flat(p.midYearReview.points),
      n(r.midYearReviewPoints),
    ),
    line(
      'tradeshowParticipations',
      activity('tradeshowParticipations'),
      count('recorded.tradeshows', r.tradeshowParticipations),
      t('rule.tradeshow'),
      Math.min(RATES.perTradeshow * n(r.tradeshowParticipations), RATES.tradeshowMax),
    ),
    line(
      'dealerFundedAds',
      activity('dealerFundedAds'),
      count('recorded.campaigns', r.dealerFundedAds),
      t('rule.ad'),
      Math.min(RATES.perAd * n(r.dealerFundedAds), RATES.adsMax),
    ),
    line(
      'farmVisits',
      activity('farmVisits'),
      count('recorded.visits', r.farmVisits),
      t('rule.farmVisit'),
      Math.min(RATES.perFarmVisit * n(r.farmVisits), RATES.farmVisitsMax),
    ),
    line(
      'isPanelParticipant',
      activity('isPanelParticipant'),
      yesNo(r.isPanelParticipant),
      flat(p.panel.points),
      r.isPanelParticipant ? RATES.panel : 0,
    ),
    line(
      'supremeVisits',
      activity('supremeVisits'),
      count('recorded.visits', r.supremeVisits),
      t('rule.none'),
      null,
    ),
    ...WARRANTY_FIELDS.map(([field, card]) =>
      line(
        field,
        t('activity.warrantyCards', { card: t(`card.${field}` as RewardsKey) }),
        cards(r[field], card.each),
        field === 'truckChassisPoints'
          ? t('rule.truckChassis')
          : t('rule.perCard', { points: card.points }),
        n(r[field]),
      ),
    ),
    line(
      'partsPoints',
      activity('partsPoints'),
      partsPurchases(t, r.partsPoints),
      t('rule.parts'),
      n(r.partsPoints),
    ),
  ];
}

/** The points the details add up to (the total a dealer can check against totalPoints). */
export const detailsTotal = (details: Qualifier[]) =>
  details.reduce((sum, q) => sum + (q.points ?? 0), 0);
