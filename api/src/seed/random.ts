/** A seeded PRNG (mulberry32): the same demo data on every machine. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    chance: (p: number) => next() < p,
  };
}

/** The seed's generator, drawn from in a fixed order: the same draws give the same data. */
export type Random = ReturnType<typeof rng>;

/** A date `days` before the seed's reference day, as YYYY-MM-DD. */
export const REFERENCE_DAY = Date.UTC(2026, 10, 15);
export const daysAgo = (days: number) =>
  new Date(REFERENCE_DAY - days * 86_400_000).toISOString().slice(0, 10);
