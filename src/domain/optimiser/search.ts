/**
 * The search. Every choice of CPU, graphics card (or none, on a CPU with graphics), memory size
 * and SSD size is a combo with a score by the use's measure; the rest of the build is the
 * cheapest completion by our rules and the budget's standards (complete.ts). `best(budget,
 * floor)` is the highest-scoring combo whose completion fits the budget, passes the technician's
 * rules (rules.ts) and the builder's verdict (verdict.ts), and is no worse than `floor` in CPU,
 * card, memory and SSD (the cheapest such build on a tie), found by scanning the combos from the
 * highest score down and skipping any whose lower bound is over budget.
 *
 * What is tried, and which parts are dropped before the scan because they can never win, is
 * candidates.ts.
 */
import { emptySelection } from '../builder/selection.ts';
import type { CatalogueIndex, Gpu } from './catalogue-index.ts';
import { Completer, type Combo, type Completion, type MemoryChoice, type PoolName, type SsdTier } from './complete.ts';
import type { Kept } from './kept.ts';
import { MEASURE_WEIGHTS, cpuParts, fromLog, graphicsRating, isSsd, nominalGb } from './measure.ts';
import type { Rater } from './performance.ts';
import { FULL_MEMORY_GB, FULL_SSD_GB, gpuShareRange, gpuSharePercent, memoryFloorGb, ruleBreaches, ssdFloorGb, standardsFor, type RuleBreach, type RuleContext } from './rules.ts';
import type { Purpose } from './types.ts';
import { candidatePairs, type MemoryOption, type Pair, type SsdOption } from './candidates.ts';
import { suggestionVerdict } from './verdict.ts';

export interface Found {
  combo: Combo;
  completion: Completion;
}

/** What a build must at least have: the CPU's figures for the use, the card's speed, memory and SSD sizes. */
export interface Floor {
  cpuGaming: number;
  cpuMulti: number;
  gpu: number;
  memoryGb: number;
  ssdGb: number;
}
export const NO_FLOOR: Floor = { cpuGaming: 0, cpuMulti: 0, gpu: 0, memoryGb: 0, ssdGb: 0 };

const EPS = 1e-9;

/** Where parts come from (listed by shops, or estimates too), and whether the verdict must find the CPU and card matched. */
export interface Mode {
  pool: PoolName;
  balanced: boolean;
}
const MODES: readonly Mode[] = [
  { pool: 'listed', balanced: true },
  { pool: 'all', balanced: true },
  { pool: 'listed', balanced: false },
  { pool: 'all', balanced: false },
];

export class Search {
  readonly completer: Completer;
  /** Every CPU and card set worth trying, by the best score their combos could reach. */
  readonly pairs: Pair[];
  readonly ruleContext: RuleContext;
  private readonly verdicts = new Map<string, 'good' | 'imbalance' | 'problem'>();

  readonly index: CatalogueIndex;
  readonly kept: Kept;
  readonly rater: Rater;
  readonly purpose: Purpose;

  constructor(index: CatalogueIndex, kept: Kept, rater: Rater, purpose: Purpose) {
    this.index = index;
    this.kept = kept;
    this.rater = rater;
    this.purpose = purpose;
    this.completer = new Completer(index, kept);
    this.ruleContext = ruleContextOf(index);
    this.pairs = candidatePairs(this);
  }

  /** A pair's combos (every memory and SSD choice), highest score first, made when first needed. */
  private combosOf(pair: Pair): Combo[] {
    if (pair.combos) return pair.combos;
    const combos: Combo[] = [];
    for (const memory of pair.memories) for (const ssd of pair.ssds) combos.push(this.makeCombo(pair, memory, ssd));
    return (pair.combos = combos.sort((a, b) => b.score - a.score || a.bound - b.bound || (a.key < b.key ? -1 : 1)));
  }

  private makeCombo(pair: Pair, memory: MemoryOption, ssd: SsdOption): Combo {
    const memKey = memory.choice.kind === 'kept' ? 'kept' : `${memory.choice.type}${memory.choice.capacityGb}`;
    return {
      cpu: pair.cpu,
      gpus: pair.gpus,
      memory: memory.choice,
      ssd: ssd.tier,
      score: fromLog(pair.log + memory.log + ssd.log),
      bound: pair.floor + memory.cheapest + ssd.cheapest,
      key: `${pair.key}|${memKey}|${ssd.tier.kind === 'kept' ? 'kept' : ssd.tier.nominalGb}`,
    };
  }

  /** The combo with the CPU and cards of one combo and the memory and SSD of others (null when that pair is not searched). */
  mix(cpuFrom: Combo, memoryFrom: Combo, ssdFrom: Combo, gpusFrom: Combo = cpuFrom): Combo | null {
    const pair = this.pairs.find((p) => p.cpu === cpuFrom.cpu && p.gpus.length === gpusFrom.gpus.length && p.gpus.every((g, i) => g === gpusFrom.gpus[i]));
    if (!pair) return null;
    const memory = pair.memories.find((m) => sameMemory(m.choice, memoryFrom.memory));
    const ssd = pair.ssds.find((o) => sameSsd(o.tier, ssdFrom.ssd));
    return memory && ssd ? this.makeCombo(pair, memory, ssd) : null;
  }

  /**
   * The figures "never worse" compares, for a combo: the CPU's as the use counts them (general
   * use stops counting at a Ryzen 5 7600's level: a CPU beyond it is no better for the use), the
   * card's speed, the memory and SSD sizes.
   */
  floorOf(combo: Combo): Floor {
    const { rater } = this;
    const memoryGb = combo.memory.kind === 'kept' ? this.kept.rams.reduce((s, r) => s + r.capacityGb, 0) : combo.memory.capacityGb;
    const ssdGb = combo.ssd.kind === 'kept' ? [...this.kept.m2s, ...this.kept.sata].filter(isSsd).reduce((s, d) => s + nominalGb(d.capacityGb), 0) : combo.ssd.nominalGb;
    return { ...cpuParts(this.purpose, rater, combo.cpu), gpu: graphicsRating(combo.gpus, combo.cpu, rater).value, memoryGb, ssdGb };
  }

  /** The card set's price against a build's price: can a build of this combo's price range land in the budget's band? */
  private shareCanFit(gpus: readonly Gpu[], lowest: number, budget: number): boolean {
    if (this.purpose !== 'gaming' || this.kept.gpus.length) return true;
    const range = gpuShareRange(budget);
    const price = gpus.reduce((s, g) => s + g.price, 0);
    // The share only falls as the build costs more: at most price/lowest, at least price/budget.
    return gpuSharePercent(price, lowest) >= range.min - EPS && gpuSharePercent(price, Math.max(budget, lowest)) <= range.max + EPS;
  }

  /** The verdict's CPU/GPU balance needs only the pair: a pair it would flag is never completed (unless the mode allows it). */
  private pairBalanced(pair: Pair, mode: Mode): boolean {
    if (!mode.balanced) return true;
    if (pair.balanced === undefined) {
      const selection = { ...emptySelection(), cpu: pair.cpu, gpus: pair.gpus.length ? [...pair.gpus] : [null] };
      pair.balanced = suggestionVerdict(selection, this.purpose).imbalance === null;
    }
    return pair.balanced;
  }

  /** Whether a CPU's figures are below a floor's for this use (what "the CPU got worse" means). */
  cpuBelow(cpu: Pick<Floor, 'cpuGaming' | 'cpuMulti'>, floor: Pick<Floor, 'cpuGaming' | 'cpuMulti'>): boolean {
    const w = MEASURE_WEIGHTS[this.purpose];
    return ((w.games > 0 || w.cpuGaming > 0) && cpu.cpuGaming < floor.cpuGaming - EPS) || (w.cpuMulti > 0 && cpu.cpuMulti < floor.cpuMulti - EPS);
  }

  /** The technician's rules a found build misses at a budget (rules.ts). */
  breaches(found: Found, budget: number): RuleBreach[] {
    const keptIds = new Set(this.kept.entries.map((e) => e.part.id));
    const unlistedAllowed = new Set([...found.completion.unlisted, found.combo.cpu, ...found.combo.gpus].map((p) => p.id));
    return ruleBreaches(found.completion.selection, this.purpose, budget, this.ruleContext, { keptIds, unlistedAllowed, total: found.completion.total });
  }

  /** Whether a pair's CPU and card are no worse than the floor for this use. */
  private pairMeets(pair: Pair, floor: Floor): boolean {
    if (pair.gpuValue < floor.gpu - EPS) return false;
    return !this.cpuBelow(cpuParts(this.purpose, this.rater, pair.cpu), floor);
  }

  /** The memory and SSD sizes the budget calls for (rules.ts), for a combo's memory type. */
  private sizeFloors(budget: number, type: string | null): { memoryGb: number; ssdGb: number } {
    const { purpose, ruleContext } = this;
    return {
      memoryGb: type ? memoryFloorGb(purpose, budget, ruleContext.cheapestMemory(type, FULL_MEMORY_GB)) : 0,
      ssdGb: this.kept.m2s.length || this.kept.sata.length ? 0 : ssdFloorGb(purpose, budget, ruleContext.cheapestSsd(FULL_SSD_GB)),
    };
  }

  /** The combo meets the floor and the budget's memory and SSD sizes. */
  comboMeets(combo: Combo, floor: Floor, budget: number): boolean {
    const memoryGb = combo.memory.kind === 'kept' ? Infinity : combo.memory.capacityGb;
    const ssdGb = combo.ssd.kind === 'kept' ? Infinity : combo.ssd.nominalGb;
    if (memoryGb < floor.memoryGb || ssdGb < floor.ssdGb) return false;
    const sizes = this.sizeFloors(budget, combo.memory.kind === 'buy' ? combo.memory.type : null);
    return memoryGb >= sizes.memoryGb && ssdGb >= sizes.ssdGb;
  }

  /**
   * The combo's build at a budget's standards, if the catalogue completes it, the card's share
   * fits the budget's band (gaming) and the builder's verdict finds no problem and no imbalance.
   */
  build(combo: Combo, budget: number, mode: Mode = MODES[0]!): Completion | null {
    const { pool } = mode;
    const completion = this.completer.complete(combo, standardsFor(this.purpose, budget), pool);
    if (!completion) return null;
    if (this.purpose === 'gaming' && !this.kept.gpus.length) {
      const range = gpuShareRange(budget);
      const share = gpuSharePercent(combo.gpus.reduce((s, g) => s + g.price, 0), completion.total);
      if (share < range.min - EPS || share > range.max + EPS) return null;
    }
    const key = `${pool}|${combo.key}|${completion.standards.key}`;
    let verdict = this.verdicts.get(key);
    if (verdict === undefined) {
      const v = suggestionVerdict(completion.selection, this.purpose);
      this.verdicts.set(key, (verdict = v.result.problems.length > 0 ? 'problem' : v.imbalance ? 'imbalance' : 'good'));
    }
    return verdict === 'good' || (verdict === 'imbalance' && !mode.balanced) ? completion : null;
  }

  /** The ways to search, strictest first: only when one finds nothing is the next tried. */
  private modes(): readonly Mode[] {
    // A kept part may leave no balanced build (a kept 4-core CPU for productivity): then the person's choice stands.
    return this.kept.entries.length ? MODES : MODES.filter((m) => m.balanced);
  }

  /**
   * The strongest build within the budget that is no worse than `floor` (the cheapest one on a
   * tie), or null: of parts shops list, and only when none fits, with parts priced by estimate.
   */
  best(budget: number, floor: Floor = NO_FLOOR): Found | null {
    for (const mode of this.modes()) {
      const found = this.scan(budget, floor, mode);
      if (found) return found;
    }
    return null;
  }

  /**
   * Pairs are tried by the best score any of their combos could reach; once that is below the
   * best build found, nothing later can beat it.
   */
  private scan(budget: number, floor: Floor, mode: Mode): Found | null {
    let found: Found | null = null;
    for (const pair of this.pairs) {
      if (found && pair.optimistic < found.combo.score - EPS) break;
      if (pair.minBound > budget || !this.pairMeets(pair, floor) || !this.shareCanFit(pair.gpus, pair.minBound, budget) || !this.pairBalanced(pair, mode)) continue;
      for (const combo of this.combosOf(pair)) {
        if (found && combo.score < found.combo.score - EPS) break;
        if (combo.bound > budget || !this.shareCanFit(combo.gpus, combo.bound, budget) || !this.comboMeets(combo, floor, budget)) continue;
        const tie = found !== null && Math.abs(combo.score - found.combo.score) <= EPS;
        if (tie && combo.bound >= found!.completion.total) continue;
        const completion = this.build(combo, budget, mode);
        if (!completion || completion.total > budget) continue;
        if (!found || combo.score > found.combo.score + EPS || completion.total < found.completion.total) found = { combo, completion };
      }
    }
    return found;
  }

  /** The cheapest complete build at the lowest budget's standards (the strongest on a tie), or null when none exists. */
  cheapest(): Found | null {
    for (const mode of this.modes()) {
      const found = this.cheapestIn(mode);
      if (found) return found;
    }
    return null;
  }

  private cheapestIn(mode: Mode): Found | null {
    const pairs = [...this.pairs].sort((a, b) => a.minBound - b.minBound || (a.key < b.key ? -1 : 1));
    let found: Found | null = null;
    for (const pair of pairs) {
      if (found && pair.minBound > found.completion.total) break;
      if (!this.pairBalanced(pair, mode)) continue;
      for (const combo of [...this.combosOf(pair)].sort((a, b) => a.bound - b.bound || b.score - a.score)) {
        if (found && combo.bound > found.completion.total) break;
        if (!this.comboMeets(combo, NO_FLOOR, 0)) continue;
        const completion = this.build(combo, 0, mode);
        if (!completion) continue;
        if (!found || completion.total < found.completion.total || (completion.total === found.completion.total && combo.score > found.combo.score)) {
          found = { combo, completion };
        }
      }
    }
    return found;
  }
}

const sameMemory = (a: MemoryChoice, b: MemoryChoice) => (a.kind === 'kept' ? b.kind === 'kept' : b.kind === 'buy' && a.type === b.type && a.capacityGb === b.capacityGb);
const sameSsd = (a: SsdTier, b: SsdTier) => (a.kind === 'kept' ? b.kind === 'kept' : b.kind === 'buy' && a.nominalGb === b.nominalGb);

/** The catalogue's cheapest 32 GB kit of a type and 1 TB SSD, listed ones first (what the size rules read; remembered). */
export function ruleContextOf(index: CatalogueIndex): RuleContext {
  const from = (list: { price: number }[] | undefined) => (list?.length ? Math.min(...list.map((o) => o.price)) : undefined);
  const memo = new Map<string, number | undefined>();
  const remember = (key: string, make: () => number | undefined) => {
    if (!memo.has(key)) memo.set(key, make());
    return memo.get(key);
  };
  const drives = (pool: 'listed' | 'all', gb: number) => from([...(index.pools[pool].nvme.get(gb) ?? []), ...(index.pools[pool].sataSsd.get(gb) ?? [])].map((c) => c.drive));
  return {
    cheapestMemory: (type, gb) => remember(`m|${type}|${gb}`, () => from(index.pools.listed.ram.get(`${type}|${gb}`)) ?? from(index.pools.all.ram.get(`${type}|${gb}`))),
    cheapestSsd: (gb) => remember(`s|${gb}`, () => drives('listed', gb) ?? drives('all', gb)),
  };
}
