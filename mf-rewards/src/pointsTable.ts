// Requirements 001 §9 'How points are earned', to the letter: the program page prints these rows and the
// Qualifying Details quote them beside the points each counter earns.

export interface PointsRule {
  activity: string;
  points: string;
}

export const PARTICIPATION = {
  stock: { activity: 'Dealer stock of 5+ units average', points: '10' },
  exclusivity: { activity: 'Exclusivity', points: '15' },
  training: {
    activity: 'Service or sales training',
    points: '2 per participant, max 10 per location',
  },
  annualPlanning: { activity: 'Annual planning', points: '15' },
  midYearReview: { activity: 'Mid-year review', points: '5' },
  tradeshow: { activity: 'Tradeshow', points: '3 each, max 6' },
  dealerFundedAd: { activity: 'Dealer-funded ad', points: '1 per campaign, max 5' },
  farmVisit: { activity: 'Farm visit', points: '1 per visit, max 10' },
  panel: { activity: 'Dealer panel participant', points: '10' },
} satisfies Record<string, PointsRule>;

/** Warranty cards: points per card, all unlimited. */
export const WARRANTY_CARDS = {
  segue: { activity: 'Segue', points: '2', each: 2 },
  singleAuger: { activity: 'Single auger', points: '2', each: 2 },
  twinAuger: { activity: 'Twin auger', points: '3', each: 3 },
  tripleAuger: { activity: 'Triple auger', points: '4', each: 4 },
  deliveryBox: { activity: 'Delivery box', points: '3', each: 3 },
  truckChassis: { activity: 'Truck chassis', points: '5 extra', each: 5 },
} satisfies Record<string, PointsRule & { each: number }>;

export const PARTS = {
  parts: { activity: 'Parts', points: '2 points per $50K, unlimited' },
} satisfies Record<string, PointsRule>;

/** Points per unit and the most an activity earns (requirements 001 §9). */
export const RATES = {
  stock: 10,
  exclusivity: 15,
  perTrainee: 2,
  trainingMax: 10,
  perTradeshow: 3,
  tradeshowMax: 6,
  perAd: 1,
  adsMax: 5,
  perFarmVisit: 1,
  farmVisitsMax: 10,
  panel: 10,
  perPartsStep: 2,
  partsStepDollars: 50_000,
};
