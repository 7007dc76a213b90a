/**
 * Starter builds (issue 25): what "View Pre-built PCs" leads to — a PC for each budget and use,
 * put together by the budget optimiser from the catalogue's credible shop prices when the site
 * is built (the pages are pre-rendered), each with the day its prices were seen, the one
 * verdict's summary and the builder address that loads it.
 */
import type { PartsByCategory } from '../catalogue/catalogue.ts';
import { summaryOf, type VerdictSummary } from '../saved-builds/build-verdict.ts';
import { evaluateBuild } from '../builder/compatibility.ts';
import { shortName } from '../builder/labels.ts';
import { toPermalinkQuery } from '../builder/persistence.ts';
import { problemTopic } from '../builder/problem-topics.ts';
import { PURPOSE_LABELS, PURPOSE_QUERY_KEY, PURPOSES, type Purpose } from '../builder/purpose.ts';
import type { Slot } from '../builder/selection.ts';
import { optimiseBuild } from '../optimiser/optimise.ts';

/** The budgets a shopper in the Philippines asks about most, in pesos. */
export const STARTER_BUDGETS = [30_000, 45_000, 60_000, 80_000, 120_000] as const;

export interface StarterPart {
  slot: Slot;
  /** What the part does in words: CPU, Graphics card, Memory, … */
  role: string;
  name: string;
  price: number;
  /** True when no shop listed the part and its price is the catalogue's estimate. */
  estimate: boolean;
}

export interface StarterBuild {
  purpose: Purpose;
  budget: number;
  /** "₱45k Gaming PC". */
  title: string;
  total: number;
  parts: StarterPart[];
  /** The CPU, graphics, memory and SSD lines a card shows first. */
  highlights: StarterPart[];
  /** The day shops were seen asking these prices (the oldest among the parts), "YYYY-MM-DD" or "YYYY-MM". */
  pricedOn: string;
  verdict: VerdictSummary & { problems: string[] };
  /** /builder?… with the parts and the use: opens it in the builder (the builder asks before replacing a draft). */
  builderHref: string;
  /** The optimiser's words on why money is left, or null when the build takes the budget. */
  leftover: string | null;
  /** Larger budgets whose answer is this same build (more money buys nothing this use needs). */
  alsoFor: number[];
  /** Graphics come from the CPU (no card chosen). */
  integratedGraphics: boolean;
}

const ROLES: Partial<Record<Slot, string>> = {
  cpu: 'CPU',
  gpus: 'Graphics card',
  rams: 'Memory',
  m2s: 'SSD',
  storage: 'Drive',
  mobo: 'Motherboard',
  cpuCooler: 'CPU cooler',
  psu: 'Power supply',
  case: 'Case',
};
const ORDER: Slot[] = ['cpu', 'gpus', 'rams', 'm2s', 'storage', 'mobo', 'cpuCooler', 'psu', 'case'];
const HIGHLIGHTS: ReadonlySet<Slot> = new Set(['cpu', 'gpus', 'rams', 'm2s']);

/** "₱45k", "₱120k". */
export const budgetLabel = (budget: number): string => `₱${Math.round(budget / 1000)}k`;

/** One starter build, or null when the optimiser finds none for the budget. */
export function starterBuild(parts: PartsByCategory, purpose: Purpose, budget: number): StarterBuild | null {
  const result = optimiseBuild(parts, { budget, purpose }, { upgradeHint: false });
  if (result.status !== 'ok' || !result.selection) return null;
  const selection = result.selection;
  const lines: StarterPart[] = ORDER.flatMap((slot) => {
    const value = selection[slot];
    const chosen = (Array.isArray(value) ? value : [value]).filter((p) => p !== null);
    return chosen.map((part) => ({ slot, role: ROLES[slot]!, name: shortName(part), price: part.price, estimate: part.priceSource === 'estimate' }));
  });
  const dates = ORDER.flatMap((slot) => {
    const value = selection[slot];
    return (Array.isArray(value) ? value : [value]).flatMap((p) => (p?.priceAsOf ? [p.priceAsOf] : []));
  });
  const verdict = evaluateBuild(selection, purpose);
  return {
    purpose,
    budget,
    title: `${budgetLabel(budget)} ${PURPOSE_LABELS[purpose]} PC`,
    total: result.total,
    parts: lines,
    highlights: lines.filter((l) => HIGHLIGHTS.has(l.slot)),
    pricedOn: [...dates].sort()[0] ?? '',
    verdict: { ...summaryOf({ problem_topics: verdict.problems.map(problemTopic), notes: verdict.notes }), problems: verdict.problems },
    builderHref: `/builder?${toPermalinkQuery(selection)}&${PURPOSE_QUERY_KEY}=${purpose}`,
    leftover: result.leftover,
    alsoFor: [],
    integratedGraphics: !selection.gpus.some((g) => g !== null),
  };
}

/**
 * The starter builds of each use (all uses by default), cheapest first. A budget whose answer is
 * the same build as a smaller one's is not shown twice: the smaller one says it is also the pick
 * there.
 */
export function starterBuilds(parts: PartsByCategory, purposes: readonly Purpose[] = PURPOSES): StarterBuild[] {
  return purposes.flatMap((purpose) => {
    const shown: StarterBuild[] = [];
    for (const budget of STARTER_BUDGETS) {
      const build = starterBuild(parts, purpose, budget);
      if (!build) continue;
      const same = shown.find((b) => b.builderHref === build.builderHref);
      if (same) same.alsoFor.push(budget);
      else shown.push(build);
    }
    return shown;
  });
}
