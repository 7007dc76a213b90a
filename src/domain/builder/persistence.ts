/**
 * A selection as it leaves the builder and comes back: the spec's parts object (drafts, loaded
 * builds, save payloads), permalinks, and the plain-text list people paste into forums.
 * Parts are stored whole, as the spec's clients expect, but restored by id from the current
 * catalogue so prices and specs are never stale.
 */
import type { Category, Component } from '../catalogue/catalogue.ts';
import { formatPeso } from '../format/money.ts';
import { shortName } from './labels.ts';
import {
  MULTI_SLOTS,
  SINGLE_SLOTS,
  SLOT_CATEGORY,
  emptySelection,
  type Selection,
  type Slot,
} from './selection.ts';
import { SLOT_LABELS, type PartsOf } from './slots.ts';

/** Spec §3 browser storage keys. */
export const STORAGE_KEYS = {
  draft: 'builderDraft',
  loadedBuild: 'loadedBuild',
  editingId: 'editingBuildId',
  editingName: 'editingBuildName',
  editingDescription: 'editingBuildDescription',
} as const;

/** Spec §3 "Build parts object" (its slots: slots.ts). */
export type PartsObject = PartsOf<Component>;

export type Lookup = (category: Category, id: string) => Component | undefined;

export function toPartsObject(selection: Selection): PartsObject {
  const parts = {} as Record<Slot, unknown>;
  for (const slot of SINGLE_SLOTS) parts[slot] = selection[slot];
  for (const slot of MULTI_SLOTS) parts[slot] = selection[slot].filter((p) => p !== null);
  return parts as unknown as PartsObject;
}

/**
 * A stored part the catalogue no longer has (issue 20): named, with the price stored with it,
 * and its stored copy, so that the draft keeps it until the person chooses a replacement.
 */
export interface Unlisted {
  slot: Slot;
  name: string;
  /** The price stored with the part (when it was saved), or null when the copy has none. */
  price: number | null;
  stored: unknown;
}

/** The line in the part's slot: "Old GPU (₱18,500 when saved) is no longer listed — choose a replacement". */
export function unlistedLine(part: Pick<Unlisted, 'name' | 'price'>): string {
  const price = part.price === null ? '' : ` (${formatPeso(part.price)} when saved)`;
  return `${capitalised(part.name)}${price} is no longer listed — choose a replacement`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Said once on load: the parts that left the catalogue, each marked in its slot. */
export function unlistedNotice(missing: readonly Pick<Unlisted, 'name'>[]): string {
  const names = missing.map((m) => m.name);
  const list = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const [verb, each] = names.length === 1 ? ['is', 'it'] : ['are', 'each'];
  return `${capitalised(list)} ${verb} no longer listed in the catalogue; ${each} is marked in its slot, where you can choose a replacement.`;
}

export interface Restored {
  selection: Selection;
  /** Stored parts the catalogue no longer has, in slot order. */
  missing: Unlisted[];
}

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return null;
};
const storedName = (value: unknown): string | null => {
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    for (const key of ['name', 'model', 'title', 'part_name']) if (typeof v[key] === 'string') return v[key] as string;
  }
  return null;
};

/**
 * A part known only by its id (a permalink, a copy stored without a name) in words, never as a
 * raw id (issue 25): the kind of part and the words of its id — `the CPU “amd ryzen 5 5600x”` —
 * or just the kind when the id has no readable words.
 */
export function nameFromId(slot: Slot, id: string): string {
  const label = slot === 'storage' ? 'Storage drive' : SLOT_LABELS[slot];
  const kind = /^[A-Z][a-z]/.test(label) ? label.toLowerCase() : label;
  const prefix = `${SLOT_CATEGORY[slot]}-`;
  const words = (id.toLowerCase().startsWith(prefix) ? id.slice(prefix.length) : id).split(/[-_\s]+/).filter(Boolean).join(' ');
  const readable = /^[\p{L}\p{N} .+]{1,60}$/u.test(words) && /\p{L}/u.test(words);
  return readable ? `the ${kind} “${words}”` : `a ${kind} from the link`;
}

const nameOf = (slot: Slot, value: unknown): string => {
  const id = idOf(value);
  return storedName(value) ?? (id === null ? 'an unknown part' : nameFromId(slot, id));
};
const priceOf = (value: unknown): number | null => {
  const price = value && typeof value === 'object' ? (value as { price?: unknown }).price : undefined;
  return typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : null;
};

/**
 * Rebuilds a selection from a stored parts object (or anything resembling one), looking each
 * part up by id. Tolerates missing keys, non-arrays and junk; never throws.
 */
export function fromPartsObject(stored: unknown, lookup: Lookup): Restored {
  const selection = emptySelection();
  const missing: Unlisted[] = [];
  if (!stored || typeof stored !== 'object') return { selection, missing };
  const source = stored as Record<string, unknown>;
  const resolve = (slot: Slot, value: unknown) => {
    if (value === null || value === undefined || value === '') return null;
    const id = idOf(value);
    const found = id ? lookup(SLOT_CATEGORY[slot], id) : undefined;
    if (!found) missing.push({ slot, name: nameOf(slot, value), price: priceOf(value), stored: value });
    return found ?? null;
  };
  for (const slot of SINGLE_SLOTS) (selection as Record<Slot, unknown>)[slot] = resolve(slot, source[slot]);
  for (const slot of MULTI_SLOTS) {
    const list = Array.isArray(source[slot]) ? (source[slot] as unknown[]) : [];
    const parts = list.map((value) => resolve(slot, value)).filter((p) => p !== null);
    (selection as Record<Slot, unknown>)[slot] = parts.length ? parts : [null];
  }
  return { selection, missing };
}

/**
 * The stored parts object of a selection together with the unlisted parts still waiting for a
 * replacement: each goes back into its slot (an empty single slot, or after a list's parts), so
 * that saving the draft never drops it.
 */
export function toStoredParts(selection: Selection, unlisted: readonly Unlisted[]): PartsObject {
  const parts = toPartsObject(selection) as unknown as Record<Slot, unknown>;
  for (const { slot, stored } of unlisted) {
    const value = parts[slot];
    if (Array.isArray(value)) parts[slot] = [...value, stored];
    else if (value === null) parts[slot] = stored;
  }
  return parts as unknown as PartsObject;
}

/** The names of the parts in a stored parts object (an id in words where no name was stored), in slot order. */
export function storedPartNames(stored: unknown): string[] {
  if (!stored || typeof stored !== 'object') return [];
  const source = stored as Record<string, unknown>;
  const inSlot = (slot: Slot): unknown[] => {
    const value = source[slot];
    return (Array.isArray(value) ? value : [value]).filter((v) => idOf(v) !== null);
  };
  return [...SINGLE_SLOTS, ...MULTI_SLOTS].flatMap((slot) =>
    inSlot(slot).map((v) => {
      const name = storedName(v);
      return name === null ? capitalised(nameOf(slot, v)) : shortName({ name, type: SLOT_CATEGORY[slot] });
    }),
  );
}

/** A permalink's query: one key per slot, ids comma-separated for the slotted kinds. */
export function toPermalinkQuery(selection: Selection): string {
  const params = new URLSearchParams();
  for (const slot of SINGLE_SLOTS) {
    const part = selection[slot];
    if (part) params.set(slot, part.id);
  }
  for (const slot of MULTI_SLOTS) {
    const ids = selection[slot].flatMap((p) => (p ? [p.id] : []));
    if (ids.length) params.set(slot, ids.join(','));
  }
  return params.toString();
}

/** True when a query string carries a build (any slot key). */
export function hasPermalink(query: string): boolean {
  const params = new URLSearchParams(query);
  return [...SINGLE_SLOTS, ...MULTI_SLOTS].some((slot) => params.has(slot));
}

export function fromPermalinkQuery(query: string, lookup: Lookup): Restored {
  const params = new URLSearchParams(query);
  const stored: Record<string, unknown> = {};
  for (const slot of SINGLE_SLOTS) stored[slot] = params.get(slot);
  for (const slot of MULTI_SLOTS) stored[slot] = (params.get(slot) ?? '').split(',').filter(Boolean);
  return fromPartsObject(stored, lookup);
}

/** Each slot's name in text (the unlisted notice here, Copy as text in build-text.ts). */
export { SLOT_LABELS } from './slots.ts';
