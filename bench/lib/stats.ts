/** Small statistics for a handful of runs: medians, percentiles, ratios. */
export function median(values: number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile on a sorted copy; NaN for no values. */
export function percentile(values: number[], p: number): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  if (p === 50 && sorted.length % 2 === 0) {
    const mid = sorted.length / 2;
    return ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  }
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** federated / monolith; NaN when the monolith figure is 0 or missing and the federated one is not. */
export function ratio(federated: number, monolith: number): number {
  if (federated === 0 && monolith === 0) return 1;
  if (!Number.isFinite(federated) || !Number.isFinite(monolith) || monolith === 0) return Number.NaN;
  return federated / monolith;
}
