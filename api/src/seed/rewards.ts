// The seed's rewards rows: counters that add up, by the points table of requirements 001 §9, to each
// dealer's total, so the Qualifying Details explain the total a dealer sees.

/** The rewards counters of requirements 001 §3 as stored (division and territory come from the dealer). */
export interface RewardsCounters {
  totalPoints: number;
  supremeVisits: number;
  annualPlanningPoints: number;
  midYearReviewPoints: number;
  serviceTrainings: number;
  salesTrainings: number;
  tradeshowParticipations: number;
  dealerFundedAds: number;
  farmVisits: number;
  isExclusive: boolean;
  maintainsInventory: boolean;
  isPanelParticipant: boolean;
  segueWarrantyPoints: number;
  singleAugerPoints: number;
  twinAugerPoints: number;
  tripleAugerPoints: number;
  deliveryBoxPoints: number;
  truckChassisPoints: number;
  partsPoints: number;
}

/** Tier names by points (requirements 001 §4), for the server's currentStatus. */
export function tierOf(points: number): string {
  if (points >= 200) return 'SUPREME ELITE';
  if (points >= 150) return 'PLATINUM';
  if (points >= 100) return 'GOLD';
  if (points >= 50) return 'SILVER';
  if (points >= 1) return 'BRONZE';
  return 'STARTER';
}

// Points per warranty card (requirements 001 §9), in the order cards are handed out.
const CARDS = [
  ['segueWarrantyPoints', 2],
  ['singleAugerPoints', 2],
  ['twinAugerPoints', 3],
  ['tripleAugerPoints', 4],
  ['deliveryBoxPoints', 3],
  ['truckChassisPoints', 5],
] as const;

/**
 * Counters worth exactly `total` points. About a third of the points come from warranty cards
 * and parts (unlimited), the rest from the capped activities, largest first; one-point farm
 * visits and ads take what is left, and anything beyond the caps goes back to cards and parts.
 */
export function rewardsCounters(total: number): RewardsCounters {
  // Even, so that cards (2 or 3 points each) and parts (2 per $50K) can always make it up.
  const unlimitedShare = 2 * Math.floor(total / 6);
  let left = total - unlimitedShare;
  /** Takes up to `max` units of `each` points from what is left; answers the units taken. */
  const take = (max: number, each: number) => {
    const units = Math.min(max, Math.floor(left / each));
    left -= units * each;
    return units;
  };
  const annualPlanningPoints = take(1, 15) * 15;
  const isExclusive = take(1, 15) === 1;
  const maintainsInventory = take(1, 10) === 1;
  const isPanelParticipant = take(1, 10) === 1;
  const midYearReviewPoints = take(1, 5) * 5;
  const trainees = take(5, 2); // service or sales training: 2 per participant, max 10
  const tradeshowParticipations = take(2, 3);
  const dealerFundedAds = take(5, 1);
  const farmVisits = take(10, 1);

  let unlimited = unlimitedShare + left;
  const partsPoints = 2 * Math.floor(unlimited / 4);
  unlimited -= partsPoints;
  const cards: Record<(typeof CARDS)[number][0], number> = {
    segueWarrantyPoints: 0,
    singleAugerPoints: 0,
    twinAugerPoints: 0,
    tripleAugerPoints: 0,
    deliveryBoxPoints: 0,
    truckChassisPoints: 0,
  };
  // One card of each kind in turn, skipping a card that would leave a single point over.
  for (let i = 0; unlimited > 0; i = (i + 1) % CARDS.length) {
    const [field, each] = CARDS[i];
    const rest = unlimited - each;
    if (rest === 0 || rest >= 2) {
      cards[field] += each;
      unlimited = rest;
    }
  }
  return {
    totalPoints: total,
    supremeVisits: Math.min(3, Math.floor(total / 60)),
    annualPlanningPoints,
    midYearReviewPoints,
    serviceTrainings: Math.ceil(trainees / 2),
    salesTrainings: Math.floor(trainees / 2),
    tradeshowParticipations,
    dealerFundedAds,
    farmVisits,
    isExclusive,
    maintainsInventory,
    isPanelParticipant,
    ...cards,
    partsPoints,
  };
}
