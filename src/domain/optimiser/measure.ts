/**
 * The optimiser's measure: how strong a build is for a use, as one number.
 *
 * Five part scores, each on a scale where 100 is a reference part:
 * - graphics: the card's speed in games at 1440p (RTX 4090 = 100; content/performance/gpu.json),
 *   several cards summed with the spec's §9 weights 1, 0.75, 0.6, 0.5, 0.4; without a card, the
 *   CPU's integrated graphics on the same scale;
 * - CPU in games: how far the CPU lets a fast card run (Ryzen 7 9800X3D = 100; cpu.json);
 * - CPU multi-core: Cinebench R23 multi-core (Ryzen 9 9950X = 100; cpu.json);
 * - memory: the RAM's total size, 32 GB = 100 (16 GB 70, 64 GB 110: more helps less and less;
 *   for gaming and general use nothing beyond 32 GB counts);
 * - storage: the SSDs' total size, 2 TB = 100 (500 GB 60, 1 TB 85, 4 TB 110; for gaming and
 *   general use nothing beyond 2 TB counts).
 *
 * For gaming, card and CPU combine into one "speed in games": a frame needs both, so the build
 * runs at about the slower of the card's speed and what the CPU can feed it. We take a smooth
 * minimum, (g⁻⁶ + (K·c)⁻⁶)^(−1/6), with K = 1.25: the fastest gaming CPU can feed a card about
 * 25 % faster than an RTX 4090 at 1440p, so a faster card than that is held back a little even
 * by it, and a top card behind a mid-range CPU is held back a lot. It is scaled so the reference
 * pair (RTX 4090, Ryzen 7 9800X3D) is 100.
 *
 * The build's score is the weighted geometric mean of its scores, rounded to 0.1:
 * 100 × Π (sᵢ/100)^wᵢ with the use's weights below (they add up to 1). Geometric, so a part
 * 10 % faster lifts the build by its weight's share (10 % on a 0.9 weight ≈ 9 %), and a very weak
 * part drags the whole build down. 100 is an RTX 4090 with a Ryzen 7 9800X3D (and a Ryzen 9
 * 9950X's multi-core speed), 32 GB and 2 TB.
 */
import type { Component } from '../catalogue/catalogue.ts';
import { gpuWeight } from '../builder/balance.ts';
import type { Selection } from '../builder/selection.ts';
import type { Rater, Rating } from './performance.ts';
import type { Purpose } from './types.ts';

export interface Weights {
  /** Gaming: card and CPU together (the smooth minimum above). */
  games: number;
  gpu: number;
  cpuGaming: number;
  cpuMulti: number;
  memory: number;
  storage: number;
}
export type PartScores = Omit<Weights, 'games'>;

export const MEASURE_WEIGHTS: Record<Purpose, Weights> = {
  gaming: { games: 0.9, gpu: 0, cpuGaming: 0, cpuMulti: 0, memory: 0.05, storage: 0.05 },
  productivity: { games: 0, gpu: 0.15, cpuGaming: 0, cpuMulti: 0.55, memory: 0.2, storage: 0.1 },
  generaluse: { games: 0, gpu: 0.2, cpuGaming: 0.3, cpuMulti: 0.2, memory: 0.15, storage: 0.15 },
};

/** What the fastest gaming CPU can feed, in card-speed units (RTX 4090 at 1440p = 100): see above. */
export const CPU_FEED_FACTOR = 1.25;
/** How sharp the smooth minimum is (higher: closer to a plain minimum). */
export const BOTTLENECK_SHARPNESS = 6;
const smoothMin = (a: number, b: number) => (Math.max(a, 0.1) ** -BOTTLENECK_SHARPNESS + Math.max(b, 0.1) ** -BOTTLENECK_SHARPNESS) ** (-1 / BOTTLENECK_SHARPNESS);
const REFERENCE_GAMES = smoothMin(100, 100 * CPU_FEED_FACTOR);

/** The build's speed in games from its card's and CPU's scores (reference pair = 100). */
export function gamesSpeed(gpu: number, cpuGaming: number): number {
  return (100 * smoothMin(gpu, CPU_FEED_FACTOR * cpuGaming)) / REFERENCE_GAMES;
}

/**
 * For general use (browsing, office, video, light games) a card beyond the RTX 4060 class adds
 * nothing a person would notice, so the graphics score stops there.
 */
export const GPU_SCORE_CAP: Record<Purpose, number> = { gaming: Infinity, productivity: Infinity, generaluse: 31 };

/**
 * General use is a quiet, efficient PC, not the biggest CPU: its CPU scores stop at what a
 * person would notice in everyday work: a Ryzen 5 7600's responsiveness (74 in games) and 40 %
 * of a Ryzen 9 9950X's multi-core speed (an 8-core Ryzen 7 7700 has 44 %).
 */
export const CPU_GAMING_CAP: Record<Purpose, number> = { gaming: Infinity, productivity: Infinity, generaluse: 74 };
export const CPU_MULTI_CAP: Record<Purpose, number> = { gaming: Infinity, productivity: Infinity, generaluse: 40 };

/** The CPU's two part scores for a use, capped where the use stops gaining. */
export function cpuParts(purpose: Purpose, rater: Rater, cpu: Component<'cpu'>): Pick<PartScores, 'cpuGaming' | 'cpuMulti'> {
  return { cpuGaming: Math.min(rater.cpuGaming(cpu).value, CPU_GAMING_CAP[purpose]), cpuMulti: Math.min(rater.cpuMulti(cpu).value, CPU_MULTI_CAP[purpose]) };
}

/**
 * Sizes beyond which a use gains nothing a person would notice: games and everyday work do not
 * use more than 32 GB of memory, and 2 TB holds a large game library; productivity (video,
 * large projects) keeps gaining.
 */
export const MEMORY_CAP_GB: Record<Purpose, number> = { gaming: 32, productivity: Infinity, generaluse: 32 };
export const STORAGE_CAP_GB: Record<Purpose, number> = { gaming: 2000, productivity: Infinity, generaluse: 2000 };

/** The measure in one sentence per use (its own module, so the page can show it without the measure's code). */
export { MEASURE_SENTENCE } from './measure-words.ts';

/** Piecewise linear in log₂ of the size, flat beyond the ends. */
function logScale(points: readonly (readonly [number, number])[], size: number): number {
  if (size <= points[0]![0]) return points[0]![1] * Math.max(0.25, size / points[0]![0]);
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    if (size <= x1) {
      const [x0, y0] = points[i - 1]!;
      return y0 + ((y1 - y0) * Math.log2(size / x0)) / Math.log2(x1 / x0);
    }
  }
  return points[points.length - 1]![1];
}

export const MEMORY_POINTS = [[8, 40], [16, 70], [32, 100], [64, 110], [128, 115]] as const;
export const STORAGE_POINTS = [[250, 35], [500, 60], [1000, 85], [2000, 100], [4000, 110], [8000, 115]] as const;

export const memoryScore = (gb: number): number => logScale(MEMORY_POINTS, gb);
export const storageScore = (gb: number): number => logScale(STORAGE_POINTS, gb);
/** The memory and storage part scores for a use (0 for none), sizes capped by the use. */
export const memoryPart = (purpose: Purpose, gb: number): number => (gb > 0 ? memoryScore(Math.min(gb, MEMORY_CAP_GB[purpose])) : 0);
export const storagePart = (purpose: Purpose, gb: number): number => (gb > 0 ? storageScore(Math.min(gb, STORAGE_CAP_GB[purpose])) : 0);

/**
 * A drive's nominal size: 480, 500 and 512 GB are all "500 GB"; 960 GB and 1,024 GB "1 TB". The
 * measure and the SSD tiers use it so that a few gigabytes never decide between drives.
 */
export function nominalGb(capacityGb: number): number {
  const steps = [120, 250, 500, 1000, 2000, 4000, 8000, 16000];
  return steps.reduce((best, s) => (Math.abs(Math.log(s / capacityGb)) < Math.abs(Math.log(best / capacityGb)) ? s : best), steps[0]!);
}

export function isSsd(drive: Component<'m2'> | Component<'storage'>): boolean {
  return drive.type === 'm2' || drive.kind === 'ssd';
}

const term = (weight: number, score: number) => (weight > 0 ? weight * Math.log(Math.max(0.1, score) / 100) : 0);

/** The CPU's and card's share of the log score (what the search ranks CPU and card pairs by). */
export function coreLog(purpose: Purpose, scores: Pick<PartScores, 'gpu' | 'cpuGaming' | 'cpuMulti'>): number {
  const w = MEASURE_WEIGHTS[purpose];
  const games = w.games > 0 ? term(w.games, gamesSpeed(scores.gpu, scores.cpuGaming)) : 0;
  return games + term(w.gpu, scores.gpu) + term(w.cpuGaming, scores.cpuGaming) + term(w.cpuMulti, scores.cpuMulti);
}
export const memoryLog = (purpose: Purpose, gb: number): number => term(MEASURE_WEIGHTS[purpose].memory, memoryPart(purpose, gb));
export const storageLog = (purpose: Purpose, gb: number): number => term(MEASURE_WEIGHTS[purpose].storage, storagePart(purpose, gb));

/** Rounds a log score to the score (0.1 steps): the value the optimiser maximises. */
export const fromLog = (log: number): number => Math.round(1000 * Math.exp(log)) / 10;

/** Weighted geometric mean of the part scores, rounded to 0.1. */
export function combine(purpose: Purpose, scores: PartScores): number {
  const w = MEASURE_WEIGHTS[purpose];
  return fromLog(coreLog(purpose, scores) + term(w.memory, scores.memory) + term(w.storage, scores.storage));
}

export interface Scored {
  score: number;
  parts: PartScores;
  /** Parts whose performance figure was estimated from specs (not in the data). */
  estimated: Component[];
}

/** The graphics score of the chosen cards (spec §9 weights, best card first), or of the CPU's own graphics. */
export function graphicsRating(gpus: readonly Component<'gpu'>[], cpu: Component<'cpu'> | null, rater: Rater): Rating {
  if (gpus.length === 0) return cpu ? rater.integrated(cpu) : { value: 0, estimated: false };
  const ratings = gpus.map((g) => rater.gpu(g)).sort((a, b) => b.value - a.value);
  return { value: ratings.reduce((sum, r, i) => sum + r.value * gpuWeight(i), 0), estimated: ratings.some((r) => r.estimated) };
}

/** Scores a whole selection by the use's measure (what the tests and the upgrade hint compare). */
export function scoreSelection(selection: Selection, purpose: Purpose, rater: Rater): Scored {
  const gpus = selection.gpus.filter((g): g is Component<'gpu'> => g !== null);
  const cpu = selection.cpu;
  const estimated: Component[] = [];
  const graphics = graphicsRating(gpus, cpu, rater);
  if (graphics.estimated) estimated.push(...gpus.filter((g) => rater.gpu(g).estimated));
  if (cpu && (rater.cpuGaming(cpu).estimated || rater.cpuMulti(cpu).estimated)) estimated.push(cpu);
  const cpuScores = cpu ? cpuParts(purpose, rater, cpu) : { cpuGaming: 0, cpuMulti: 0 };
  const memoryGb = selection.rams.reduce((sum, r) => sum + (r?.capacityGb ?? 0), 0);
  const ssdGb = [...selection.m2s, ...selection.storage].reduce((sum, d) => sum + (d && isSsd(d) ? nominalGb(d.capacityGb) : 0), 0);
  const parts: PartScores = {
    gpu: Math.min(graphics.value, GPU_SCORE_CAP[purpose]),
    ...cpuScores,
    memory: memoryPart(purpose, memoryGb),
    storage: storagePart(purpose, ssdGb),
  };
  return { score: combine(purpose, parts), parts, estimated };
}
