// The stored counters of requirements 001 §3 'Rewards data' (division and salesTerritory come from the
// dealer record), with what a counter reads as when it was never recorded.
export const COUNTERS = {
  totalPoints: 0,
  supremeVisits: 0,
  annualPlanningPoints: 0,
  midYearReviewPoints: 0,
  serviceTrainings: 0,
  salesTrainings: 0,
  tradeshowParticipations: 0,
  dealerFundedAds: 0,
  farmVisits: 0,
  isExclusive: false,
  maintainsInventory: false,
  isPanelParticipant: false,
  segueWarrantyPoints: 0,
  singleAugerPoints: 0,
  twinAugerPoints: 0,
  tripleAugerPoints: 0,
  deliveryBoxPoints: 0,
  truckChassisPoints: 0,
  partsPoints: 0,
};
