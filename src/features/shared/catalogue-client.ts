/**
 * The catalogue from the API, one call per category (spec §7).
 *
 * `loadCatalogue` is the builder's: it says which categories failed (no answer, an error, or
 * something other than a list), so that a failed or partial load never passes for an empty
 * catalogue (issue 20: the builder would then drop every part of the draft). `fetchCategories`
 * keeps the spec's reading for the database page: a failure is an empty list, logged there.
 */
import type { Component, PartsByCategory } from '../../domain/catalogue/catalogue.ts';
import type { Category } from '../../domain/catalogue/categories.ts';
import type { Offer } from '../../domain/pricing/offers.ts';
import { asComponentList } from '../../domain/catalogue/component-list.ts';
import { api } from './api-client.ts';

type Lists<C extends Category> = Pick<PartsByCategory, C>;

export type CatalogueLoad<C extends Category> =
  | { ok: true; parts: Lists<C> }
  /** What did load is kept, so that Retry asks only for the rest. */
  | { ok: false; failed: C[]; loaded: Partial<Lists<C>> };

/** One category's list, or null when the call failed or did not answer with a list. */
async function fetchList(category: Category): Promise<Component[] | null> {
  const res = await api(`/api/components/${category}`, { token: null });
  return res.ok && Array.isArray(res.data) ? (res.data as Component[]) : null;
}

/** Every category, or which ones failed. `already` holds lists loaded by an earlier try. */
export async function loadCatalogue<C extends Category>(categories: readonly C[], already: Partial<Lists<C>> = {}): Promise<CatalogueLoad<C>> {
  const lists = await Promise.all(categories.map((c) => already[c] ?? fetchList(c)));
  const loaded: Partial<Lists<C>> = {};
  const failed: C[] = [];
  categories.forEach((c, i) => {
    const list = lists[i];
    if (list) (loaded as Record<C, readonly Component[]>)[c] = list;
    else failed.push(c);
  });
  return failed.length ? { ok: false, failed, loaded } : { ok: true, parts: loaded as Lists<C> };
}

/** Spec §7: each category from the API; a failure or a non-array is an empty list (reported to `onFailure`). */
export async function fetchCategories<C extends Category>(
  categories: readonly C[],
  onFailure?: (category: C, error: string) => void,
): Promise<Lists<C>> {
  const lists = await Promise.all(
    categories.map(async (category) => {
      const res = await api(`/api/components/${category}`, { token: null });
      if (!res.ok) onFailure?.(category, res.error);
      return asComponentList(res.ok ? res.data : null);
    }),
  );
  return Object.fromEntries(categories.map((c, i) => [c, lists[i]])) as Lists<C>;
}

const categoryLoads = new Map<Category, Promise<readonly Component[] | null>>();

/**
 * One part's shop offers, for a page that left them out of its props: its category is fetched
 * once (cheaper than shipping every offer with the page) and shared by every card that asks.
 * Null when the category could not be loaded (a later call tries again).
 */
export async function loadOffers(category: Category, partId: string): Promise<Offer[] | null> {
  let load = categoryLoads.get(category);
  if (!load) {
    load = fetchList(category);
    categoryLoads.set(category, load);
  }
  const parts = await load;
  if (!parts) categoryLoads.delete(category);
  return parts ? (parts.find((p) => p.id === partId)?.offers ?? []) : null;
}
