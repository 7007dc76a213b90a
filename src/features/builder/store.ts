/**
 * The builder's shared state: the catalogue it offers, the selection, its purpose, and the
 * verdicts computed from them. Islands and components subscribe; the rules themselves live in
 * src/domain/builder.
 */
import { atom, computed } from 'nanostores';
import type { PartsByCategory } from '../../domain/catalogue.ts';
import { CATEGORIES } from '../../domain/categories.ts';
import { evaluateBuild } from '../../domain/builder/compatibility.ts';
import { DEFAULT_PURPOSE, forPurpose, type Purpose } from '../../domain/builder/purpose.ts';
import { removalMessage, type Change } from '../../domain/builder/removals.ts';
import { emptySelection, type Selection } from '../../domain/builder/selection.ts';
import { fetchCategories } from '../shared/catalogue-client.ts';

export const $catalogue = atom<PartsByCategory | null>(null);
export const $selection = atom<Selection>(emptySelection());
export const $purpose = atom<Purpose>(DEFAULT_PURPOSE);
export const $result = computed([$selection, $purpose], (selection, purpose) => forPurpose(evaluateBuild(selection), selection, purpose));

/** What the last change did that the person should know (parts it removed), and Undo's target. */
export interface ChangeNotice {
  message: string;
  /** What Undo goes back to; null when there is nothing to undo (a part that could not be added). */
  before: Selection | null;
}
export const $notice = atom<ChangeNotice | null>(null);

/**
 * Applies a change. When it removed parts (or `lead` says what it added), the notice says so,
 * with Undo, until the next change.
 */
export function applyChange(change: Change, lead = ''): void {
  const before = $selection.get();
  $selection.set(change.selection);
  const message = [lead, change.removed.length ? removalMessage(change.removed) : ''].filter(Boolean).join(' ');
  $notice.set(message ? { message, before } : null);
}

/** Sets the selection outright (clear, restore, save): any notice is over. */
export function replaceSelection(selection: Selection): void {
  $selection.set(selection);
  $notice.set(null);
}

export function undoChange(): void {
  const notice = $notice.get();
  if (notice?.before) replaceSelection(notice.before);
}

/** Spec §7: each category from the API; a failure or a non-array is silently an empty list. */
export const loadCatalogue = (): Promise<PartsByCategory> => fetchCategories(CATEGORIES);
