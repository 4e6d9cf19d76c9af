import { barPercent, nextTier, shownTier, tierByPoints } from '../src/tiers';
import { qualifyingDetails } from '../src/qualifying';

describe('rewards tiers (spec 000 §4, spec 001 §9)', () => {
  it.each([
    [0, 'STARTER', 0],
    [1, 'BRONZE', 1],
    [49, 'BRONZE', 1],
    [50, 'SILVER', 2],
    [99, 'SILVER', 2],
    [100, 'GOLD', 3],
    [149, 'GOLD', 3],
    [150, 'PLATINUM', 4],
    [199, 'PLATINUM', 4],
    [200, 'SUPREME ELITE', 5],
    [260, 'SUPREME ELITE', 5],
  ])('%i points is %s with a %i%% rebate', (points, name, rebate) => {
    expect(tierByPoints(points)).toMatchObject({ name, rebate });
  });

  it('"The tier shown is STARTER when total points are 0, else the server\'s current status"', () => {
    expect(shownTier(0, 'GOLD').name).toBe('STARTER');
    expect(shownTier(40, 'SILVER').name).toBe('SILVER');
    expect(shownTier(40, undefined).name).toBe('BRONZE');
  });

  it("finds the next tier and the points needed, and 'MAX' at the top", () => {
    expect(nextTier(0)).toEqual({ tier: expect.objectContaining({ name: 'BRONZE' }), needed: 1 });
    expect(nextTier(49)).toEqual({ tier: expect.objectContaining({ name: 'SILVER' }), needed: 1 });
    expect(nextTier(150)).toEqual({
      tier: expect.objectContaining({ name: 'SUPREME ELITE' }),
      needed: 50,
    });
    expect(nextTier(200)).toBeNull();
    expect(nextTier(260)).toBeNull();
  });

  it('caps the progress bar at 200 points', () => {
    expect(barPercent(100)).toBe(50);
    expect(barPercent(200)).toBe(100);
    expect(barPercent(260)).toBe(100);
    expect(barPercent(-5)).toBe(0);
  });

  it('applies the points table caps to the qualifying details', () => {
    const d = qualifyingDetails({
      serviceTrainings: 9,
      tradeshowParticipations: 5,
      dealerFundedAds: 8,
      farmVisits: 12,
      isExclusive: true,
      maintainsInventory: true,
      isPanelParticipant: false,
    });
    const points = Object.fromEntries(d.map((q) => [q.label, q.points]));
    expect(points['Service trainings (participants)']).toBe(10);
    expect(points['Tradeshows']).toBe(6);
    expect(points['Dealer-funded ads (campaigns)']).toBe(5);
    expect(points['Farm visits']).toBe(10);
    expect(points['Exclusivity']).toBe(15);
    expect(points['Dealer stock of 5+ units average']).toBe(10);
    expect(points['Dealer panel participant']).toBe(0);
  });
});
