/**
 * Swaps a technician would suggest for the same money (issue 28 item 2), from the optimiser
 * (src/domain/optimiser): the quoted parts are kept, one kind at a time is left free, and the
 * optimiser picks the best part of that kind that still fits the other quoted parts within what
 * the quote costs. A swap is suggested when it makes the build measurably stronger for the use
 * (MEASURE_SENTENCE), fixes a problem the verdict found, or does the same for less.
 */
import type { Component, PartsByCategory } from '../catalogue/catalogue.ts';
import type { Selection, Slot } from '../builder/selection.ts';
import { optimiseBuild } from '../optimiser/optimise.ts';
import type { OptimiseResult, Purpose } from '../optimiser/types.ts';

/** A swap must make the build at least this much stronger by the measure (3 %). */
export const MIN_GAIN = 0.03;
/** At most this many swaps are suggested. */
export const MAX_SWAPS = 3;
/** Parts whose strength the measure counts: a swap may put a stronger one in. */
const STRONGER_SLOTS: readonly Slot[] = ['gpus', 'cpu', 'rams', 'm2s'];
/**
 * Parts a technician may trim when our rules find a cheaper one does the job (a board class that
 * carries the CPU, a cooler rated for it, a PSU of the same rating with enough watts), to put the
 * money where the measure counts it. Cases are taste and size: never trimmed.
 */
const TRIM_SLOTS: readonly Slot[] = ['mobo', 'cpuCooler', 'psu'];
/** What a build needs before swaps mean anything: without these the optimiser would be choosing a whole PC. */
const CORE: readonly Slot[] = ['cpu', 'mobo', 'rams'];
/** The PC's own kinds (peripherals have their own budget in the optimiser and are not swapped). */
const PC_SLOTS: readonly Slot[] = ['cpu', 'cpuCooler', 'mobo', 'gpus', 'rams', 'm2s', 'storage', 'psu', 'case'];

export interface Change {
  slot: Slot;
  from: Component;
  to: Component;
}

export interface Swap {
  /** One part for another, or a part trimmed and the money put into another. */
  changes: Change[];
  /** Today's prices of the new parts minus the old ones'. */
  priceChange: number;
  /** How much stronger the build is by the measure, in percent (0 for a fix). */
  percent: number;
  /** The problem of the quoted parts it fixes (they cannot go together), if any. */
  fixes: string | null;
  /** The optimiser's reason for the part that makes the difference. */
  reason: string;
}

export type SwapAnswer = { swaps: Swap[]; note: string | null };

const partsIn = (selection: Selection, slot: Slot): Component[] => {
  const value = selection[slot];
  return (Array.isArray(value) ? value : [value]).filter((p): p is Component => p !== null);
};

const EFFICIENCY_RANK = ['80+ White', '80+ Bronze', '80+ Silver', '80+ Gold', '80+ Platinum', '80+ Titanium'];

/** A trimmed part must not give up what the buyer plainly chose: a PSU's rating, a board's size or Wi-Fi. */
function keepsGrade(from: Component, to: Component): boolean {
  if (from.type === 'psu' && to.type === 'psu') return EFFICIENCY_RANK.indexOf(to.efficiency) >= EFFICIENCY_RANK.indexOf(from.efficiency) && to.formFactor === from.formFactor;
  if (from.type === 'mobo' && to.type === 'mobo') return (!from.wifi || to.wifi) && to.formFactor === from.formFactor;
  return true;
}

/**
 * Up to three swaps for the quoted build, each for the same money: a stronger card, CPU, memory or
 * SSD within what the quote costs; or a board, cooler or PSU trimmed to what our rules find enough
 * and the money put into the card (the CPU for productivity). When the quoted parts cannot go
 * together, the changes that make them work. `budget` is what the quote asks for its PC parts
 * (today's price where a line states none); when that cannot complete a PC (no cooler or PSU was
 * quoted), the cheapest completion's price is used.
 */
export function suggestSwaps(parts: Partial<PartsByCategory>, selection: Selection, purpose: Purpose, budget: number): SwapAnswer {
  const missing = CORE.filter((slot) => partsIn(selection, slot).length === 0);
  if (missing.length) return { swaps: [], note: 'Swaps are suggested for a whole PC: the quote needs a CPU, a motherboard and memory first.' };
  const all = PC_SLOTS.flatMap((slot) => partsIn(selection, slot));
  let money = budget;
  const run = (free: readonly Slot[], amount = money): OptimiseResult => {
    const keep = all.filter((p) => !free.some((slot) => partsIn(selection, slot).includes(p)));
    return optimiseBuild(parts, { budget: amount, purpose, keep: keep.map((part) => ({ part })) }, { upgradeHint: false });
  };
  /**
   * When the money cannot complete a PC (the quote lacks a PSU or a case), the cheapest build's
   * price, a little more when the optimiser's budget-scaled rules want it (its "cheapest" is the
   * floor of its search, not always a build its rules accept at exactly that budget).
   */
  const runEnough = (free: readonly Slot[]): { result: OptimiseResult; amount: number } => {
    let result = run(free);
    let amount = money;
    for (const factor of [1, 1.1, 1.25]) {
      if (result.status !== 'budget-too-small' || !result.cheapest) break;
      amount = Math.ceil(result.cheapest.total * factor);
      result = run(free, amount);
    }
    return { result, amount };
  };
  const first = runEnough([]);
  const base = first.result;
  money = first.amount;
  if (base.status !== 'ok' && base.status !== 'kept-conflict') return { swaps: [], note: null };
  const conflict = base.status === 'kept-conflict' ? base.message : null;
  const target: Slot = purpose === 'productivity' ? 'cpu' : 'gpus';
  const moves: Slot[][] = [...STRONGER_SLOTS.map((slot) => [slot]), ...TRIM_SLOTS.map((slot) => [slot, target])];
  const found: Swap[] = [];
  for (const free of moves) {
    if (free.some((slot) => partsIn(selection, slot).length === 0)) continue;
    // A fix may need more than the quote asks (the parts it lacks): the cheapest way is the answer then.
    const result = conflict ? runEnough(free).result : run(free);
    if (result.status !== 'ok' || !result.selection) continue;
    const after = result.selection;
    // The rest of the build stays the base's: no card added with the money a cheaper CPU frees.
    if (base.selection && PC_SLOTS.some((slot) => !free.includes(slot) && !sameParts(partsIn(base.selection!, slot), partsIn(after, slot)))) continue;
    const changes = free.flatMap((slot): Change[] => {
      const was = partsIn(selection, slot);
      const now = partsIn(after, slot);
      if (sameParts(was, now) || now.length === 0) return [];
      return [{ slot, from: was[0]!, to: now.find((p) => p.id !== was[0]!.id) ?? now[0]! }];
    });
    if (changes.length !== free.length || !changes.every((c) => c.slot !== free[0] || free.length === 1 || keepsGrade(c.from, c.to))) continue;
    const stronger = base.score > 0 && result.score >= base.score * (1 + MIN_GAIN);
    if (!conflict && !stronger) continue;
    const priceChange = free.reduce((sum, slot) => sum + price(partsIn(after, slot)) - price(partsIn(selection, slot)), 0);
    const percent = !conflict && base.score > 0 ? Math.round((result.score / base.score - 1) * 100) : 0;
    const key = changes[changes.length - 1]!;
    const reason = result.lines.find((line) => line.slot === key.slot && line.part.id === key.to.id)?.reason ?? '';
    found.push({ changes, priceChange, percent, fixes: conflict, reason });
  }
  // Trimming a part is worth saying only when it buys more than the plain upgrade of the target does.
  const plain = found.find((swap) => swap.changes.length === 1 && swap.changes[0]!.slot === target)?.percent ?? 0;
  const useful = found.filter((swap) => conflict || swap.changes.length === 1 || swap.percent > plain);
  const ranked = useful.sort((a, b) => (conflict ? a.priceChange - b.priceChange : b.percent - a.percent || a.priceChange - b.priceChange));
  const distinct = ranked.filter((swap, i) => ranked.findIndex((other) => sameChanges(other, swap)) === i);
  return { swaps: distinct.slice(0, MAX_SWAPS), note: distinct.length ? null : 'For this money, the quoted parts are already the strongest mix our rules find.' };
}

const price = (list: readonly Component[]) => list.reduce((sum, p) => sum + p.price, 0);

const sameParts = (a: readonly Component[], b: readonly Component[]) =>
  a.length === b.length && a.map((p) => p.id).sort().join() === b.map((p) => p.id).sort().join();

const sameChanges = (a: Swap, b: Swap) => a.changes.map((c) => `${c.from.id}>${c.to.id}`).join() === b.changes.map((c) => `${c.from.id}>${c.to.id}`).join();
