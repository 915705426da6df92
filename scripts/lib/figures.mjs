// How the benchmarks put their measurements into figures, one way for all of them.

/** Nearest-rank percentile (q in 0..1); NaN when there is nothing measured. */
export function percentile(xs, q) {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}

/** Milliseconds with one decimal, or a dash when there is no figure. */
export const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : "–");
