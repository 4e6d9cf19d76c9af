import { Type, type Static } from 'typebox';
import { exact } from './common';

const Points = Type.Number();
const Flag = Type.Boolean();

/** Rewards data on the wire (requirements 001 §3), plus the currentStatus the home reads; the empty
 * object for a dealer outside the program (Offshore) or without a rewards record. */
export const RewardsWire = Type.Object(
  {
    totalPoints: Type.Optional(Points),
    supremeVisits: Type.Optional(Points),
    annualPlanningPoints: Type.Optional(Points),
    midYearReviewPoints: Type.Optional(Points),
    serviceTrainings: Type.Optional(Points),
    salesTrainings: Type.Optional(Points),
    tradeshowParticipations: Type.Optional(Points),
    dealerFundedAds: Type.Optional(Points),
    farmVisits: Type.Optional(Points),
    isExclusive: Type.Optional(Flag),
    maintainsInventory: Type.Optional(Flag),
    isPanelParticipant: Type.Optional(Flag),
    segueWarrantyPoints: Type.Optional(Points),
    singleAugerPoints: Type.Optional(Points),
    twinAugerPoints: Type.Optional(Points),
    tripleAugerPoints: Type.Optional(Points),
    deliveryBoxPoints: Type.Optional(Points),
    truckChassisPoints: Type.Optional(Points),
    partsPoints: Type.Optional(Points),
    division: Type.Optional(Type.String()),
    salesTerritory: Type.Optional(Type.String()),
    currentStatus: Type.Optional(Type.String()),
  },
  exact,
);
export type RewardsWire = Static<typeof RewardsWire>;
