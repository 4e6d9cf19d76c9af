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
