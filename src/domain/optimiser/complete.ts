/**
 * The cheapest complete build around a choice of CPU, graphics card, memory and SSD size: the
 * motherboard, cooler, power supply and case that make it work by our rules, with the shop
 * defaults (a boxed cooler only where the CPU ships one and its power allows; a cooler rated for
 * the CPU's full power otherwise; a PSU of at least the recommended wattage and the card maker's
 * figure). The price of that completion does not depend on the budget, which is what makes the
 * search monotonic: a build affordable at ₱B is affordable at every larger budget.
 */
import type { Component } from '../catalogue.ts';
import { evaluatePower } from '../builder/power.ts';
import { emptySelection, type Selection } from '../builder/selection.ts';
import type { Board, Case, CatalogueIndex, Cooler, Cpu, Gpu, Psu, Ram, RamOption, SsdChoice } from './catalogue-index.ts';
import type { Kept } from './kept.ts';

/**
 * The boxed coolers (AMD Wraith Stealth and Prism, Intel Laminar) are made for 65 W-class CPUs;
 * above this maximum package power a shop sells a tower cooler with the CPU.
 */
export const BOXED_COOLER_MAX_W = 150;

export function boxedCoolerEnough(cpu: Cpu): boolean {
  return cpu.coolerIncluded && cpu.maxTdp <= BOXED_COOLER_MAX_W;
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
}

interface Platform {
  board: Board;
  ram: RamOption | null;
  ssd: SsdChoice | null;
  cost: number;
}

export class Completer {
  private readonly platforms = new Map<string, Platform | null>();
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

  /** The cheapest board (with its RAM and SSD) of one form factor for this CPU and memory choice. */
  private platform(cpu: Cpu, memory: MemoryChoice, ssd: SsdTier, formFactor: string): Platform | null {
    const memKey = memory.kind === 'kept' ? 'kept' : `${memory.type}|${memory.capacityGb}`;
    const ssdKey = ssd.kind === 'kept' ? 'kept' : ssd.nominalGb;
    const key = `${cpu.socket}|${cpu.memoryTypes.join('/')}|${memKey}|${ssdKey}|${formFactor}`;
    if (this.platforms.has(key)) return this.platforms.get(key)!;
    const { index, kept } = this;
    const boards = kept.mobo ? [kept.mobo] : index.boards;
    const ramOptions = memory.kind === 'kept' ? [null] : (index.ram.get(`${memory.type}|${memory.capacityGb}`) ?? []);
    let best: Platform | null = null;
    for (const board of boards) {
      if (board.formFactor !== formFactor || !index.boardTakesCpu(board, cpu)) continue;
      const boardCost = kept.mobo ? 0 : board.price; // a kept board is in kept.pcCost
      if (best && boardCost >= best.cost) break;
      if (kept.gpus.length > (board.gpuSlots ?? 1)) continue;
      const ram = ramOptions.find((option) => index.ramFitsBoard([...kept.rams, ...(option?.kits ?? [])], board));
      if (ram === undefined) continue;
      let drive: SsdChoice | null = null;
      if (ssd.kind === 'buy') {
        // An NVMe drive where the board has a free M.2 slot (what a shop fits), else a SATA SSD.
        const nvme = index.nvme.get(ssd.nominalGb)?.[0];
        const sata = index.sataSsd.get(ssd.nominalGb)?.[0];
        if (nvme && index.drivesFitBoard([...kept.m2s, nvme.drive as Component<'m2'>], kept.sata, board)) drive = nvme;
        else if (sata && index.drivesFitBoard(kept.m2s, [...kept.sata, sata.drive as Component<'storage'>], board)) drive = sata;
        else continue;
      } else if (!index.drivesFitBoard(kept.m2s, kept.sata, board)) continue;
      const cost = boardCost + (ram?.price ?? 0) + (drive?.drive.price ?? 0);
      if (!best || cost < best.cost) best = { board, ram, ssd: drive, cost };
    }
    this.platforms.set(key, best);
    return best;
  }

  /** The kept cooler, none (boxed), or the cheapest cooler rated for the CPU that fits the case and RAM. */
  private cooler(cpu: Cpu, pcCase: Case, rams: readonly Ram[], strict: boolean): { cooler: Cooler | null; rated: boolean } | null {
    const { index, kept } = this;
    const key = `${strict}|${cpu.id}|${pcCase.id}|${rams.map((r) => r.id).join(',')}`;
    if (this.coolerPicks.has(key)) return this.coolerPicks.get(key)!;
    const fits = (c: Cooler) => index.coolerFitsCpu(c, cpu) && index.coolerFitsCase(c, pcCase) && index.ramFitsCooler(rams, c);
    let pick: { cooler: Cooler | null; rated: boolean } | null;
    if (kept.cooler) pick = fits(kept.cooler) ? { cooler: kept.cooler, rated: true } : null;
    else if (boxedCoolerEnough(cpu)) pick = { cooler: null, rated: true };
    else {
      const rated = index.coolers.find((c) => c.ratedTdpW !== undefined && c.ratedTdpW >= cpu.maxTdp && fits(c));
      const any = rated || strict ? undefined : index.coolers.find(fits);
      pick = rated ? { cooler: rated, rated: true } : any ? { cooler: any, rated: false } : null;
    }
    this.coolerPicks.set(key, pick);
    return pick;
  }

  private psu(need: number, pcCase: Case): Psu | null {
    const { index, kept } = this;
    if (kept.psu) return kept.psu.wattage >= need && index.psuFitsCase(kept.psu, pcCase) ? kept.psu : null;
    const key = `${need}|${pcCase.id}`;
    if (!this.psuPicks.has(key)) this.psuPicks.set(key, index.psus.find((p) => p.wattage >= need && index.psuFitsCase(p, pcCase)) ?? null);
    return this.psuPicks.get(key)!;
  }

  /**
   * The cheapest complete build for a combo, or null when the catalogue cannot complete it. A
   * cooler without a rating for the CPU's power is used only when no rated one fits any case.
   */
  complete(combo: Combo): Completion | null {
    if (this.done.has(combo.key)) return this.done.get(combo.key)!;
    const best = this.completeWith(combo, true) ?? this.completeWith(combo, false);
    this.done.set(combo.key, best);
    return best;
  }

  private completeWith(combo: Combo, strictCooler: boolean): Completion | null {
    const { index, kept } = this;
    const { cpu, gpus } = combo;
    const need = this.psuNeed(cpu, gpus);
    // Kept parts (owned ones at ₱0) are in kept.pcCost; the combo's own CPU and card are not.
    const fixed = kept.pcCost + (kept.cpu ? 0 : cpu.price) + (kept.gpus.length ? 0 : gpus.reduce((sum, g) => sum + g.price, 0));
    const cases = kept.pcCase ? [kept.pcCase] : index.cases;
    let best: Completion | null = null;
    for (const pcCase of cases) {
      const caseCost = kept.pcCase ? 0 : pcCase.price; // a kept case is in kept.pcCost
      if (best && fixed + caseCost >= best.total) break;
      if (!gpus.every((g) => index.gpuFitsCase(g, pcCase))) continue;
      let platform: Platform | null = null;
      for (const ff of pcCase.supportedFormFactors) {
        const p = this.platform(cpu, combo.memory, combo.ssd, ff);
        if (p && index.boardFitsCase(p.board, pcCase) && (!platform || p.cost < platform.cost)) platform = p;
      }
      if (!platform) continue;
      const rams = [...kept.rams, ...(platform.ram?.kits ?? [])];
      const cooler = this.cooler(cpu, pcCase, rams, strictCooler);
      if (!cooler) continue;
      const psu = this.psu(need, pcCase);
      if (!psu) continue;
      const boardCost = kept.mobo ? 0 : platform.board.price; // a kept board is in kept.pcCost
      const coolerCost = kept.cooler || !cooler.cooler ? 0 : cooler.cooler.price;
      const psuCost = kept.psu ? 0 : psu.price;
      const total = fixed + caseCost + boardCost + (platform.ram?.price ?? 0) + (platform.ssd?.drive.price ?? 0) + coolerCost + psuCost;
      if (best && total >= best.total) continue;
      const ssd = platform.ssd?.drive;
      best = {
        total,
        psuNeedW: need,
        boxedCooler: !kept.cooler && cooler.cooler === null,
        coolerRated: cooler.rated,
        selection: {
          ...emptySelection(),
          mobo: platform.board,
          cpu,
          cpuCooler: cooler.cooler,
          gpus: gpus.length ? [...gpus] : [null],
          rams: rams.length ? rams : [null],
          m2s: [...kept.m2s, ...(ssd?.type === 'm2' ? [ssd] : [])],
          storage: [...kept.sata, ...(ssd?.type === 'storage' ? [ssd] : [])],
          psu,
          case: pcCase,
        },
      };
      if (best.selection.m2s.length === 0) best.selection.m2s = [null];
      if (best.selection.storage.length === 0) best.selection.storage = [null];
    }
    return best;
  }
}
