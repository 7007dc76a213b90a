/**
 * Reviewers' figures for the balance verdict (content/performance/, sources in its README): the
 * listed parts only. A part the data does not list gets no figure, and the verdict says so
 * rather than guess (the optimiser estimates such parts for its own ranking; a verdict must not).
 */
import { PERFORMANCE_DATA } from '../optimiser/performance-data.ts';
import { createRater, type PerformanceData } from '../optimiser/performance.ts';
import type { BalanceFigures } from './balance.ts';

export function balanceFigures(data: PerformanceData): BalanceFigures {
  // With no catalogue to estimate from, the rater answers listed parts and marks the rest estimated.
  const rater = createRater(data, { cpus: [], gpus: [] });
  const gamingReference = data.cpu.cpus.find((c) => c.model === data.cpu.reference.gaming)!.gaming;
  const cpus = data.cpu.cpus.map((c) => ({ model: c.model, gaming: (c.gaming / gamingReference) * 100 }));
  return {
    cpu(cpu) {
      const gaming = rater.cpuGaming(cpu);
      return gaming.estimated ? null : { gaming: gaming.value, multi: rater.cpuMulti(cpu).value };
    },
    gpu(gpu) {
      const rating = rater.gpu(gpu);
      return rating.estimated ? null : rating.value;
    },
    fastestGaming: Math.max(...cpus.map((c) => c.gaming)),
    cpus,
    gpus: data.gpu.discrete.map((g) => ({ chip: g.chip, score: g.score })),
  };
}

/** The bundled figures, as every verdict reads them. */
export const REVIEW_FIGURES: BalanceFigures = balanceFigures(PERFORMANCE_DATA);
