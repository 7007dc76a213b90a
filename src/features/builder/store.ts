/**
 * The builder's shared state: the catalogue it offers, the selection, its purpose, the stored
 * parts the catalogue no longer lists, and the verdicts computed from them. Islands and
 * components subscribe; the rules themselves live in src/domain/builder.
 */
import { atom, computed } from 'nanostores';
import type { PartsByCategory } from '../../domain/catalogue/catalogue.ts';
import { CATEGORIES, type Category } from '../../domain/catalogue/categories.ts';
import { evaluateBuild } from '../../domain/builder/compatibility.ts';
import type { Unlisted } from '../../domain/builder/persistence.ts';
import type { Quotes } from '../../domain/builder/your-quote.ts';
import { withCustomNotes, type CustomPart } from '../../domain/builder/custom-parts.ts';
import { DEFAULT_PURPOSE, type Purpose } from '../../domain/builder/purpose.ts';
import { removalMessage, type Change } from '../../domain/builder/removals.ts';
import { MULTI_SLOTS, SINGLE_SLOTS, emptySelection, type Selection, type SingleSlot } from '../../domain/builder/selection.ts';
import { loadCatalogue, type CatalogueLoad } from '../shared/catalogue-client.ts';

export const $catalogue = atom<PartsByCategory | null>(null);
export const $selection = atom<Selection>(emptySelection());
export const $purpose = atom<Purpose>(DEFAULT_PURPOSE);
/** The budget typed into "Suggest a build", in pesos (issue 23): it rides with the draft. */
export const $budget = atom<number | null>(null);
/** Stored parts the catalogue no longer lists, each shown in its slot until replaced (issue 20). */
export const $unlisted = atom<readonly Unlisted[]>([]);
/** Prices a shop quoted for chosen parts, by part id ("your quote", issue 28); set on restore, cleared with the build. */
export const $quotes = atom<Quotes>({});
/** Custom lines for things the catalogue lacks (issue 29); the verdict says it cannot check them. */
export const $custom = atom<readonly CustomPart[]>([]);
export const $result = computed([$selection, $purpose, $custom], (selection, purpose, custom) => withCustomNotes(evaluateBuild(selection, purpose), custom));

/** What the last change did that the person should know (parts it removed), and Undo's target. */
export interface ChangeNotice {
  message: string;
  /** What Undo goes back to; null when there is nothing to undo (a part that could not be added). */
  before: Selection | null;
  /** The unlisted parts before the change (a replacement chosen for one takes it away). */
  unlistedBefore?: readonly Unlisted[];
  /**
   * The selector the person changed, when the change removed other parts (issue 25): the notice
   * takes the focus, and Undo hands it back to this selector.
   */
  changed?: SingleSlot;
}
export const $notice = atom<ChangeNotice | null>(null);

const chosenCount = (selection: Selection, slot: (typeof MULTI_SLOTS)[number]) => selection[slot].filter((p) => p !== null).length;

/**
 * A part chosen in a slot that holds an unlisted part is its replacement: a single slot that
 * now holds a part, or one more part in a list, takes one unlisted part of that slot away.
 */
export function afterReplacements(unlisted: readonly Unlisted[], before: Selection, after: Selection): readonly Unlisted[] {
  if (unlisted.length === 0) return unlisted;
  const replaced = new Map<string, number>();
  for (const slot of SINGLE_SLOTS) if (after[slot] && after[slot] !== before[slot]) replaced.set(slot, 1);
  for (const slot of MULTI_SLOTS) replaced.set(slot, Math.max(0, chosenCount(after, slot) - chosenCount(before, slot)));
  return unlisted.filter((u) => {
    const left = replaced.get(u.slot) ?? 0;
    if (left === 0) return true;
    replaced.set(u.slot, left - 1);
    return false;
  });
}

/**
 * Applies a change. When it removed parts (or `lead` says what it added), the notice says so,
 * with Undo, until the next change. `changed` is the selector the person used.
 */
export function applyChange(change: Change, lead = '', changed?: SingleSlot): void {
  const before = $selection.get();
  const unlistedBefore = $unlisted.get();
  $selection.set(change.selection);
  $unlisted.set(afterReplacements(unlistedBefore, before, change.selection));
  const message = [lead, change.removed.length ? removalMessage(change.removed) : ''].filter(Boolean).join(' ');
  const focus = changed && change.removed.length ? { changed } : {};
  $notice.set(message ? { message, before, unlistedBefore, ...focus } : null);
}

/** Sets the selection outright (clear, restore): any notice is over; unlisted parts are as given. */
export function replaceSelection(selection: Selection, unlisted: readonly Unlisted[] = []): void {
  $selection.set(selection);
  $unlisted.set(unlisted);
  $notice.set(null);
}

export function undoChange(): void {
  const notice = $notice.get();
  if (notice?.before) replaceSelection(notice.before, notice.unlistedBefore ?? $unlisted.get());
}

/** The person set an unlisted part aside without choosing a replacement. */
export function dismissUnlisted(part: Unlisted): void {
  $unlisted.set($unlisted.get().filter((u) => u !== part));
}

/**
 * Every category from the API, or which ones failed (issue 20): the builder restores nothing and
 * stores nothing until the whole catalogue has loaded. `already` carries an earlier partial load.
 */
export const fetchBuilderCatalogue = (already: Partial<PartsByCategory> = {}): Promise<CatalogueLoad<Category>> =>
  loadCatalogue(CATEGORIES, already);
