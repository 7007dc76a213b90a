/**
 * Which parts each builder selector offers (spec §5 "Part filtering in the builder"), given what
 * is already chosen. Every function returns the list unchanged when nothing constrains it.
 */
import type { Component } from '../catalogue/catalogue.ts';
import { sortComponents } from '../catalogue/component-list.ts';
import { aboveRatedSpeed } from './ram-speed.ts';
import { caseFitsBoard, memoryTypesOf, socketsMatch, type Selection } from './selection.ts';

type Cpu = Component<'cpu'>;
type Gpu = Component<'gpu'>;

/** Whether a board takes the chosen CPU (its socket); true when either gives no socket to compare. */
export function boardTakesCpu(board: Component<'mobo'>, cpu: Cpu | null): boolean {
  return !cpu?.socket || !board.socket || socketsMatch(board.socket, cpu.socket);
}

/**
 * Every board stays on offer (the spec filters none), but boards that take the chosen CPU come
 * first and the rest after them (issue 20), each group in the catalogue's order.
 */
export function moboOptions(boards: readonly Component<'mobo'>[], selection: Selection): Component<'mobo'>[] {
  const cpu = selection.cpu;
  if (!cpu?.socket) return [...boards];
  return [...boards.filter((b) => boardTakesCpu(b, cpu)), ...boards.filter((b) => !boardTakesCpu(b, cpu))];
}

/** The picker's orders: the list as the rules give it, or by price either way. */
export const OPTION_ORDERS = ['default', 'price-asc', 'price-desc'] as const;
export type OptionOrder = (typeof OPTION_ORDERS)[number];

/**
 * A picker's options in the chosen order. Groups (boards that fit the CPU, RAM within its rating)
 * keep their place and their headings; inside each, price sorts as the Component Database does
 * (shop prices before estimates, ties by name).
 */
export function orderOptions<T extends Component>(options: readonly T[], order: OptionOrder, groupOf?: (part: T) => string | null): T[] {
  if (order === 'default') return [...options];
  const groups = new Map<string | null, T[]>();
  for (const part of options) {
    const group = groupOf?.(part) ?? null;
    groups.set(group, [...(groups.get(group) ?? []), part]);
  }
  const sort = { key: 'price', direction: order === 'price-asc' ? 'asc' : 'desc' } as const;
  return [...groups.values()].flatMap((list) => sortComponents(list, sort));
}

/** CPUs whose socket matches the board's (loosely); a CPU without a socket is dropped then. */
export function cpuOptions(cpus: readonly Cpu[], selection: Selection): Cpu[] {
  const board = selection.mobo;
  if (!board?.socket) return [...cpus];
  return cpus.filter((cpu) => Boolean(cpu.socket) && socketsMatch(cpu.socket, board.socket));
}

/** Coolers that list the chosen CPU's socket. */
export function coolerOptions(coolers: readonly Component<'cpu-cooler'>[], selection: Selection) {
  const socket = selection.cpu?.socket;
  if (!socket) return [...coolers];
  return coolers.filter((cooler) => cooler.sockets.some((s) => socketsMatch(s, socket)));
}

export { memoryTypesOf } from './selection.ts';

/**
 * RAM of the board's type (spec §5). Kits faster than the CPU's rated speed stay on offer
 * (DESIGN.md: XMP/EXPO kits are normal) and come after the rest, under their own heading.
 */
export function ramOptions(rams: readonly Component<'ram'>[], selection: Selection) {
  const types = memoryTypesOf(selection.mobo?.ramType);
  const fitting = rams.filter((ram) => types.length === 0 || types.includes(ram.ramType.toUpperCase()));
  if (!selection.cpu) return fitting;
  const rated = fitting.filter((ram) => !aboveRatedSpeed(ram, selection));
  return rated.length === fitting.length ? fitting : [...rated, ...fitting.filter((ram) => aboveRatedSpeed(ram, selection))];
}

/** The storage selectors take SATA drives only; the M.2 selectors NVMe drives only. */
export function storageOptions(drives: readonly Component<'storage'>[]) {
  return drives.filter((d) => d.interface === 'sata');
}
export function m2Options(drives: readonly Component<'m2'>[]) {
  return drives.filter((d) => d.interface === 'nvme');
}

export type GpuFamily = 'nvidia' | 'amd' | 'intel' | 'unknown';

/** The vendor family, read from the chip maker or else from the name. */
export function gpuFamily(gpu: Pick<Gpu, 'name'> & Partial<Pick<Gpu, 'chipMaker'>>): GpuFamily {
  if (gpu.chipMaker) return gpu.chipMaker;
  const name = gpu.name.toLowerCase();
  if (/\b(nvidia|geforce|rtx|gtx)\b/.test(name)) return 'nvidia';
  if (/\b(amd|radeon|rx)\b/.test(name)) return 'amd';
  if (/\b(intel|arc)\b/.test(name)) return 'intel';
  return 'unknown';
}

/** The 3 or 4 digit model number: 'GeForce RTX 4060 Ti' → '4060', 'Arc B580' → '580'. */
export function gpuModelNumber(gpu: Pick<Gpu, 'name'> & Partial<Pick<Gpu, 'chipset'>>): string | null {
  return (gpu.chipset ?? gpu.name).match(/(?<!\d)(\d{3,4})(?!\d)/)?.[1] ?? null;
}

/** The second and later GPUs must be the first GPU's vendor family and model number. */
export function gpuOptions(gpus: readonly Gpu[], selection: Selection, index: number): Gpu[] {
  const first = selection.gpus[0];
  if (index === 0 || !first) return [...gpus];
  const family = gpuFamily(first);
  const model = gpuModelNumber(first);
  return gpus.filter((gpu) => gpuFamily(gpu) === family && gpuModelNumber(gpu) === model);
}

/** Cases that take the chosen board's form factor. */
export function caseOptions(cases: readonly Component<'case'>[], selection: Selection) {
  const board = selection.mobo;
  if (!board) return [...cases];
  return cases.filter((c) => caseFitsBoard(c, board));
}
