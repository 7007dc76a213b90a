/**
 * The Component Database page's rules (spec §2.9): which categories it shows, how the filter
 * buttons, search and sort menu narrow and order the list. Pure, so the island stays thin and
 * filtering every part on each keystroke stays far under a frame.
 */
import type { Category, Component } from './catalogue.ts';

/** The database page fetches and shows only these nine categories (spec §7), in this order. */
export const DATABASE_CATEGORIES = [
  'mobo',
  'cpu',
  'cpu-cooler',
  'gpu',
  'psu',
  'ram',
  'storage',
  'm2',
  'case',
] as const satisfies readonly Category[];
export type DatabaseCategory = (typeof DATABASE_CATEGORIES)[number];

/** Section and filter-button names, exactly as the spec lists the buttons. */
export const CATEGORY_LABELS: Record<DatabaseCategory, string> = {
  mobo: 'Motherboards',
  cpu: 'CPUs',
  'cpu-cooler': 'CPU Coolers',
  gpu: 'GPUs',
  psu: 'PSUs',
  ram: 'RAM',
  storage: 'Storage',
  m2: 'M.2 / NVMe',
  case: 'Cases',
};

export type CategoryFilter = 'all' | DatabaseCategory;

export const FILTERS: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...DATABASE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

export type SortKey = 'name' | 'price';
export const SORT_LABELS: Record<SortKey, string> = { name: 'Alphabetical', price: 'Price' };

export interface SortState {
  key: SortKey;
  direction: 'asc' | 'desc';
}

/** Choosing the same option again toggles the direction; the first pick is ascending. */
export function nextSort(current: SortState | null, picked: SortKey): SortState {
  if (current?.key === picked) {
    return { key: picked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key: picked, direction: 'asc' };
}

/** Text a search matches against: name, brand and the identifying specs. Lower-cased once. */
export function searchText(part: Component): string {
  const p = part as unknown as Record<string, unknown>;
  return [p.name, p.brand, p.socket, p.chipset, p.ramType, p.formFactor, p.interface]
    .filter((v): v is string => typeof v === 'string')
    .join(' ')
    .toLowerCase();
}

/** Every word of the query must appear somewhere in the part's text, in any order. */
export function matchesQuery(haystack: string, query: string): boolean {
  const words = query.toLowerCase().trim().split(/\s+/).filter(Boolean);
  return words.every((word) => haystack.includes(word));
}

const byName = (a: Component, b: Component) =>
  a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' });

export function sortComponents<T extends Component>(parts: readonly T[], sort: SortState | null): T[] {
  if (!sort) return [...parts];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare =
    sort.key === 'name' ? byName : (a: Component, b: Component) => a.price - b.price || byName(a, b);
  return [...parts].sort((a, b) => sign * compare(a, b));
}

export interface Indexed<T extends Component = Component> {
  part: T;
  text: string;
}

export function indexParts<T extends Component>(parts: readonly T[]): Indexed<T>[] {
  return parts.map((part) => ({ part, text: searchText(part) }));
}

/** The sections to show: one per category the filter allows, each filtered and sorted. */
export function visibleSections(
  index: Record<DatabaseCategory, Indexed[]>,
  filter: CategoryFilter,
  query: string,
  sort: SortState | null,
): { category: DatabaseCategory; parts: Component[] }[] {
  const categories = filter === 'all' ? DATABASE_CATEGORIES : [filter];
  return categories
    .map((category) => ({
      category,
      parts: sortComponents(
        index[category].filter((entry) => matchesQuery(entry.text, query)).map((entry) => entry.part),
        sort,
      ),
    }))
    .filter((section) => section.parts.length > 0);
}

/** The floating Filters button shows when scrolling up beyond this offset (spec §9). */
export const FLOATING_FILTER_SCROLL_UP_PX = 60;
/** The Filters popover's close animation (spec §9). */
export const FILTER_POPOVER_CLOSE_MS = 180;

/**
 * Spec §2.9: the floating Filters button appears once the list's own controls have been scrolled
 * past, or when the reader scrolls up beyond 60 px.
 */
export function showFloatingFilter(state: { controlsInView: boolean; scrollingUp: boolean; y: number }): boolean {
  return !state.controlsInView || (state.scrollingUp && state.y > FLOATING_FILTER_SCROLL_UP_PX);
}

/** A fetched list is used only when it is an array; anything else counts as empty (spec §7). */
export function asComponentList(body: unknown): Component[] {
  return Array.isArray(body) ? (body as Component[]) : [];
}
