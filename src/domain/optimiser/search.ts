/**
 * The search. Every choice of CPU, graphics card (or none, on a CPU with graphics), memory size
 * and SSD size is a combo with a score by the use's measure; the rest of the build is the
 * cheapest completion by our rules (complete.ts). The answer for a budget is the highest-scoring
 * combo whose completion fits it (the cheapest such build on a tie), found by scanning the
 * combos from the highest score down and skipping any whose lower bound is over budget.
 *
 * Exact over the combos, so a larger budget never gives a lower score. Parts that can never win
 * are dropped first: a card that costs more than another and is no faster, no shorter, no
 * thinner and no hungrier can never be the better choice (the same for CPUs of one socket).
 */
import { BUDGET_SPLITS, allocate } from '../budget.ts';
import { gameCores } from '../builder/balance.ts';
import { evaluateBuild } from '../builder/compatibility.ts';
import { normalizeSocket } from '../builder/selection.ts';
import { type CatalogueIndex, type Cpu, type Gpu } from './catalogue-index.ts';
import { boxedCoolerEnough, Completer, type Combo, type Completion, type MemoryChoice, type SsdTier } from './complete.ts';
import type { Kept } from './kept.ts';
import { GPU_SCORE_CAP, MEASURE_WEIGHTS, coreLog, fromLog, graphicsRating, isSsd, memoryLog, nominalGb, storageLog } from './measure.ts';
import type { Rater } from './performance.ts';
import type { Use } from './types.ts';

export interface Found {
  combo: Combo;
  completion: Completion;
}

const EPS = 1e-9;

/**
 * A gaming build gets a CPU with at least 6 cores that games use (an Intel CPU's performance
 * cores; balance.ts): recent games stutter on 4, whatever the average frame rate says. A kept
 * CPU is kept regardless.
 */
export const MIN_GAMING_CORES = 6;

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

export class Search {
  readonly completer: Completer;
  /** Every CPU and card set worth trying, by the best score their combos could reach. */
  readonly pairs: Pair[];
  private readonly rejected = new Set<string>();

  readonly index: CatalogueIndex;
  readonly kept: Kept;
  readonly rater: Rater;
  readonly use: Use;

  constructor(index: CatalogueIndex, kept: Kept, rater: Rater, use: Use) {
    this.index = index;
    this.kept = kept;
    this.rater = rater;
    this.use = use;
    this.completer = new Completer(index, kept);
    this.pairs = this.enumerate();
  }

  private gpuScore(gpus: readonly Gpu[], cpu: Cpu): number {
    return Math.min(graphicsRating(gpus, cpu, this.rater).value, GPU_SCORE_CAP[this.use]);
  }

  /** CPUs worth trying: the kept one, or those no cheaper CPU of the same socket beats on everything that matters here. */
  private cpuCandidates(): Cpu[] {
    const { kept, index, rater, use } = this;
    if (kept.cpu) return [kept.cpu];
    const w = MEASURE_WEIGHTS[use];
    let cpus = index.cpus;
    if (kept.mobo) cpus = cpus.filter((c) => index.boardTakesCpu(kept.mobo!, c));
    if (use === 'gaming') cpus = cpus.filter((c) => gameCores(c) >= MIN_GAMING_CORES);
    return undominated(
      cpus,
      (c) => [
        w.cpuGaming > 0 || w.games > 0 ? rater.cpuGaming(c).value : 0,
        w.cpuMulti > 0 ? rater.cpuMulti(c).value : 0,
        rater.integrated(c).value,
        boxedCoolerEnough(c) ? 1 : 0,
      ],
      (c) => [c.price, c.maxTdp],
      // Same socket and memory types: the same boards take them.
      (c) => `${normalizeSocket(c.socket)}|${[...c.memoryTypes].sort().join('/')}`,
    );
  }

  /** Card sets worth trying: the kept cards, or each card no cheaper card beats on speed, size and power. */
  private gpuCandidates(): Gpu[][] {
    const { kept, index, rater, use } = this;
    if (kept.gpus.length) return [kept.gpus];
    const cards = undominated(
      index.gpus,
      (g) => [Math.min(rater.gpu(g).value, GPU_SCORE_CAP[use])],
      (g) => [g.price, g.lengthMm, g.slotWidth, g.powerDraw, g.recommendedPsuW ?? 0],
    );
    return [[], ...cards.map((g) => [g])];
  }

  private memoryChoices(cpu: Cpu): { choice: MemoryChoice; gb: number; cheapest: number }[] {
    const { kept, index } = this;
    if (kept.rams.length) return [{ choice: { kind: 'kept' }, gb: kept.rams.reduce((s, r) => s + r.capacityGb, 0), cheapest: 0 }];
    const out: { choice: MemoryChoice; gb: number; cheapest: number }[] = [];
    for (const [key, options] of index.ram) {
      const [type, gb] = key.split('|') as [string, string];
      if (!cpu.memoryTypes.includes(type as never) || !options.length) continue;
      if (kept.mobo && kept.mobo.ramType.toUpperCase() !== type) continue;
      out.push({ choice: { kind: 'buy', type, capacityGb: Number(gb) }, gb: Number(gb), cheapest: options[0]!.price });
    }
    return out;
  }

  private ssdChoices(): { tier: SsdTier; gb: number; cheapest: number }[] {
    const { kept, index } = this;
    const keptSsd = [...kept.m2s, ...kept.sata].filter(isSsd).reduce((s, d) => s + nominalGb(d.capacityGb), 0);
    if (keptSsd > 0) return [{ tier: { kind: 'kept' }, gb: keptSsd, cheapest: 0 }];
    const sizes = new Set([...index.nvme.keys(), ...index.sataSsd.keys()]);
    return [...sizes].sort((a, b) => a - b).map((gb) => ({
      tier: { kind: 'buy', nominalGb: gb },
      gb,
      cheapest: Math.min(index.nvme.get(gb)?.[0]?.drive.price ?? Infinity, index.sataSsd.get(gb)?.[0]?.drive.price ?? Infinity),
    }));
  }

  private enumerate(): Pair[] {
    const { index, kept, rater, use } = this;
    const cheapestCase = kept.pcCase ? 0 : (index.cases[0]?.price ?? Infinity);
    const cheapestCooler = kept.cooler ? 0 : (index.coolers[0]?.price ?? Infinity);
    // Cheapest PSU of at least each wattage: PSUs by wattage, with the lowest price from there up.
    const byWatt = [...index.psus].sort((a, b) => a.wattage - b.wattage);
    const suffixMin = byWatt.map((p) => p.price);
    for (let i = suffixMin.length - 2; i >= 0; i--) suffixMin[i] = Math.min(suffixMin[i]!, suffixMin[i + 1]!);
    const psuFloor = (need: number) => {
      if (kept.psu) return kept.psu.wattage >= need ? 0 : Infinity;
      const i = byWatt.findIndex((p) => p.wattage >= need);
      return i < 0 ? Infinity : suffixMin[i]!;
    };
    const ssds = this.ssdChoices().map((o) => ({ ...o, log: storageLog(use, o.gb) }));
    const maxSsdLog = Math.max(...ssds.map((o) => o.log));
    const minSsd = Math.min(...ssds.map((o) => o.cheapest));
    const boardFloor = new Map<string, number>();
    const memories = new Map<string, MemoryOption[]>();
    const pairs: Pair[] = [];
    const cardSets = this.gpuCandidates();
    for (const cpu of this.cpuCandidates()) {
      const shape = `${cpu.socket}|${cpu.memoryTypes.join('/')}`;
      if (!boardFloor.has(shape)) {
        const board = kept.mobo ? kept.mobo : index.boards.find((b) => index.boardTakesCpu(b, cpu));
        boardFloor.set(shape, board ? (kept.mobo ? 0 : board.price) : Infinity);
        memories.set(
          shape,
          this.memoryChoices(cpu)
            .map((m) => ({ ...m, log: memoryLog(use, m.gb) }))
            .sort((a, b) => b.log - a.log || a.cheapest - b.cheapest),
        );
      }
      const mems = memories.get(shape)!;
      if (!mems.length || !ssds.length) continue;
      const cpuFloor = (kept.cpu ? 0 : cpu.price) + boardFloor.get(shape)! + cheapestCase + (kept.cooler || boxedCoolerEnough(cpu) ? 0 : cheapestCooler) + kept.pcCost;
      const cpuScores = { cpuGaming: rater.cpuGaming(cpu).value, cpuMulti: rater.cpuMulti(cpu).value };
      for (const gpus of cardSets) {
        if (gpus.length === 0 && !cpu.integratedGraphics) continue;
        const floor = cpuFloor + (kept.gpus.length ? 0 : gpus.reduce((s, g) => s + g.price, 0)) + psuFloor(this.completer.psuNeed(cpu, gpus));
        if (!Number.isFinite(floor)) continue;
        const log = coreLog(use, { ...cpuScores, gpu: this.gpuScore(gpus, cpu) });
        pairs.push({
          cpu,
          gpus,
          log,
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
    for (const memory of pair.memories) {
      for (const ssd of pair.ssds) {
        const memKey = memory.choice.kind === 'kept' ? 'kept' : `${memory.choice.type}${memory.choice.capacityGb}`;
        combos.push({
          cpu: pair.cpu,
          gpus: pair.gpus,
          memory: memory.choice,
          ssd: ssd.tier,
          score: fromLog(pair.log + memory.log + ssd.log),
          bound: pair.floor + memory.cheapest + ssd.cheapest,
          key: `${pair.key}|${memKey}|${ssd.tier.kind === 'kept' ? 'kept' : ssd.tier.nominalGb}`,
        });
      }
    }
    return (pair.combos = combos.sort((a, b) => b.score - a.score || a.bound - b.bound || (a.key < b.key ? -1 : 1)));
  }

  /** The combo's build if the catalogue completes it with no problem verdict by our rules. */
  build(combo: Combo): Completion | null {
    if (this.rejected.has(combo.key)) return null;
    const completion = this.completer.complete(combo);
    if (!completion) return null;
    if (evaluateBuild(completion.selection).problems.length > 0) {
      // The completion follows the same rules, so this should not happen; never hand out a build that fails them.
      this.rejected.add(combo.key);
      return null;
    }
    return completion;
  }

  /**
   * The strongest build within the budget (the cheapest one on a tie), or null. Pairs are tried
   * by the best score any of their combos could reach; once that is below the best build found,
   * nothing later can beat it.
   */
  best(budget: number, floorScore = -Infinity): Found | null {
    let found: Found | null = null;
    for (const pair of this.pairs) {
      if (found && pair.optimistic < found.combo.score - EPS) break;
      if (pair.optimistic < floorScore - EPS) break;
      if (pair.minBound > budget) continue;
      for (const combo of this.combosOf(pair)) {
        if (found && combo.score < found.combo.score - EPS) break;
        if (combo.bound > budget) continue;
        const tie = found !== null && Math.abs(combo.score - found.combo.score) <= EPS;
        if (tie && combo.bound >= found!.completion.total) continue;
        const completion = this.build(combo);
        if (!completion || completion.total > budget) continue;
        if (!found || combo.score > found.combo.score + EPS || completion.total < found.completion.total) found = { combo, completion };
      }
    }
    return found;
  }

  /** The highest score any build reaches at any budget. */
  topScore(): number {
    return this.best(Infinity)?.combo.score ?? 0;
  }

  /** The cheapest complete build at any budget (the strongest on a tie), or null when none exists. */
  cheapest(): Found | null {
    const pairs = [...this.pairs].sort((a, b) => a.minBound - b.minBound || (a.key < b.key ? -1 : 1));
    let found: Found | null = null;
    for (const pair of pairs) {
      if (found && pair.minBound > found.completion.total) break;
      for (const combo of [...this.combosOf(pair)].sort((a, b) => a.bound - b.bound || b.score - a.score)) {
        if (found && combo.bound > found.completion.total) break;
        const completion = this.build(combo);
        if (!completion) continue;
        if (!found || completion.total < found.completion.total || (completion.total === found.completion.total && combo.score > found.combo.score)) {
          found = { combo, completion };
        }
      }
    }
    return found;
  }

  /**
   * Where the spec's budget split (§9) would start: the strongest CPU and card within their
   * shares, the most memory and SSD within theirs (the cheapest of each where nothing fits its
   * share). General use has no split in the spec; it takes the average of the two. Returns the
   * split in words and, when it fits the budget, its build; the search starts from its score.
   */
  splitStart(budget: number): { split: string; found: Found | null } {
    const { use, rater, kept } = this;
    const shares = splitShares(use, budget);
    const split = `${SPLIT_LABEL[use]} (${shares.map((s) => `${s.part} ${s.percent} %`).join(', ')})`;
    const pesos = (part: string) => shares.find((s) => s.part === part)?.pesos ?? 0;
    const w = MEASURE_WEIGHTS[use];
    const cpuValue = (c: Cpu) => (w.cpuGaming + w.games) * rater.cpuGaming(c).value + w.cpuMulti * rater.cpuMulti(c).value;
    const within = <T>(list: readonly T[], cost: (t: T) => number, value: (t: T) => number, share: number): T | undefined => {
      const fitting = list.filter((t) => cost(t) <= share);
      const pool = fitting.length ? fitting : [...list].sort((a, b) => cost(a) - cost(b)).slice(0, 1);
      return pool.reduce<T | undefined>((best, t) => (best === undefined || value(t) > value(best) ? t : best), undefined);
    };
    const cpu = within([...new Set(this.pairs.map((p) => p.cpu))], (c) => (kept.cpu ? 0 : c.price), cpuValue, pesos('CPU'));
    const pair = within(
      this.pairs.filter((p) => p.cpu === cpu),
      (p) => (kept.gpus.length ? 0 : p.gpus.reduce((s, g) => s + g.price, 0)),
      (p) => p.log,
      pesos('GPU'),
    );
    if (!pair) return { split, found: null };
    const memory = within(pair.memories, (m) => m.cheapest, (m) => m.gb - m.cheapest / 1e7, pesos('RAM'));
    const ssd = within(pair.ssds, (o) => o.cheapest, (o) => o.gb, pesos('Storage'));
    const combo = this.combosOf(pair).find((c) => c.memory === memory?.choice && c.ssd === ssd?.tier);
    const completion = combo ? this.build(combo) : null;
    return { split, found: combo && completion && completion.total <= budget ? { combo, completion } : null };
  }
}

const SPLIT_LABEL: Record<Use, string> = {
  gaming: 'the spec’s gaming split',
  productivity: 'the spec’s productivity split',
  general: 'the average of the spec’s gaming and productivity splits',
};

/** Spec §9's split for the use in pesos (general use: the average of the two). */
export function splitShares(use: Use, budget: number) {
  const [gaming, productivity] = BUDGET_SPLITS as [(typeof BUDGET_SPLITS)[number], (typeof BUDGET_SPLITS)[number]];
  if (use === 'gaming') return allocate(budget, gaming);
  if (use === 'productivity') return allocate(budget, productivity);
  const average = {
    use: 'General use',
    shares: gaming.shares.map((s) => ({ part: s.part, percent: (s.percent + (productivity.shares.find((p) => p.part === s.part)?.percent ?? 0)) / 2 })),
  };
  return allocate(budget, average);
}
