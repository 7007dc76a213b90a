/**
 * The Component Database's "Price per performance" sort (issue 20): the price of a CPU or a
 * graphics card divided by its measured speed in games, from the same published figures the
 * optimiser uses (content/performance/*.json). Only parts the data lists get a figure: the
 * optimiser's estimates from specs are not shown to shoppers as measurements.
 */
import type { Component } from './catalogue.ts';
import { PERFORMANCE_DATA } from '../optimiser/performance-data.ts';
import { createRater } from '../optimiser/performance.ts';

// Measured figures only, so no catalogue parts are needed as the base of estimates.
const rater = createRater(PERFORMANCE_DATA, { cpus: [], gpus: [] });

/** Speed in games: CPUs against the Ryzen 7 9800X3D (= 100), graphics cards against the RTX 4090 (= 100). */
export function measuredGamingSpeed(part: Component): number | null {
  const rating = part.type === 'cpu' ? rater.cpuGaming(part) : part.type === 'gpu' ? rater.gpu(part) : null;
  return rating && !rating.estimated && rating.value > 0 ? rating.value : null;
}

/** Pesos per point of speed in games (lower is better value), or null without a measured figure. */
export function pricePerPerformance(part: Component): number | null {
  const speed = measuredGamingSpeed(part);
  return speed === null ? null : part.price / speed;
}

/** What the sort measures, in one sentence under the list while it is chosen. */
export const PRICE_PER_PERFORMANCE_NOTE =
  'Price per performance: the price divided by the speed in games from published reviews (CPUs: TechPowerUp at 1080p with an RTX 4090; ' +
  'graphics cards: TechPowerUp at 1440p), best value first. The figures are approximate; parts the reviews do not cover come last.';

/** Multi-core speed (Cinebench R23) of a CPU the data lists, Ryzen 9 9950X = 100; null otherwise. */
export function measuredMultiCoreSpeed(part: Component): number | null {
  const rating = part.type === 'cpu' ? rater.cpuMulti(part) : null;
  return rating && !rating.estimated && rating.value > 0 ? rating.value : null;
}
