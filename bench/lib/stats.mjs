// Small figure helpers shared by the bench scripts.
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
export const kb = (bytes) => (bytes / 1024).toFixed(1);
export const ms = (v) => (Number.isFinite(v) ? v.toFixed(0) : '—');

/** Prints rows as a Markdown table (BENCHMARKS.md takes it as is). */
export function table(headers, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  console.log(line(headers));
  console.log(line(headers.map(() => '---')));
  for (const r of rows) console.log(line(r.map(String)));
}

/**
 * Runs the portal (A) and its reference (B) interleaved, A, B, A, B, ..., with the load average
 * read before each run; returns the medians of A, its max and errors, B's, and the median ratio
 * of the pairs' throughputs.
 */
export async function interleaved(rounds, runA, runB, load) {
  const a = [];
  const b = [];
  const loads = [];
  for (let r = 0; r < rounds; r++) {
    loads.push(load());
    a.push(await runA());
    loads.push(load());
    b.push(await runB());
  }
  return {
    p50: median(a.map((x) => x.p50)),
    p99: median(a.map((x) => x.p99)),
    max: Math.max(...a.map((x) => x.max)),
    rps: Math.round(median(a.map((x) => x.rps))),
    errors: a.reduce((s, x) => s + x.errors, 0),
    refP50: median(b.map((x) => x.p50)),
    refP99: median(b.map((x) => x.p99)),
    refRps: Math.round(median(b.map((x) => x.rps))),
    ratio: median(a.map((x, i) => x.rps / b[i].rps)).toFixed(2),
    loads,
  };
}
