import { describe, expect, it } from 'vitest';
import { part, sel } from './test-parts.ts';
import type { Component } from '../catalogue/catalogue.ts';
import {
  BASE_PIXELS,
  GOOD_BALANCE,
  GPU_WEIGHTS,
  GPU_WEIGHT_REST,
  OVERPOWERED_RATIO,
  OVERPOWERED_RATIO_TOP,
  RESOLUTION_EXPONENT,
  TOP_CPU_SHARE,
  combinedGpuIndex,
  cpuIndex,
  cpuTier,
  fasterInWords,
  fastestGpu,
  gameCores,
  gamingBalance,
  gpuNeed,
  gpuScore,
  gpuWeight,
  shaderCount,
  shareInWords,
  specBand,
  type BalanceFigures,
} from './balance.ts';
import { emptySelection } from './selection.ts';

const cpu = (cores: number | undefined, boostClock = 4) => part('cpu', { cores, boostClock });
const cuda = (n: number) => part('gpu', { cudaCores: n });
const cu = (n: number) => part('gpu', { computeUnits: n });
const xe = (n: number) => part('gpu', { xeCores: n });
const band = (cores: number, gpu: Component<'gpu'>) => specBand(cpu(cores), gpu)?.verdict;

describe('CPU tiers by core count (spec §9: 4, 6, 8, more than 9 cores)', () => {
  it('4 cores, 6 cores, 8 cores and 10+ cores fall in the four bands', () => {
    expect(cpuTier(4)).toBe(0);
    expect(cpuTier(6)).toBe(1);
    expect(cpuTier(8)).toBe(2);
    expect(cpuTier(10)).toBe(3);
    expect(cpuTier(16)).toBe(3);
    expect(cpuTier(24)).toBe(3);
  });
  it('in-between counts (the spec names none) go with the tier above: 2→4, 5→6, 7→8, 9→top', () => {
    expect(cpuTier(2)).toBe(0);
    expect(cpuTier(5)).toBe(1);
    expect(cpuTier(7)).toBe(2);
    expect(cpuTier(9)).toBe(3);
  });
});

// [cores, min, max] straight from spec §9.
type BandRow = [cores: number, min: number, max: number];
const CUDA_BANDS: BandRow[] = [
  [4, 800, 1500],
  [6, 1600, 6000],
  [8, 6000, 12000],
  [12, 12000, 20000],
];
const CU_BANDS: BandRow[] = [
  [4, 16, 30],
  [6, 30, 54],
  [8, 55, 84],
  [16, 85, 100],
];
const XE_BANDS: BandRow[] = [
  [4, 4, 8],
  [6, 9, 16],
  [8, 24, 32],
  [10, 33, 45],
];

const UNITS: [string, (n: number) => Component<'gpu'>, BandRow[]][] = [
  ['CUDA cores', cuda, CUDA_BANDS],
  ['compute units', cu, CU_BANDS],
  ['Xe cores', xe, XE_BANDS],
];
describe.each(UNITS)('the spec’s bands against %s (§9; they now choose when its sentences apply)', (_label, make, bands) => {
  it.each(bands)('%i-core CPU: %i to %i is balanced, edges included', (cores, min, max) => {
    expect(band(cores, make(min))).toBe('balanced');
    expect(band(cores, make(max))).toBe('balanced');
    expect(band(cores, make(Math.round((min + max) / 2)))).toBe('balanced');
  });
  it.each(bands)('%i-core CPU: one below %i means the CPU is overpowered for the GPU', (cores, min) => {
    expect(band(cores, make(min - 1))).toBe('cpu-overpowered');
  });
  it.each(bands)('%i-core CPU: one above %i means the GPU is bottlenecked', (cores, _min, max) => {
    expect(band(cores, make(max + 1))).toBe('gpu-bottlenecked');
  });
});

describe('the spec’s balance sentences (§9), word for word', () => {
  it('bottleneck: the spec sentence with n CUDA cores and the k-core CPU', () => {
    expect(specBand(cpu(4), cuda(3072))!.sentence).toBe('GPU with 3072 CUDA cores may be bottlenecked by 4-core CPU. Consider upgrading CPU.');
  });
  it('bottleneck with compute units and Xe cores names the unit', () => {
    expect(specBand(cpu(6), cu(60))!.sentence).toBe('GPU with 60 compute units may be bottlenecked by 6-core CPU. Consider upgrading CPU.');
    expect(specBand(cpu(6), xe(20))!.sentence).toBe('GPU with 20 Xe cores may be bottlenecked by 6-core CPU. Consider upgrading CPU.');
  });
  it('overpowered: "{k}-core CPU may be overpowered for GPU ... Consider upgrading GPU."', () => {
    expect(specBand(cpu(16), cuda(3072))!.sentence).toBe('16-core CPU may be overpowered for GPU with 3072 CUDA cores. Consider upgrading GPU.');
  });
  it('balanced: the good-balance sentence', () => {
    expect(GOOD_BALANCE).toBe('Good balance: CPU and GPU configuration looks well-matched.');
    expect(specBand(cpu(6), cuda(3072))!.sentence).toBe(GOOD_BALANCE);
  });
  it('an Intel hybrid CPU counts its performance cores (10 cores, 6 P-cores: the 6-core band)', () => {
    const hybrid = part('cpu', { cores: 10, performanceCores: 6 });
    expect(gameCores(hybrid)).toBe(6);
    expect(specBand(hybrid, cuda(6000))!.verdict).toBe('balanced');
    expect(specBand(hybrid, cuda(6001))!.verdict).toBe('gpu-bottlenecked');
  });
  it('no shader count or no cores: the bands cannot judge', () => {
    expect(specBand(cpu(6), part('gpu'))).toBeNull();
    expect(specBand(cpu(undefined), cuda(3072))).toBeNull();
  });
});

// ---- The measured judgement, on synthetic figures (the real pairings are in pairings.test.ts) ----

const figures = (cpus: Record<string, number>, gpus: Record<string, number>): BalanceFigures => ({
  cpu: (c) => (c.name in cpus ? { gaming: cpus[c.name]!, multi: 50 } : null),
  gpu: (g) => g.name in gpus ? gpus[g.name]! : null,
  fastestGaming: 100,
  cpus: Object.entries(cpus).map(([model, gaming]) => ({ model, gaming })),
  gpus: Object.entries(gpus).map(([chip, score]) => ({ chip, score })),
});
const named = <C extends 'cpu' | 'gpu'>(type: C, name: string, over: Record<string, unknown> = {}) =>
  part(type, { name, chipset: name, cores: 6, cudaCores: 3072, ...over });
const judge = (cpuName: string, gpuName: string, f: BalanceFigures, resolution?: string) =>
  gamingBalance(sel({ cpu: named('cpu', cpuName), gpus: [named('gpu', gpuName)], monitor: resolution ? part('monitor', { resolution }) : null }), f);

describe('the measured judgement (DESIGN.md: balance from measured performance)', () => {
  const f = figures({ 'Ryzen Slow': 50, 'Ryzen Mid': 75, 'Ryzen Top': 100, 'Core Mid': 76 }, { 'GeForce Card': 60, 'GeForce Small': 20 });

  it('within about 10 %: no note; just past it: a bottleneck note', () => {
    expect(judge('Ryzen Mid', 'GeForce Card', f).verdict).toBe('balanced');
    const atTolerance = figures({ 'Ryzen X': 54 }, { 'GeForce Card': 60 }); // 1 − 54/60 = 10 %
    expect(judge('Ryzen X', 'GeForce Card', atTolerance).verdict).toBe('balanced');
    const past = figures({ 'Ryzen X': 53.9 }, { 'GeForce Card': 60 });
    expect(judge('Ryzen X', 'GeForce Card', past).verdict).toBe('gpu-bottlenecked');
  });
  it('the note names the loss in words and the next resolution up; the recommendation names CPUs that keep up', () => {
    const b = judge('Ryzen Slow', 'GeForce Card', f);
    expect(b.note).toBe('In games this CPU holds the Card back by roughly a sixth at 1080p (no monitor chosen); at 1440p hardly at all.');
    expect(b.upgradeRecommendation).toBe('Consider upgrading CPU: the Card needs a CPU about 20 % faster in games at 1080p, such as a Ryzen Mid or a Core Mid.');
  });
  it('at a 1440p monitor the card needs about 0.71 of its 1080p figure (pixels to the power −0.6)', () => {
    expect(gpuNeed(60, { width: 2560, height: 1440 })).toBeCloseTo(60 * (2560 * 1440 / BASE_PIXELS) ** -RESOLUTION_EXPONENT, 6);
    expect(RESOLUTION_EXPONENT).toBe(0.6);
    expect(gpuNeed(100, { width: 2560, height: 1440 })).toBeCloseTo(70.8, 1);
    expect(gpuNeed(100, { width: 3840, height: 2160 })).toBeCloseTo(43.5, 1);
    expect(judge('Ryzen Slow', 'GeForce Card', f, '2560x1440').verdict).toBe('balanced');
  });
  it('a CPU within a fifth of the fastest is never told to upgrade; the line says the card outruns every CPU', () => {
    const big = figures({ 'Ryzen Near': 80 }, { 'GeForce Huge': 125 });
    const b = judge('Ryzen Near', 'GeForce Huge', big);
    expect(TOP_CPU_SHARE).toBe(0.8);
    expect(b).toMatchObject({ verdict: 'balanced', upgradeRecommendation: null });
    expect(b.note).toMatch(/^This CPU is among the fastest in games; at 1080p \(no monitor chosen\) the Huge still outruns it by about a third, as it does every CPU; at 1440p/);
  });
  it('overpowered: a top CPU with a card it could feed more than 2.5 times over, any CPU more than 4 times', () => {
    expect([OVERPOWERED_RATIO_TOP, OVERPOWERED_RATIO]).toEqual([2.5, 4]);
    expect(judge('Ryzen Top', 'GeForce Small', f).verdict).toBe('cpu-overpowered'); // 100 > 2.5 × 20
    expect(judge('Ryzen Mid', 'GeForce Small', f).verdict).toBe('balanced'); // 75 < 4 × 20, not a top CPU
    const edge = figures({ 'Ryzen Top': 100, 'Ryzen Mid': 79 }, { 'GeForce Forty': 40, 'GeForce Under': 19.7, 'GeForce Over': 19.8 });
    expect(judge('Ryzen Top', 'GeForce Forty', edge).verdict).toBe('balanced'); // exactly 2.5 times
    expect(judge('Ryzen Mid', 'GeForce Under', edge).verdict).toBe('cpu-overpowered'); // 79 > 4 × 19.7, not a top CPU
    expect(judge('Ryzen Mid', 'GeForce Over', edge).verdict).toBe('balanced'); // 79 < 4 × 19.8
  });
  it('parts the figures do not list: NO DATA, saying which', () => {
    expect(judge('Ryzen Unknown', 'GeForce Card', f)).toEqual({
      verdict: 'no-data',
      note: "No reviewers' figures for this CPU yet, so the balance is not judged.",
      upgradeRecommendation: null,
    });
    expect(judge('Ryzen Mid', 'GeForce Unknown', f).note).toBe("No reviewers' figures for the Unknown yet, so the balance is not judged.");
  });
  it('shares in words', () => {
    expect([0.1, 0.13, 0.2, 0.26, 0.33, 0.5, 0.62, 0.9].map(shareInWords)).toEqual([
      'a tenth', 'an eighth', 'a fifth', 'a quarter', 'a third', 'half', 'three fifths', 'three quarters',
    ]);
    expect(fasterInWords(57, 48)).toBe('about 20 % faster');
    expect(fasterInWords(100, 45)).toBe('more than twice as fast');
  });
});

describe('balance without data (NO DATA)', () => {
  const f = figures({ 'Ryzen Mid': 75 }, { 'GeForce Card': 60, 'GeForce Big': 90 });
  it('no CPU, no GPU, or neither', () => {
    expect(gamingBalance(emptySelection(), f)).toEqual({ verdict: 'no-data', note: null, upgradeRecommendation: null });
    expect(gamingBalance(sel({ gpus: [named('gpu', 'GeForce Card')] }), f).verdict).toBe('no-data');
    expect(gamingBalance(sel({ cpu: named('cpu', 'Ryzen Mid'), gpus: [null] }), f).verdict).toBe('no-data');
  });
  it('judges the fastest chosen GPU, skipping empty selectors', () => {
    const s = sel({ cpu: named('cpu', 'Ryzen Mid'), gpus: [null, named('gpu', 'GeForce Card'), named('gpu', 'GeForce Big')] });
    expect(fastestGpu(s, f)!.score).toBe(90);
    expect(gamingBalance(s, f).verdict).toBe('gpu-bottlenecked');
  });
});

describe('shader counts', () => {
  it('reads CUDA cores, then compute units, then Xe cores', () => {
    expect(shaderCount(cuda(3072))).toEqual({ unit: 'cudaCores', count: 3072 });
    expect(shaderCount(cu(32))).toEqual({ unit: 'computeUnits', count: 32 });
    expect(shaderCount(xe(20))).toEqual({ unit: 'xeCores', count: 20 });
    expect(shaderCount(part('gpu'))).toBeNull();
  });
});

describe('performance index (spec §9)', () => {
  it('GPU weights are 1, 0.75, 0.6, 0.5, then 0.4 for the fifth and later', () => {
    expect(GPU_WEIGHTS).toEqual([1, 0.75, 0.6, 0.5]);
    expect(GPU_WEIGHT_REST).toBe(0.4);
    expect([0, 1, 2, 3, 4, 5, 9].map(gpuWeight)).toEqual([1, 0.75, 0.6, 0.5, 0.4, 0.4, 0.4]);
  });

  it("a GPU's score is its shader count against the top of its maker's bands", () => {
    expect(gpuScore(cuda(20000))).toBe(100);
    expect(gpuScore(cuda(10000))).toBe(50);
    expect(gpuScore(cu(50))).toBe(50);
    expect(gpuScore(xe(45))).toBe(100);
    expect(gpuScore(part('gpu'))).toBe(0);
  });

  it('one GPU counts in full; empty selectors add nothing', () => {
    expect(combinedGpuIndex([cuda(10000)])).toBe(50);
    expect(combinedGpuIndex([null, cuda(10000), null])).toBe(50);
    expect(combinedGpuIndex([])).toBe(0);
    expect(combinedGpuIndex([null])).toBe(0);
  });

  it('sums two to four equal GPUs with weights 1, 0.75, 0.6, 0.5', () => {
    const g = cuda(10000); // score 50
    expect(combinedGpuIndex([g, g])).toBe(87.5); // 50 × 1.75
    expect(combinedGpuIndex([g, g, g])).toBe(117.5); // 50 × 2.35
    expect(combinedGpuIndex([g, g, g, g])).toBe(142.5); // 50 × 2.85
  });

  it('5+ GPUs: the fifth and every later one weigh 0.4', () => {
    const g = cuda(10000); // score 50
    expect(combinedGpuIndex([g, g, g, g, g])).toBe(162.5); // 50 × 3.25
    expect(combinedGpuIndex([g, g, g, g, g, g])).toBe(182.5); // + 50 × 0.4
    expect(combinedGpuIndex([g, g, g, g, g, g, g])).toBe(202.5); // + 50 × 0.4
  });

  it('weights the best card first', () => {
    expect(combinedGpuIndex([cuda(10000), cuda(20000)])).toBe(137.5); // 100 + 50 × 0.75
  });

  it('CPU index: cores × boost GHz, 0 without a CPU', () => {
    expect(cpuIndex(cpu(6, 5.1))).toBe(30.6);
    expect(cpuIndex(cpu(8, 5))).toBe(40);
    expect(cpuIndex(null)).toBe(0);
  });
});
