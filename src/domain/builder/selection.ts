/**
 * A build being planned: which part fills each slot (spec §3 "Build parts object") and the
 * selection rules of spec §4 — what a new motherboard removes, which case it clears, how many
 * GPU, RAM, M.2 and storage selectors a board allows.
 *
 * DESIGN.md "Board swaps keep what still fits" (issue 20): the spec resets RAM, GPUs, M.2 and
 * storage on every new board; we remove only the parts the new board cannot take.
 */
import type { Case, Component, Mobo } from '../catalogue/catalogue.ts';
import { BOARD_LIMITED, DEFAULT_SLOTS, SLOTS, type MultiSlot, type Selection, type SingleSlot } from './slots.ts';

// The slot table (slots.ts) owns the slots; these names are re-exported for the rules here.
export {
  DEFAULT_SLOTS,
  MULTI_SLOTS,
  SINGLE_SLOTS,
  SLOT_CATEGORY,
  emptySelection,
  type MultiSlot,
  type Selection,
  type SingleSlot,
  type Slot,
} from './slots.ts';

/** Spec §4: the GPU-count check assumes 2 slots when the board says nothing. */
export const GPU_SLOTS_CHECK_FALLBACK = 2;
/** Spec §9: completion counts chosen parts out of 14. */
export const COMPLETION_PARTS = 14;
/** Spec §9: the estimated price range runs from the sum to the sum × 1.2. */
export const PRICE_RANGE_FACTOR = 1.2;

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

/** A board's memory type may list several values ('DDR4/DDR5', or an array). */
export function memoryTypesOf(ramType: string | readonly string[] | null | undefined): string[] {
  const list = Array.isArray(ramType) ? ramType : String(ramType ?? '').split(/[\s,/|]+/);
  return list.map((t) => t.trim().toUpperCase()).filter(Boolean);
}

/** The board takes the kit's memory type (a kit or a board without one is not judged). */
export function boardTakesRamType(board: Pick<Mobo, 'ramType'>, ram: Pick<Component<'ram'>, 'ramType'>): boolean {
  const types = memoryTypesOf(board.ramType);
  return types.length === 0 || !ram.ramType || types.includes(ram.ramType.toUpperCase());
}

/** DESIGN.md's form-factor rule: a case takes a board when the maker lists its form factor. */
export function caseFitsBoard(pcCase: Case, board: Mobo): boolean {
  return pcCase.supportedFormFactors.includes(board.formFactor);
}

/** Every chosen part, in slot order. */
export function chosenParts(selection: Selection): Component[] {
  return SLOTS.flatMap((slot) => {
    const value = selection[slot];
    return (Array.isArray(value) ? value : [value]).filter((p): p is Component => p !== null);
  });
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

/**
 * A list of selectors cut to what a board takes: parts in order while `fits` (which may count
 * what it kept), then the empty selectors, never more selectors than `limit`, at least one.
 */
function keepFitting<P extends Component>(list: readonly (P | null)[], limit: number, fits: (part: P) => boolean): (P | null)[] {
  const kept = list.filter((p): p is P => p !== null && fits(p)).slice(0, limit);
  const empties = list.filter((p) => p === null).slice(0, Math.max(0, limit - kept.length));
  const next: (P | null)[] = [...kept, ...empties];
  return next.length ? next : [null];
}

/**
 * What a new board keeps (DESIGN.md deviation from spec §4): the CPU if its socket matches; RAM
 * kits of the board's memory type while their modules fit its slots; as many GPUs, M.2 drives
 * and SATA drives as it has slots and ports. The case is judged by every choice (below).
 */
function fitToBoard(selection: Selection, board: Component<'mobo'>): Selection {
  let modules = 0;
  const ramFits = (ram: Component<'ram'>) => {
    if (!boardTakesRamType(board, ram) || modules + (ram.modules ?? 1) > board.ramSlots) return false;
    modules += ram.modules ?? 1;
    return true;
  };
  const withBoard = { ...selection, mobo: board };
  return {
    ...withBoard,
    cpu: selection.cpu && socketsMatch(selection.cpu.socket, board.socket) ? selection.cpu : null,
    rams: keepFitting(selection.rams, slotLimit(withBoard, 'rams'), ramFits),
    gpus: keepFitting(selection.gpus, slotLimit(withBoard, 'gpus'), () => true),
    m2s: keepFitting(selection.m2s, slotLimit(withBoard, 'm2s'), () => true),
    storage: keepFitting(selection.storage, slotLimit(withBoard, 'storage'), () => true),
  };
}

/** Choose (or clear, with null) the part in a single slot, applying the knock-on rules above. */
export function selectSingle<S extends SingleSlot>(selection: Selection, slot: S, part: Selection[S]): Selection {
  const next: Selection = slot === 'mobo' && part ? fitToBoard(selection, part as Component<'mobo'>) : { ...selection, [slot]: part };
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
  // Issue 29: fans are not limited by the board (a selector per fan pack; the verdict checks the case's room).
  const field = BOARD_LIMITED[slot];
  return (field && selection.mobo?.[field]) ?? DEFAULT_SLOTS[slot];
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
