/**
 * Issue 12: "Add to build" from a Component Database card. Where the part goes in the draft,
 * what the builder's own filters (spec §5) say about it, and what the knock-on rules (§4, as
 * DESIGN.md amends them) would remove to make room — so the card can say why a part does not
 * fit before the builder opens, and the builder can show what went, with Undo.
 */
import type { Category, Component } from '../catalogue/catalogue.ts';
import { SLOT_TITLES, shortName } from './labels.ts';
import { caseOptions, coolerOptions, cpuOptions, gpuOptions, memoryTypesOf, ramOptions } from './part-filters.ts';
import { chooseSingle, removalMessage, removedParts, type Removal } from './removals.ts';
import {
  MULTI_SLOTS,
  SLOT_CATEGORY,
  addSlot,
  canAddSlot,
  selectMulti,
  slotLimit,
  type MultiSlot,
  type Selection,
  type SingleSlot,
  type Slot,
} from './selection.ts';

/** The builder slot that takes a category's parts. */
export function slotFor(category: Category): Slot {
  return (Object.keys(SLOT_CATEGORY) as Slot[]).find((slot) => SLOT_CATEGORY[slot] === category)!;
}

const isMulti = (slot: Slot): slot is MultiSlot => (MULTI_SLOTS as readonly Slot[]).includes(slot);

export interface Placement {
  /** The draft with the part added (unchanged when `placed` is false). */
  selection: Selection;
  slot: Slot;
  /** False when the spec's rules would drop the part itself (a case that cannot take the board). */
  placed: boolean;
  /** Parts that adding it removes, with the reason each goes. */
  removed: Removal[];
  /** Why it does not suit the current draft, by the builder's own filters. */
  conflicts: string[];
}

/** Where a slotted part goes: the first empty selector, a new one, or (all full) the last one. */
function multiIndex(selection: Selection, slot: MultiSlot): { selection: Selection; index: number; full: boolean } {
  const empty = selection[slot].indexOf(null);
  if (empty >= 0) return { selection, index: empty, full: false };
  if (canAddSlot(selection, slot)) {
    const grown = addSlot(selection, slot);
    return { selection: grown, index: grown[slot].length - 1, full: false };
  }
  return { selection, index: selection[slot].length - 1, full: true };
}

function conflictsFor(selection: Selection, part: Component, index: number): string[] {
  const board = selection.mobo;
  const cpu = selection.cpu;
  switch (part.type) {
    case 'cpu':
      return board && cpuOptions([part], selection).length === 0 ? [`it is ${part.socket}; your motherboard is ${board.socket}`] : [];
    case 'cpu-cooler':
      return cpu && coolerOptions([part], selection).length === 0 ? [`it does not list ${cpu.socket}, your CPU's socket`] : [];
    case 'ram':
      return board && ramOptions([part], selection).length === 0
        ? [`it is ${part.ramType}; your motherboard takes ${memoryTypesOf(board.ramType).join('/')}`]
        : [];
    case 'gpu': {
      const first = selection.gpus[0];
      return index > 0 && first && gpuOptions([part], selection, index).length === 0
        ? [`a second graphics card must match the first (${shortName(first)})`]
        : [];
    }
    case 'case':
      return board && caseOptions([part], selection).length === 0 ? [`it does not take ${board.formFactor} motherboards`] : [];
    default:
      return [];
  }
}

export function placePart(selection: Selection, part: Component): Placement {
  const slot = slotFor(part.type);
  if (!isMulti(slot)) {
    const conflicts = conflictsFor(selection, part, 0);
    const change = chooseSingle(selection, slot as SingleSlot, part as never);
    const placed = change.selection[slot]?.id === part.id;
    return placed
      ? { selection: change.selection, slot, placed, removed: change.removed, conflicts }
      : { selection, slot, placed, removed: [], conflicts };
  }
  const spot = multiIndex(selection, slot);
  const conflicts = conflictsFor(spot.selection, part, spot.index);
  const next = selectMulti(spot.selection, slot, spot.index, part as never);
  const removed = removedParts(selection, next, { slot, part }).map((r) =>
    spot.full ? { ...r, reason: `all ${slotLimit(selection, slot)} ${SLOT_TITLES[slot]} slots of your motherboard are in use` } : r,
  );
  return { selection: next, slot, placed: true, removed, conflicts };
}

/**
 * What the card says before the builder opens, or null when the part simply fits:
 * "Does not fit your current build: it is AM5; your motherboard is AM4."
 */
export function fitMessage(placement: Placement, part: Pick<Component, 'name' | 'type'>): string | null {
  const name = shortName(part);
  if (!placement.placed) return `${name} cannot go in your current build: ${placement.conflicts.join('; ')}.`;
  const sentences: string[] = [];
  if (placement.conflicts.length) sentences.push(`Does not fit your current build: ${placement.conflicts.join('; ')}.`);
  if (placement.removed.length) sentences.push(removalMessage(placement.removed, 'would be removed'));
  return sentences.length ? sentences.join(' ') : null;
}

/** Finds a part by id in any category (ids carry their category's prefix and are unique). */
export function findPart(catalogue: Partial<Record<Category, readonly Component[]>>, id: string): Component | null {
  for (const parts of Object.values(catalogue)) {
    const found = parts?.find((p) => p.id === id);
    if (found) return found;
  }
  return null;
}
