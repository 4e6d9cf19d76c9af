// The warranty figures of requirements 001 §9 that the portal computes with, in one place for the API and
// every screen.
export const WARRANTY_TERMS = {
  /** Warranty registration with PDI is due within 10 business days of sale. */
  registrationBusinessDays: 10,
  /** 1-year limited parts and labour warranty. */
  limitedWarrantyYears: 1,
  /** 3-year major component coverage. */
  majorComponentYears: 3,
  /** Parts warranty: 90 days from installation. */
  partsWarrantyDays: 90,
  /** The claim form is submitted within 14 business days of repair completion. */
  claimBusinessDaysAfterRepair: 14,
  /** Work and claim are due within 45 days of failure. */
  claimDaysAfterFailure: 45,
  /** Minimum claim amount: $100. */
  minimumClaimUsd: 100,
  /** Labour credit: $125.00 per hour. */
  labourRateUsd: 125,
  /** Supplied parts are credited at dealer cost plus 10%. */
  partsMarkup: 0.1,
  /** Major drive components are declined beyond 5,000 hours. */
  majorDriveHourLimit: 5000,
  /** At least 2 failure pictures and 1 serial number picture. */
  failurePhotosMin: 2,
  serialPlatePhotosMin: 1,
} as const;
