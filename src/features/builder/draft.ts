/**
 * Where the builder's selection comes from on load and where it goes on every change
 * (spec §4 "Draft"): a permalink first, then a loaded build, then the autosaved draft.
 *
 * Issue 12: a shared link or a loaded build never silently replaces the person's own draft. A
 * link over a different draft is offered, not applied (the screen asks); a loaded build keeps
 * the draft aside, to be restored. The build's purpose rides in the draft and the permalink.
 */
import {
  STORAGE_KEYS,
  fromPartsObject,
  fromPermalinkQuery,
  hasPermalink,
  toPermalinkQuery,
  toStoredParts,
  type Lookup,
  type Restored,
  type Unlisted,
} from '../../domain/builder/persistence.ts';
import { DEFAULT_PURPOSE, PURPOSE_QUERY_KEY, purposeFrom, type Purpose } from '../../domain/builder/purpose.ts';
import { emptySelection, isEmptySelection, type Selection } from '../../domain/builder/selection.ts';
import { quotesFor, quotesOf, withQuotes, type Quotes } from '../../domain/builder/your-quote.ts';
import { CUSTOM_QUERY_KEY, customFromQuery, customOf, customToQuery, withCustom, type CustomPart } from '../../domain/builder/custom-parts.ts';

export type Mode = 'new' | 'edit';
export type Source = 'permalink' | 'loaded' | 'draft' | 'empty';

/** The draft set aside when a shared or loaded build took its place (not a spec key). */
export const KEPT_DRAFT_KEY = 'builderDraftKept';

export interface Editing {
  id: string | null;
  name: string;
  description: string;
}

export interface Start extends Restored {
  source: Source;
  purpose: Purpose;
  /** The Suggest panel's budget the draft carries (issue 23), or null. */
  budget: number | null;
  /** Quoted prices the stored build carries ("your quote", issue 28). */
  quotes: Quotes;
  /** Custom lines the stored build carries (issue 29). */
  custom: CustomPart[];
  /** A shared link's build, when it differs from the draft on screen: ask before opening it. */
  offered: (Restored & { purpose: Purpose; custom: CustomPart[] }) | null;
}

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

const purposeOf = (stored: unknown) => purposeFrom((stored as { purpose?: unknown } | null)?.purpose);
/** A stored budget: whole pesos, or null. */
const budgetOf = (stored: unknown) => {
  const budget = (stored as { budget?: unknown } | null)?.budget;
  return typeof budget === 'number' && Number.isInteger(budget) && budget > 0 ? budget : null;
};
const sameBuild = (a: Selection, b: Selection) => toPermalinkQuery(a) === toPermalinkQuery(b);
/** A stored build holds something: a listed part, or one the catalogue no longer lists. */
const holdsParts = (restored: Restored) => !isEmptySelection(restored.selection) || restored.missing.length > 0;

export function restoreSelection(mode: Mode, query: string, lookup: Lookup): Start {
  // Spec §4: loading the normal builder forgets any build being edited.
  if (mode === 'new') forgetEditingKeys();
  const storedDraft = readJson(STORAGE_KEYS.draft);
  const draft = storedDraft ? { ...fromPartsObject(storedDraft, lookup), purpose: purposeOf(storedDraft), quotes: quotesOf(storedDraft), custom: customOf(storedDraft) } : null;
  const hasDraft = draft !== null && holdsParts(draft);

  if (hasPermalink(query)) {
    const params = new URLSearchParams(query);
    const shared = { ...fromPermalinkQuery(query, lookup), purpose: purposeFrom(params.get(PURPOSE_QUERY_KEY)), custom: customFromQuery(params.get(CUSTOM_QUERY_KEY)) };
    if (hasDraft && mode === 'new' && !sameBuild(shared.selection, draft.selection)) {
      return { ...draft, budget: budgetOf(storedDraft), source: 'draft', offered: shared };
    }
    return { ...shared, quotes: {}, budget: null, source: 'permalink', offered: null };
  }
  const loaded = readJson(STORAGE_KEYS.loadedBuild);
  if (loaded) {
    // Restored once; from here on the draft carries the work.
    localStorage.removeItem(STORAGE_KEYS.loadedBuild);
    const restored = fromPartsObject(loaded, lookup);
    if (hasDraft && mode === 'new' && !sameBuild(restored.selection, draft.selection)) keepDraft(storedDraft);
    return { ...restored, purpose: purposeOf(loaded), quotes: quotesOf(loaded), custom: customOf(loaded), budget: null, source: 'loaded', offered: null };
  }
  if (draft) return { ...draft, budget: budgetOf(storedDraft), source: 'draft', offered: null };
  return { selection: emptySelection(), missing: [], purpose: DEFAULT_PURPOSE, quotes: {}, custom: [], budget: null, source: 'empty', offered: null };
}

function forgetEditingKeys(): void {
  localStorage.removeItem(STORAGE_KEYS.editingId);
  localStorage.removeItem(STORAGE_KEYS.editingName);
  localStorage.removeItem(STORAGE_KEYS.editingDescription);
}

/** The build being edited, after a save: its new name, or the new build "Save as new" made. */
export function writeEditing(editing: Editing): void {
  if (editing.id) localStorage.setItem(STORAGE_KEYS.editingId, editing.id);
  localStorage.setItem(STORAGE_KEYS.editingName, editing.name);
  localStorage.setItem(STORAGE_KEYS.editingDescription, editing.description);
}

export function readEditing(): Editing {
  return {
    id: localStorage.getItem(STORAGE_KEYS.editingId),
    name: localStorage.getItem(STORAGE_KEYS.editingName) ?? '',
    description: localStorage.getItem(STORAGE_KEYS.editingDescription) ?? '',
  };
}

/**
 * The stored form of a selection: the spec's parts object (with the unlisted parts still waiting
 * for a replacement, and each chosen part's quoted price), plus the purpose when not the default
 * and the Suggest panel's budget when one was given.
 */
export function draftObject(
  selection: Selection,
  purpose: Purpose,
  unlisted: readonly Unlisted[] = [],
  quotes: Quotes = {},
  budget: number | null = null,
  custom: readonly CustomPart[] = [],
): object {
  const parts = withCustom(withQuotes(toStoredParts(selection, unlisted), quotesFor(selection, quotes)), custom);
  return { ...parts, ...(purpose !== DEFAULT_PURPOSE && { purpose }), ...(budget !== null && { budget }) };
}

/**
 * Saved whenever anything is selected, removed when nothing is (spec §4). Called only once the
 * catalogue has loaded and the stored build was restored from it (issue 20).
 */
export function autosaveDraft(
  selection: Selection,
  purpose: Purpose = DEFAULT_PURPOSE,
  unlisted: readonly Unlisted[] = [],
  quotes: Quotes = {},
  budget: number | null = null,
  custom: readonly CustomPart[] = [],
): void {
  if (!holdsParts({ selection, missing: [...unlisted] }) && custom.length === 0) localStorage.removeItem(STORAGE_KEYS.draft);
  else localStorage.setItem(STORAGE_KEYS.draft, JSON.stringify(draftObject(selection, purpose, unlisted, quotes, budget, custom)));
}

/** Sets the current draft aside so that it can be restored later. */
export function keepDraft(stored: unknown): void {
  localStorage.setItem(KEPT_DRAFT_KEY, JSON.stringify(stored));
}

/** The draft set aside, if any. */
export function readKeptDraft(lookup: Lookup): (Restored & { purpose: Purpose; quotes: Quotes; custom: CustomPart[] }) | null {
  const stored = readJson(KEPT_DRAFT_KEY);
  if (!stored) return null;
  const restored = fromPartsObject(stored, lookup);
  return holdsParts(restored) ? { ...restored, purpose: purposeOf(stored), quotes: quotesOf(stored), custom: customOf(stored) } : null;
}

export function forgetKeptDraft(): void {
  localStorage.removeItem(KEPT_DRAFT_KEY);
}

/** The permalink's query: the parts, the purpose when it is not the default, and the custom lines (issue 29). */
export function permalinkQuery(selection: Selection, purpose: Purpose, custom: readonly CustomPart[] = []): string {
  const params = new URLSearchParams(toPermalinkQuery(selection));
  if (purpose !== DEFAULT_PURPOSE) params.set(PURPOSE_QUERY_KEY, purpose);
  if (custom.length) params.set(CUSTOM_QUERY_KEY, customToQuery(custom));
  // `~` is safe in an address; left readable in a link pasted in Messenger.
  return params.toString().replace(/%7E/gi, '~');
}
