/**
 * The catalogue from the API, one call per category (spec §7): a failure or a non-array answer
 * is an empty list. The builder stays silent about failures; the database page logs them.
 */
import type { Component, PartsByCategory } from '../../domain/catalogue.ts';
import type { Category } from '../../domain/categories.ts';
import type { Offer } from '../../domain/pricing/offers.ts';
import { asComponentList } from '../../domain/component-list.ts';
import { api } from './api-client.ts';

export async function fetchCategories<C extends Category>(
  categories: readonly C[],
  onFailure?: (category: C, error: string) => void,
): Promise<Pick<PartsByCategory, C>> {
  const lists = await Promise.all(
    categories.map(async (category) => {
      const res = await api(`/api/components/${category}`, { token: null });
      if (!res.ok) onFailure?.(category, res.error);
      return asComponentList(res.ok ? res.data : null);
    }),
  );
  return Object.fromEntries(categories.map((c, i) => [c, lists[i]])) as Pick<PartsByCategory, C>;
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
    load = api(`/api/components/${category}`, { token: null }).then((res) => (res.ok ? asComponentList(res.data) : null));
    categoryLoads.set(category, load);
  }
  const parts = await load;
  if (!parts) categoryLoads.delete(category);
  return parts ? (parts.find((p) => p.id === partId)?.offers ?? []) : null;
}
