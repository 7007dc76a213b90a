/**
 * CPU/GPU balance for games, and the performance index (spec §9).
 *
 * DESIGN.md's deviation: the judgement rests on reviewers' measured performance
 * (`content/performance/`, see its README for the sources and how the figures are used), not on
 * the spec's core-count and shader-count bands. The CPU's speed in games is set against what
 * the graphics card needs to be fed at the resolution played (1080p, or the chosen monitor's):
 * a faster card at 1440p or 4K leans less on the CPU. Where the spec's bands still describe the
 * case (they give the same verdict), its sentence is kept word for word and the measured loss
 * follows in plain words; where they do not, only the measured words are given. The bands
 * themselves stay for that, and for the spec's GPU score in the performance index.
 */
import type { Component } from '../catalogue/catalogue.ts';
import type { Selection } from './selection.ts';

type Cpu = Component<'cpu'>;
type Gpu = Component<'gpu'>;
export type ShaderUnit = 'cudaCores' | 'computeUnits' | 'xeCores';
type Band = readonly [min: number, max: number];

/**
 * Spec §9's bands per CPU tier. Tiers by core count: up to 4 cores, up to 6, up to 8, and more.
 * The spec names 4, 6, 8 and "more than 9" cores; 5, 7 and 9 cores go with the tier just above
 * their smaller neighbour.
 */
export const BALANCE_BANDS: Record<ShaderUnit, readonly [Band, Band, Band, Band]> = {
  cudaCores: [[800, 1500], [1600, 6000], [6000, 12000], [12000, 20000]],
  computeUnits: [[16, 30], [30, 54], [55, 84], [85, 100]],
  xeCores: [[4, 8], [9, 16], [24, 32], [33, 45]],
};
export const SHADER_LABEL: Record<ShaderUnit, string> = {
  cudaCores: 'CUDA cores',
  computeUnits: 'compute units',
  xeCores: 'Xe cores',
};

/** Spec §9: GPU scores add up with these weights; the fifth and later GPUs weigh 0.4. */
export const GPU_WEIGHTS = [1, 0.75, 0.6, 0.5] as const;
export const GPU_WEIGHT_REST = 0.4;

export const GOOD_BALANCE = 'Good balance: CPU and GPU configuration looks well-matched.';

// ---- The measured judgement (constants explained in content/performance/README.md) ----------

/** No note while the CPU holds the card back by this share or less ("within about 10 %"). */
export const BALANCE_TOLERANCE = 0.1;
/**
 * The frame rate a card can give falls with the pixel count to this power (1440p ≈ 0.71 of
 * 1080p, 4K ≈ 0.44): how a card's need for CPU speed shrinks at higher resolutions.
 */
export const RESOLUTION_EXPONENT = 0.6;
export const BASE_PIXELS = 1920 * 1080;
/** A CPU within this share of the fastest gaming CPU is "at or near the top": never told to upgrade. */
export const TOP_CPU_SHARE = 0.8;
/**
 * A CPU that could feed a card this many times as fast as the chosen one (at 1080p) is
 * "overpowered" for it in games: a top CPU from 2.5 times, any CPU from 4 times. Below that a
 * cheap current CPU with an entry card (Ryzen 5 5600 + RX 6600: 2.5 times) is simply a budget build.
 */
export const OVERPOWERED_RATIO_TOP = 2.5;
export const OVERPOWERED_RATIO = 4;

/** Reviewers' figures for a part, or null when the data does not list it. */
export interface BalanceFigures {
  /** Speed in games at 1080p (fastest-card test), the reference CPU = 100; multi-core, reference = 100. */
  cpu(cpu: Cpu): { gaming: number; multi: number } | null;
  /** Speed in games at 1440p, RTX 4090 = 100. */
  gpu(gpu: Gpu): number | null;
  /** The fastest gaming figure listed: the top a CPU is measured against. */
  fastestGaming: number;
  /** Listed CPUs and cards, to name examples in a recommendation. */
  cpus: readonly { model: string; gaming: number }[];
  gpus: readonly { chip: string; score: number }[];
}

export interface Resolution {
  width: number;
  height: number;
  /** '1080p', '1440p', '4K', 'ultrawide 1440p' or 'W×H'. */
  label: string;
  /** True when no monitor is chosen and the default 1080p is assumed. */
  assumed: boolean;
}

const NAMED: Record<string, string> = { '1920x1080': '1080p', '2560x1440': '1440p', '3440x1440': 'ultrawide 1440p', '3840x2160': '4K' };
export const DEFAULT_RESOLUTION: Resolution = { width: 1920, height: 1080, label: '1080p', assumed: true };
const QHD: Resolution = { width: 2560, height: 1440, label: '1440p', assumed: false };
const UHD: Resolution = { width: 3840, height: 2160, label: '4K', assumed: false };

/** The chosen monitor's resolution, or 1080p when there is none (or it cannot be read). */
export function resolutionOf(selection: Pick<Selection, 'monitor'>): Resolution {
  const match = /^(\d{3,5})\s*[x×]\s*(\d{3,5})$/.exec(selection.monitor?.resolution ?? '');
  if (!match) return DEFAULT_RESOLUTION;
  const [width, height] = [Number(match[1]), Number(match[2])];
  return { width, height, label: NAMED[`${width}x${height}`] ?? `${width}×${height}`, assumed: false };
}

/** How much CPU speed (gaming figure) a card with a 1440p score needs at a resolution. */
export function gpuNeed(score1440: number, resolution: Pick<Resolution, 'width' | 'height'>): number {
  return score1440 * ((resolution.width * resolution.height) / BASE_PIXELS) ** -RESOLUTION_EXPONENT;
}

/** The share of the card's speed the CPU leaves unused (0 when it keeps up). */
export function lossAt(cpuGaming: number, score1440: number, resolution: Pick<Resolution, 'width' | 'height'>): number {
  return Math.max(0, 1 - cpuGaming / gpuNeed(score1440, resolution));
}

const FRACTIONS: readonly [number, string][] = [
  [1 / 10, 'a tenth'],
  [1 / 8, 'an eighth'],
  [1 / 6, 'a sixth'],
  [1 / 5, 'a fifth'],
  [1 / 4, 'a quarter'],
  [1 / 3, 'a third'],
  [2 / 5, 'two fifths'],
  [1 / 2, 'half'],
  [3 / 5, 'three fifths'],
  [2 / 3, 'two thirds'],
  [3 / 4, 'three quarters'],
];

/** A share in words a shopper reads at once: 0.21 → 'a fifth'. */
export function shareInWords(share: number): string {
  return FRACTIONS.reduce((best, f) => (Math.abs(f[0] - share) < Math.abs(best[0] - share) ? f : best))[1];
}

/** 'GeForce RTX 5090' → 'RTX 5090', 'Radeon RX 6600' → 'RX 6600'. */
export const chipName = (gpu: Partial<Pick<Gpu, 'chipset' | 'name'>>): string => (gpu.chipset ?? gpu.name ?? 'card').replace(/^(GeForce|Radeon)\s+/, '');

// ---- The spec's bands: still used to keep its sentences where they describe the case ---------

export function cpuTier(cores: number): 0 | 1 | 2 | 3 {
  if (cores <= 4) return 0;
  if (cores <= 6) return 1;
  if (cores <= 8) return 2;
  return 3;
}

export function shaderCount(gpu: Gpu): { unit: ShaderUnit; count: number } | null {
  if (gpu.cudaCores) return { unit: 'cudaCores', count: gpu.cudaCores };
  if (gpu.computeUnits) return { unit: 'computeUnits', count: gpu.computeUnits };
  if (gpu.xeCores) return { unit: 'xeCores', count: gpu.xeCores };
  return null;
}

/** The cores games use: an Intel hybrid CPU's performance cores, otherwise all of them. */
export function gameCores(cpu: Pick<Cpu, 'cores'> & Partial<Pick<Cpu, 'performanceCores'>>): number {
  return cpu.performanceCores ?? cpu.cores;
}

/** The spec's band verdict and sentence for a pair, or null when the spec cannot judge it. */
export function specBand(cpu: Cpu, gpu: Gpu): { verdict: 'balanced' | 'gpu-bottlenecked' | 'cpu-overpowered'; sentence: string } | null {
  const shaders = shaderCount(gpu);
  if (!cpu.cores || !shaders) return null;
  const k = gameCores(cpu);
  const [min, max] = BALANCE_BANDS[shaders.unit][cpuTier(k)];
  const n = shaders.count;
  const label = SHADER_LABEL[shaders.unit];
  if (n > max) return { verdict: 'gpu-bottlenecked', sentence: `GPU with ${n} ${label} may be bottlenecked by ${k}-core CPU. Consider upgrading CPU.` };
  if (n < min) return { verdict: 'cpu-overpowered', sentence: `${k}-core CPU may be overpowered for GPU with ${n} ${label}. Consider upgrading GPU.` };
  return { verdict: 'balanced', sentence: GOOD_BALANCE };
}

// ---- The verdict ---------------------------------------------------------------------------------

/** 'cpu-light': for productivity, a CPU with little multi-core speed (purpose.ts). */
export type BalanceVerdict = 'balanced' | 'gpu-bottlenecked' | 'cpu-overpowered' | 'cpu-light' | 'no-data';

export interface Balance {
  verdict: BalanceVerdict;
  /** The balance line: the verdict with its reason, or null when there is nothing to judge yet. */
  note: string | null;
  upgradeRecommendation: string | null;
}

export const NO_BALANCE: Balance = { verdict: 'no-data', note: null, upgradeRecommendation: null };

/** The card judged: the fastest chosen one (a second card adds nothing in most games). */
export function fastestGpu(selection: Selection, figures: BalanceFigures): { gpu: Gpu; score: number | null } | null {
  const gpus = selection.gpus.filter((g): g is Gpu => g !== null);
  if (gpus.length === 0) return null;
  const rated = gpus.map((gpu) => ({ gpu, score: figures.gpu(gpu) }));
  return rated.reduce((best, g) => ((g.score ?? -1) > (best.score ?? -1) ? g : best));
}

/** The slowest listed CPUs that keep up with a need: one AMD and one Intel to name. */
function cpuExamples(need: number, figures: BalanceFigures): string[] {
  const enough = [...figures.cpus].filter((c) => c.gaming >= need).sort((a, b) => a.gaming - b.gaming);
  return ['Ryzen', 'Core'].flatMap((family) => enough.find((c) => c.model.startsWith(family))?.model ?? []);
}

/** How much faster a CPU must be, in words: 'about 20 % faster', 'more than twice as fast'. */
export function fasterInWords(need: number, has: number): string {
  if (need >= has * 2) return 'more than twice as fast';
  return `about ${Math.max(5, Math.round(((need / has - 1) * 100) / 5) * 5)} % faster`;
}

/** The loss at the next resolution up, in words: '; at 1440p hardly at all'. */
function nextResolutionClause(cpuGaming: number, score: number, resolution: Resolution): string {
  const next = resolution.height < 1440 ? QHD : resolution.height < 2160 ? UHD : null;
  if (!next) return '';
  const loss = lossAt(cpuGaming, score, next);
  return `; at ${next.label} ${loss <= BALANCE_TOLERANCE ? 'hardly at all' : `about ${shareInWords(loss)}`}`;
}

/** Spec §9's balance for games, judged on reviewers' figures (see the file comment). */
export function gamingBalance(selection: Selection, figures: BalanceFigures): Balance {
  const cpu = selection.cpu;
  const card = fastestGpu(selection, figures);
  if (!cpu || !card) return NO_BALANCE;
  const cpuFigures = figures.cpu(cpu);
  if (!cpuFigures || card.score === null) {
    const missing = [!cpuFigures && 'this CPU', card.score === null && `the ${chipName(card.gpu)}`].filter(Boolean).join(' and ');
    return { verdict: 'no-data', note: `No reviewers' figures for ${missing} yet, so the balance is not judged.`, upgradeRecommendation: null };
  }
  const { gaming } = cpuFigures;
  const score = card.score;
  const gpu = chipName(card.gpu);
  const resolution = resolutionOf(selection);
  const at = `at ${resolution.label}`;
  const atAssumed = `${at}${resolution.assumed ? ' (no monitor chosen)' : ''}`;
  const loss = lossAt(gaming, score, resolution);
  const top = gaming >= figures.fastestGaming * TOP_CPU_SHARE;
  const band = specBand(cpu, card.gpu);

  if (loss > BALANCE_TOLERANCE && !top) {
    const need = gpuNeed(score, resolution);
    const plain = `In games this CPU holds the ${gpu} back by roughly ${shareInWords(loss)} ${atAssumed}${nextResolutionClause(gaming, score, resolution)}.`;
    const examples = cpuExamples(need, figures);
    const fastest = [...figures.cpus].sort((a, b) => b.gaming - a.gaming)[0]?.model;
    return {
      verdict: 'gpu-bottlenecked',
      note: band?.verdict === 'gpu-bottlenecked' ? `${band.sentence} ${plain}` : plain,
      upgradeRecommendation: examples.length
        ? `Consider upgrading CPU: the ${gpu} needs a CPU ${fasterInWords(need, gaming)} in games ${at}, such as a ${examples.join(' or a ')}.`
        : `Consider upgrading CPU, or playing at a higher resolution: ${at} the ${gpu} outruns even the fastest gaming CPUs (such as the ${fastest}).`,
    };
  }
  if (loss > BALANCE_TOLERANCE) {
    // A top CPU: no faster one to buy. The card is simply faster than any CPU at this resolution.
    return {
      verdict: 'balanced',
      note: `This CPU is among the fastest in games; ${atAssumed} the ${gpu} still outruns it by about ${shareInWords(loss)}, as it does every CPU${nextResolutionClause(gaming, score, resolution)}.`,
      upgradeRecommendation: null,
    };
  }
  const need1080 = gpuNeed(score, DEFAULT_RESOLUTION);
  if (gaming > need1080 * (top ? OVERPOWERED_RATIO_TOP : OVERPOWERED_RATIO)) {
    const feeds = [...figures.gpus].filter((g) => g.score <= gaming).sort((a, b) => b.score - a.score)[0];
    const plain = `In games this CPU could feed a card about ${Math.floor(gaming / need1080)} times as fast as the ${gpu} at 1080p: for gaming, a faster graphics card would add more than this CPU does.`;
    return {
      verdict: 'cpu-overpowered',
      note: band?.verdict === 'cpu-overpowered' ? `${band.sentence} ${plain}` : plain,
      upgradeRecommendation: `Consider upgrading GPU: this CPU keeps up with cards up to about the ${feeds ? chipName({ chipset: feeds.chip }) : 'fastest'} at 1080p.`,
    };
  }
  const why = loss > 0 ? `it holds the ${gpu} back by less than a tenth ${atAssumed}` : `it keeps the ${gpu} fed ${atAssumed}`;
  return { verdict: 'balanced', note: `${GOOD_BALANCE} Reviewers' figures: ${why}.`, upgradeRecommendation: null };
}

// ---- The performance index (spec §9) ----------------------------------------------------------

/** What the index measures, in one sentence for the summary. */
export const PERFORMANCE_INDEX_MEANING =
  "A rough size score from the specs, to compare builds: CPU = cores × boost clock in GHz; GPU = each card's shader units as a share of the largest in its maker's range (× 100), the cards added up with the spec's weights. It is not a frame rate.";

/** A rough, relative CPU score: cores × boost clock in GHz. */
export function cpuIndex(cpu: Cpu | null): number {
  if (!cpu) return 0;
  return Math.round(cpu.cores * cpu.boostClock * 10) / 10;
}

/** One GPU's score: its shader count as a percentage of the top of its maker's bands. */
export function gpuScore(gpu: Gpu): number {
  const shaders = shaderCount(gpu);
  if (!shaders) return 0;
  const top = BALANCE_BANDS[shaders.unit][3][1];
  return Math.round((shaders.count / top) * 1000) / 10;
}

export function gpuWeight(position: number): number {
  return GPU_WEIGHTS[position] ?? GPU_WEIGHT_REST;
}

/** Spec §9: GPU scores summed with weights 1, 0.75, 0.6, 0.5, then 0.4 (best card first). */
export function combinedGpuIndex(gpus: readonly (Gpu | null)[]): number {
  const scores = gpus.filter((g): g is Gpu => g !== null).map(gpuScore).sort((a, b) => b - a);
  const total = scores.reduce((sum, score, i) => sum + score * gpuWeight(i), 0);
  return Math.round(total * 10) / 10;
}
