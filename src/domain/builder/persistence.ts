/**
 * A selection as it leaves the builder and comes back: the spec's parts object (drafts, loaded
 * builds, save payloads), permalinks, and the plain-text list people paste into forums.
 * Parts are stored whole, as the spec's clients expect, but restored by id from the current
 * catalogue so prices and specs are never stale.
 */
import type { Category, Component } from '../catalogue.ts';
import { formatPeso } from '../money.ts';
import type { CompatibilityResult } from './compatibility.ts';
import {
  MULTI_SLOTS,
  SINGLE_SLOTS,
  SLOT_CATEGORY,
  chosenParts,
  emptySelection,
  priceRange,
  type Selection,
  type Slot,
} from './selection.ts';

/** Spec §3 browser storage keys. */
export const STORAGE_KEYS = {
  draft: 'builderDraft',
  loadedBuild: 'loadedBuild',
  editingId: 'editingBuildId',
  editingName: 'editingBuildName',
  editingDescription: 'editingBuildDescription',
} as const;

/** Spec §3 "Build parts object". */
export interface PartsObject {
  mobo: Component | null;
  cpu: Component | null;
  cpuCooler: Component | null;
  gpus: Component[];
  rams: Component[];
  m2s: Component[];
  storage: Component[];
  psu: Component | null;
  case: Component | null;
  keyboard: Component | null;
  mouse: Component | null;
  headset: Component | null;
  monitor: Component | null;
}

export type Lookup = (category: Category, id: string) => Component | undefined;

export function toPartsObject(selection: Selection): PartsObject {
  const parts = {} as Record<Slot, unknown>;
  for (const slot of SINGLE_SLOTS) parts[slot] = selection[slot];
  for (const slot of MULTI_SLOTS) parts[slot] = selection[slot].filter((p) => p !== null);
  return parts as unknown as PartsObject;
}

export interface Restored {
  selection: Selection;
  /** Names (or ids) of stored parts the catalogue no longer has. */
  missing: string[];
}

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return null;
};
const nameOf = (value: unknown): string => {
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    for (const key of ['name', 'model', 'title', 'part_name']) if (typeof v[key] === 'string') return v[key] as string;
  }
  return idOf(value) ?? 'an unknown part';
};

/**
 * Rebuilds a selection from a stored parts object (or anything resembling one), looking each
 * part up by id. Tolerates missing keys, non-arrays and junk; never throws.
 */
export function fromPartsObject(stored: unknown, lookup: Lookup): Restored {
  const selection = emptySelection();
  const missing: string[] = [];
  if (!stored || typeof stored !== 'object') return { selection, missing };
  const source = stored as Record<string, unknown>;
  const resolve = (slot: Slot, value: unknown) => {
    if (value === null || value === undefined || value === '') return null;
    const id = idOf(value);
    const found = id ? lookup(SLOT_CATEGORY[slot], id) : undefined;
    if (!found) missing.push(nameOf(value));
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

const SLOT_LABELS: Record<Slot, string> = {
  mobo: 'Motherboard',
  cpu: 'CPU',
  cpuCooler: 'CPU cooler',
  gpus: 'GPU',
  rams: 'RAM',
  m2s: 'M.2 SSD',
  storage: 'Storage',
  psu: 'Power supply',
  case: 'Case',
  keyboard: 'Keyboard',
  mouse: 'Mouse',
  headset: 'Headset',
  monitor: 'Monitor',
};
const TEXT_ORDER: Slot[] = ['cpu', 'cpuCooler', 'mobo', 'rams', 'gpus', 'm2s', 'storage', 'psu', 'case', 'monitor', 'keyboard', 'mouse', 'headset'];

/** A clean parts list with prices, for a Facebook group or a forum post. */
export function buildAsText(selection: Selection, result: CompatibilityResult, link?: string): string {
  if (chosenParts(selection).length === 0) return '';
  const lines: string[] = ['My PC build (PC Builder PH)', ''];
  for (const slot of TEXT_ORDER) {
    const value = selection[slot];
    const parts = (Array.isArray(value) ? value : [value]).filter((p): p is Component => p !== null);
    for (const part of parts) lines.push(`${SLOT_LABELS[slot]}: ${part.name} — ${formatPeso(part.price)}`);
  }
  const range = priceRange(selection);
  lines.push('', `Total: ${formatPeso(range.total)} (estimate ${formatPeso(range.low)} – ${formatPeso(range.high)}; prices approximate)`);
  if (result.warnings.length) {
    lines.push('', 'Compatibility notes:', ...result.warnings.map((w) => `- ${w}`));
  } else {
    lines.push('No compatibility issues detected!');
  }
  if (link) lines.push('', link);
  return lines.join('\n');
}
