/**
 * Relative performance of CPUs and graphics cards, for the budget optimiser's measure. The
 * figures are data (`content/performance/*.json`, each naming its source; their zod schema is in
 * performance-schema.ts, checked by the tests so the browser never ships the validator).
 *
 * A part the data does not list yet (the catalogue grows) gets an estimate from its own specs,
 * scaled against the nearest listed part of the same maker, and is marked `estimated` so the
 * explanations can say so.
 */
import type { Component } from '../catalogue/catalogue.ts';
import { gpuScore } from '../builder/balance.ts';
import type { PerformanceData } from './performance-schema.ts';

export type { PerformanceData } from './performance-schema.ts';

type Cpu = Component<'cpu'>;
type Gpu = Component<'gpu'>;

/** A figure and whether it comes from the data or was estimated from the part's specs. */
export interface Rating {
  value: number;
  estimated: boolean;
}

/** The model a CPU's name gives, without the maker: 'AMD Ryzen 5 7600 6-Core …' → 'Ryzen 5 7600'. */
export function cpuModel(cpu: Pick<Cpu, 'name'>): string {
  // The key into cpu.json, so kept here rather than borrowed from the display labels.
  return cpu.name.replace(/\s+\d+-Core\b.*$/, '').replace(/^(AMD|Intel)\s+/i, '').trim();
}

/**
 * FP32 lanes × boost clock: what the makers' shader counts add up to (NVIDIA counts CUDA cores,
 * AMD 64 stream processors per compute unit, Intel 128 lanes per Xe core). Only used to place a
 * card the data lacks next to a listed card of the same maker.
 */
export function shaderThroughput(gpu: Gpu): number {
  const lanes = gpu.cudaCores ?? (gpu.computeUnits !== undefined ? gpu.computeUnits * 64 : (gpu.xeCores ?? 0) * 128);
  return lanes * gpu.boostClock;
}

export interface Rater {
  /** Speed in games of one graphics card (RTX 4090 = 100). */
  gpu(gpu: Gpu): Rating;
  /** Speed in games of the CPU's own graphics (0 when it has none). */
  integrated(cpu: Cpu): Rating;
  /** The CPU's speed in games (reference = 100). */
  cpuGaming(cpu: Cpu): Rating;
  /** The CPU's multi-core speed (reference = 100). */
  cpuMulti(cpu: Cpu): Rating;
}

/**
 * Looks parts up in the data; estimates the rest from the nearest listed part among `known`
 * (the catalogue's CPUs and cards). Results are remembered per part id.
 */
export function createRater(data: PerformanceData, known: { cpus: readonly Cpu[]; gpus: readonly Gpu[] }): Rater {
  const gpuByKey = new Map(data.gpu.discrete.map((g) => [`${g.chip}|${g.vram ?? ''}`, g.score]));
  const integratedByName = new Map(data.gpu.integrated.map((g) => [g.name, g.score]));
  const cpuByModel = new Map(data.cpu.cpus.map((c) => [c.model, c]));
  const mtReference = cpuByModel.get(data.cpu.reference.multiThread)!.cinebenchR23Multi;
  const gamingReference = cpuByModel.get(data.cpu.reference.gaming)!.gaming;
  const lowestIntegrated = Math.min(...data.gpu.integrated.map((g) => g.score));

  const listedGpu = (gpu: Gpu): number | undefined => gpuByKey.get(`${gpu.chipset}|${gpu.vram}`) ?? gpuByKey.get(`${gpu.chipset}|`);
  const listedCpu = (cpu: Cpu) => cpuByModel.get(cpuModel(cpu));
  const knownGpus = known.gpus.filter((g) => listedGpu(g) !== undefined);
  const knownCpus = known.cpus.filter((c) => listedCpu(c) !== undefined);

  // One memo per figure, keyed by the part object itself (no string keys: this runs in hot loops).
  const memos = { gpu: new Map<object, Rating>(), igpu: new Map<object, Rating>(), cpug: new Map<object, Rating>(), cpum: new Map<object, Rating>() };
  const remember = (memo: Map<object, Rating>, part: object, make: () => Rating): Rating => {
    let rating = memo.get(part);
    if (!rating) memo.set(part, (rating = make()));
    return rating;
  };

  /** The listed CPU nearest in generation, socket, cores and clock: the base for an estimate. */
  const nearestCpu = (cpu: Cpu): Cpu | undefined => {
    const pool = [
      knownCpus.filter((c) => c.generation !== undefined && c.generation === cpu.generation),
      knownCpus.filter((c) => c.socket === cpu.socket),
      knownCpus,
    ].find((list) => list.length > 0);
    return pool
      ?.slice()
      .sort((a, b) => Math.abs(a.cores - cpu.cores) - Math.abs(b.cores - cpu.cores) || Math.abs(a.boostClock - cpu.boostClock) - Math.abs(b.boostClock - cpu.boostClock) || a.id.localeCompare(b.id))[0];
  };

  return {
    gpu: (gpu) =>
      remember(memos.gpu, gpu, () => {
        const listed = listedGpu(gpu);
        if (listed !== undefined) return { value: listed, estimated: false };
        const own = shaderThroughput(gpu);
        const base = knownGpus
          .filter((g) => g.chipMaker === gpu.chipMaker)
          .sort((a, b) => Math.abs(Math.log(shaderThroughput(a) / own)) - Math.abs(Math.log(shaderThroughput(b) / own)) || a.id.localeCompare(b.id))[0];
        // No listed card of this maker: the spec's own index (shaders against the top of the maker's bands).
        if (!base || own <= 0) return { value: Math.max(1, gpuScore(gpu)), estimated: true };
        return { value: Math.round((listedGpu(base)! * own) / shaderThroughput(base)), estimated: true };
      }),
    integrated: (cpu) =>
      remember(memos.igpu, cpu, () => {
        if (!cpu.integratedGraphics) return { value: 0, estimated: false };
        const name = listedCpu(cpu)?.integrated;
        const score = name ? integratedByName.get(name) : undefined;
        return score !== undefined ? { value: score, estimated: false } : { value: lowestIntegrated, estimated: true };
      }),
    cpuGaming: (cpu) =>
      remember(memos.cpug, cpu, () => {
        const listed = listedCpu(cpu);
        if (listed) return { value: (listed.gaming / gamingReference) * 100, estimated: false };
        const base = nearestCpu(cpu);
        if (!base) return { value: 50, estimated: true };
        return { value: ((listedCpu(base)!.gaming / gamingReference) * 100 * cpu.boostClock) / base.boostClock, estimated: true };
      }),
    cpuMulti: (cpu) =>
      remember(memos.cpum, cpu, () => {
        const listed = listedCpu(cpu);
        if (listed) return { value: (listed.cinebenchR23Multi / mtReference) * 100, estimated: false };
        const base = nearestCpu(cpu);
        if (!base) return { value: 25, estimated: true };
        const ratio = (cpu.cores * cpu.boostClock) / (base.cores * base.boostClock);
        return { value: (listedCpu(base)!.cinebenchR23Multi / mtReference) * 100 * ratio, estimated: true };
      }),
  };
}
