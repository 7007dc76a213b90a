/**
 * The dashboard's figures and lists (spec §2.11, §4 "Issues", "Edit or Load", §9 "Dashboard"),
 * computed from the saved builds the API returns.
 */
import { STORAGE_KEYS } from './builder/persistence.ts';
import type { Slot } from './builder/selection.ts';
import { timeOf } from './dates.ts';
import { formatPeso } from './money.ts';
import type { SavedBuildResponse, SavedPart, SavedParts } from './saved-build.ts';

/** A saved build as the dashboard reads it: the API's answer, dates under either name. */
export type DashboardBuild = Pick<SavedBuildResponse, 'id' | 'name' | 'description' | 'total_price' | 'warnings' | 'has_issues'> & {
  parts: Partial<SavedParts>;
  saved_total_price?: number;
  createdAt?: string;
  created_at?: string;
  updatedAt?: string;
  updated_at?: string;
};

export const SECTIONS = ['overview', 'saved', 'history'] as const;
export type Section = (typeof SECTIONS)[number];
export const SECTION_LABELS: Record<Section, string> = {
  overview: 'Overview',
  saved: 'Saved Builds',
  history: 'Build History',
};

/** Spec §9: the overview lists 3 recent builds, a card 3 warnings; the estimate is ±40 %. */
export const RECENT_COUNT = 3;
export const CARD_WARNINGS = 3;
export const ESTIMATE_SPREAD = 0.4;
/** Spec §9: at this width or less the sidebar starts collapsed and Settings gets a button. */
export const SMALL_SCREEN_MAX_PX = 1024;

export const NO_BUILDS_TEXT = "You haven't saved any builds yet.";
export const NO_ISSUES_TEXT = 'No issues detected yet.';
export const NO_WARNINGS_TEXT = 'No warnings';
export const UNLISTED_TEXT = 'no longer listed';

/** Spec §8 "Saved build delete": the two dialogs a failed delete can open. */
export const DELETE_LOGIN_REQUIRED = { title: 'Login Required', message: 'Please log in' } as const;
export const DELETE_ERROR_TITLE = 'Delete Error';
export function deleteFailedMessage(serverMessage: string | null | undefined): string {
  return `Delete failed: ${serverMessage?.trim() || 'Unknown error'}`;
}

/**
 * The list the API answered, made safe to render: objects with an id only, warnings always a
 * list. Null when the answer is not a list at all (treated as a failed load, not as no builds).
 */
export function asDashboardBuilds(data: unknown): DashboardBuild[] | null {
  if (!Array.isArray(data)) return null;
  return data
    .filter((b): b is DashboardBuild => Boolean(b) && typeof b === 'object' && typeof (b as { id?: unknown }).id === 'string')
    .map((b) => ({
      ...b,
      name: typeof b.name === 'string' ? b.name : '',
      description: typeof b.description === 'string' ? b.description : '',
      total_price: Number.isFinite(b.total_price) ? b.total_price : 0,
      warnings: Array.isArray(b.warnings) ? b.warnings.filter((w) => typeof w === 'string') : [],
      parts: b.parts && typeof b.parts === 'object' ? b.parts : {},
    }));
}

/** `?section=` of the dashboard's address; anything else is the overview. */
export function sectionFrom(search: string): Section {
  const wanted = new URLSearchParams(search).get('section');
  return (SECTIONS as readonly string[]).includes(wanted ?? '') ? (wanted as Section) : 'overview';
}

export const createdOf = (b: DashboardBuild): string | undefined => b.createdAt ?? b.created_at;
/** When the build was last saved: its update time, else its creation time. */
export const savedOf = (b: DashboardBuild): string | undefined => b.updatedAt ?? b.updated_at ?? createdOf(b);

/** Spec §4 "Issues": has_issues true, or at least one warning. */
export function hasIssues(b: Pick<DashboardBuild, 'has_issues' | 'warnings'>): boolean {
  return b.has_issues === true || (Array.isArray(b.warnings) && b.warnings.length > 0);
}

export interface PriceRange {
  low: number;
  high: number;
}

/** The mean of today's totals, or null without builds. */
export function averageCost(builds: readonly DashboardBuild[]): number | null {
  if (builds.length === 0) return null;
  return builds.reduce((sum, b) => sum + b.total_price, 0) / builds.length;
}

/** Spec §9: the average ± 40 %, in whole pesos, never below ₱0. */
export function estimatedRange(average: number): PriceRange {
  return {
    low: Math.max(0, Math.round(average * (1 - ESTIMATE_SPREAD))),
    high: Math.max(0, Math.round(average * (1 + ESTIMATE_SPREAD))),
  };
}

/** The cheapest and the dearest build's total today, or null without builds. */
export function actualRange(builds: readonly DashboardBuild[]): PriceRange | null {
  if (builds.length === 0) return null;
  const totals = builds.map((b) => b.total_price);
  return { low: Math.min(...totals), high: Math.max(...totals) };
}

/** Newest first by the time each was last saved. */
export function byLastSaved(builds: readonly DashboardBuild[]): DashboardBuild[] {
  return [...builds].sort((a, b) => timeOf(savedOf(b)) - timeOf(savedOf(a)));
}

/** Build History: newest first by the time each was first saved. */
export function byCreated(builds: readonly DashboardBuild[]): DashboardBuild[] {
  return [...builds].sort((a, b) => timeOf(createdOf(b)) - timeOf(createdOf(a)));
}

export interface DetectedIssue {
  buildId: string;
  buildName: string;
  text: string;
}

/** Every warning of every build, newest build first; a build flagged without a text says so. */
export function detectedIssues(builds: readonly DashboardBuild[]): DetectedIssue[] {
  return byLastSaved(builds).flatMap((b) => {
    if (!hasIssues(b)) return [];
    const texts = b.warnings.length ? b.warnings : ['Has compatibility issues'];
    return texts.map((text) => ({ buildId: b.id, buildName: b.name, text }));
  });
}

export interface Overview {
  totalBuilds: number;
  average: number | null;
  estimated: PriceRange | null;
  actual: PriceRange | null;
  /** Spec §4: builds that count as having issues. */
  buildsWithIssues: number;
  warningCount: number;
  recent: DashboardBuild[];
  issues: DetectedIssue[];
}

export function overview(builds: readonly DashboardBuild[]): Overview {
  const average = averageCost(builds);
  return {
    totalBuilds: builds.length,
    average,
    estimated: average === null ? null : estimatedRange(average),
    actual: actualRange(builds),
    buildsWithIssues: builds.filter(hasIssues).length,
    warningCount: builds.reduce((n, b) => n + b.warnings.length, 0),
    recent: byLastSaved(builds).slice(0, RECENT_COUNT),
    issues: detectedIssues(builds),
  };
}

/** A card's warnings: the first 3, and how many more the ellipsis stands for. */
export function warningPreview(warnings: readonly string[], limit = CARD_WARNINGS): { shown: string[]; more: number } {
  return { shown: warnings.slice(0, limit), more: Math.max(0, warnings.length - limit) };
}

/** Today's total, and beside it the total when saved if prices have moved since. */
export function priceLine(b: Pick<DashboardBuild, 'total_price' | 'saved_total_price'>): string {
  const today = formatPeso(b.total_price);
  const saved = b.saved_total_price;
  if (saved === undefined || Math.round(saved) === Math.round(b.total_price)) return today;
  return `${formatPeso(saved)} when saved · ${today} today`;
}

export interface PartGroup {
  label: string;
  parts: SavedPart[];
}

const GROUPS: { slot: Slot; label: string; always: boolean }[] = [
  { slot: 'mobo', label: 'Motherboard', always: true },
  { slot: 'cpu', label: 'CPU', always: true },
  { slot: 'cpuCooler', label: 'CPU Cooler', always: false },
  { slot: 'gpus', label: 'GPUs', always: true },
  { slot: 'rams', label: 'RAM', always: true },
  { slot: 'm2s', label: 'M.2 SSDs', always: true },
  { slot: 'storage', label: 'Storage', always: true },
  { slot: 'psu', label: 'PSU', always: true },
  { slot: 'case', label: 'Case', always: true },
  { slot: 'monitor', label: 'Monitor', always: false },
  { slot: 'keyboard', label: 'Keyboard', always: false },
  { slot: 'mouse', label: 'Mouse', always: false },
  { slot: 'headset', label: 'Headset', always: false },
];

const partsIn = (parts: Partial<SavedParts>, slot: Slot): SavedPart[] => {
  const value = parts[slot];
  if (Array.isArray(value)) return value.filter(Boolean);
  return value ? [value] : [];
};

/**
 * Spec §2.11: the details modal's groups, Motherboard, CPU, GPUs, RAM, M.2 SSDs, Storage, PSU,
 * Case always (empty ones too); the cooler and the peripherals only when chosen. `onlyChosen`
 * leaves the empty groups out (the community gallery shows what a build has).
 */
export function partGroups(parts: Partial<SavedParts>, onlyChosen = false): PartGroup[] {
  return GROUPS.flatMap(({ slot, label, always }) => {
    const list = partsIn(parts, slot);
    return (always && !onlyChosen) || list.length > 0 ? [{ label, parts: list }] : [];
  });
}

/** Every part of a build, slot by slot. */
export function allParts(parts: Partial<SavedParts>): SavedPart[] {
  return GROUPS.flatMap(({ slot }) => partsIn(parts, slot));
}

export const partCount = (parts: Partial<SavedParts>): number => allParts(parts).length;

/**
 * Spec §4 "Edit or Load": what goes into local storage before /builder/edit opens — the parts
 * object, the build's id, name and description under the spec's keys.
 */
export function editEntries(b: Pick<DashboardBuild, 'id' | 'name' | 'description' | 'parts'>): [string, string][] {
  return [
    [STORAGE_KEYS.loadedBuild, JSON.stringify(b.parts)],
    [STORAGE_KEYS.editingId, b.id],
    [STORAGE_KEYS.editingName, b.name],
    [STORAGE_KEYS.editingDescription, b.description ?? ''],
  ];
}
