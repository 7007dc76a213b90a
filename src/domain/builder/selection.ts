/**
 * A build being planned: which part fills each slot (spec §3 "Build parts object") and the
 * selection rules of spec §4 — what a new motherboard resets, which case it clears, how many
 * GPU, RAM, M.2 and storage selectors a board allows.
 */
import type { Case, Component, Mobo } from '../catalogue.ts';

export interface Selection {
  mobo: Component<'mobo'> | null;
  cpu: Component<'cpu'> | null;
  cpuCooler: Component<'cpu-cooler'> | null;
  gpus: (Component<'gpu'> | null)[];
  rams: (Component<'ram'> | null)[];
  m2s: (Component<'m2'> | null)[];
  storage: (Component<'storage'> | null)[];
  psu: Component<'psu'> | null;
  case: Component<'case'> | null;
  keyboard: Component<'keyboard'> | null;
  mouse: Component<'mouse'> | null;
  headset: Component<'headset'> | null;
  monitor: Component<'monitor'> | null;
}

export type SingleSlot = 'mobo' | 'cpu' | 'cpuCooler' | 'psu' | 'case' | 'keyboard' | 'mouse' | 'headset' | 'monitor';
export type MultiSlot = 'gpus' | 'rams' | 'm2s' | 'storage';
export type Slot = SingleSlot | MultiSlot;

/** The catalogue category each slot takes. */
export const SLOT_CATEGORY = {
  mobo: 'mobo',
  cpu: 'cpu',
  cpuCooler: 'cpu-cooler',
  gpus: 'gpu',
  rams: 'ram',
  m2s: 'm2',
  storage: 'storage',
  psu: 'psu',
  case: 'case',
  keyboard: 'keyboard',
  mouse: 'mouse',
  headset: 'headset',
  monitor: 'monitor',
} as const satisfies Record<Slot, string>;

export const SINGLE_SLOTS: SingleSlot[] = ['mobo', 'cpu', 'cpuCooler', 'psu', 'case', 'keyboard', 'mouse', 'headset', 'monitor'];
export const MULTI_SLOTS: MultiSlot[] = ['gpus', 'rams', 'm2s', 'storage'];

/** Spec §9: slot counts when the motherboard gives none. */
export const DEFAULT_SLOTS = { gpus: 1, rams: 8, m2s: 4, storage: 6 } as const;
/** Spec §4: the GPU-count check assumes 2 slots when the board says nothing. */
export const GPU_SLOTS_CHECK_FALLBACK = 2;
/** Spec §9: completion counts chosen parts out of 14. */
export const COMPLETION_PARTS = 14;
/** Spec §9: the estimated price range runs from the sum to the sum × 1.2. */
export const PRICE_RANGE_FACTOR = 1.2;

export function emptySelection(): Selection {
  return {
    mobo: null,
    cpu: null,
    cpuCooler: null,
    gpus: [null],
    rams: [null],
    m2s: [null],
    storage: [null],
    psu: null,
    case: null,
    keyboard: null,
    mouse: null,
    headset: null,
    monitor: null,
  };
}

/** Lower-case with everything but letters and digits removed: 'LGA 1700' → 'lga1700'. */
export function normalizeSocket(socket: string | null | undefined): string {
  return (socket ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Loose socket match: normalised, either containing the other (spec §5). */
export function socketsMatch(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = normalizeSocket(a);
  const y = normalizeSocket(b);
  return x !== '' && y !== '' && (x.includes(y) || y.includes(x));
}

/** DESIGN.md's form-factor rule: a case takes a board when the maker lists its form factor. */
export function caseFitsBoard(pcCase: Case, board: Mobo): boolean {
  return pcCase.supportedFormFactors.includes(board.formFactor);
}

/** Every chosen part, in slot order. */
export function chosenParts(selection: Selection): Component[] {
  const parts: (Component | null)[] = [
    selection.mobo,
    selection.cpu,
    selection.cpuCooler,
    ...selection.gpus,
    ...selection.rams,
    ...selection.m2s,
    ...selection.storage,
    selection.psu,
    selection.case,
    selection.keyboard,
    selection.mouse,
    selection.headset,
    selection.monitor,
  ];
  return parts.filter((p): p is Component => p !== null);
}

export function isEmptySelection(selection: Selection): boolean {
  return chosenParts(selection).length === 0;
}

/** Spec §9: chosen parts / 14 as a whole percentage, capped at 100. */
export function completionPercent(selection: Selection): number {
  return Math.min(100, Math.round((chosenParts(selection).length / COMPLETION_PARTS) * 100));
}

export interface PriceRange {
  total: number;
  low: number;
  high: number;
}

/** Spec §9: from the sum of prices to that sum × 1.2, rounded, in pesos. */
export function priceRange(selection: Selection): PriceRange {
  const total = chosenParts(selection).reduce((sum, p) => sum + (Number.isFinite(p.price) ? p.price : 0), 0);
  return { total, low: total, high: Math.round(total * PRICE_RANGE_FACTOR) };
}

/** Choose (or clear, with null) the part in a single slot, applying spec §4's knock-on rules. */
export function selectSingle<S extends SingleSlot>(selection: Selection, slot: S, part: Selection[S]): Selection {
  const next: Selection = { ...selection, [slot]: part };
  if (slot === 'mobo' && part) {
    const board = part as Mobo;
    next.rams = [null];
    next.gpus = [null];
    next.m2s = [null];
    next.storage = [null];
    if (next.cpu && !socketsMatch(next.cpu.socket, board.socket)) next.cpu = null;
  }
  if (next.mobo && next.case && !caseFitsBoard(next.case, next.mobo)) next.case = null;
  return next;
}

/** Choose (or clear) the part in one selector of a slotted kind. */
export function selectMulti<S extends MultiSlot>(
  selection: Selection,
  slot: S,
  index: number,
  part: Selection[S][number],
): Selection {
  const list = [...selection[slot]] as Selection[S];
  if (index < 0 || index >= list.length) return selection;
  list[index] = part as never;
  return { ...selection, [slot]: list };
}

/** How many selectors of a slotted kind the chosen board allows (spec §4, §9 defaults). */
export function slotLimit(selection: Selection, slot: MultiSlot): number {
  const board = selection.mobo;
  const fromBoard = {
    gpus: board?.gpuSlots,
    rams: board?.ramSlots,
    m2s: board?.m2Slots,
    storage: board?.storageSlots,
  }[slot];
  return fromBoard ?? DEFAULT_SLOTS[slot];
}

export function canAddSlot(selection: Selection, slot: MultiSlot): boolean {
  return selection[slot].length < slotLimit(selection, slot);
}

export function canRemoveSlot(selection: Selection, slot: MultiSlot): boolean {
  return selection[slot].length > 1;
}

export function addSlot(selection: Selection, slot: MultiSlot): Selection {
  if (!canAddSlot(selection, slot)) return selection;
  return { ...selection, [slot]: [...selection[slot], null] };
}

export function removeSlot(selection: Selection, slot: MultiSlot, index: number): Selection {
  if (!canRemoveSlot(selection, slot) || index < 0 || index >= selection[slot].length) return selection;
  return { ...selection, [slot]: selection[slot].filter((_, i) => i !== index) };
}
