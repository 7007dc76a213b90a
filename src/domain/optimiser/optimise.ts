/**
 * The budget optimiser (issues 14 and 23): a peso budget and a use give the strongest build from
 * the catalogue that a shop technician would hand over — our compatibility rules and the
 * builder's verdict pass it (no problem, no CPU/GPU imbalance; notes may remain), the
 * technician's rules in rules.ts hold, it is priced at what shops ask (a part no shop lists only
 * when no listed part does its job, and the answer says so) — within the budget, with a reason
 * for each part, why any money is left, and the next ₱5,000's worth.
 *
 *   optimiseBuild(parts, { budget: 45_000, use: 'gaming', keep: [{ part, owned: true }], peripheralsBudget: 15_000 })
 *
 * - `parts`: the catalogue (all categories the builder loads; peripherals only matter with a
 *   peripherals budget or kept peripherals).
 * - "Strongest" is the measure in measure.ts, in words in `result.measure` (MEASURE_SENTENCE).
 * - Kept parts are always in the result; an owned part costs ₱0. Kept parts that cannot go
 *   together give status 'kept-conflict' and name the parts.
 * - A budget too small for any build gives status 'budget-too-small' with the cheapest build.
 * - Deterministic: the same inputs and catalogue give the same build (every tie is broken by
 *   price, then by part id). Pure: no I/O, no clock; its time per answer is in bench/optimiser.ts
 *   (tens of milliseconds for a first answer: more than a frame, so the page should call it from
 *   a Web Worker or after input settles). Input and result are plain data (structured-clonable).
 *
 * The search (search.ts) tries every CPU, card, memory size and SSD size that could win, each
 * completed by the cheapest board, cooler, PSU and case our rules allow (complete.ts), and keeps
 * the highest score that fits the budget. Without kept parts, answers come from a ladder
 * (ladder.ts) so that a larger budget never makes the CPU, card, memory or SSD worse.
 */
import type { PartsByCategory } from '../catalogue/catalogue.ts';
import { shortName } from '../builder/labels.ts';
import type { Selection } from '../builder/selection.ts';
import { formatPeso } from '../format/money.ts';
import { indexCatalogue, type CatalogueIndex } from './catalogue-index.ts';
import { UPGRADE_LOOKAHEAD, budgetSummary, explainParts, leftoverText, unlistedWhy, upgradeHint } from './explain.ts';
import { Ladder } from './ladder.ts';
import { catalogueConflicts, describeConflicts, readKept, type Kept } from './kept.ts';
import { MEASURE_SENTENCE, scoreSelection } from './measure.ts';
import { PERFORMANCE_DATA } from './performance-data.ts';
import { createRater, type PerformanceData, type Rater } from './performance.ts';
import { choosePeripherals } from './peripherals.ts';
import { RULE_STEP, ruleTier } from './rules.ts';
import { Search, type Found } from './search.ts';
import { suggestionVerdict } from './verdict.ts';
import { PURPOSES, type OptimiseRequest, type OptimiseResult } from './types.ts';

export { MEASURE_SENTENCE } from './measure.ts';
export { keptFromSelection } from './kept.ts';
export { PURPOSES, type KeptPart, type OptimiseRequest, type OptimiseResult, type Purpose } from './types.ts';

export interface OptimiseOptions {
  /** Performance figures to use instead of content/performance (tests). */
  performance?: PerformanceData;
  /** Work out the +₱5,000 hint (default true; the hint runs the search again at higher budgets). */
  upgradeHint?: boolean;
}

const raters = new WeakMap<object, WeakMap<PerformanceData, Rater>>();
function raterFor(parts: Partial<PartsByCategory>, index: CatalogueIndex, data: PerformanceData): Rater {
  let byData = raters.get(parts);
  if (!byData) raters.set(parts, (byData = new WeakMap()));
  let rater = byData.get(data);
  if (!rater) byData.set(data, (rater = createRater(data, { cpus: index.cpus, gpus: index.gpus })));
  return rater;
}

/**
 * Searches without kept parts depend only on the catalogue, the figures and the use: they are kept
 * and reused with their ladder, so a person trying budget after budget (or the test sweep) pays
 * for the setup once.
 */
const sharedSearches = new WeakMap<Rater, Map<string, { search: Search; ladder: Ladder }>>();
function searchFor(index: CatalogueIndex, kept: Kept, rater: Rater, purpose: OptimiseResult['purpose']): { search: Search; ladder: Ladder | null } {
  if (kept.entries.length > 0) return { search: new Search(index, kept, rater, purpose), ladder: null };
  let byUse = sharedSearches.get(rater);
  if (!byUse) sharedSearches.set(rater, (byUse = new Map()));
  let shared = byUse.get(purpose);
  if (!shared) {
    const search = new Search(index, kept, rater, purpose);
    byUse.set(purpose, (shared = { search, ladder: new Ladder(search) }));
  }
  return shared;
}

/**
 * With kept parts there is no ladder: a larger budget's build is the search floored at this one
 * (so never worse in any part), and the next build up is the first of those that differs, looked
 * for up to ₱50,000 above (the hint's reach).
 */
function keptAnswers(search: Search, current: Found) {
  const floor = search.floorOf(current.combo);
  const memo = new Map<number, Found | null>();
  const at = (b: number) => {
    if (!memo.has(b)) memo.set(b, search.best(b, floor));
    return memo.get(b)!;
  };
  const next = (budget: number): { found: Found; budget: number } | null => {
    for (let b = ruleTier(budget) + RULE_STEP; b <= budget + UPGRADE_LOOKAHEAD; b += RULE_STEP) {
      const found = at(b);
      if (found && found.combo.score > current.combo.score) return { found, budget: Math.max(found.completion.total, ruleTier(b)) };
    }
    return null;
  };
  return { at, next };
}

/** Why the catalogue cannot complete the kept parts: the first kind of part with no candidate. */
function diagnose(index: CatalogueIndex, kept: Kept): string {
  const listed = (parts: ({ name: string; type: string } | null)[]) =>
    parts.filter((p): p is { name: string; type: never } => p !== null).map((p) => shortName(p as never)).join(', ');
  const cpus = kept.cpu ? [kept.cpu] : index.cpus.filter((c) => !kept.mobo || index.boardTakesCpu(kept.mobo, c));
  if (!cpus.length) return `No CPU in the catalogue fits the kept ${shortName(kept.mobo!)} (${kept.mobo!.socket}).`;
  const boards = (kept.mobo ? [kept.mobo] : index.boards).filter(
    (b) => cpus.some((c) => index.boardTakesCpu(b, c)) && index.ramFitsBoard(kept.rams, b) && (!kept.pcCase || index.boardFitsCase(b, kept.pcCase)),
  );
  if (!boards.length) return `No motherboard in the catalogue takes the kept ${listed([kept.cpu, ...kept.rams, kept.pcCase])} together.`;
  const cases = (kept.pcCase ? [kept.pcCase] : index.cases).filter(
    (c) =>
      kept.gpus.every((g) => index.gpuFitsCase(g, c)) &&
      (!kept.cooler || index.coolerFitsCase(kept.cooler, c)) &&
      (!kept.psu || index.psuFitsCase(kept.psu, c)) &&
      boards.some((b) => index.boardFitsCase(b, c)),
  );
  if (!cases.length) return `No case in the catalogue takes the kept ${listed([...kept.gpus, kept.cooler, kept.psu, kept.mobo])} together.`;
  if (kept.psu && kept.gpus.some((g) => (g.recommendedPsuW ?? 0) > kept.psu!.wattage)) {
    return `The kept ${kept.psu.wattage} W PSU is below what the kept card’s maker asks for.`;
  }
  return 'No build in the catalogue completes the kept parts by our rules (a cooler, PSU or memory that fits them all is missing).';
}

/** The fastest card and CPU figures in the catalogue (what "nothing faster exists" reads). */
function fastest(index: CatalogueIndex, rater: Rater) {
  return {
    rater,
    fastestGpu: Math.max(0, ...index.gpus.map((g) => rater.gpu(g).value)),
    fastestCpuGaming: Math.max(0, ...index.cpus.map((c) => rater.cpuGaming(c).value)),
    fastestCpuMulti: Math.max(0, ...index.cpus.map((c) => rater.cpuMulti(c).value)),
  };
}

export function optimiseBuild(parts: Partial<PartsByCategory>, request: OptimiseRequest, options: OptimiseOptions = {}): OptimiseResult {
  const purpose = PURPOSES.includes(request.purpose) ? request.purpose : 'gaming';
  const budget = Number.isFinite(request.budget) ? Math.max(0, Math.floor(request.budget)) : 0;
  const index = indexCatalogue(parts);
  const read = readKept(request.keep ?? []);
  const kept = read.kept;
  const conflicts = read.conflicts.length ? read.conflicts : catalogueConflicts(index, kept);
  const rater = raterFor(parts, index, options.performance ?? PERFORMANCE_DATA);
  const base: OptimiseResult = {
    status: 'ok',
    purpose,
    budget,
    selection: null,
    lines: [],
    total: 0,
    score: 0,
    measure: MEASURE_SENTENCE[purpose],
    summary: '',
    message: null,
    leftover: null,
    steady: null,
    unlisted: [],
    cheapest: null,
    conflicts: [],
    upgrade: null,
    peripherals: null,
    compatibility: null,
    estimated: [],
  };
  if (conflicts.length) {
    const message = `These kept parts cannot go together, so no build can keep them all. ${describeConflicts(conflicts)}`;
    return { ...base, status: 'kept-conflict', conflicts, message, summary: message };
  }

  const { search, ladder } = searchFor(index, kept, rater, purpose);
  const answer = ladder ? ladder.answer(budget) : null;
  const found = ladder ? (answer?.found ?? null) : search.best(budget);
  if (!found) {
    const cheapest = ladder ? ladder.cheapest() : search.cheapest();
    if (!cheapest) {
      const message = diagnose(index, kept);
      return { ...base, status: 'no-build', message, summary: message };
    }
    const message = `${formatPeso(budget)} is not enough for a complete build by our rules: the cheapest one costs ${formatPeso(cheapest.completion.total)}${kept.pcCost ? ' with the kept parts' : ''}.`;
    return {
      ...base,
      status: 'budget-too-small',
      message,
      summary: message,
      cheapest: { selection: cheapest.completion.selection, total: cheapest.completion.total, score: cheapest.combo.score },
    };
  }

  const peripherals = choosePeripherals(index, kept, purpose, request.peripheralsBudget);
  const selection: Selection = { ...found.completion.selection, ...(peripherals?.parts as Partial<Selection> | undefined) };
  const compatibility = suggestionVerdict(selection, purpose).result;
  const unlistedParts = [...found.completion.unlisted, ...[found.combo.cpu, ...found.combo.gpus].filter((p) => !index.listed(p) && !kept.find(p))];
  const unlistedIds = new Set(unlistedParts.map((p) => p.id));
  const lines = explainParts({ purpose, budget, kept, rater, completion: found.completion, notes: compatibility.notes, unlisted: unlistedIds });
  const keptWay = ladder ? null : keptAnswers(search, found);
  const next = ladder ? answer!.next : keptWay!.next(budget);
  const at = (b: number) => (ladder ? (ladder.answer(b)?.found ?? null) : keptWay!.at(b));
  return {
    ...base,
    selection,
    lines,
    total: found.completion.total,
    score: found.combo.score,
    summary: budgetSummary(found.completion.total, budget, kept),
    leftover: leftoverText(purpose, budget, found, next, fastest(index, rater)),
    steady: answer?.note ?? null,
    unlisted: unlistedParts.map((part) => ({ part, why: unlistedWhy(part) })),
    upgrade: options.upgradeHint === false ? null : upgradeHint(purpose, at, found, budget, rater, next === null),
    peripherals: peripherals?.result ?? null,
    compatibility,
    estimated: scoreSelection(selection, purpose, rater).estimated,
  };
}
