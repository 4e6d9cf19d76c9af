import type { Rewards } from './api/rewards';

export interface Qualifier {
  label: string;
  value: string;
  points: number | null;
}

const n = (v: number | undefined) => v ?? 0;
const yes = (v: boolean | undefined) => (v ? 'Yes' : 'No');

/** Every rewards field of spec 001 §3 with the points it earns by the points table of §9. */
export function qualifyingDetails(r: Rewards): Qualifier[] {
  return [
    {
      label: 'Dealer stock of 5+ units average',
      value: yes(r.maintainsInventory),
      points: r.maintainsInventory ? 10 : 0,
    },
    { label: 'Exclusivity', value: yes(r.isExclusive), points: r.isExclusive ? 15 : 0 },
    {
      label: 'Service trainings (participants)',
      value: String(n(r.serviceTrainings)),
      points: Math.min(2 * n(r.serviceTrainings), 10),
    },
    {
      label: 'Sales trainings (participants)',
      value: String(n(r.salesTrainings)),
      points: Math.min(2 * n(r.salesTrainings), 10),
    },
    {
      label: 'Annual planning',
      value: n(r.annualPlanningPoints) ? 'Done' : 'Not yet',
      points: n(r.annualPlanningPoints),
    },
    {
      label: 'Mid-year review',
      value: n(r.midYearReviewPoints) ? 'Done' : 'Not yet',
      points: n(r.midYearReviewPoints),
    },
    {
      label: 'Tradeshows',
      value: String(n(r.tradeshowParticipations)),
      points: Math.min(3 * n(r.tradeshowParticipations), 6),
    },
    {
      label: 'Dealer-funded ads (campaigns)',
      value: String(n(r.dealerFundedAds)),
      points: Math.min(n(r.dealerFundedAds), 5),
    },
    { label: 'Farm visits', value: String(n(r.farmVisits)), points: Math.min(n(r.farmVisits), 10) },
    {
      label: 'Dealer panel participant',
      value: yes(r.isPanelParticipant),
      points: r.isPanelParticipant ? 10 : 0,
    },
    { label: 'Supreme visits', value: String(n(r.supremeVisits)), points: null },
    { label: 'Warranty cards: Segue', value: '', points: n(r.segueWarrantyPoints) },
    { label: 'Warranty cards: single auger', value: '', points: n(r.singleAugerPoints) },
    { label: 'Warranty cards: twin auger', value: '', points: n(r.twinAugerPoints) },
    { label: 'Warranty cards: triple auger', value: '', points: n(r.tripleAugerPoints) },
    { label: 'Warranty cards: delivery box', value: '', points: n(r.deliveryBoxPoints) },
    { label: 'Warranty cards: truck chassis', value: '', points: n(r.truckChassisPoints) },
    { label: 'Parts purchases', value: '', points: n(r.partsPoints) },
  ];
}
