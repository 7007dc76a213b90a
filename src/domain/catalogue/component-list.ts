/**
 * The Component Database page's rules (spec §2.9): which categories it shows, how the filter
 * buttons, search and sort menu narrow and order the list. Pure, so the island stays thin and
 * filtering every part on each keystroke stays far under a frame.
 */
import { isEstimate, priceNote } from '../pricing/price-display.ts';
import type { Component } from './catalogue.ts';
import { FACETS, facetValues } from './component-facets.ts';
import { PRICE_PER_PERFORMANCE_NOTE, pricePerPerformance } from './component-performance.ts';
import { NEWEST_NOTE, launchMonth, monthOrder } from './launches.ts';

export {
  CATEGORY_LABELS,
  DATABASE_CATEGORIES,
  LISTED_CATEGORIES,
  PERIPHERAL_CATEGORIES,
  SETUP_CATEGORIES,
  type DatabaseCategory,
  type ListedCategory,
  type PeripheralCategory,
} from './listed-categories.ts';
import { CATEGORY_LABELS, DATABASE_CATEGORIES, LISTED_CATEGORIES, PERIPHERAL_CATEGORIES, SETUP_CATEGORIES, type ListedCategory } from './listed-categories.ts';

export type CategoryFilter = 'all' | ListedCategory;

/** The spec's ten filter buttons, in its order and words. */
export const FILTERS: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...DATABASE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];
/** The peripheral buttons, a group of their own beside the spec's. */
export const PERIPHERAL_FILTERS: { value: CategoryFilter; label: string }[] = PERIPHERAL_CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));
/** Issue 29: the rest of the setup, under its own buttons after the peripherals. */
export const SETUP_FILTERS: { value: CategoryFilter; label: string }[] = SETUP_CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

export function isCategoryFilter(value: unknown): value is CategoryFilter {
  return value === 'all' || (LISTED_CATEGORIES as readonly unknown[]).includes(value);
}

// ---- Sorting ---------------------------------------------------------------------------------

/**
 * The spec's two sorts, then the ones issue 12 adds where a category has the figure, then issue
 * 20's: price per performance (CPUs and graphics cards, from measured speeds in games), newest
 * (CPUs, graphics cards and boards: when the chip or chipset first went on sale) and most offered
 * (how many shops list the part).
 */
export type SortKey = 'name' | 'price' | 'pricePerGb' | 'vram' | 'wattage' | 'pricePerPerformance' | 'newest' | 'mostOffered';
export const SORT_LABELS: Record<SortKey, string> = {
  name: 'Alphabetical',
  price: 'Price',
  pricePerGb: 'Price per GB',
  vram: 'VRAM',
  wattage: 'Wattage',
  pricePerPerformance: 'Price per performance',
  newest: 'Newest',
  mostOffered: 'Most offered',
};

/** A sort's figure for a part, or null when the part has none (those go last either way). */
const SORT_FIGURE: Record<Exclude<SortKey, 'name'>, (part: Component) => number | null> = {
  price: (p) => p.price,
  pricePerGb: (p) => {
    const gb = (p as { capacityGb?: number }).capacityGb;
    return gb ? p.price / gb : null;
  },
  vram: (p) => (p as { vram?: number }).vram ?? null,
  wattage: (p) => (p as { wattage?: number }).wattage ?? null,
  pricePerPerformance,
  newest: (p) => {
    const month = launchMonth(p);
    return month ? monthOrder(month) : null;
  },
  // How many shops list it, as its price line says; parts no shop listed (estimates) go last.
  mostOffered: (p) => {
    const note = priceNote(p);
    return note.kind === 'shops' && note.shops > 0 ? note.shops : null;
  },
};
const SORTS_BY_CATEGORY: Partial<Record<ListedCategory, SortKey[]>> = {
  ram: ['pricePerGb'],
  storage: ['pricePerGb'],
  m2: ['pricePerGb'],
  cpu: ['pricePerPerformance', 'newest'],
  gpu: ['vram', 'pricePerPerformance', 'newest'],
  mobo: ['newest'],
  psu: ['wattage'],
};

/** What a sort measures, said under the list while it is chosen (issue 20's sorts need saying). */
export const SORT_NOTES: Partial<Record<SortKey, string>> = {
  pricePerPerformance: PRICE_PER_PERFORMANCE_NOTE,
  newest: NEWEST_NOTE,
  mostOffered: 'Most offered: how many Philippine shops list the part, most first; parts no shop listed (estimates) come last.',
};

/** The sorts the menu offers for a filter: Alphabetical and Price, more for some categories, and Most offered. */
export function sortsFor(filter: CategoryFilter): SortKey[] {
  return ['name', 'price', ...(filter === 'all' ? [] : (SORTS_BY_CATEGORY[filter] ?? [])), 'mostOffered'];
}

export interface SortState {
  key: SortKey;
  direction: 'asc' | 'desc';
}

/**
 * Where a first pick starts (spec §2.9: ascending). "Most offered" starts with the most and
 * "Newest" with the newest, as their names say; choosing one again reverses it.
 */
const FIRST_DIRECTION: Partial<Record<SortKey, SortState['direction']>> = { mostOffered: 'desc', newest: 'desc' };

/** Choosing the same option again toggles the direction; the first pick is ascending (most offered, newest: descending). */
export function nextSort(current: SortState | null, picked: SortKey): SortState {
  if (current?.key === picked) {
    return { key: picked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key: picked, direction: FIRST_DIRECTION[picked] ?? 'asc' };
}

/** One collator for every name comparison (made on first use: none is built while a page loads). */
let collator: Intl.Collator | undefined;
const byName = (a: Component, b: Component) => (collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' })).compare(a.name, b.name);

/** Sorts by a price (Price, Price per GB, per performance) put estimated prices after observed ones, either way. */
const PRICE_SORTS: readonly SortKey[] = ['price', 'pricePerGb', 'pricePerPerformance'];

export function sortComponents<T extends Component>(parts: readonly T[], sort: SortState | null): T[] {
  if (!sort) return [...parts];
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (sort.key === 'name') return [...parts].sort((a, b) => sign * byName(a, b));
  const figure = SORT_FIGURE[sort.key];
  const estimatesLast = PRICE_SORTS.includes(sort.key);
  // Each part's figure and price kind worked out once, not once per comparison (a price note is
  // dates and text: per comparison it made a keystroke in the database 15 times slower).
  const keyed = parts.map((part) => ({ part, figure: figure(part), estimate: estimatesLast && isEstimate(part) }));
  keyed.sort((a, b) => {
    if (a.estimate !== b.estimate) return a.estimate ? 1 : -1;
    const x = a.figure;
    const y = b.figure;
    if (x === null || y === null) return x === y ? byName(a.part, b.part) : x === null ? 1 : -1;
    return sign * (x - y || byName(a.part, b.part));
  });
  return keyed.map((k) => k.part);
}

// ---- Search ----------------------------------------------------------------------------------

/**
 * Search text in one form: lower case, accents dropped, and everything but letters and digits
 * removed, so that "RX 9070XT", "rx9070 xt" and "RX-9070 XT" all read "rx9070xt".
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Text a search matches against: name, brand and the identifying specs, in search form. */
export function searchText(part: Component): string {
  const p = part as unknown as Record<string, unknown>;
  return searchKey(
    [p.name, p.brand, p.socket, p.chipset, p.ramType, p.formFactor, p.interface]
      .filter((v): v is string => typeof v === 'string')
      .join(' '),
  );
}

/**
 * Every word of the query must appear somewhere in the part's search text, in any order. Spaces,
 * case and punctuation inside and between words do not matter: "4060ti" finds "RTX 4060 Ti".
 */
export function matchesQuery(haystack: string, query: string): boolean {
  return query
    .split(/\s+/)
    .map(searchKey)
    .every((word) => haystack.includes(word));
}

// ---- Filters by spec -------------------------------------------------------------------------

/** Issue 29: "Fits my build" in the address (`?fits=1`). */
export const FITS_KEY = 'fits';

/** Keys of the URL that are not facets; no facet may use one (a test holds this). */
export const VIEW_KEYS = ['category', 'q', 'sort', 'min', 'max', FITS_KEY] as const;

// ---- The view: category, search, filters and sort, and its URL --------------------------------

export interface ListView {
  filter: CategoryFilter;
  query: string;
  sort: SortState | null;
  /** Facet key → chosen value, for the chosen category's facets only. */
  facets: Record<string, string>;
  minPrice: number | null;
  maxPrice: number | null;
  /** Issue 29: only parts that fit the builder's draft (src/domain/builder/fits-build.ts). */
  fitsBuild: boolean;
}

export const DEFAULT_VIEW: ListView = { filter: 'all', query: '', sort: null, facets: {}, minPrice: null, maxPrice: null, fitsBuild: false };

/** A new category: its own facets start empty; a sort it does not offer is dropped. */
export function withFilter(view: ListView, filter: CategoryFilter): ListView {
  if (filter === view.filter) return view;
  const sort = view.sort && sortsFor(filter).includes(view.sort.key) ? view.sort : null;
  return { ...view, filter, sort, facets: {} };
}

export function withFacet(view: ListView, key: string, value: string): ListView {
  const facets = { ...view.facets };
  if (value) facets[key] = value;
  else delete facets[key];
  return { ...view, facets };
}

/** True when the view narrows the list in any way beyond the category. */
export function isNarrowed(view: ListView): boolean {
  return view.query.trim() !== '' || Object.keys(view.facets).length > 0 || view.minPrice !== null || view.maxPrice !== null;
}

const price = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,7}$/.test(raw.trim())) return null;
  return Number(raw.trim());
};

/** The view as a query string ('' for the default view), stable in key order. */
export function viewToQuery(view: ListView): string {
  const params = new URLSearchParams();
  if (view.filter !== 'all') params.set('category', view.filter);
  if (view.query.trim()) params.set('q', view.query.trim());
  if (view.sort) params.set('sort', view.sort.direction === 'asc' ? view.sort.key : `${view.sort.key}-desc`);
  if (view.filter !== 'all') {
    for (const facet of FACETS[view.filter]) {
      const value = view.facets[facet.key];
      if (value) params.set(facet.key, value);
    }
  }
  if (view.minPrice !== null) params.set('min', String(view.minPrice));
  if (view.maxPrice !== null) params.set('max', String(view.maxPrice));
  if (view.fitsBuild) params.set(FITS_KEY, '1');
  return params.toString();
}

/** Reads a view from a query string; anything unknown or malformed is ignored, never thrown on. */
export function viewFromQuery(search: string): ListView {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const filter: CategoryFilter = isCategoryFilter(category) ? category : 'all';
  const [key, descending] = (params.get('sort') ?? '').split('-') as [string, string | undefined];
  const sort: SortState | null =
    sortsFor(filter).includes(key as SortKey) && (descending === undefined || descending === 'desc')
      ? { key: key as SortKey, direction: descending ? 'desc' : 'asc' }
      : null;
  const facets: Record<string, string> = {};
  if (filter !== 'all') {
    for (const facet of FACETS[filter]) {
      const value = params.get(facet.key);
      if (value) facets[facet.key] = value.slice(0, 60);
    }
  }
  return {
    filter,
    query: (params.get('q') ?? '').slice(0, 100),
    sort,
    facets,
    minPrice: price(params.get('min')),
    maxPrice: price(params.get('max')),
    fitsBuild: params.get(FITS_KEY) === '1',
  };
}

// ---- The sections shown ----------------------------------------------------------------------

export interface Indexed<T extends Component = Component> {
  part: T;
  text: string;
}

export function indexParts<T extends Component>(parts: readonly T[]): Indexed<T>[] {
  return parts.map((part) => ({ part, text: searchText(part) }));
}

/** What narrows the list besides category, search and sort. */
export interface Narrowing {
  facets?: Record<string, string>;
  minPrice?: number | null;
  maxPrice?: number | null;
}

function passes(part: Component, category: ListedCategory, narrowing: Narrowing): boolean {
  if (narrowing.minPrice != null && part.price < narrowing.minPrice) return false;
  if (narrowing.maxPrice != null && part.price > narrowing.maxPrice) return false;
  for (const facet of FACETS[category]) {
    const wanted = narrowing.facets?.[facet.key];
    if (wanted && !facetValues(facet, part).includes(wanted)) return false;
  }
  return true;
}

/** The sections to show: one per category the filter allows, each filtered and sorted. */
export function visibleSections(
  index: Partial<Record<ListedCategory, Indexed[]>>,
  filter: CategoryFilter,
  query: string,
  sort: SortState | null,
  narrowing: Narrowing = {},
): { category: ListedCategory; parts: Component[] }[] {
  const categories = filter === 'all' ? LISTED_CATEGORIES : [filter];
  return categories
    .map((category) => ({
      category,
      parts: sortComponents(
        (index[category] ?? [])
          .filter((entry) => matchesQuery(entry.text, query) && passes(entry.part, category, narrowing))
          .map((entry) => entry.part),
        sort,
      ),
    }))
    .filter((section) => section.parts.length > 0);
}

/**
 * Issue 12: "All" shows the first cards of each section and a "Show all" for the rest, so the
 * first screen comes at once and the page stays short on a phone. One category shows every card.
 */
export const PREVIEW_PER_SECTION = 8;

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
