/**
 * Steady answers as the budget grows (issue 23, item 4): raising the budget never makes the CPU,
 * the card, the memory or the SSD worse.
 *
 * The answers form a ladder. Its rungs sit every ₱5,000 (RULE_STEP): the rung at ₱L is the
 * strongest build within ₱L that is no worse, part by part, than the rung below (the cheapest
 * build is the first). Between two rungs the build moves from the lower rung to the upper one a
 * part at a time — the upgrade that adds the most per peso first — and a budget gets the furthest
 * of those steps it can pay for. Every step keeps the parts of the one before or betters them,
 * so a larger budget can only keep or better each part. The technician's rules are those of the
 * rung at or below the budget.
 *
 * Searches without kept parts share a ladder per use (optimise.ts), so its rungs are worked out
 * once and each later answer is a lookup.
 */
import { shortName } from '../builder/labels.ts';
import { formatPeso } from '../format/money.ts';
import type { Combo } from './complete.ts';
import { RULE_STEP, STANDARDS_SATURATE, ruleTier } from './rules.ts';
import type { Floor, Found, Search } from './search.ts';

/** One step between two rungs: the combo and its build at the lower rung's standards. */
interface Step {
  found: Found;
  /** Which of the upper rung's parts this step took ('cpu', 'gpu', 'memory', 'ssd'). */
  took: readonly Slot[];
  note: string | null;
}
type Slot = 'gpu' | 'cpu' | 'memory' | 'ssd';
const SLOTS: readonly Slot[] = ['gpu', 'cpu', 'memory', 'ssd'];

export interface LadderAnswer {
  found: Found;
  /** The next build up the ladder and the budget it needs, or null at the top. */
  next: { found: Found; budget: number } | null;
  /** Why the CPU is weaker than at a lower budget (or why a rule is not met), when it is. */
  note: string | null;
}

/** A rung: its build, the strongest CPU any lower budget got, and why this CPU is weaker than that, when it is. */
interface Rung {
  found: Found;
  peak: Pick<Floor, 'cpuGaming' | 'cpuMulti'>;
  note: string | null;
}

export class Ladder {
  private readonly search: Search;
  private base: Rung | null | undefined;
  /** Rungs by budget (multiples of ₱5,000 from the first one the cheapest build fits under). */
  private readonly rungs = new Map<number, Rung>();
  /** From this rung up, nothing changes any more (the strongest build the rules allow). */
  private topFrom: number | null = null;
  private readonly bands = new Map<number, Step[]>();

  constructor(search: Search) {
    this.search = search;
  }

  private foot(): Rung | null {
    if (this.base === undefined) {
      const found = this.search.cheapest();
      this.base = found ? { found, peak: this.search.floorOf(found.combo), note: null } : null;
    }
    return this.base;
  }

  /** The cheapest build the rules allow (null when the catalogue completes none). */
  cheapest(): Found | null {
    return this.foot()?.found ?? null;
  }

  /** The first rung: the ₱5,000 step at or above the cheapest build's price. */
  private firstRung(): number {
    return Math.ceil(this.cheapest()!.completion.total / RULE_STEP) * RULE_STEP;
  }

  /** The rung at a budget on the ₱5,000 grid (at or above the first rung). */
  private rung(at: number): Rung {
    const first = this.firstRung();
    if (at <= first) return this.climb(first, this.foot()!);
    if (this.topFrom !== null && at >= this.topFrom) return this.rungs.get(this.topFrom)!;
    const cached = this.rungs.get(at);
    if (cached) return cached;
    let budget = first;
    let below = this.rung(first);
    // Work up from the highest rung already known below `at`.
    for (let b = at - RULE_STEP; b > first; b -= RULE_STEP) {
      const known = this.rungs.get(b);
      if (known) {
        budget = b;
        below = known;
        break;
      }
    }
    while (budget < at) {
      budget += RULE_STEP;
      below = this.climb(budget, below);
      if (this.topFrom !== null) return below;
    }
    return below;
  }

  /**
   * The rung at `budget` from the one below: the strongest build no worse in any part. When no
   * such build meets the rules at this budget (a card is due, and no card fits beside so strong
   * a CPU), the CPU may step down, and the rung says why; when none meets them even so, the
   * build below stays, and the rung says which rule it misses.
   */
  private climb(budget: number, below: Rung): Rung {
    const cached = this.rungs.get(budget);
    if (cached) return cached;
    const { search } = this;
    const floor = search.floorOf(below.found.combo);
    let rung: Rung;
    const strict = search.best(budget, floor);
    if (strict) rung = this.rungFor(strict, below);
    else {
      const relaxed = search.best(budget, { ...floor, cpuGaming: 0, cpuMulti: 0 });
      if (relaxed) {
        const missed = search.breaches(below.found, budget).map((b) => b.message.replace(/\.$/, '')).join('; ');
        const note = `At ${formatPeso(budget)} our rules ask for more than the ${formatPeso(budget - RULE_STEP)} build has (${missed}), and no build that does fits beside the ${shortName(below.found.combo.cpu)}: the CPU steps down to the ${shortName(relaxed.combo.cpu)} to make room.`;
        rung = { found: relaxed, peak: below.peak, note };
      } else {
        const missed = search.breaches(below.found, budget).map((b) => b.message.replace(/\.$/, ''));
        const note = missed.length ? `No build within ${formatPeso(budget)} keeps these parts and meets all our rules, so this one misses: ${missed.join('; ')}.` : below.note;
        rung = { found: below.found, peak: below.peak, note };
      }
    }
    this.rungs.set(budget, rung);
    // Past the last standard that changes, a rung that stays the same and that no budget can better is the top.
    if (budget >= STANDARDS_SATURATE && rung.found.combo === below.found.combo) {
      const beyond = search.best(Infinity, search.floorOf(rung.found.combo));
      if (!beyond || beyond.combo.key === rung.found.combo.key) this.topFrom = budget;
    }
    return rung;
  }

  /** A build above a rung: the peak CPU so far, and the rung's note while this CPU is below that peak. */
  private rungFor(found: Found, below: Rung): Rung {
    const own = this.search.floorOf(found.combo);
    const under = this.search.cpuBelow(own, below.peak);
    return {
      found,
      peak: { cpuGaming: Math.max(own.cpuGaming, below.peak.cpuGaming), cpuMulti: Math.max(own.cpuMulti, below.peak.cpuMulti) },
      note: under ? below.note : null,
    };
  }

  /** The steps from the build at the foot of a ₱5,000 band to the rung at its top. */
  private band(tier: number): Step[] {
    const cached = this.bands.get(tier);
    if (cached) return cached;
    const first = this.firstRung();
    const footRung = tier < first ? this.foot()! : this.rung(tier);
    const foot = footRung.found;
    const top = this.rung(Math.max(first, tier + RULE_STEP)).found;
    const note = (found: Found) => this.rungFor(found, footRung).note;
    // A step between two rungs takes a part no shop lists only where a rung itself had to (rule 1).
    const estimates = foot.completion.unlisted.length > 0 || top.completion.unlisted.length > 0;
    const steps: Step[] = [{ found: foot, took: [], note: footRung.note }];
    let current = foot.combo;
    let taken: Slot[] = [];
    const differs = SLOTS.filter((slot) => !sameSlot(slot, foot.combo, top.combo));
    const floor = this.search.floorOf(foot.combo);
    while (taken.length < differs.length) {
      let pick: { found: Found; slot: Slot; value: number } | null = null;
      for (const slot of differs) {
        if (taken.includes(slot)) continue;
        const combo = this.withSlots(foot.combo, top.combo, [...taken, slot]);
        const found = combo ? this.at(combo, tier, floor, estimates) : null;
        if (!found) continue;
        const cost = Math.max(1, found.completion.total - steps[steps.length - 1]!.found.completion.total);
        const value = (found.combo.score - steps[steps.length - 1]!.found.combo.score) / cost;
        if (!pick || value > pick.value) pick = { found, slot, value };
      }
      if (!pick) break;
      taken = [...taken, pick.slot];
      current = pick.found.combo;
      steps.push({ found: pick.found, took: taken, note: note(pick.found) });
    }
    // The top rung's parts at this band's standards, when the part-by-part steps did not reach them.
    if (current.key !== top.combo.key) {
      const whole = this.at(top.combo, tier, floor, estimates);
      if (whole) steps.push({ found: whole, took: differs, note: note(whole) });
    }
    this.bands.set(tier, steps);
    return steps;
  }

  /** A combo's build at a band's standards, when it passes every rule there (of listed parts, or where `estimates` allows, of any). */
  private at(combo: Combo, tier: number, floor: Floor, estimates: boolean): Found | null {
    if (!this.search.comboMeets(combo, floor, tier)) return null;
    const completion = this.search.build(combo, tier, { pool: 'listed', balanced: true }) ?? (estimates ? this.search.build(combo, tier, { pool: 'all', balanced: true }) : null);
    return completion ? { combo, completion } : null;
  }

  /** The foot's combo with some slots taken from the top's. */
  private withSlots(foot: Combo, top: Combo, slots: readonly Slot[]): Combo | null {
    const from = (slot: Slot) => (slots.includes(slot) ? top : foot);
    return this.search.mix(from('cpu'), from('memory'), from('ssd'), from('gpu'));
  }

  /** The answer for a budget: the furthest step of its band it can pay for; null below the cheapest build. */
  answer(budget: number): LadderAnswer | null {
    const base = this.cheapest();
    if (!base || base.completion.total > budget) return null;
    const tier = ruleTier(budget);
    const steps = this.band(tier);
    let at = 0;
    steps.forEach((step, i) => {
      if (step.found.completion.total <= budget) at = i;
    });
    const found = steps[at]!.found;
    return { found, next: this.nextAfter(tier, at, found), note: steps[at]!.note };
  }

  /** The next stronger build up the ladder from a step, and the least budget that buys it (null at the top). */
  private nextAfter(tier: number, at: number, found: Found): LadderAnswer['next'] {
    const stronger = (s: Step) => s.found.combo.score > found.combo.score;
    const later = this.band(tier).slice(at + 1).find(stronger);
    if (later) return { found: later.found, budget: later.found.completion.total };
    for (let t = tier + RULE_STEP; t <= tier + LOOKAHEAD; t += RULE_STEP) {
      const step = this.band(t).find(stronger);
      if (step) return { found: step.found, budget: Math.max(t, step.found.completion.total) };
      if (this.topFrom !== null && t >= this.topFrom) return null;
    }
    return null;
  }
}

/** How far above a budget the ladder looks for the next build up. */
export const LOOKAHEAD = 500_000;

function sameSlot(slot: Slot, a: Combo, b: Combo): boolean {
  switch (slot) {
    case 'cpu':
      return a.cpu === b.cpu;
    case 'gpu':
      return a.gpus.length === b.gpus.length && a.gpus.every((g, i) => g === b.gpus[i]);
    case 'memory':
      return a.memory.kind === b.memory.kind && (a.memory.kind === 'kept' || (b.memory.kind === 'buy' && a.memory.type === b.memory.type && a.memory.capacityGb === b.memory.capacityGb));
    case 'ssd':
      return a.ssd.kind === b.ssd.kind && (a.ssd.kind === 'kept' || (b.ssd.kind === 'buy' && a.ssd.nominalGb === b.ssd.nominalGb));
  }
}
