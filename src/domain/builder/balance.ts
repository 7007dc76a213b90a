/**
 * CPU/GPU balance and the performance index (spec §9). The bands say which GPU sizes a CPU of a
 * given core count can keep busy, in CUDA cores, compute units or Xe cores.
 *
 * DESIGN.md's deviation: the cores counted are the ones games use (an Intel hybrid CPU's
 * performance cores; its efficiency cores do not count), and the owner of a current top gaming
 * CPU is never told to upgrade it: no faster gaming CPU exists to upgrade to.
 */
import type { Component } from '../catalogue.ts';
import type { Selection } from './selection.ts';

type Gpu = Component<'gpu'>;
export type ShaderUnit = 'cudaCores' | 'computeUnits' | 'xeCores';
type Band = readonly [min: number, max: number];

/**
 * Bands per CPU tier. Tiers by core count: up to 4 cores, up to 6, up to 8, and more. The spec
 * names 4, 6, 8 and "more than 9" cores; 5, 7 and 9 cores go with the tier just above their
 * smaller neighbour (a 5-core CPU is judged as a 6-core one, 9 cores as the top tier).
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
export function gameCores(cpu: Pick<Component<'cpu'>, 'cores'> & Partial<Pick<Component<'cpu'>, 'performanceCores'>>): number {
  return cpu.performanceCores ?? cpu.cores;
}

/**
 * Current top gaming CPUs (our judgement, reviewed when new CPUs arrive): AMD's 3D V-Cache parts
 * of the AM5 generations, and Intel's top unlocked model of each current socket.
 */
const TOP_GAMING_GENERATIONS: readonly string[] = ['Ryzen 7000 X3D', 'Ryzen 9000 X3D'];
const TOP_INTEL = /\bCore (i9-1[34]900KF?|Ultra 9 285K)\b/;

export function isTopGamingCpu(cpu: Pick<Component<'cpu'>, 'name'> & Partial<Pick<Component<'cpu'>, 'generation'>>): boolean {
  return (cpu.generation !== undefined && TOP_GAMING_GENERATIONS.includes(cpu.generation)) || TOP_INTEL.test(cpu.name ?? '');
}

export type BalanceVerdict = 'balanced' | 'gpu-bottlenecked' | 'cpu-overpowered' | 'no-data';

export interface Balance {
  verdict: BalanceVerdict;
  note: string | null;
  upgradeRecommendation: string | null;
  band: Band | null;
}

export function evaluateBalance(selection: Selection): Balance {
  const cpu = selection.cpu;
  const gpu = selection.gpus.find((g) => g !== null) ?? null;
  const shaders = gpu ? shaderCount(gpu) : null;
  if (!cpu?.cores || !shaders) return { verdict: 'no-data', note: null, upgradeRecommendation: null, band: null };

  const k = gameCores(cpu);
  const band = BALANCE_BANDS[shaders.unit][cpuTier(k)];
  const [min, max] = band;
  const n = shaders.count;
  const label = SHADER_LABEL[shaders.unit];
  const counted = cpu.performanceCores !== undefined ? ' (counting its performance cores only; games make little use of efficiency cores)' : '';
  if (n > max) {
    if (isTopGamingCpu(cpu)) return { verdict: 'balanced', note: GOOD_BALANCE, upgradeRecommendation: null, band };
    return {
      verdict: 'gpu-bottlenecked',
      note: `GPU with ${n} ${label} may be bottlenecked by ${k}-core CPU. Consider upgrading CPU.`,
      upgradeRecommendation: `Consider upgrading CPU: a ${k}-core CPU${counted} suits GPUs of ${min}–${max} ${label}; this one has ${n}.`,
      band,
    };
  }
  if (n < min) {
    return {
      verdict: 'cpu-overpowered',
      note: `${k}-core CPU may be overpowered for GPU with ${n} ${label}. Consider upgrading GPU.`,
      upgradeRecommendation: `Consider upgrading GPU: a ${k}-core CPU${counted} suits GPUs of ${min}–${max} ${label}; this one has ${n}.`,
      band,
    };
  }
  return { verdict: 'balanced', note: GOOD_BALANCE, upgradeRecommendation: null, band };
}

/** A rough, relative CPU score: cores × boost clock in GHz. */
export function cpuIndex(cpu: Component<'cpu'> | null): number {
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
