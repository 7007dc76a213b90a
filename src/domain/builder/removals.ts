/**
 * Issue 12: the builder never drops a part silently. The knock-on rules are in selection.ts (a
 * new board removes only what it cannot take, issue 20); this file compares the selection
 * before and after a choice and says which parts went and why, so the screen can tell the
 * person and offer Undo.
 */
import type { Component } from '../catalogue/catalogue.ts';
import { shortName } from './labels.ts';
import {
  MULTI_SLOTS,
  SINGLE_SLOTS,
  boardTakesRamType,
  memoryTypesOf,
  selectMulti,
  selectSingle,
  slotLimit,
  type MultiSlot,
  type Selection,
  type SingleSlot,
  type Slot,
} from './selection.ts';

export interface Removal {
  slot: Slot;
  part: Component;
  /** Why it went, as the end of a sentence: "it does not fit the AM4 board". */
  reason: string;
}

/** What a choice did: the new selection and the parts it removed. */
export interface Change {
  selection: Selection;
  removed: Removal[];
}

const chosenIn = (selection: Selection, slot: Slot): Component[] => {
  const value = selection[slot];
  return (Array.isArray(value) ? value : [value]).filter((p): p is Component => p !== null);
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** How many of a kind the board takes, as the end of "the new board has …". */
function slotsOf(slot: MultiSlot, after: Selection): string {
  const n = slotLimit(after, slot);
  if (slot === 'gpus') return plural(n, 'graphics card slot');
  if (slot === 'rams') return plural(n, 'memory slot');
  if (slot === 'm2s') return plural(n, 'M.2 slot');
  return plural(n, 'SATA port');
}

/** Why a part left when a board was chosen: what about it the new board cannot take. */
function reasonAfterBoard(slot: Slot, part: Component, board: Component<'mobo'>, after: Selection): string {
  if (slot === 'cpu') return `it does not fit the ${board.socket} board`;
  if (slot === 'case') return `it does not take ${board.formFactor} motherboards`;
  if (slot === 'rams' && part.type === 'ram' && !boardTakesRamType(board, part)) {
    return `it is ${part.ramType}; the new board takes ${memoryTypesOf(board.ramType).join('/')}`;
  }
  if (slot === 'rams' || slot === 'gpus' || slot === 'm2s' || slot === 'storage') return `the new board has ${slotsOf(slot, after)}`;
  return 'it does not fit the new board';
}

/** Parts in `before` that are not in `after` (by slot and id), with the reason each went. */
export function removedParts(before: Selection, after: Selection, chose: { slot: Slot; part: Component | null }): Removal[] {
  const removed: Removal[] = [];
  for (const slot of [...SINGLE_SLOTS, ...MULTI_SLOTS]) {
    const kept = new Map<string, number>();
    for (const p of chosenIn(after, slot)) kept.set(p.id, (kept.get(p.id) ?? 0) + 1);
    for (const part of chosenIn(before, slot)) {
      const left = kept.get(part.id) ?? 0;
      if (left > 0) {
        kept.set(part.id, left - 1);
        continue;
      }
      // The slot the person changed themselves is a replacement, not a removal.
      if (slot === chose.slot && !Array.isArray(before[slot])) continue;
      const board = chose.slot === 'mobo' && chose.part ? (chose.part as Component<'mobo'>) : null;
      const reason = board
        ? reasonAfterBoard(slot, part, board, after)
        : slot === 'case' && after.mobo
          ? `it does not take ${after.mobo.formFactor} motherboards`
          : 'it no longer fits';
      removed.push({ slot, part, reason });
    }
  }
  return removed;
}

/** Spec §4's choice of a single part, with what it removed. */
export function chooseSingle<S extends SingleSlot>(selection: Selection, slot: S, part: Selection[S]): Change {
  const next = selectSingle(selection, slot, part);
  return { selection: next, removed: removedParts(selection, next, { slot, part }) };
}

/** A choice in one selector of a slotted kind (it never removes anything else). */
export function chooseMulti<S extends MultiSlot>(selection: Selection, slot: S, index: number, part: Selection[S][number]): Change {
  return { selection: selectMulti(selection, slot, index, part), removed: [] };
}

/**
 * One message for what a choice removed: "AMD Ryzen 7 7800X3D removed: it does not fit the AM4
 * board." Parts removed for the same reason share a sentence.
 */
export function removalMessage(removed: readonly Removal[], verb = 'removed'): string {
  const byReason = new Map<string, string[]>();
  for (const r of removed) byReason.set(r.reason, [...(byReason.get(r.reason) ?? []), shortName(r.part)]);
  return [...byReason]
    .map(([reason, names]) => `${listNames(names)} ${verb}: ${reason}.`)
    .join(' ');
}

function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
