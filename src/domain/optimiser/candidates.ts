/**
 * What the search tries (search.ts): every CPU with every card set (or none, on a CPU with
 * graphics), each with the memory and SSD sizes it can take, a lower bound on its price and the
 * highest score its combos could reach.
 *
 * Parts that can never win are dropped first: a card that costs more than another and is no
 * faster, no shorter, no thinner and no hungrier can never be the better choice (the same for
 * CPUs of one socket). A CPU or card no shop lists is dropped when a listed one is at least as
 * fast, whatever its price: its estimate is not a price anyone can pay.
 */
import { gameCores } from '../builder/balance.ts';
import { normalizeSocket } from '../builder/selection.ts';
import type { CatalogueIndex, Cpu, Gpu } from './catalogue-index.ts';
import { boxedCoolerEnough, type Combo, type Completer, type MemoryChoice, type SsdTier } from './complete.ts';
import type { Kept } from './kept.ts';
import { GPU_SCORE_CAP, MEASURE_WEIGHTS, coreLog, cpuParts, graphicsRating, isSsd, memoryLog, nominalGb, storageLog } from './measure.ts';
import type { Rater } from './performance.ts';
import { MIN_GAMING_CORES, MIN_GAMING_VRAM_GB, cardLinkFits, generalCpuFits, generalGpuFits, hasVideoEncoder, ramSpeedFits } from './rules.ts';
import type { Purpose } from './types.ts';

/** What the candidates depend on: the catalogue, the parts the person keeps, the ratings, the use. */
export interface SearchSpace {
  index: CatalogueIndex;
  kept: Kept;
  rater: Rater;
  purpose: Purpose;
  completer: Completer;
}

export interface MemoryOption {
  choice: MemoryChoice;
  gb: number;
  cheapest: number;
  log: number;
}
export interface SsdOption {
  tier: SsdTier;
  gb: number;
  cheapest: number;
  log: number;
}

/** A CPU with a card set (or none): its combos share everything but memory and SSD. */
export interface Pair {
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

function gpuScore(space: SearchSpace, gpus: readonly Gpu[], cpu: Cpu): number {
  return Math.min(graphicsRating(gpus, cpu, space.rater).value, GPU_SCORE_CAP[space.purpose]);
}

/** CPUs worth trying: the kept one, or those no cheaper CPU of the same socket beats on everything that matters here. */
function cpuCandidates(space: SearchSpace): Cpu[] {
  const { kept, index, rater, purpose } = space;
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
function gpuCandidates(space: SearchSpace): Gpu[][] {
  const { kept, index, rater, purpose } = space;
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

function memoryChoices(space: SearchSpace, cpu: Cpu): { choice: MemoryChoice; gb: number; cheapest: number }[] {
  const { kept, index } = space;
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

function ssdChoices(space: SearchSpace): { tier: SsdTier; gb: number; cheapest: number }[] {
  const { kept, index } = space;
  const keptSsd = [...kept.m2s, ...kept.sata].filter(isSsd).reduce((s, d) => s + nominalGb(d.capacityGb), 0);
  if (keptSsd > 0) return [{ tier: { kind: 'kept' }, gb: keptSsd, cheapest: 0 }];
  const all = index.pools.all;
  const sizes = new Set([...all.nvme.keys(), ...all.sataSsd.keys()]);
  const cheapest = (gb: number) => Math.min(...[...(all.nvme.get(gb) ?? []), ...(all.sataSsd.get(gb) ?? [])].map((c) => c.drive.price));
  return [...sizes].sort((a, b) => a - b).map((gb) => ({ tier: { kind: 'buy', nominalGb: gb }, gb, cheapest: cheapest(gb) }));
}

/** Every CPU and card set worth trying, with its bounds, by the best score its combos could reach. */
export function candidatePairs(space: SearchSpace): Pair[] {
  const { index, kept, rater, purpose } = space;
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
  const ssds = ssdChoices(space).map((o) => ({ ...o, log: storageLog(purpose, o.gb) }));
  const maxSsdLog = Math.max(...ssds.map((o) => o.log));
  const minSsd = Math.min(...ssds.map((o) => o.cheapest));
  const boardFloor = new Map<string, number>();
  const memories = new Map<string, MemoryOption[]>();
  const pairs: Pair[] = [];
  const cardSets = gpuCandidates(space);
  for (const cpu of cpuCandidates(space)) {
    const shape = `${cpu.socket}|${cpu.memoryTypes.join('/')}|${cpu.ramMax}|${cpu.ramMaxDdr4 ?? ''}`;
    if (!boardFloor.has(shape)) {
      const board = kept.mobo ? kept.mobo : all.boards.filter((b) => index.boardTakesCpu(b, cpu)).sort((a, b) => a.price - b.price)[0];
      boardFloor.set(shape, board ? (kept.mobo ? 0 : board.price) : Infinity);
      memories.set(
        shape,
        memoryChoices(space, cpu)
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
      const floor = cpuFloor + (kept.gpus.length ? 0 : gpus.reduce((s, g) => s + g.price, 0)) + psuFloor(space.completer.psuNeed(cpu, gpus));
      if (!Number.isFinite(floor)) continue;
      const log = coreLog(purpose, { ...cpuScores, gpu: gpuScore(space, gpus, cpu) });
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

