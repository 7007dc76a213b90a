/**
 * Where the builder's selection comes from on load and where it goes on every change
 * (spec §4 "Draft"): a permalink first, then a loaded build, then the autosaved draft.
 */
import {
  STORAGE_KEYS,
  fromPartsObject,
  fromPermalinkQuery,
  hasPermalink,
  toPartsObject,
  type Lookup,
  type Restored,
} from '../../domain/builder/persistence.ts';
import { emptySelection, isEmptySelection, type Selection } from '../../domain/builder/selection.ts';

export type Mode = 'new' | 'edit';
export type Source = 'permalink' | 'loaded' | 'draft' | 'empty';

export interface Editing {
  id: string | null;
  name: string;
  description: string;
}

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

export function restoreSelection(mode: Mode, query: string, lookup: Lookup): Restored & { source: Source } {
  // Spec §4: loading the normal builder forgets any build being edited.
  if (mode === 'new') forgetEditingKeys();
  if (hasPermalink(query)) return { ...fromPermalinkQuery(query, lookup), source: 'permalink' };
  const loaded = readJson(STORAGE_KEYS.loadedBuild);
  if (loaded) {
    // Restored once; from here on the draft carries the work.
    localStorage.removeItem(STORAGE_KEYS.loadedBuild);
    return { ...fromPartsObject(loaded, lookup), source: 'loaded' };
  }
  const draft = readJson(STORAGE_KEYS.draft);
  if (draft) return { ...fromPartsObject(draft, lookup), source: 'draft' };
  return { selection: emptySelection(), missing: [], source: 'empty' };
}

function forgetEditingKeys(): void {
  localStorage.removeItem(STORAGE_KEYS.editingId);
  localStorage.removeItem(STORAGE_KEYS.editingName);
  localStorage.removeItem(STORAGE_KEYS.editingDescription);
}

/** After an edit is saved: the editing keys and the draft that carried the edit go. */
export function forgetEditing(): void {
  forgetEditingKeys();
  localStorage.removeItem(STORAGE_KEYS.draft);
}

export function readEditing(): Editing {
  return {
    id: localStorage.getItem(STORAGE_KEYS.editingId),
    name: localStorage.getItem(STORAGE_KEYS.editingName) ?? '',
    description: localStorage.getItem(STORAGE_KEYS.editingDescription) ?? '',
  };
}

/** Saved whenever anything is selected, removed when nothing is. */
export function autosaveDraft(selection: Selection): void {
  if (isEmptySelection(selection)) localStorage.removeItem(STORAGE_KEYS.draft);
  else localStorage.setItem(STORAGE_KEYS.draft, JSON.stringify(toPartsObject(selection)));
}
