/**
 * The builder's "Suggest a build" panel (issue 14, item 3): the pure glue between what the person
 * types and the optimiser (src/domain/optimiser), and between its answer and the builder.
 *
 * The optimiser itself never loads with the page: it runs in a Web Worker (optimiser.worker.ts)
 * or, where workers are missing, from a dynamic import (optimiser-client.ts). So this file imports
 * only types from it, and what crosses to the worker is plain data: the catalogue once, then
 * inputs with kept parts named by category and id (the worker finds them in its own copy).
 */
import type { Category } from '../../domain/catalogue/categories.ts';
import type { Component, PartsByCategory } from '../../domain/catalogue/catalogue.ts';
import type { Lookup } from '../../domain/builder/persistence.ts';
import { MULTI_SLOTS, SINGLE_SLOTS, SLOT_CATEGORY, chosenParts, type Selection } from '../../domain/builder/selection.ts';
import type { KeptPart, OptimiseResult, Purpose } from '../../domain/optimiser/types.ts';
import { formatPeso, groupThousands } from '../../domain/format/money.ts';

/** /builder#suggest opens the panel (the home page's Build Optimization card links there). */
export const SUGGEST_HASH = 'suggest';
/**
 * Issue 25: how the panel chooses, in one plain sentence; the scoring waits behind "How we
 * choose" (the optimiser's measure, measure-words.ts, loaded when it is opened).
 */
export const HOW_IT_CHOOSES =
  'We pick every part for you: of the builds that pass our compatibility checks and fit your budget, the one that scores highest for the purpose chosen above.';
export const HOW_WE_CHOOSE = 'How we choose';
export const CHECKS_NOTE = 'Every suggested build passes the same compatibility, power and fit checks as the builder below; then the score decides.';
/** The panel's budget unless the person types another. */
export const DEFAULT_BUDGET = 45_000;
/** A separate budget for keyboard, mouse, headset and monitor when they ask for peripherals. */
export const DEFAULT_PERIPHERALS_BUDGET = 10_000;
/** Above this a typed amount is surely a slip (an extra zero): the catalogue's dearest PC is far below. */
export const MAX_BUDGET = 2_000_000;

export type BudgetInput = { ok: true; value: number } | { ok: false; error: string };

/**
 * A peso amount as people type it: "45000", "45,000", "₱45,000", "PHP 45 000", "P45000", "45k",
 * "45.5k", "45000.50" (centavos dropped). Empty, zero, negative or wordy input is an error that
 * says what to type.
 */
export function parseBudget(text: string, what = 'budget'): BudgetInput {
  const example = `Type your ${what} in pesos, e.g. ₱45,000.`;
  let s = text.trim().toLowerCase().replace(/\s+/g, '');
  if (!s) return { ok: false, error: example };
  s = s.replace(/^(₱|php|p)/, '');
  let factor = 1;
  if (s.endsWith('k')) {
    factor = 1000;
    s = s.slice(0, -1);
  }
  // Thousands separators only where they sit every three digits ("45,000", not "4,5000").
  if (s.includes(',')) {
    if (!/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(s)) return { ok: false, error: example };
    s = s.replace(/,/g, '');
  }
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(s)) return { ok: false, error: example };
  const value = Math.floor(Number(s) * factor);
  if (!Number.isFinite(value) || value <= 0) return { ok: false, error: example };
  if (value > MAX_BUDGET) return { ok: false, error: `That is more than ${formatPeso(MAX_BUDGET)}: check the number of zeros.` };
  return { ok: true, value };
}

/** The amount as it sits in the input after the person leaves it: "45,000" (the ₱ is beside the box). */
export function formatBudgetInput(value: number): string {
  return groupThousands(Math.floor(value));
}

/**
 * The builder's parts against the budget, live as parts change (issue 23): "Your parts:
 * ₱46,500, ₱3,500 under your ₱50,000 budget". Null until there is a budget and a part.
 */
export function budgetStatus(total: number, budget: number | null): { text: string; over: boolean } | null {
  if (budget === null || total <= 0) return null;
  const gap = budget - total;
  const where = gap > 0 ? `${formatPeso(gap)} under` : gap < 0 ? `${formatPeso(-gap)} over` : 'right on';
  return { text: `Your parts: ${formatPeso(total)}, ${where} your ${formatPeso(budget)} budget`, over: gap < 0 };
}

/** A kept part as it crosses to the worker: named, not copied. */
export interface KeepRef {
  category: Category;
  id: string;
  owned: boolean;
}

/** A chosen part's key for the "I own it" ticks: the same part twice (two RAM modules) is one key. */
export const partKey = (part: Pick<Component, 'type' | 'id'>): string => `${part.type}:${part.id}`;

/** The selection's parts to keep, owned where their key is ticked (owned parts cost ₱0). */
export function keepRefs(selection: Selection, ownedKeys: ReadonlySet<string> = new Set()): KeepRef[] {
  return chosenParts(selection).map((part) => ({ category: part.type as Category, id: part.id, owned: ownedKeys.has(partKey(part)) }));
}

/** Kept parts found in the catalogue (one no longer listed is left out: the builder already dropped it). */
export function resolveKeep(refs: readonly KeepRef[], lookup: Lookup): KeptPart[] {
  const kept: KeptPart[] = [];
  for (const ref of refs) {
    const part = lookup(ref.category, ref.id);
    if (part) kept.push({ part, owned: ref.owned });
  }
  return kept;
}

/**
 * The worker's answer holds copies of the parts; the builder's selectors and checks want the
 * catalogue's own objects, so each part is swapped for the catalogue part with the same id.
 */
export function rebindSelection(selection: Selection, lookup: Lookup): Selection {
  const out = { ...selection } as Record<string, unknown>;
  for (const slot of SINGLE_SLOTS) {
    const part = selection[slot];
    out[slot] = part ? (lookup(SLOT_CATEGORY[slot], part.id) ?? part) : null;
  }
  for (const slot of MULTI_SLOTS) {
    const list = selection[slot] as (Component | null)[];
    out[slot] = list.map((part) => (part ? (lookup(SLOT_CATEGORY[slot], part.id) ?? part) : null));
  }
  return out as unknown as Selection;
}

/** What the panel asks for. */
export interface SuggestInput {
  budget: number;
  purpose: Purpose;
  keep: KeepRef[];
  /** Pesos for peripherals, or null for none. */
  peripheralsBudget: number | null;
}

/** Messages to and from the worker. */
export type ToWorker = { type: 'catalogue'; parts: Partial<PartsByCategory> } | { type: 'suggest'; id: number; input: SuggestInput };
export type FromWorker = { type: 'result'; id: number; result: OptimiseResult } | { type: 'error'; id: number; message: string };
