/**
 * The Compare list and table (issue 29): which parts the Compare toggles on cards and part pages
 * hold — two to four of one category — the address that shows them side by side
 * (/compare?ids=a,b,c), and the table's rows. Kept apart from compare.ts (which builds each
 * part's entry at build time) so the browser's scripts carry no catalogue, prices or review data.
 */
import type { Category } from './categories.ts';
import type { SpecLine } from './spec-lines.ts';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** Where the Compare toggles keep the list between pages (this browser only). */
export const COMPARE_STORAGE_KEY = 'compareParts';

export { partHref } from './part-links.ts';
/** A part's pre-rendered compare entry. */
export const compareEntryHref = (id: string) => `/parts/${encodeURIComponent(id)}.json`;
export const compareHref = (ids: readonly string[]) => `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;

/** Part ids are kebab-case (catalogue.ts); anything else in the address is dropped. */
const PART_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The ids in a compare address (?ids=a,b,c): valid ones, each once, at most COMPARE_MAX. */
export function parseCompareIds(search: string): string[] {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  const ids = raw
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => PART_ID.test(id) && id.length <= 120);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** The list the Compare toggles keep: one category at a time. */
export interface CompareList {
  category: Category | null;
  ids: string[];
}

export const EMPTY_COMPARE: CompareList = { category: null, ids: [] };

export interface CompareToggle {
  list: CompareList;
  /** Said when the toggle did something other than add or remove this part. */
  message: string | null;
}

/** Adds the part, or takes it out when it is in. A part of another category starts a new list; a fifth is refused. */
export function toggleCompare(list: CompareList, part: { id: string; type: Category }, label: string): CompareToggle {
  if (list.ids.includes(part.id)) {
    const ids = list.ids.filter((id) => id !== part.id);
    return { list: { category: ids.length ? list.category : null, ids }, message: null };
  }
  if (list.category !== part.type && list.ids.length > 0) {
    return { list: { category: part.type, ids: [part.id] }, message: `Compare holds one kind of part: started a new list of ${label}.` };
  }
  if (list.ids.length >= COMPARE_MAX) {
    return { list, message: `Compare takes up to ${COMPARE_MAX} parts: take one out first.` };
  }
  return { list: { category: part.type, ids: [...list.ids, part.id] }, message: null };
}

/** A stored list, tolerant of anything malformed (another version, a hand edit): never throws. */
export function readCompareList(stored: string | null, isCategory: (value: string) => value is Category): CompareList {
  try {
    const value = JSON.parse(stored ?? 'null') as { category?: unknown; ids?: unknown } | null;
    if (!value || typeof value.category !== 'string' || !isCategory(value.category) || !Array.isArray(value.ids)) return EMPTY_COMPARE;
    const ids = [...new Set(value.ids.filter((id): id is string => typeof id === 'string' && PART_ID.test(id)))].slice(0, COMPARE_MAX);
    return ids.length ? { category: value.category, ids } : EMPTY_COMPARE;
  } catch {
    return EMPTY_COMPARE;
  }
}

/** What the toggle's link says: "Compare 3 CPUs", or how many more are needed. */
export function compareLinkText(list: CompareList, label: string): string {
  const n = list.ids.length;
  return n >= COMPARE_MIN ? `Compare ${n} ${label}` : `Choose ${COMPARE_MIN - n} more to compare`;
}

/** What a part's Compare toggle shows: pressed or not, and the link to the comparison of its kind. */
export interface CompareToggleView {
  pressed: boolean;
  /** The comparison of this part's kind, once it holds two parts. */
  href: string | null;
  /** "Compare 3 CPUs", "Choose 1 more to compare", or '' when the list holds another kind. */
  text: string;
}

export function compareToggleView(list: CompareList, part: { id: string; type: Category }, label: string): CompareToggleView {
  const sameKind = list.category === part.type && list.ids.length > 0;
  return {
    pressed: list.ids.includes(part.id),
    href: sameKind && list.ids.length >= COMPARE_MIN ? compareHref(list.ids) : null,
    text: sameKind ? compareLinkText(list, label) : '',
  };
}

/** One part as the compare page shows it, pre-rendered at /parts/<id>.json. */
export interface CompareEntry {
  id: string;
  type: Category;
  name: string;
  brand: string;
  image: string;
  /** "₱12,345". */
  price: string;
  /** Whole pesos, for "cheapest" marks. */
  pesos: number;
  /** "at 4 shops · seen 23 Apr 2026" or "Estimate · Jun 2025". */
  priceNote: string;
  estimate: boolean;
  specs: SpecLine[];
  /** Measured speeds (CPUs and graphics cards the review data lists). */
  performance: SpecLine[];
}

/** A row of the comparison: a label and each part's value (empty where a part has none). */
export interface CompareRow {
  label: string;
  values: string[];
  /** True when the values differ: the table marks the rows worth reading. */
  differs: boolean;
}

/** Spec and performance rows over every entry, labels in the order they first appear. */
export function compareRows(entries: readonly Pick<CompareEntry, 'specs' | 'performance'>[]): CompareRow[] {
  const labels: string[] = [];
  for (const entry of entries) for (const [label] of [...entry.specs, ...entry.performance]) if (!labels.includes(label)) labels.push(label);
  return labels.map((label) => {
    const values = entries.map((e) => [...e.specs, ...e.performance].find(([l]) => l === label)?.[1] ?? '');
    return { label, values, differs: new Set(values).size > 1 };
  });
}

/** Why a set of entries cannot be compared, or null when it can. */
export function compareProblem(entries: readonly Pick<CompareEntry, 'type'>[]): string | null {
  if (entries.length < COMPARE_MIN) return `Choose at least ${COMPARE_MIN} parts of one kind to compare: use Compare on a part's card or page.`;
  if (new Set(entries.map((e) => e.type)).size > 1) return 'These parts are of different kinds: compare parts of one kind.';
  return null;
}

/** Said above the table when some ids of the address are not in the catalogue (any more). */
export function missingPartsNote(missing: number): string | null {
  if (missing <= 0) return null;
  return missing === 1 ? 'One part in this link is not in the catalogue any more.' : `${missing} parts in this link are not in the catalogue any more.`;
}
