/**
 * How many rows of each kind a dealer gets: the demo's few (`base`), or for the large dealer
 * (`volume` above 1) `large` per 50 of volume, so that scale 50 gives it 100,000 wholegoods rows.
 */
export function dealerSize(volume: number) {
  const big = volume > 1;
  return {
    big,
    n: (base: number, large: number) => (big ? Math.round(large * (volume / 50)) : base),
  };
}
export type DealerSize = ReturnType<typeof dealerSize>;
