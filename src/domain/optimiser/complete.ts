/**
 * The cheapest complete build around a choice of CPU, graphics card, memory and SSD size: the
 * motherboard, cooler, power supply and case that make it work by our rules and a technician's
 * (rules.ts): a board of the class the CPU's power calls for, memory at the CPU's rated speed, a
 * cooler rated for the CPU (the boxed one only where the builder calls it enough and the budget's
 * standard allows it), a PSU of at least the recommended wattage and the card maker's figure
 * in the efficiency the budget calls for, and a case of the budget's standard.
 *
 * Parts shops list come first: the search completes from the `listed` pool, and from the `all`
 * pool (parts priced by the catalogue's estimate too) only when no build of listed parts fits the
 * budget (search.ts); then it takes as few unlisted parts as it can, the cheapest build among those.
 */
import type { Component } from '../catalogue/catalogue.ts';
import { boxedCoolerVerdict } from '../builder/boxed-cooler.ts';
import { coolingNeedW } from '../builder/essentials.ts';
import { evaluatePower } from '../builder/power.ts';
import { emptySelection, type Selection } from '../builder/selection.ts';
import { type Board, type Case, type CatalogueIndex, type Cooler, type Cpu, type Gpu, type PartPool, type Psu, type Ram, type RamOption, type SsdChoice } from './catalogue-index.ts';
import type { Kept } from './kept.ts';
import { boardMeets, boardNeedKey, boardSuitsCpu, caseMeets, coolerMeets, psuMeets, ramSpeedFits, ratedSpeed, type Standards } from './rules.ts';

/**
 * The CPU's boxed cooler is enough exactly when the builder says so (one rule, not two): the
 * maker sizes it for the CPU's TDP, and the builder's CPU Cooler slot calls it enough only when
 * the cooling the CPU needs (`coolingNeedW`) is within that TDP (boxed-cooler.ts). A 65 W Ryzen
 * (88 W package power) keeps its Wraith; a 65 W Core i5 that may draw 148 W gets a cooler rated
 * for 110 W, as the builder advises.
 */
export function boxedCoolerEnough(cpu: Pick<Cpu, 'coolerIncluded' | 'tdp' | 'maxTdp'>): boolean {
  return boxedCoolerVerdict(cpu) === 'enough';
}

/** Memory: the kept kits, or one of the defaults' options (by type and size). */
export type MemoryChoice = { kind: 'kept' } | { kind: 'buy'; type: string; capacityGb: number };
/** SSD: none to buy (a kept SSD), or a size to buy. */
export type SsdTier = { kind: 'kept' } | { kind: 'buy'; nominalGb: number };

export interface Combo {
  cpu: Cpu;
  gpus: Gpu[];
  memory: MemoryChoice;
  ssd: SsdTier;
  /** The measure's score of this choice. */
  score: number;
  /** A lower bound of the whole build's price. */
  bound: number;
  key: string;
}

export interface Completion {
  selection: Selection;
  total: number;
  /** The PSU wattage this build needs: the recommended minimum or the card maker's figure. */
  psuNeedW: number;
  boxedCooler: boolean;
  /** The cooler's rating covers the CPU (false only when no rated cooler fits). */
  coolerRated: boolean;
  /** Parts priced by the catalogue's estimate (no shop lists them), bought because no listed part completes the build. */
  unlisted: Component[];
  /** The standards the completion met (rules.ts). */
  standards: Standards;
}

interface Platform {
  board: Board;
  ram: RamOption | null;
  ssd: SsdChoice | null;
  cost: number;
  unlisted: number;
}

export type PoolName = 'listed' | 'all';
/** The completion's objective: fewest unlisted parts, then the lowest price. */
const better = (a: { unlisted: number; cost: number }, b: { unlisted: number; cost: number } | null) => !b || a.unlisted < b.unlisted || (a.unlisted === b.unlisted && a.cost < b.cost);

export class Completer {
  private readonly platformCache = new Map<string, Map<string, Platform>>();
  private readonly coolerPicks = new Map<string, { cooler: Cooler | null; rated: boolean } | null>();
  private readonly psuPicks = new Map<string, Psu | null>();
  private readonly needs = new Map<Cpu, Map<string, number>>();
  private readonly done = new Map<string, Completion | null>();

  private readonly index: CatalogueIndex;
  private readonly kept: Kept;

  constructor(index: CatalogueIndex, kept: Kept) {
    this.index = index;
    this.kept = kept;
  }

  /** Spec §9 and the card maker's figure: the least PSU wattage with no power problem, and "recommended". */
  psuNeed(cpu: Cpu, gpus: readonly Gpu[]): number {
    let byCards = this.needs.get(cpu);
    if (!byCards) this.needs.set(cpu, (byCards = new Map()));
    const key = gpus.length === 1 ? gpus[0]!.id : gpus.map((g) => g.id).join(',');
    let need = byCards.get(key);
    if (need === undefined) {
      const power = evaluatePower({ ...emptySelection(), cpu, gpus: gpus.length ? [...gpus] : [null] });
      need = Math.max(power.minRecommended, power.requiredWithHeadroom, power.makerRecommendedW ?? 0);
      byCards.set(key, need);
    }
    return need;
  }

  /** The best board (with its RAM and SSD) of each form factor for this CPU and memory choice. */
  private platforms(pool: PoolName, cpu: Cpu, memory: MemoryChoice, ssd: SsdTier, standards: Standards): Map<string, Platform> {
    const memKey = memory.kind === 'kept' ? 'kept' : `${memory.type}|${memory.capacityGb}|${ratedSpeed(cpu, memory.type)}`;
    const ssdKey = ssd.kind === 'kept' ? 'kept' : ssd.nominalGb;
    const key = `${pool}|${cpu.socket}|${cpu.memoryTypes.join('/')}|${boardNeedKey(cpu)}|${memKey}|${ssdKey}|${standards.roomyBoard}`;
    const cached = this.platformCache.get(key);
    if (cached) return cached;
    const { index, kept } = this;
    const parts: PartPool = index.pools[pool];
    const boards = kept.mobo ? [kept.mobo] : parts.boards;
    const ramOptions = memory.kind === 'kept' ? [null] : (parts.ram.get(`${memory.type}|${memory.capacityGb}`) ?? []).filter((o) => o.kits.every((k) => ramSpeedFits(k, cpu)));
    const best = new Map<string, Platform>();
    if (ramOptions.length) {
      for (const board of boards) {
        if (!index.boardTakesCpu(board, cpu)) continue;
        if (!kept.mobo && (!boardSuitsCpu(board, cpu) || !boardMeets(board, standards))) continue;
        const boardCost = kept.mobo ? 0 : board.price; // a kept board is in kept.pcCost
        const sofar = best.get(board.formFactor) ?? null;
        // Listed boards are cheapest first: once one is dearer than the best of its size, none later is better.
        if (pool === 'listed' && sofar && boardCost >= sofar.cost) continue;
        if (kept.gpus.length > (board.gpuSlots ?? 1)) continue;
        const ram = ramOptions.find((option) => index.ramFitsBoard(kept.rams.length ? [...kept.rams, ...(option?.kits ?? [])] : (option?.kits ?? []), board));
        if (ram === undefined) continue;
        let drive: SsdChoice | null = null;
        if (ssd.kind === 'buy') {
          // An NVMe drive where the board has a free M.2 slot (what a shop fits), else a SATA SSD.
          const nvme = parts.nvme.get(ssd.nominalGb)?.[0];
          const sata = parts.sataSsd.get(ssd.nominalGb)?.[0];
          if (nvme && index.drivesFitBoard([...kept.m2s, nvme.drive as Component<'m2'>], kept.sata, board)) drive = nvme;
          else if (sata && index.drivesFitBoard(kept.m2s, [...kept.sata, sata.drive as Component<'storage'>], board)) drive = sata;
          else continue;
        } else if (!index.drivesFitBoard(kept.m2s, kept.sata, board)) continue;
        const candidate = {
          board,
          ram,
          ssd: drive,
          cost: boardCost + (ram?.price ?? 0) + (drive?.drive.price ?? 0),
          unlisted: [kept.mobo ? null : board, ...(ram?.kits ?? []), drive?.drive].filter((p) => p && !index.listed(p)).length,
        };
        if (better(candidate, sofar)) best.set(board.formFactor, candidate);
      }
    }
    this.platformCache.set(key, best);
    return best;
  }

  /** The kept cooler, none (boxed), or the first cooler of the pool rated for the CPU that fits the case, the RAM and the standard. */
  private cooler(pool: PoolName, cpu: Cpu, pcCase: Case, rams: readonly Ram[], strict: boolean, standards: Standards): { cooler: Cooler | null; rated: boolean } | null {
    const { index, kept } = this;
    const key = `${pool}|${strict}|${standards.boxedCoolerOk}|${standards.minCoolerFans}|${cpu.id}|${pcCase.id}|${rams.map((r) => r.id).join(',')}`;
    if (this.coolerPicks.has(key)) return this.coolerPicks.get(key)!;
    const fits = (c: Cooler) => index.coolerFitsCpu(c, cpu) && index.coolerFitsCase(c, pcCase) && index.ramFitsCooler(rams, c);
    let pick: { cooler: Cooler | null; rated: boolean } | null;
    if (kept.cooler) pick = fits(kept.cooler) ? { cooler: kept.cooler, rated: true } : null;
    else if (boxedCoolerEnough(cpu) && coolerMeets(null, standards)) pick = { cooler: null, rated: true };
    else {
      const coolers = index.pools[pool].coolers.filter((c) => coolerMeets(c, standards) && fits(c));
      const need = coolingNeedW(cpu);
      const rated = coolers.find((c) => c.ratedTdpW !== undefined && c.ratedTdpW >= need);
      const any = rated || strict ? undefined : coolers[0];
      pick = rated ? { cooler: rated, rated: true } : any ? { cooler: any, rated: false } : null;
    }
    this.coolerPicks.set(key, pick);
    return pick;
  }

  private psu(pool: PoolName, need: number, pcCase: Case, standards: Standards): Psu | null {
    const { index, kept } = this;
    if (kept.psu) return kept.psu.wattage >= need && index.psuFitsCase(kept.psu, pcCase) ? kept.psu : null;
    const key = `${pool}|${standards.psuMin}|${need}|${pcCase.id}`;
    if (!this.psuPicks.has(key)) {
      this.psuPicks.set(key, index.pools[pool].psus.find((p) => p.wattage >= need && psuMeets(p, standards) && index.psuFitsCase(p, pcCase)) ?? null);
    }
    return this.psuPicks.get(key)!;
  }

  /**
   * The cheapest complete build for a combo at a budget's standards from a pool, or null when
   * the pool cannot complete it. A cooler without a rating for the CPU's power only when no rated
   * one fits any case.
   */
  complete(combo: Combo, standards: Standards, pool: PoolName = 'listed'): Completion | null {
    const key = `${pool}|${combo.key}|${standards.key}`;
    if (this.done.has(key)) return this.done.get(key)!;
    const best = this.completeWith(pool, combo, true, standards) ?? this.completeWith(pool, combo, false, standards);
    this.done.set(key, best);
    return best;
  }

  private completeWith(pool: PoolName, combo: Combo, strictCooler: boolean, standards: Standards): Completion | null {
    const { index, kept } = this;
    const { cpu, gpus } = combo;
    const need = this.psuNeed(cpu, gpus);
    // Kept parts (owned ones at ₱0) are in kept.pcCost; the combo's own CPU and card are not.
    const fixed = kept.pcCost + (kept.cpu ? 0 : cpu.price) + (kept.gpus.length ? 0 : gpus.reduce((sum, g) => sum + g.price, 0));
    const cases = kept.pcCase ? [kept.pcCase] : index.pools[pool].cases.filter((c) => caseMeets(c, standards));
    const platforms = this.platforms(pool, cpu, combo.memory, combo.ssd, standards);
    if (platforms.size === 0) return null;
    // What every completion costs at least besides its case: the cheapest platform and PSU.
    const psus = kept.psu ? [] : index.pools[pool].psus.filter((p) => p.wattage >= need && psuMeets(p, standards));
    if (!kept.psu && !psus.length) return null;
    const rest = fixed + Math.min(...[...platforms.values()].map((p) => p.cost)) + (kept.psu ? 0 : Math.min(...psus.map((p) => p.price)));
    let best: (Completion & { cost: number; count: number }) | null = null;
    for (const pcCase of cases) {
      const caseCost = kept.pcCase ? 0 : pcCase.price; // a kept case is in kept.pcCost
      // Listed cases are cheapest first: once one costs more than the best build less the least the rest costs, none later is better.
      if (pool === 'listed' && best && rest + caseCost >= best.total) break;
      if (!gpus.every((g) => index.gpuFitsCase(g, pcCase))) continue;
      let platform: Platform | null = null;
      for (const ff of pcCase.supportedFormFactors) {
        const p = platforms.get(ff);
        if (p && index.boardFitsCase(p.board, pcCase) && better(p, platform)) platform = p;
      }
      if (!platform) continue;
      const rams = kept.rams.length ? [...kept.rams, ...(platform.ram?.kits ?? [])] : (platform.ram?.kits ?? []);
      const cooler = this.cooler(pool, cpu, pcCase, rams, strictCooler, standards);
      if (!cooler) continue;
      const psu = this.psu(pool, need, pcCase, standards);
      if (!psu) continue;
      const boardCost = kept.mobo ? 0 : platform.board.price; // a kept board is in kept.pcCost
      const coolerCost = kept.cooler || !cooler.cooler ? 0 : cooler.cooler.price;
      const psuCost = kept.psu ? 0 : psu.price;
      const total = fixed + caseCost + boardCost + (platform.ram?.price ?? 0) + (platform.ssd?.drive.price ?? 0) + coolerCost + psuCost;
      const ssd = platform.ssd?.drive;
      const bought: (Component | null | undefined)[] = [
        kept.mobo ? null : platform.board,
        ...(platform.ram?.kits ?? []),
        ssd,
        kept.cooler ? null : cooler.cooler,
        kept.psu ? null : psu,
        kept.pcCase ? null : pcCase,
      ];
      const unlisted = [...new Set(bought.filter((p): p is Component => !!p && !index.listed(p)))];
      if (!better({ unlisted: unlisted.length, cost: total }, best ? { unlisted: best.count, cost: best.total } : null)) continue;
      const selection: Selection = {
        ...emptySelection(),
        mobo: platform.board,
        cpu,
        cpuCooler: cooler.cooler,
        gpus: gpus.length ? [...gpus] : [null],
        rams: rams.length ? [...rams] : [null],
        m2s: [...kept.m2s, ...(ssd?.type === 'm2' ? [ssd] : [])],
        storage: [...kept.sata, ...(ssd?.type === 'storage' ? [ssd] : [])],
        psu,
        case: pcCase,
      };
      if (selection.m2s.length === 0) selection.m2s = [null];
      if (selection.storage.length === 0) selection.storage = [null];
      best = {
        total,
        cost: total,
        count: unlisted.length,
        unlisted,
        standards,
        psuNeedW: need,
        boxedCooler: !kept.cooler && cooler.cooler === null,
        coolerRated: cooler.rated,
        selection,
      };
    }
    if (!best) return null;
    const { cost: _cost, count: _count, ...completion } = best;
    return completion;
  }
}
