/**
 * Issue 27: a pre-rendered page holds the prices of its build; after a price refresh the API has
 * newer ones. `newerCatalogue` asks the API for the day of its newest prices (a few bytes) and,
 * only when that is newer than the page's, loads the lists again.
 */
import type { Component, PartsByCategory } from '../../domain/catalogue/catalogue.ts';
import type { Category } from '../../domain/catalogue/categories.ts';
import { api } from './api-client.ts';
import { fetchCategories } from './catalogue-client.ts';

/** The newest shop-price day among the parts a page holds. */
export function newestPriceDay(lists: Partial<Record<Category, readonly Component[]>>): string {
  let newest = '';
  for (const parts of Object.values(lists)) for (const p of parts ?? []) if (p.priceSource === 'shops' && p.priceAsOf && p.priceAsOf > newest) newest = p.priceAsOf;
  return newest;
}

export async function newerCatalogue<C extends Category>(categories: readonly C[], have: Pick<PartsByCategory, C>): Promise<Pick<PartsByCategory, C> | null> {
  const status = await api<{ observedOn: string }>('/api/prices/status', { token: null });
  if (!status.ok || !(status.data.observedOn > newestPriceDay(have))) return null;
  const lists = await fetchCategories(categories);
  // Like the page's own lists, without the offers (a card loads them when opened); the page's
  // list stays where a category failed to load.
  const light = (parts: readonly Component[]) => parts.map(({ offers: _offers, ...part }) => part as Component);
  return Object.fromEntries(categories.map((c) => [c, lists[c].length ? light(lists[c]) : have[c]])) as Pick<PartsByCategory, C>;
}
