/**
 * Saved builds (spec §3 "Saved build", §4 save flow, §7 /api/builds) as the server keeps them:
 * which parts a save may hold, what is stored (each part's id with its name and price as of the
 * save), and how a stored build reads back against today's catalogue — today's prices and
 * verdicts from the builder's own rules, the total it had when saved, and parts that have left
 * the catalogue kept under their saved name and price as an issue (DESIGN.md: totals and
 * warnings are the server's, never the client's).
 */
import { z } from 'zod';
import type { BuildVerdict } from './build-verdict.ts';
import { evaluateBuild } from '../builder/compatibility.ts';
import { fromPartsObject, type Lookup } from '../builder/persistence.ts';
import { problemTopic } from '../builder/problem-topics.ts';
import { DEFAULT_PURPOSE, purposeFrom, type Purpose } from '../builder/purpose.ts';
import { NOTHING_SELECTED } from '../builder/save.ts';
import {
  MULTI_SLOTS,
  SINGLE_SLOTS,
  SLOT_CATEGORY,
  priceRange,
  slotLimit,
  type MultiSlot,
  type Selection,
  type SingleSlot,
  type Slot,
} from '../builder/selection.ts';
import type { Offer } from '../pricing/offers.ts';
import { quotesOf, readQuotedPrice, type QuotedPrice } from '../builder/your-quote.ts';
import { customOf, withCustomNotes, type CustomPart } from '../builder/custom-parts.ts';
import { yourTotal } from '../builder/custom-parts-text.ts';
import { offerSchema } from '../pricing/snapshot.ts';
import { BOARD_LIMITED } from '../builder/slots.ts';

/** A user keeps at most this many saved builds; past it a save is refused (409). */
export const MAX_SAVED_BUILDS = 200;
/**
 * Longest list a slotted kind may send. Boards top out at 12 SATA ports and 8 of anything else;
 * the board's own limit is checked after this, which only stops absurd payloads early.
 */
export const MAX_PARTS_PER_LIST = 16;

export const NO_PARTS_MESSAGE = NOTHING_SELECTED.message;
export const TOO_MANY_BUILDS_MESSAGE = `You can keep at most ${MAX_SAVED_BUILDS} saved builds. Delete one you no longer need, then save again.`;
export const BUILD_NOT_FOUND_MESSAGE = 'No saved build with this id.';

/** A save names its parts by id: one per single slot (or none), a list per slotted kind. */
export type PartIds = { [S in SingleSlot]: string | null } & { [S in MultiSlot]: string[] };

/** A part as a saved build keeps it: what it was called and cost when saved. */
export interface PartSnapshot {
  id: string;
  name: string;
  price: number;
  /** Issue 13: where the price came from and when ("at 4 shops · seen 23 Apr 2026"), offers left out. */
  priceSource?: 'shops' | 'estimate';
  shopCount?: number;
  priceAsOf?: string;
  /** Issue 21: the spread's high end, the offers flagged far below the others, and an estimate's check day. */
  priceHigh?: number;
  flaggedOffers?: Offer[];
  shopsCheckedOn?: string;
  /** "Your quote": the price a shop quoted for it (issue 28), kept as saved. */
  quote?: QuotedPrice;
}

/** Issue 29: a stored build may carry custom lines (things the catalogue lacks). */
export type StoredParts = { [S in SingleSlot]: PartSnapshot | null } & { [S in MultiSlot]: PartSnapshot[] } & { custom?: CustomPart[] };

/** A part as a saved build shows it: today's name and price, or the saved ones if unlisted. */
export interface SavedPart extends PartSnapshot {
  /** Present (true) only when the catalogue no longer lists the part. */
  unlisted?: true;
}

export type SavedParts = { [S in SingleSlot]: SavedPart | null } & { [S in MultiSlot]: SavedPart[] } & { custom?: CustomPart[] };

const LIST_NOUNS: Record<MultiSlot, { parts: string; slots: string }> = {
  gpus: { parts: 'GPUs', slots: 'GPU slots' },
  rams: { parts: 'RAM kits', slots: 'RAM slots' },
  m2s: { parts: 'M.2 SSDs', slots: 'M.2 slots' },
  storage: { parts: 'storage drives', slots: 'SATA ports' },
  caseFans: { parts: 'case fan packs', slots: 'fan positions' },
};

export function tooManyInListMessage(slot: MultiSlot): string {
  return `Too many ${LIST_NOUNS[slot].parts} (${slot}): a build lists at most ${MAX_PARTS_PER_LIST}.`;
}

export function unknownPartMessage(slot: Slot, id: string): string {
  return `The catalogue has no ${SLOT_CATEGORY[slot]} part with id "${id}" (${slot}).`;
}

export function slotLimitMessage(slot: MultiSlot, chosen: number, limit: number, hasBoard: boolean): string {
  const { parts, slots } = LIST_NOUNS[slot];
  if (!BOARD_LIMITED[slot]) return `Too many ${parts}: ${chosen} chosen; a build takes at most ${limit}.`;
  return hasBoard
    ? `Too many ${parts}: ${chosen} chosen, but the motherboard has ${limit} ${slots}.`
    : `Too many ${parts}: ${chosen} chosen, but without a motherboard a build takes at most ${limit}.`;
}

/** Spec §4 "Issues": a warning text for a part that has left the catalogue. */
export function unlistedWarning(name: string): string {
  return `${name} is no longer listed in the catalogue`;
}

export function countParts(ids: PartIds): number {
  return SINGLE_SLOTS.filter((slot) => ids[slot] !== null).length + MULTI_SLOTS.reduce((n, slot) => n + ids[slot].length, 0);
}

export type CheckedSave =
  | { ok: true; selection: Selection; parts: StoredParts; savedTotal: number }
  | { ok: false; message: string };

/**
 * The rules a save must pass beyond its shape, in order: at least one part, every id in the
 * catalogue under its slot's category, slot counts within the board's limits (spec §9 defaults
 * without a board). On success, the resolved selection, the snapshots to store and the total.
 */
export function checkSave(ids: PartIds, lookup: Lookup): CheckedSave {
  if (countParts(ids) === 0) return { ok: false, message: NO_PARTS_MESSAGE };
  for (const slot of SINGLE_SLOTS) {
    const id = ids[slot];
    if (id !== null && !lookup(SLOT_CATEGORY[slot], id)) return { ok: false, message: unknownPartMessage(slot, id) };
  }
  for (const slot of MULTI_SLOTS) {
    if (ids[slot].length > MAX_PARTS_PER_LIST) return { ok: false, message: tooManyInListMessage(slot) };
    const unknown = ids[slot].find((id) => !lookup(SLOT_CATEGORY[slot], id));
    if (unknown !== undefined) return { ok: false, message: unknownPartMessage(slot, unknown) };
  }
  const { selection } = fromPartsObject(ids, lookup);
  for (const slot of MULTI_SLOTS) {
    const limit = slotLimit(selection, slot);
    if (ids[slot].length > limit) {
      return { ok: false, message: slotLimitMessage(slot, ids[slot].length, limit, selection.mobo !== null) };
    }
  }
  return { ok: true, selection, parts: snapshotParts(selection), savedTotal: priceRange(selection).total };
}

const snapshot = (part: PartSnapshot): PartSnapshot => ({
  id: part.id,
  name: part.name,
  price: part.price,
  ...(part.priceSource && { priceSource: part.priceSource }),
  ...(part.shopCount && { shopCount: part.shopCount }),
  ...(part.priceAsOf && { priceAsOf: part.priceAsOf }),
  ...(part.priceHigh && { priceHigh: part.priceHigh }),
  ...(part.flaggedOffers?.length && { flaggedOffers: part.flaggedOffers }),
  ...(part.shopsCheckedOn && { shopsCheckedOn: part.shopsCheckedOn }),
});

const PRICE_AS_OF = /^\d{4}-\d{2}(-\d{2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const flaggedOfferSchema = offerSchema.extend({ flag: z.literal('far-below-others') });
const flaggedOffersSchema = z.array(flaggedOfferSchema).min(1).max(MAX_PARTS_PER_LIST);

/** What is stored for a selection: id, name and price of every chosen part, slot by slot. */
export function snapshotParts(selection: Selection): StoredParts {
  const parts = {} as Record<Slot, unknown>;
  for (const slot of SINGLE_SLOTS) {
    const part = selection[slot];
    parts[slot] = part ? snapshot(part) : null;
  }
  for (const slot of MULTI_SLOTS) parts[slot] = selection[slot].flatMap((p) => (p ? [snapshot(p)] : []));
  return parts as StoredParts;
}

function readSnapshot(value: unknown): PartSnapshot | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v['id'] !== 'string' || v['id'] === '') return null;
  const price = typeof v['price'] === 'number' && Number.isFinite(v['price']) ? v['price'] : 0;
  const { priceSource, shopCount, priceAsOf, priceHigh, shopsCheckedOn } = v;
  const flagged = flaggedOffersSchema.safeParse(v['flaggedOffers']);
  const quote = readQuotedPrice(v['quote']);
  return {
    id: v['id'],
    name: typeof v['name'] === 'string' ? v['name'] : v['id'],
    price,
    ...((priceSource === 'shops' || priceSource === 'estimate') && { priceSource }),
    ...(typeof shopCount === 'number' && Number.isSafeInteger(shopCount) && shopCount > 0 && { shopCount }),
    ...(typeof priceAsOf === 'string' && PRICE_AS_OF.test(priceAsOf) && { priceAsOf }),
    ...(typeof priceHigh === 'number' && Number.isSafeInteger(priceHigh) && priceHigh >= price && { priceHigh }),
    ...(flagged.success && { flaggedOffers: flagged.data }),
    ...(typeof shopsCheckedOn === 'string' && DAY.test(shopsCheckedOn) && { shopsCheckedOn }),
    ...(quote && { quote }),
  };
}

/** Stored parts as read back from the database; tolerant of anything malformed, never throws. */
export function readStoredParts(value: unknown): StoredParts {
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const parts = {} as Record<Slot, unknown>;
  for (const slot of SINGLE_SLOTS) parts[slot] = readSnapshot(source[slot]);
  for (const slot of MULTI_SLOTS) {
    const list = Array.isArray(source[slot]) ? (source[slot] as unknown[]) : [];
    parts[slot] = list.map(readSnapshot).filter((p) => p !== null);
  }
  const custom = customOf(source);
  return (custom.length ? { ...parts, custom } : parts) as StoredParts;
}

export type { BuildVerdict } from './build-verdict.ts';

export interface SavedBuildView extends BuildVerdict {
  parts: SavedParts;
  /** Today's total: today's prices of listed parts plus the saved prices of unlisted ones. */
  total_price: number;
  /** Names of the parts the catalogue no longer lists. */
  unlisted_parts: string[];
  /**
   * Issue 29: the total as the person will pay, present only when the build carries quoted
   * prices or custom parts: each quote in place of its part's price, plus the custom lines.
   */
  your_total_price?: number;
}

/**
 * A stored build against today's catalogue: today's name and price for each part still listed,
 * the saved ones (marked unlisted) for the rest; the verdict over the listed parts for the
 * build's purpose, plus one problem per unlisted part (it cannot be bought: replace it).
 */
export function viewStoredParts(stored: StoredParts, lookup: Lookup, purpose: Purpose = DEFAULT_PURPOSE): SavedBuildView {
  const unlisted: PartSnapshot[] = [];
  const show = (slot: Slot, saved: PartSnapshot): SavedPart => {
    const today = lookup(SLOT_CATEGORY[slot], saved.id);
    if (today) return saved.quote ? { ...snapshot(today), quote: saved.quote } : snapshot(today);
    unlisted.push(saved);
    return { ...saved, unlisted: true };
  };
  const parts = {} as Record<Slot, unknown>;
  for (const slot of SINGLE_SLOTS) {
    const saved = stored[slot];
    parts[slot] = saved ? show(slot, saved) : null;
  }
  for (const slot of MULTI_SLOTS) parts[slot] = stored[slot].map((saved) => show(slot, saved));

  const { selection } = fromPartsObject(stored, lookup);
  const custom = stored.custom ?? [];
  if (custom.length) parts['custom' as Slot] = custom;
  const result = withCustomNotes(evaluateBuild(selection, purpose), custom);
  const problems = [...result.problems, ...unlisted.map((p) => unlistedWarning(p.name))];
  const unlistedTotal = unlisted.reduce((sum, p) => sum + p.price, 0);
  const yours = yourTotal(selection, quotesOf(stored), custom);
  return {
    parts: parts as SavedParts,
    total_price: priceRange(selection).total + unlistedTotal,
    ...(yours && { your_total_price: yours.total + unlistedTotal }),
    purpose,
    warnings: [...problems, ...result.notes],
    problems,
    problem_topics: problems.map(problemTopic),
    notes: result.notes,
    has_issues: problems.length > 0,
    badges: result.badges,
    unlisted_parts: unlisted.map((p) => p.name),
  };
}

/** Just the verdict of a stored build (the community gallery shows its own priced copy of the parts). */
export function storedVerdict(stored: StoredParts, lookup: Lookup, purpose: Purpose): BuildVerdict {
  const { purpose: p, warnings, problems, problem_topics, notes, has_issues, badges } = viewStoredParts(stored, lookup, purpose);
  return { purpose: p, warnings, problems, problem_topics, notes, has_issues, badges };
}

/** A saved build as the database holds it. */
export interface SavedBuildRecord {
  id: string;
  name: string;
  description: string;
  parts: unknown;
  savedTotal: number;
  /** What the build is for; rows saved before purposes were stored read as gaming. */
  purpose: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The API's answer for one saved build (spec §3 "Saved build", each date under both names). */
export interface SavedBuildResponse extends SavedBuildView {
  id: string;
  name: string;
  description: string;
  /** The total when the build was last saved. */
  saved_total_price: number;
  createdAt: string;
  created_at: string;
  updatedAt: string;
  updated_at: string;
}

export function savedBuildResponse(record: SavedBuildRecord, lookup: Lookup): SavedBuildResponse {
  const view = viewStoredParts(readStoredParts(record.parts), lookup, purposeFrom(record.purpose));
  const created = record.createdAt.toISOString();
  const updated = record.updatedAt.toISOString();
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    parts: view.parts,
    total_price: view.total_price,
    saved_total_price: record.savedTotal,
    purpose: view.purpose,
    warnings: view.warnings,
    problems: view.problems,
    problem_topics: view.problem_topics,
    notes: view.notes,
    has_issues: view.has_issues,
    badges: view.badges,
    unlisted_parts: view.unlisted_parts,
    ...(view.your_total_price !== undefined && { your_total_price: view.your_total_price }),
    createdAt: created,
    created_at: created,
    updatedAt: updated,
    updated_at: updated,
  };
}
