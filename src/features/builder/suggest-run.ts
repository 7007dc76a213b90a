/**
 * Runs the optimiser for the "Suggest a build" panel: in the Web Worker (optimiser.worker.ts), or
 * on the page from a dynamic import where workers are missing. Never imported statically by the
 * page, so the optimiser and its performance figures stay out of the builder's first download.
 */
import { lookupIn } from '../../catalogue/lookup.ts';
import type { PartsByCategory } from '../../domain/catalogue/catalogue.ts';
import type { Lookup } from '../../domain/builder/persistence.ts';
import { optimiseBuild, type OptimiseResult } from '../../domain/optimiser/optimise.ts';
import { resolveKeep, type SuggestInput } from './suggest.ts';

export interface Suggester {
  suggest(input: SuggestInput): OptimiseResult;
}

/**
 * One catalogue, many answers: the optimiser keeps its setup per catalogue object, so the same
 * object is passed every time (later answers for it take about a millisecond).
 */
export function createSuggester(parts: Partial<PartsByCategory>): Suggester {
  const lookup: Lookup = lookupIn(parts);
  return {
    suggest: (input) =>
      optimiseBuild(parts, {
        budget: input.budget,
        purpose: input.purpose,
        keep: resolveKeep(input.keep, lookup),
        peripheralsBudget: input.peripheralsBudget,
      }),
  };
}
