import { describe, expect, it } from 'vitest';
import cpuRaw from '../../../content/performance/cpu.json' with { type: 'json' };
import gpuRaw from '../../../content/performance/gpu.json' with { type: 'json' };
import { catalogue } from '../../catalogue/index.ts';
import { combine, memoryScore, nominalGb, scoreSelection, storageScore, MEASURE_SENTENCE, MEASURE_WEIGHTS } from './measure.ts';
import { PERFORMANCE_DATA } from './performance-data.ts';
import { parsePerformanceData } from './performance-schema.ts';
import { cpuModel, createRater } from './performance.ts';
import { PURPOSES } from './types.ts';
import { emptySelection } from '../builder/selection.ts';

const rater = createRater(PERFORMANCE_DATA, { cpus: catalogue.parts.cpu, gpus: catalogue.parts.gpu });

describe('content/performance', () => {
  it('passes its schema, names its sources, and every integrated graphics a CPU names is listed', () => {
    const data = parsePerformanceData(gpuRaw, cpuRaw);
    expect(data.gpu.source.url).toMatch(/^https:\/\//);
    expect(data.cpu.sources.gaming.url).toMatch(/^https:\/\//);
    expect(data.cpu.sources.multiThread.url).toMatch(/^https:\/\//);
  });

  it('rejects a bad edit with the file and the entry', () => {
    const broken = { ...gpuRaw, discrete: [...gpuRaw.discrete, { chip: 'GeForce RTX 4090', score: 100 }] };
    expect(() => parsePerformanceData(broken, cpuRaw)).toThrow(/gpu\.json.*listed twice/);
    const badCpu = { ...cpuRaw, cpus: [{ ...cpuRaw.cpus[0]!, integrated: 'Radeon 9999M' }, ...cpuRaw.cpus.slice(1)] };
    expect(() => parsePerformanceData(gpuRaw, badCpu)).toThrow(/Radeon 9999M/);
  });

  it('rates every CPU and card in the catalogue, from the data or as a marked estimate', () => {
    for (const cpu of catalogue.parts.cpu) {
      for (const r of [rater.cpuGaming(cpu), rater.cpuMulti(cpu)]) expect(r.value, cpu.id).toBeGreaterThan(0);
      expect(rater.integrated(cpu).value > 0, cpu.id).toBe(cpu.integratedGraphics);
    }
    for (const gpu of catalogue.parts.gpu) expect(rater.gpu(gpu).value, gpu.id).toBeGreaterThan(0);
    const listed = new Set(PERFORMANCE_DATA.cpu.cpus.map((c) => c.model));
    for (const cpu of catalogue.parts.cpu) expect(rater.cpuGaming(cpu).estimated).toBe(!listed.has(cpuModel(cpu)));
  });

  it('estimates an unlisted card from the nearest listed card of its maker, by shader throughput', () => {
    const base = catalogue.parts.gpu.find((g) => g.chipMaker === 'nvidia' && !rater.gpu(g).estimated)!;
    const bigger = { ...base, id: 'gpu-test-unlisted', chipset: 'GeForce RTX 9999', cudaCores: base.cudaCores! * 2 };
    const fresh = createRater(PERFORMANCE_DATA, { cpus: [], gpus: [base, bigger] });
    expect(fresh.gpu(bigger)).toEqual({ value: Math.round(fresh.gpu(base).value * 2), estimated: true });
  });

  it('puts the references at 100 and keeps the makers’ order for well-known pairs', () => {
    const cpu = (model: string) => catalogue.parts.cpu.find((c) => cpuModel(c) === model);
    const ref = cpu(PERFORMANCE_DATA.cpu.reference.gaming);
    if (ref) expect(rater.cpuGaming(ref).value).toBe(100);
    const gpu = (chip: string) => catalogue.parts.gpu.find((g) => g.chipset === chip);
    const pairs: [string, string][] = [['GeForce RTX 4060', 'GeForce RTX 3060'], ['GeForce RTX 5090', 'GeForce RTX 4090'], ['Radeon RX 9070 XT', 'Radeon RX 7800 XT']];
    for (const [fast, slow] of pairs) {
      const a = gpu(fast);
      const b = gpu(slow);
      if (a && b) expect(rater.gpu(a).value).toBeGreaterThan(rater.gpu(b).value);
    }
  });
});

describe('the measure', () => {
  it('has weights that add up to 1 and a sentence per use', () => {
    for (const purpose of PURPOSES) {
      const sum = Object.values(MEASURE_WEIGHTS[purpose]).reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(1, 9);
      expect(MEASURE_SENTENCE[purpose]).toMatch(/^For /);
    }
  });

  it('scores the reference build 100 and grows with each part', () => {
    const ref = { gpu: 100, cpuGaming: 100, cpuMulti: 100, memory: 100, storage: 100 };
    for (const purpose of PURPOSES) {
      expect(combine(purpose, ref)).toBe(100);
      for (const key of Object.keys(ref) as (keyof typeof ref)[]) {
        if (MEASURE_WEIGHTS[purpose][key] > 0) expect(combine(purpose, { ...ref, [key]: 120 })).toBeGreaterThan(100);
      }
    }
    // A faster card lifts a gaming build by most of its gain while the CPU keeps up, and little behind a slow CPU.
    const lift = (cpuGaming: number) => combine('gaming', { ...ref, cpuGaming, gpu: 66 }) / combine('gaming', { ...ref, cpuGaming, gpu: 60 });
    expect(lift(100)).toBeGreaterThan(1.08);
    expect(lift(45)).toBeLessThan(lift(100) - 0.02);
  });

  it('gives memory and storage diminishing returns, and reads drive sizes by their nominal size', () => {
    expect(memoryScore(16)).toBe(70);
    expect(memoryScore(32)).toBe(100);
    expect(memoryScore(64) - memoryScore(32)).toBeLessThan(memoryScore(32) - memoryScore(16));
    expect(storageScore(2000)).toBe(100);
    expect([480, 500, 512].map(nominalGb)).toEqual([500, 500, 500]);
    expect([960, 1000, 1024].map(nominalGb)).toEqual([1000, 1000, 1000]);
  });

  it('scores an empty selection without failing', () => {
    expect(scoreSelection(emptySelection(), 'gaming', rater).score).toBeGreaterThanOrEqual(0);
  });
});
