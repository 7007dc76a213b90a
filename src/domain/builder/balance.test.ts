import { describe, expect, it } from 'vitest';
import { part } from './test-parts.ts';
import type { Component } from '../catalogue.ts';
import {
  GOOD_BALANCE,
  GPU_WEIGHTS,
  GPU_WEIGHT_REST,
  combinedGpuIndex,
  cpuIndex,
  cpuTier,
  evaluateBalance,
  gpuScore,
  gpuWeight,
  shaderCount,
} from './balance.ts';
import { emptySelection, type Selection } from './selection.ts';

const cpu = (cores: number | undefined, boostClock = 4) => part('cpu', { cores, boostClock });
const cuda = (n: number) => part('gpu', { cudaCores: n });
const cu = (n: number) => part('gpu', { computeUnits: n });
const xe = (n: number) => part('gpu', { xeCores: n });
const pair = (cores: number, gpu: Component<'gpu'> | null): Selection => ({ ...emptySelection(), cpu: cpu(cores), gpus: [gpu] });
const verdict = (cores: number, gpu: Component<'gpu'>) => evaluateBalance(pair(cores, gpu)).verdict;

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
describe.each(UNITS)('balance bands against %s (spec §9)', (_label, make, bands) => {
  it.each(bands)('%i-core CPU: %i to %i is balanced, edges included', (cores, min, max) => {
    expect(verdict(cores, make(min))).toBe('balanced');
    expect(verdict(cores, make(max))).toBe('balanced');
    expect(verdict(cores, make(Math.round((min + max) / 2)))).toBe('balanced');
    expect(evaluateBalance(pair(cores, make(min))).band).toEqual([min, max]);
  });
  it.each(bands)('%i-core CPU: one below %i means the CPU is overpowered for the GPU', (cores, min) => {
    expect(verdict(cores, make(min - 1))).toBe('cpu-overpowered');
  });
  it.each(bands)('%i-core CPU: one above %i means the GPU is bottlenecked', (cores, _min, max) => {
    expect(verdict(cores, make(max + 1))).toBe('gpu-bottlenecked');
  });
});

describe('balance messages (spec §9)', () => {
  it('bottleneck: the spec sentence with n CUDA cores and the k-core CPU', () => {
    const b = evaluateBalance(pair(4, cuda(3072)));
    expect(b.note).toBe('GPU with 3072 CUDA cores may be bottlenecked by 4-core CPU. Consider upgrading CPU.');
  });

  it('bottleneck with compute units and Xe cores names the unit', () => {
    expect(evaluateBalance(pair(6, cu(60))).note).toBe('GPU with 60 compute units may be bottlenecked by 6-core CPU. Consider upgrading CPU.');
    expect(evaluateBalance(pair(6, xe(20))).note).toBe('GPU with 20 Xe cores may be bottlenecked by 6-core CPU. Consider upgrading CPU.');
  });

  it('overpowered: "{k}-core CPU may be overpowered for GPU ... Consider upgrading GPU."', () => {
    const note = evaluateBalance(pair(16, cuda(3072))).note!;
    expect(note.startsWith('16-core CPU may be overpowered for GPU')).toBe(true);
    expect(note.endsWith('Consider upgrading GPU.')).toBe(true);
    expect(note).toContain('3072 CUDA cores');
  });

  it('balanced: the good-balance sentence', () => {
    expect(GOOD_BALANCE).toBe('Good balance: CPU and GPU configuration looks well-matched.');
    expect(evaluateBalance(pair(6, cuda(3072))).note).toBe('Good balance: CPU and GPU configuration looks well-matched.');
  });

  it('an upgrade recommendation comes with each out-of-band verdict, naming the band', () => {
    const cpuUp = evaluateBalance(pair(4, cuda(3072))).upgradeRecommendation!;
    expect(cpuUp).toContain('Consider upgrading CPU');
    expect(cpuUp).toContain('800–1500 CUDA cores');
    expect(cpuUp).toContain('3072');
    const gpuUp = evaluateBalance(pair(16, cuda(3072))).upgradeRecommendation!;
    expect(gpuUp).toContain('Consider upgrading GPU');
    expect(gpuUp).toContain('12000–20000 CUDA cores');
    expect(evaluateBalance(pair(6, cuda(3072))).upgradeRecommendation).toBeNull();
  });
});

describe('balance without data (NO DATA)', () => {
  it('no CPU, no GPU, or neither', () => {
    expect(evaluateBalance(emptySelection())).toEqual({ verdict: 'no-data', note: null, upgradeRecommendation: null, band: null });
    expect(evaluateBalance({ ...emptySelection(), gpus: [cuda(3072)] }).verdict).toBe('no-data');
    expect(evaluateBalance(pair(6, null)).verdict).toBe('no-data');
  });
  it('a GPU without any shader count, or a CPU without cores', () => {
    expect(evaluateBalance(pair(6, part('gpu'))).verdict).toBe('no-data');
    expect(evaluateBalance({ ...emptySelection(), cpu: cpu(undefined), gpus: [cuda(3072)] }).verdict).toBe('no-data');
  });
  it('judges the first chosen GPU, skipping empty selectors', () => {
    const s = { ...emptySelection(), cpu: cpu(4), gpus: [null, cuda(1000), cuda(20000)] };
    expect(evaluateBalance(s).verdict).toBe('balanced');
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
