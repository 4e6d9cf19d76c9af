/**
 * How many rows each dealer of a network holds: a Zipf-like curve, as a manufacturer's network is
 * (a few large dealers, most of them small, a long tail). The dealer of rank k holds
 * `largest / k^s`, with the exponent s chosen so that the sizes add up to `total`; the rounding's
 * remainder is spread over the smallest dealers, so the sum is exact and the largest is `largest`.
 * Every dealer holds at least one row. Sizes are returned largest first.
 */
export function networkSizes(dealers: number, total: number, largest: number): number[] {
  if (dealers < 1 || total < dealers) throw new Error('a network needs at least one row a dealer');
  const top = Math.min(largest, total - (dealers - 1));
  if (top * dealers < total) throw new Error(`${dealers} dealers of at most ${top} rows hold less`);
  const sizes = (s: number) =>
    Array.from({ length: dealers }, (_, k) => Math.max(1, Math.round(top / (k + 1) ** s)));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  // The sum falls as s grows: bisect for the s whose sum is nearest the total.
  let low = 0;
  let high = 8;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (sum(sizes(mid)) > total) low = mid;
    else high = mid;
  }
  const out = sizes(high);
  // The remainder of the rounding, one row at a time from the smallest dealer up (never past
  // the largest, never below one).
  let left = total - sum(out);
  for (let k = dealers - 1; left !== 0; k = k === 1 ? dealers - 1 : k - 1) {
    if (dealers === 1) {
      out[0] += left;
      break;
    }
    const step = Math.sign(left);
    if (out[k] + step >= 1 && out[k] + step <= top) {
      out[k] += step;
      left -= step;
    }
  }
  return out;
}
