/**
 * How much Lighthouse should slow the CPU to stand for its mid-tier phone on this host.
 *
 * Lighthouse's default 4× assumes a host of benchmark index about 1,533 (its CPU/Memory Power).
 * On a slower or busier host the same 4× simulates a phone slower than the one the budgets are
 * for, and a page's score then measures the machine. Lighthouse's throttling guide
 * (docs/throttling.md, "Calibrating the CPU slowdown") says to lower the multiplier there, and
 * points to its calculator (patrickhulce/lighthouse-cpu-throttling-calculator), whose piecewise
 * line this is. It is never raised above the default: a fast host keeps Lighthouse's own 4×.
 */
export const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;

/** The calculator's multiplier for a benchmark index (1,300 → 3×, 800 → 2×, 150 → 1×). */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * The slowdown to measure with, from the benchmark indexes seen on this host so far: their
 * median (one run's index moves with what else the machine is doing), calibrated, capped at the
 * default, to two decimals. With nothing seen yet, the default.
 */
export function slowdownForHost(indexesSeen: readonly number[]): number {
  const seen = indexesSeen.filter((i) => Number.isFinite(i) && i > 0).toSorted((a, b) => a - b);
  if (seen.length === 0) return LIGHTHOUSE_DEFAULT_SLOWDOWN;
  const mid = Math.floor(seen.length / 2);
  const median = seen.length % 2 ? seen[mid]! : (seen[mid - 1]! + seen[mid]!) / 2;
  return Math.round(Math.min(LIGHTHOUSE_DEFAULT_SLOWDOWN, calibratedSlowdown(median)) * 100) / 100;
}
