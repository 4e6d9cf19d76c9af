import type { Rewards } from '../src/api/rewards';
import { detailsTotal, qualifyingDetails } from '../src/qualifying';

const pointsOf = (r: Rewards) =>
  Object.fromEntries(qualifyingDetails(r).map((q) => [q.field, q.points]));

describe('Qualifying Details (spec 001 §2, §3, §9)', () => {
  it('lists every rewards field of spec 001 §3 that can earn points, each once', () => {
    const fields = qualifyingDetails({}).map((q) => q.field);
    expect(fields.sort()).toEqual(
      [
        'supremeVisits',
        'annualPlanningPoints',
        'midYearReviewPoints',
        'serviceTrainings',
        'salesTrainings',
        'tradeshowParticipations',
        'dealerFundedAds',
        'farmVisits',
        'isExclusive',
        'maintainsInventory',
        'isPanelParticipant',
        'segueWarrantyPoints',
        'singleAugerPoints',
        'twinAugerPoints',
        'tripleAugerPoints',
        'deliveryBoxPoints',
        'truckChassisPoints',
        'partsPoints',
      ].sort(),
    );
  });

  it('earns nothing for nothing recorded', () => {
    expect(detailsTotal(qualifyingDetails({}))).toBe(0);
  });

  it('applies the points table: flat points, per-unit points and their caps', () => {
    const points = pointsOf({
      maintainsInventory: true, // 10
      isExclusive: true, // 15
      annualPlanningPoints: 15,
      midYearReviewPoints: 5,
      tradeshowParticipations: 5, // 3 each, max 6
      dealerFundedAds: 8, // 1 per campaign, max 5
      farmVisits: 12, // 1 per visit, max 10
      isPanelParticipant: false,
      supremeVisits: 4, // not in the table
    });
    expect(points).toMatchObject({
      maintainsInventory: 10,
      isExclusive: 15,
      annualPlanningPoints: 15,
      midYearReviewPoints: 5,
      tradeshowParticipations: 6,
      dealerFundedAds: 5,
      farmVisits: 10,
      isPanelParticipant: 0,
      supremeVisits: null,
    });
    expect(
      pointsOf({ tradeshowParticipations: 1, dealerFundedAds: 3, farmVisits: 7 }),
    ).toMatchObject({ tradeshowParticipations: 3, dealerFundedAds: 3, farmVisits: 7 });
  });

  it('"Service or sales training: 2 per participant, max 10 per location" counts both together', () => {
    expect(pointsOf({ serviceTrainings: 2, salesTrainings: 1 })).toMatchObject({
      serviceTrainings: 4,
      salesTrainings: 2,
    });
    expect(pointsOf({ serviceTrainings: 3, salesTrainings: 4 })).toMatchObject({
      serviceTrainings: 6,
      salesTrainings: 4,
    });
    expect(pointsOf({ serviceTrainings: 9, salesTrainings: 2 })).toMatchObject({
      serviceTrainings: 10,
      salesTrainings: 0,
    });
  });

  it('takes warranty-card and parts points as recorded (unlimited) and reads them back', () => {
    const details = qualifyingDetails({
      segueWarrantyPoints: 6,
      twinAugerPoints: 3,
      truckChassisPoints: 10,
      partsPoints: 86,
    });
    const byField = Object.fromEntries(details.map((q) => [q.field, q]));
    expect(byField.segueWarrantyPoints).toMatchObject({ recorded: '3 cards', points: 6 });
    expect(byField.twinAugerPoints).toMatchObject({ recorded: '1 card', points: 3 });
    expect(byField.truckChassisPoints).toMatchObject({ recorded: '2 cards', points: 10 });
    expect(byField.partsPoints).toMatchObject({ recorded: '$2,150,000 or more', points: 86 });
  });

  it("quotes the points table's rule on every line", () => {
    const rules = Object.fromEntries(qualifyingDetails({}).map((q) => [q.field, q.rule]));
    expect(rules).toMatchObject({
      maintainsInventory: '10',
      serviceTrainings: '2 per participant, max 10 per location',
      tradeshowParticipations: '3 each, max 6',
      dealerFundedAds: '1 per campaign, max 5',
      farmVisits: '1 per visit, max 10',
      truckChassisPoints: '5 extra per card, unlimited',
      partsPoints: '2 points per $50K, unlimited',
    });
  });

  it('adds up to the total of a dealer whose counters explain it', () => {
    // The seed's 149-point dealer (api/src/seed/rewards.ts).
    const details = qualifyingDetails({
      totalPoints: 149,
      annualPlanningPoints: 15,
      midYearReviewPoints: 5,
      serviceTrainings: 3,
      salesTrainings: 2,
      tradeshowParticipations: 2,
      dealerFundedAds: 5,
      farmVisits: 10,
      isExclusive: true,
      maintainsInventory: true,
      isPanelParticipant: true,
      segueWarrantyPoints: 4,
      singleAugerPoints: 4,
      twinAugerPoints: 6,
      tripleAugerPoints: 8,
      deliveryBoxPoints: 6,
      truckChassisPoints: 5,
      partsPoints: 30,
    });
    expect(detailsTotal(details)).toBe(149);
  });
});
