/**
 * The builder's verdict on a suggestion, read for the suggestion's purpose: what the builder will
 * show once the build is applied. A suggestion has no problem and no CPU/GPU imbalance in it
 * (issue 23, item 5), so the search keeps only builds this accepts.
 */
import { evaluateBuild, type CompatibilityResult } from '../builder/compatibility.ts';
import type { Purpose } from '../builder/purpose.ts';
import type { Selection } from '../builder/selection.ts';

/** Badges that say the CPU and card are not matched (or that one should be upgraded). */
const IMBALANCE_BADGES: ReadonlySet<string> = new Set(['BOTTLENECK', 'WARNING', 'RECOMMENDATION']);

export interface SuggestionVerdict {
  result: CompatibilityResult;
  /** The balance note or badge the builder would show, or null when the pair is matched. */
  imbalance: string | null;
}

export function suggestionVerdict(selection: Selection, purpose: Purpose): SuggestionVerdict {
  // The one verdict (issue 22), for the suggestion's purpose: what the builder shows after Apply.
  const result = evaluateBuild(selection, purpose);
  const badge = result.badges.find((b) => IMBALANCE_BADGES.has(b.label));
  return { result, imbalance: badge ? (result.upgradeRecommendation ?? result.bottleneckNote ?? badge.label) : null };
}
