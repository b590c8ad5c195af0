/** The least-squares slope of `v` over `t`: how much v grows per unit of t (0 for fewer than two points). */
export function slope(points: Array<{ t: number; v: number }>): number {
  const n = points.length;
  if (n < 2) return 0;
  const mt = points.reduce((s, p) => s + p.t, 0) / n;
  const mv = points.reduce((s, p) => s + p.v, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.t - mt) * (p.v - mv);
    den += (p.t - mt) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

export const mean = (values: number[]) =>
  values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0;

/** The p-th percentile of latencies (the nearest rank), 0 for none. */
export function percentile(values: Float64Array | number[], p: number): number {
  if (!values.length) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Latencies of several minutes as one array. */
export function joined(minutes: Array<{ latencies: Float64Array; count: number }>): Float64Array {
  const all = new Float64Array(minutes.reduce((s, m) => s + m.count, 0));
  let at = 0;
  for (const m of minutes) {
    all.set(m.latencies.subarray(0, m.count), at);
    at += m.count;
  }
  return all;
}

export const MB = (bytes: number) => bytes / 1024 / 1024;
