/**
 * The dashboard's figures and lists (spec §2.11, §4 "Issues", "Edit or Load", §9 "Dashboard"),
 * computed from the saved builds the API returns.
 */
import { STORAGE_KEYS } from '../builder/persistence.ts';
import { PC_SLOTS, PERIPHERAL_SLOTS, SETUP_SLOTS, SLOT_TABLE, type Slot } from '../builder/slots.ts';
import { timeOf } from '../format/dates.ts';
import { formatPeso } from '../format/money.ts';
import { asVerdict } from './build-verdict.ts';
import { sharedPostsFrom, type SharedPost } from '../community/share.ts';
import type { SavedBuildResponse, SavedPart, SavedParts } from './saved-build.ts';

/** A saved build as the dashboard reads it: the API's answer, dates under either name. */
export type DashboardBuild = Pick<SavedBuildResponse, 'id' | 'name' | 'description' | 'total_price' | 'warnings' | 'has_issues' | 'problems' | 'notes' | 'purpose'> & {
  parts: Partial<SavedParts>;
  saved_total_price?: number;
  createdAt?: string;
  created_at?: string;
  updatedAt?: string;
  updated_at?: string;
  /** The gallery posts made from this build, newest first (issue 25: sharing again asks first). */
  shared_posts: SharedPost[];
};

export const SECTIONS = ['overview', 'saved', 'history'] as const;
export type Section = (typeof SECTIONS)[number];
export const SECTION_LABELS: Record<Section, string> = {
  overview: 'Overview',
  saved: 'Saved Builds',
  history: 'Build History',
};

/** Spec §9: the overview lists 3 recent builds, a card 3 warnings; the estimate is the average ± 40 %. */
export const RECENT_COUNT = 3;
export const CARD_WARNINGS = 3;
export const ESTIMATE_SPREAD = 0.4;
/** Spec §9: at this width or less the sidebar starts collapsed and Settings gets a button. */
export const SMALL_SCREEN_MAX_PX = 1024;

export const NO_BUILDS_TEXT = "You haven't saved any builds yet.";
export const NO_ISSUES_TEXT = 'No issues detected yet.';
export const NO_WARNINGS_TEXT = 'No warnings';
/**
 * Issue 20: the spec's "average plus or minus 40%" range stays as the computed figure, said in
 * words a shopper reads (no "±40 %"); the actual range is the cheapest and the dearest build.
 */
export const ESTIMATED_RANGE_LABEL = 'Around your average';
export const ESTIMATED_RANGE_HINT = 'your average build cost, give or take two fifths';
export const ACTUAL_RANGE_LABEL = 'Cheapest to dearest';
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
      ...asVerdict(b as unknown as Record<string, unknown>),
      parts: b.parts && typeof b.parts === 'object' ? b.parts : {},
      shared_posts: sharedPostsFrom(b),
    }));
}

/** The list after a build was shared: its new post first among its posts. */
export function withSharedPost(builds: readonly DashboardBuild[], buildId: string, post: SharedPost): DashboardBuild[] {
  return builds.map((b) => (b.id === buildId ? { ...b, shared_posts: [post, ...b.shared_posts] } : b));
}

/** `?section=` of the dashboard's address; anything else is the overview. */
export function sectionFrom(search: string): Section {
  const wanted = new URLSearchParams(search).get('section');
  return (SECTIONS as readonly string[]).includes(wanted ?? '') ? (wanted as Section) : 'overview';
}

export const createdOf = (b: DashboardBuild): string | undefined => b.createdAt ?? b.created_at;
/** When the build was last saved: its update time, else its creation time. */
export const savedOf = (b: DashboardBuild): string | undefined => b.updatedAt ?? b.updated_at ?? createdOf(b);

/**
 * Spec §4 counts a build with any warning as having issues; DESIGN.md's deviation (issue 20):
 * an issue is a problem that stops the PC working (has_issues), never a note.
 */
export function hasIssues(b: Pick<DashboardBuild, 'has_issues'>): boolean {
  return b.has_issues === true;
}

export type BuildStatus = 'issues' | 'notes' | 'ok';
/** The card's badge: Issues (a problem), Notes (it works; something to read), or OK. */
export function statusOf(b: Pick<DashboardBuild, 'has_issues' | 'notes'>): BuildStatus {
  return hasIssues(b) ? 'issues' : b.notes.length > 0 ? 'notes' : 'ok';
}
export const STATUS_LABELS: Record<BuildStatus, string> = { issues: 'Issues', notes: 'Notes', ok: 'OK' };

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

/** Every problem of every build, newest build first; a build flagged without a text says so. Notes are not issues. */
export function detectedIssues(builds: readonly DashboardBuild[]): DetectedIssue[] {
  return byLastSaved(builds).flatMap((b) => {
    if (!hasIssues(b)) return [];
    const texts = b.problems.length ? b.problems : ['Has compatibility issues'];
    return texts.map((text) => ({ buildId: b.id, buildName: b.name, text }));
  });
}

export interface Overview {
  totalBuilds: number;
  average: number | null;
  estimated: PriceRange | null;
  actual: PriceRange | null;
  /** Builds with a problem that stops the PC working (DESIGN.md: notes are not issues). */
  buildsWithIssues: number;
  /** Notes across all builds: things to read, not faults. */
  noteCount: number;
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
    noteCount: builds.reduce((n, b) => n + b.notes.length, 0),
    recent: byLastSaved(builds).slice(0, RECENT_COUNT),
    issues: detectedIssues(builds),
  };
}

/** A card's warnings: the first 3, and how many more the ellipsis stands for. */
export function warningPreview(warnings: readonly string[], limit = CARD_WARNINGS): { shown: string[]; more: number } {
  return { shown: warnings.slice(0, limit), more: Math.max(0, warnings.length - limit) };
}

/** A card's first 3 warnings split as the card shows them: problems (whole), then notes (a line each). */
export function cardVerdict(b: Pick<DashboardBuild, 'problems' | 'notes'>, limit = CARD_WARNINGS): { problems: string[]; notes: string[]; more: number } {
  const { shown, more } = warningPreview([...b.problems, ...b.notes], limit);
  return { problems: shown.slice(0, b.problems.length), notes: shown.slice(b.problems.length), more };
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

/** The details modal's groups: the PC's slots in the spec's order, then the peripherals as a build is read. */
const GROUPS = [...PC_SLOTS, ...PERIPHERAL_SLOTS, ...SETUP_SLOTS].map((slot) => ({
  slot,
  label: SLOT_TABLE[slot].group,
  always: SLOT_TABLE[slot].alwaysGrouped,
}));

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
export function editEntries(b: Pick<DashboardBuild, 'id' | 'name' | 'description' | 'parts' | 'purpose'>): [string, string][] {
  return [
    // The build's purpose rides with its parts, as in the builder's draft (issue 22).
    [STORAGE_KEYS.loadedBuild, JSON.stringify({ ...b.parts, purpose: b.purpose })],
    [STORAGE_KEYS.editingId, b.id],
    [STORAGE_KEYS.editingName, b.name],
    [STORAGE_KEYS.editingDescription, b.description ?? ''],
  ];
}
