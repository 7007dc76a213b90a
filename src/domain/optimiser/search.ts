/**
 * The search. Every choice of CPU, graphics card (or none, on a CPU with graphics), memory size
 * and SSD size is a combo with a score by the use's measure; the rest of the build is the
 * cheapest completion by our rules and the budget's standards (complete.ts). `best(budget,
 * floor)` is the highest-scoring combo whose completion fits the budget, passes the technician's
 * rules (rules.ts) and the builder's verdict (verdict.ts), and is no worse than `floor` in CPU,
 * card, memory and SSD (the cheapest such build on a tie), found by scanning the combos from the
 * highest score down and skipping any whose lower bound is over budget.
 *
 * Parts that can never win are dropped first: a card that costs more than another and is no
 * faster, no shorter, no thinner and no hungrier can never be the better choice (the same for
 * CPUs of one socket). A CPU or card no shop lists is dropped when a listed one is at least as
 * fast, whatever its price: its estimate is not a price anyone can pay.
 */
import { gameCores } from '../builder/balance.ts';
import { emptySelection, normalizeSocket } from '../builder/selection.ts';
import type { CatalogueIndex, Cpu, Gpu } from './catalogue-index.ts';
import { boxedCoolerEnough, Completer, type Combo, type Completion, type MemoryChoice, type PoolName, type SsdTier } from './complete.ts';
import type { Kept } from './kept.ts';
import { GPU_SCORE_CAP, MEASURE_WEIGHTS, coreLog, cpuParts, fromLog, graphicsRating, isSsd, memoryLog, nominalGb, storageLog } from './measure.ts';
import type { Rater } from './performance.ts';
import {
  FULL_MEMORY_GB,
  FULL_SSD_GB,
  MIN_GAMING_CORES,
  MIN_GAMING_VRAM_GB,
  cardLinkFits,
  generalCpuFits,
  generalGpuFits,
  gpuShareRange,
  gpuSharePercent,
  hasVideoEncoder,
  memoryFloorGb,
  ramSpeedFits,
  ruleBreaches,
  ssdFloorGb,
  standardsFor,
  type RuleBreach,
  type RuleContext,
} from './rules.ts';
import type { Purpose } from './types.ts';
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

interface MemoryOption {
  choice: MemoryChoice;
  gb: number;
  cheapest: number;
  log: number;
}
interface SsdOption {
  tier: SsdTier;
  gb: number;
  cheapest: number;
  log: number;
}
/** A CPU with a card set (or none): its combos share everything but memory and SSD. */
interface Pair {
  cpu: Cpu;
  gpus: Gpu[];
  /** The CPU's and card's share of the log score. */
  log: number;
  /** The card set's speed (or the CPU's own graphics), uncapped: what "never a slower card" compares. */
  gpuValue: number;
  /** Lower bound of the price without memory and SSD. */
  floor: number;
  /** Lower bound of any of its builds. */
  minBound: number;
  /** The highest score any of its combos could reach. */
  optimistic: number;
  key: string;
  memories: MemoryOption[];
  ssds: SsdOption[];
  combos: Combo[] | null;
  /** The verdict finds the CPU and card matched (worked out when first needed). */
  balanced?: boolean;
}

/**
 * The items no other item beats: `values(t)` are "more is better" figures, `costs(t)` "less is
 * better" ones; an item is dropped when another is at least as good on every figure and better on
 * one (or equal on all and first by id).
 */
function undominated<T extends { id: string }>(items: readonly T[], values: (t: T) => number[], costs: (t: T) => number[], group: (t: T) => string = () => ''): T[] {
  const rows = items.map((item) => ({ item, v: values(item), c: costs(item), g: group(item) }));
  const beats = (a: (typeof rows)[number], b: (typeof rows)[number]) => {
    if (a.g !== b.g) return false;
    let strict = false;
    for (let i = 0; i < a.v.length; i++) {
      if (a.v[i]! < b.v[i]!) return false;
      if (a.v[i]! > b.v[i]!) strict = true;
    }
    for (let i = 0; i < a.c.length; i++) {
      if (a.c[i]! > b.c[i]!) return false;
      if (a.c[i]! < b.c[i]!) strict = true;
    }
    return strict || a.item.id < b.item.id;
  };
  return rows.filter((b) => !rows.some((a) => a !== b && beats(a, b))).map((r) => r.item);
}

/** Unlisted items that a listed item of the same group matches or beats on every figure (at any price). */
function withoutOutdoneEstimates<T extends Cpu | Gpu>(items: readonly T[], isListed: (t: T) => boolean, values: (t: T) => number[], group: (t: T) => string): T[] {
  const listed = items.filter(isListed);
  return items.filter((t) => {
    if (isListed(t)) return true;
    const v = values(t);
    return !listed.some((l) => group(l) === group(t) && values(l).every((x, i) => x >= v[i]!));
  });
}

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
    this.pairs = this.enumerate();
  }

  private gpuScore(gpus: readonly Gpu[], cpu: Cpu): number {
    return Math.min(graphicsRating(gpus, cpu, this.rater).value, GPU_SCORE_CAP[this.purpose]);
  }

  /** CPUs worth trying: the kept one, or those no cheaper CPU of the same socket beats on everything that matters here. */
  private cpuCandidates(): Cpu[] {
    const { kept, index, rater, purpose } = this;
    if (kept.cpu) return [kept.cpu];
    const w = MEASURE_WEIGHTS[purpose];
    let cpus = index.cpus;
    if (kept.mobo) cpus = cpus.filter((c) => index.boardTakesCpu(kept.mobo!, c));
    if (purpose === 'gaming') cpus = cpus.filter((c) => gameCores(c) >= MIN_GAMING_CORES);
    if (purpose === 'generaluse') cpus = cpus.filter(generalCpuFits);
    const values = (c: Cpu) => [
      w.cpuGaming > 0 || w.games > 0 ? rater.cpuGaming(c).value : 0,
      w.cpuMulti > 0 ? rater.cpuMulti(c).value : 0,
      rater.integrated(c).value,
      boxedCoolerEnough(c) ? 1 : 0,
    ];
    // Same socket and memory types: the same boards take them.
    const group = (c: Cpu) => `${normalizeSocket(c.socket)}|${[...c.memoryTypes].sort().join('/')}`;
    return undominated(withoutOutdoneEstimates(cpus, index.listed, values, group), values, (c) => [c.price, c.maxTdp, c.tdp], group);
  }

  /** Card sets worth trying: the kept cards, or each card no cheaper card beats on speed, size and power. */
  private gpuCandidates(): Gpu[][] {
    const { kept, index, rater, purpose } = this;
    if (kept.gpus.length) return [kept.gpus];
    let gpus = index.gpus;
    if (purpose === 'gaming') gpus = gpus.filter((g) => g.vram >= MIN_GAMING_VRAM_GB);
    if (purpose === 'generaluse') gpus = gpus.filter(generalGpuFits);
    // A card's encoder matters for productivity: cards without one are their own group.
    const group = (g: Gpu) => (purpose === 'productivity' && !hasVideoEncoder(null, [g]) ? 'no-encoder' : '');
    const cards = undominated(
      withoutOutdoneEstimates(gpus, index.listed, (g) => [rater.gpu(g).value], group),
      (g) => [Math.min(rater.gpu(g).value, GPU_SCORE_CAP[purpose])],
      (g) => [g.price, g.lengthMm, g.slotWidth, g.powerDraw, g.recommendedPsuW ?? 0],
      group,
    );
    return [[], ...cards.map((g) => [g])];
  }

  private memoryChoices(cpu: Cpu): { choice: MemoryChoice; gb: number; cheapest: number }[] {
    const { kept, index } = this;
    if (kept.rams.length) return [{ choice: { kind: 'kept' }, gb: kept.rams.reduce((s, r) => s + r.capacityGb, 0), cheapest: 0 }];
    const out: { choice: MemoryChoice; gb: number; cheapest: number }[] = [];
    for (const [key, options] of index.pools.all.ram) {
      const [type, gb] = key.split('|') as [string, string];
      if (!cpu.memoryTypes.includes(type as never)) continue;
      if (kept.mobo && kept.mobo.ramType.toUpperCase() !== type) continue;
      const fitting = options.filter((o) => o.kits.every((k) => ramSpeedFits(k, cpu)));
      if (!fitting.length) continue;
      out.push({ choice: { kind: 'buy', type, capacityGb: Number(gb) }, gb: Number(gb), cheapest: Math.min(...fitting.map((o) => o.price)) });
    }
    return out;
  }

  private ssdChoices(): { tier: SsdTier; gb: number; cheapest: number }[] {
    const { kept, index } = this;
    const keptSsd = [...kept.m2s, ...kept.sata].filter(isSsd).reduce((s, d) => s + nominalGb(d.capacityGb), 0);
    if (keptSsd > 0) return [{ tier: { kind: 'kept' }, gb: keptSsd, cheapest: 0 }];
    const all = index.pools.all;
    const sizes = new Set([...all.nvme.keys(), ...all.sataSsd.keys()]);
    const cheapest = (gb: number) => Math.min(...[...(all.nvme.get(gb) ?? []), ...(all.sataSsd.get(gb) ?? [])].map((c) => c.drive.price));
    return [...sizes].sort((a, b) => a - b).map((gb) => ({ tier: { kind: 'buy', nominalGb: gb }, gb, cheapest: cheapest(gb) }));
  }

  private enumerate(): Pair[] {
    const { index, kept, rater, purpose } = this;
    const all = index.pools.all;
    const cheapestCase = kept.pcCase ? 0 : Math.min(...all.cases.map((c) => c.price));
    const cheapestCooler = kept.cooler ? 0 : Math.min(...all.coolers.map((c) => c.price));
    // Cheapest PSU of at least each wattage: PSUs by wattage, with the lowest price from there up.
    const byWatt = [...all.psus].sort((a, b) => a.wattage - b.wattage);
    const suffixMin = byWatt.map((p) => p.price);
    for (let i = suffixMin.length - 2; i >= 0; i--) suffixMin[i] = Math.min(suffixMin[i]!, suffixMin[i + 1]!);
    const psuFloor = (need: number) => {
      if (kept.psu) return kept.psu.wattage >= need ? 0 : Infinity;
      const i = byWatt.findIndex((p) => p.wattage >= need);
      return i < 0 ? Infinity : suffixMin[i]!;
    };
    const ssds = this.ssdChoices().map((o) => ({ ...o, log: storageLog(purpose, o.gb) }));
    const maxSsdLog = Math.max(...ssds.map((o) => o.log));
    const minSsd = Math.min(...ssds.map((o) => o.cheapest));
    const boardFloor = new Map<string, number>();
    const memories = new Map<string, MemoryOption[]>();
    const pairs: Pair[] = [];
    const cardSets = this.gpuCandidates();
    for (const cpu of this.cpuCandidates()) {
      const shape = `${cpu.socket}|${cpu.memoryTypes.join('/')}|${cpu.ramMax}|${cpu.ramMaxDdr4 ?? ''}`;
      if (!boardFloor.has(shape)) {
        const board = kept.mobo ? kept.mobo : all.boards.filter((b) => index.boardTakesCpu(b, cpu)).sort((a, b) => a.price - b.price)[0];
        boardFloor.set(shape, board ? (kept.mobo ? 0 : board.price) : Infinity);
        memories.set(
          shape,
          this.memoryChoices(cpu)
            .map((m) => ({ ...m, log: memoryLog(purpose, m.gb) }))
            .sort((a, b) => b.log - a.log || a.cheapest - b.cheapest),
        );
      }
      const mems = memories.get(shape)!;
      if (!mems.length || !ssds.length) continue;
      const cpuFloor = (kept.cpu ? 0 : cpu.price) + boardFloor.get(shape)! + cheapestCase + (kept.cooler || boxedCoolerEnough(cpu) ? 0 : cheapestCooler) + kept.pcCost;
      const cpuScores = cpuParts(purpose, rater, cpu);
      for (const gpus of cardSets) {
        if (gpus.length === 0 && !cpu.integratedGraphics) continue;
        if (purpose === 'productivity' && !hasVideoEncoder(cpu, gpus)) continue;
        if (!kept.gpus.length && !gpus.every((g) => cardLinkFits(g, cpu))) continue;
        const floor = cpuFloor + (kept.gpus.length ? 0 : gpus.reduce((s, g) => s + g.price, 0)) + psuFloor(this.completer.psuNeed(cpu, gpus));
        if (!Number.isFinite(floor)) continue;
        const log = coreLog(purpose, { ...cpuScores, gpu: this.gpuScore(gpus, cpu) });
        pairs.push({
          cpu,
          gpus,
          log,
          gpuValue: graphicsRating(gpus, cpu, rater).value,
          floor,
          minBound: floor + Math.min(...mems.map((m) => m.cheapest)) + minSsd,
          // Rounding to 0.1 can add at most 0.05: this bounds every combo's rounded score from above.
          optimistic: 100 * Math.exp(log + mems[0]!.log + maxSsdLog) + 0.05 + 1e-9,
          key: `${cpu.id}|${gpus.map((g) => g.id).join('+')}`,
          memories: mems,
          ssds,
          combos: null,
        });
      }
    }
    return pairs.sort((a, b) => b.optimistic - a.optimistic || a.minBound - b.minBound || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
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
