import { barPercent, nextTier, shownTier, tierByPoints, TIERS } from '../src/tiers';

// Requirements 000 §4 / requirements 001 §4: 'STARTER (0 points, 0%), BRONZE 1-49 (1%), SILVER 50-99 (2%),
// GOLD 100-149 (3%), PLATINUM 150-199 (4%), SUPREME ELITE 200 and more (5%)'.
const BOUNDARIES: [number, string, number, string | null, number | null][] = [
  // points, tier, rebate, next tier, points needed
  [0, 'STARTER', 0, 'BRONZE', 1],
  [1, 'BRONZE', 1, 'SILVER', 49],
  [49, 'BRONZE', 1, 'SILVER', 1],
  [50, 'SILVER', 2, 'GOLD', 50],
  [99, 'SILVER', 2, 'GOLD', 1],
  [100, 'GOLD', 3, 'PLATINUM', 50],
  [149, 'GOLD', 3, 'PLATINUM', 1],
  [150, 'PLATINUM', 4, 'SUPREME ELITE', 50],
  [199, 'PLATINUM', 4, 'SUPREME ELITE', 1],
  [200, 'SUPREME ELITE', 5, null, null],
  [260, 'SUPREME ELITE', 5, null, null],
];

describe('rewards tiers by points (spec 000 §4, spec 001 §4 and §9)', () => {
  it.each(BOUNDARIES)('%i points is %s with a %i%% rebate', (points, name, rebate) => {
    expect(tierByPoints(points)).toMatchObject({ name, rebate });
  });

  it.each(BOUNDARIES)(
    "%i points (%s): the next tier is %s, %s points away ('MAX' at the top)",
    (points, _tier, _rebate, next, needed) => {
      const found = nextTier(points);
      if (next === null) expect(found).toBeNull();
      else expect(found).toEqual({ tier: expect.objectContaining({ name: next }), needed });
    },
  );

  it('has the six tiers in order, from 0 to 200 points', () => {
    expect(TIERS.map((t) => [t.name, t.min, t.rebate])).toEqual([
      ['STARTER', 0, 0],
      ['BRONZE', 1, 1],
      ['SILVER', 50, 2],
      ['GOLD', 100, 3],
      ['PLATINUM', 150, 4],
      ['SUPREME ELITE', 200, 5],
    ]);
  });

  it('"The tier shown is STARTER when total points are 0, else the server\'s current status"', () => {
    expect(shownTier(0, 'GOLD').name).toBe('STARTER');
    expect(shownTier(49, 'SILVER').name).toBe('SILVER');
    expect(shownTier(150, 'Platinum').name).toBe('PLATINUM');
    // No usable status from the server: the tier by points stands in.
    expect(shownTier(40, undefined).name).toBe('BRONZE');
    expect(shownTier(120, 'UNKNOWN').name).toBe('GOLD');
  });

  it('caps the progress bar at 200 points', () => {
    expect(barPercent(0)).toBe(0);
    expect(barPercent(100)).toBe(50);
    expect(barPercent(199)).toBe(99.5);
    expect(barPercent(200)).toBe(100);
    expect(barPercent(260)).toBe(100);
    expect(barPercent(-5)).toBe(0);
  });
});
