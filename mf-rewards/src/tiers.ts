// Requirements 000 §4 / requirements 001 §9: tiers by points, rebate per tier, the 200-point scale.

export interface Tier {
  name: string;
  min: number;
  rebate: number;
}

export const TIERS: Tier[] = [
  { name: 'STARTER', min: 0, rebate: 0 },
  { name: 'BRONZE', min: 1, rebate: 1 },
  { name: 'SILVER', min: 50, rebate: 2 },
  { name: 'GOLD', min: 100, rebate: 3 },
  { name: 'PLATINUM', min: 150, rebate: 4 },
  { name: 'SUPREME ELITE', min: 200, rebate: 5 },
];

export const SCALE_MAX = 200;
export const PROGRAM_DATES = 'July 1, 2025 to June 30, 2026';

export function tierByPoints(points: number): Tier {
  return [...TIERS].reverse().find((t) => points >= t.min) ?? TIERS[0];
}

/** 'The tier shown is STARTER when total points are 0, else the server's current status.' */
export function shownTier(totalPoints: number, currentStatus: string | undefined): Tier {
  if (!totalPoints) return TIERS[0];
  const name = (currentStatus ?? '').trim().toUpperCase();
  return TIERS.find((t) => t.name === name) ?? tierByPoints(totalPoints);
}

/** The next tier up from the points, and the points still needed; null at the top ('MAX'). */
export function nextTier(points: number): { tier: Tier; needed: number } | null {
  const next = TIERS.find((t) => t.min > points);
  return next ? { tier: next, needed: next.min - points } : null;
}

/** Where a point count sits on the bar, in percent, capped at 200 points. */
export const barPercent = (points: number) =>
  (Math.min(Math.max(points, 0), SCALE_MAX) / SCALE_MAX) * 100;

/** What the points shown on Rewards Status are for: the next tier by points, unless the
 * dealer already holds that tier or a higher one; then the points still needed to retain the
 * current tier (the program year resets it). Null at the top ('MAX'). */
export type PointsGoal =
  | { kind: 'reach'; tier: Tier; needed: number }
  | { kind: 'retain'; tier: Tier; needed: number }
  | null;

export function pointsGoal(points: number, current: Tier): PointsGoal {
  const next = nextTier(points);
  if (!next) return null;
  if (next.tier.min > current.min) return { kind: 'reach', ...next };
  return { kind: 'retain', tier: current, needed: Math.max(current.min - points, 0) };
}
