/**
 * The catalogue as the optimiser searches it: parts sorted by price, the RAM and SSD choices the
 * defaults allow, and which parts fit which, asked of the builder's own rules (physical.ts,
 * part-filters.ts, selection.ts) and remembered. Built once per catalogue object.
 *
 * Prices are each part's `price`: the credible headline price of its shop offers (pricing), or
 * the catalogue's estimate where no shop lists it (`priceSource: 'estimate'`). The completion
 * parts come in two pools: `listed` (parts shops list) and `all`; the optimiser takes a part
 * from `all` only when no listed part completes the build (issue 23, item 1).
 */
import type { Component, PartsByCategory } from '../catalogue/catalogue.ts';
import { physicalWarnings } from '../builder/physical.ts';
import { coolerOptions, m2Options, memoryTypesOf, ramOptions, storageOptions } from '../builder/part-filters.ts';
import { caseFitsBoard, emptySelection, socketsMatch, type Selection } from '../builder/selection.ts';
import { isEstimate } from '../pricing/price-display.ts';
import { nominalGb } from './measure.ts';

export type Cpu = Component<'cpu'>;
export type Gpu = Component<'gpu'>;
export type Board = Component<'mobo'>;
export type Cooler = Component<'cpu-cooler'>;
export type Psu = Component<'psu'>;
export type Case = Component<'case'>;
export type Ram = Component<'ram'>;
export type Drive = Component<'m2'> | Component<'storage'>;

/** The optimiser's memory default: at least 16 GB in two modules (dual channel), up to 128 GB. */
export const MIN_MEMORY_GB = 16;
export const MAX_MEMORY_GB = 128;
export const MEMORY_MODULES = 2;
/** The smallest SSD the optimiser buys (nominal size): a 250 GB drive fills up with a few games. */
export const MIN_SSD_GB = 500;

/** A way to fill the memory: one two-module kit, or two identical single modules. */
export interface RamOption {
  kits: Ram[];
  type: string;
  capacityGb: number;
  price: number;
}

export interface SsdChoice {
  drive: Drive;
  nominalGb: number;
}

const byPrice = <T extends Component>(a: T, b: T) => a.price - b.price || a.id.localeCompare(b.id);
const sel = (over: Partial<Selection>): Selection => ({ ...emptySelection(), ...over });

/** A part a shop lists today: its price is not the catalogue's estimate (pricing's own reading). */
export const isListed = (part: Component): boolean => !isEstimate(part);

/** The parts the completion chooses from, each list cheapest first. */
export interface PartPool {
  boards: Board[];
  coolers: Cooler[];
  psus: Psu[];
  cases: Case[];
  /** RAM options by `${type}|${capacity}`, cheapest first. */
  ram: Map<string, RamOption[]>;
  /** SSDs by nominal size, cheapest first: NVMe M.2 and SATA separately. */
  nvme: Map<number, SsdChoice[]>;
  sataSsd: Map<number, SsdChoice[]>;
}

export interface CatalogueIndex extends PartPool {
  cpus: Cpu[];
  gpus: Gpu[];
  /** Parts shops list, then every part (estimates too): the completion tries `listed` first. */
  pools: { listed: PartPool; all: PartPool };
  /** Whether shops list a part (read once per part). */
  listed(part: Component): boolean;
  peripherals: { keyboard: Component<'keyboard'>[]; mouse: Component<'mouse'>[]; headset: Component<'headset'>[]; monitor: Component<'monitor'>[] };
  gpuFitsCase(gpu: Gpu, pcCase: Case): boolean;
  coolerFitsCase(cooler: Cooler, pcCase: Case): boolean;
  psuFitsCase(psu: Psu, pcCase: Case): boolean;
  coolerFitsCpu(cooler: Cooler, cpu: Cpu): boolean;
  ramFitsCooler(rams: readonly Ram[], cooler: Cooler): boolean;
  ramFitsBoard(rams: readonly Ram[], board: Board): boolean;
  drivesFitBoard(m2s: readonly Component<'m2'>[], sata: readonly Component<'storage'>[], board: Board): boolean;
  boardFitsCase(board: Board, pcCase: Case): boolean;
  boardTakesCpu(board: Board, cpu: Cpu): boolean;
}

// The fit checks run in the search's hot loops: remembered by the part objects themselves.
function memo<A extends object, B extends object>(fn: (a: A, b: B) => boolean) {
  const cache = new WeakMap<A, WeakMap<B, boolean>>();
  return (a: A, b: B) => {
    let byB = cache.get(a);
    if (!byB) cache.set(a, (byB = new WeakMap()));
    let fits = byB.get(b);
    if (fits === undefined) byB.set(b, (fits = fn(a, b)));
    return fits;
  };
}

/** The same for a list of parts (the same list object, or one with the same parts in the same order). */
function memoList<A extends { id: string }, B extends object>(fn: (list: readonly A[], b: B) => boolean) {
  const byList = new WeakMap<readonly A[], WeakMap<B, boolean>>();
  const byIds = new Map<string, WeakMap<B, boolean>>();
  return (list: readonly A[], b: B) => {
    let byB = byList.get(list);
    if (!byB) {
      const ids = list.map((a) => a.id).join(',');
      byB = byIds.get(ids);
      if (!byB) byIds.set(ids, (byB = new WeakMap()));
      byList.set(list, byB);
    }
    let fits = byB.get(b);
    if (fits === undefined) byB.set(b, (fits = fn(list, b)));
    return fits;
  };
}

type Listed = (part: Component) => boolean;
/** Listed parts before unlisted ones (the `all` pool); the caller sorts by price next. */
const listedFirst = (listed: Listed, a: Component, b: Component) => Number(!listed(a)) - Number(!listed(b));

function ramChoices(rams: readonly Ram[], listed: Listed): Map<string, RamOption[]> {
  const options = new Map<string, RamOption[]>();
  for (const kit of rams) {
    const count = MEMORY_MODULES / kit.modules;
    if (!Number.isInteger(count) || count < 1) continue;
    const capacityGb = kit.capacityGb * count;
    if (capacityGb < MIN_MEMORY_GB || capacityGb > MAX_MEMORY_GB) continue;
    const type = kit.ramType.toUpperCase();
    const key = `${type}|${capacityGb}`;
    const list = options.get(key) ?? [];
    list.push({ kits: Array.from({ length: count }, () => kit), type, capacityGb, price: kit.price * count });
    options.set(key, list);
  }
  for (const list of options.values()) {
    list.sort((a, b) => listedFirst(listed, a.kits[0]!, b.kits[0]!) || a.price - b.price || b.kits[0]!.frequency_mhz - a.kits[0]!.frequency_mhz || a.kits[0]!.id.localeCompare(b.kits[0]!.id));
  }
  return options;
}

function ssdChoices(drives: readonly Drive[], listed: Listed): Map<number, SsdChoice[]> {
  const out = new Map<number, SsdChoice[]>();
  for (const drive of [...drives].sort((a, b) => listedFirst(listed, a, b) || byPrice(a, b))) {
    const size = nominalGb(drive.capacityGb);
    if (size < MIN_SSD_GB) continue;
    const list = out.get(size) ?? [];
    list.push({ drive, nominalGb: size });
    out.set(size, list);
  }
  return out;
}

const cache = new WeakMap<object, CatalogueIndex>();

export function indexCatalogue(parts: Partial<PartsByCategory>): CatalogueIndex {
  const hit = cache.get(parts);
  if (hit) return hit;
  const listedIds = new Set(Object.values(parts).flatMap((list) => (list as Component[]).filter(isListed).map((p) => `${p.type}|${p.id}`)));
  // Asked in hot loops: remembered per part object.
  const seen = new WeakMap<object, boolean>();
  const listed: Listed = (part) => {
    let is = seen.get(part);
    if (is === undefined) seen.set(part, (is = listedIds.has(`${part.type}|${part.id}`)));
    return is;
  };
  const list = <C extends keyof PartsByCategory>(c: C) => [...((parts[c] ?? []) as Component<C>[])].sort(byPrice) as PartsByCategory[C];
  const listedThenPrice = <T extends Component>(items: T[]) => [...items].sort((a, b) => listedFirst(listed, a, b) || byPrice(a, b));
  const pool = (keep: (p: Component) => boolean): PartPool => ({
    boards: listedThenPrice(list('mobo').filter(keep)),
    coolers: listedThenPrice(list('cpu-cooler').filter(keep)),
    psus: listedThenPrice(list('psu').filter(keep)),
    cases: listedThenPrice(list('case').filter(keep)),
    ram: ramChoices((parts.ram ?? []).filter(keep), listed),
    nvme: ssdChoices(m2Options(parts.m2 ?? []).filter(keep), listed),
    sataSsd: ssdChoices(storageOptions(parts.storage ?? []).filter((d) => d.kind === 'ssd' && keep(d)), listed),
  });
  const all = pool(() => true);
  const index: CatalogueIndex = {
    cpus: list('cpu'),
    gpus: list('gpu'),
    ...all,
    boards: list('mobo'),
    coolers: list('cpu-cooler'),
    psus: list('psu'),
    cases: list('case'),
    pools: { listed: pool(listed), all },
    listed,
    peripherals: { keyboard: list('keyboard'), mouse: list('mouse'), headset: list('headset'), monitor: list('monitor') },
    gpuFitsCase: memo((gpu: Gpu, pcCase: Case) => physicalWarnings(sel({ case: pcCase, gpus: [gpu] })).length === 0),
    coolerFitsCase: memo((cooler: Cooler, pcCase: Case) => physicalWarnings(sel({ case: pcCase, cpuCooler: cooler })).length === 0),
    psuFitsCase: memo((psu: Psu, pcCase: Case) => physicalWarnings(sel({ case: pcCase, psu })).length === 0),
    coolerFitsCpu: memo((cooler: Cooler, cpu: Cpu) => coolerOptions([cooler], sel({ cpu })).length === 1),
    ramFitsCooler: memoList((rams: readonly Ram[], cooler: Cooler) => physicalWarnings(sel({ cpuCooler: cooler, rams: [...rams] })).length === 0),
    ramFitsBoard: memoList(
      (rams: readonly Ram[], board: Board) =>
        ramOptions(rams, sel({ mobo: board })).length === rams.length && physicalWarnings(sel({ mobo: board, rams: [...rams] })).length === 0,
    ),
    drivesFitBoard: (() => {
      const fits = memoList((drives: readonly (Component<'m2'> | Component<'storage'>)[], board: Board) =>
        physicalWarnings(sel({ mobo: board, m2s: drives.filter((d) => d.type === 'm2') as Component<'m2'>[], storage: drives.filter((d) => d.type === 'storage') as Component<'storage'>[] })).length === 0,
      );
      return (m2s: readonly Component<'m2'>[], sata: readonly Component<'storage'>[], board: Board) => fits([...m2s, ...sata], board);
    })(),
    boardFitsCase: memo((board: Board, pcCase: Case) => caseFitsBoard(pcCase, board)),
    // The socket rule, and the board's memory type among the CPU's (AM4 takes DDR4, AM5 DDR5).
    boardTakesCpu: memo(
      (board: Board, cpu: Cpu) => socketsMatch(cpu.socket, board.socket) && memoryTypesOf(board.ramType).some((t) => cpu.memoryTypes.includes(t as never)),
    ),
  };
  cache.set(parts, index);
  return index;
}
