/**
 * The catalogue from the API, one call per category (spec §7): a failure or a non-array answer
 * is an empty list. The builder stays silent about failures; the database page logs them.
 */
import type { PartsByCategory } from '../../domain/catalogue.ts';
import type { Category } from '../../domain/categories.ts';
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
