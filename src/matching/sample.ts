/**
 * Measuring the matcher: a random sample of matches (fixed seed, spread over the catalogue's
 * categories) that a person reads and marks right or wrong, kept in
 * `content/prices/samples/<YYYY-MM-DD>.json`. A later import is checked against it: the
 * listings marked right should still match the same part, the ones marked wrong should not.
 */
import { z } from 'zod';
import { SOURCE_CATEGORIES } from './listing.ts';

export const sampleItemSchema = z.strictObject({
  url: z.string().url(),
  shop: z.string().min(1),
  /** The listing source's category (what the matcher was given). */
  category: z.enum(SOURCE_CATEGORIES),
  handle: z.string().min(1),
  price: z.number().positive(),
  partId: z.string().min(1),
  partName: z.string().min(1),
  /** The reader's verdict: is the listing this exact part (model and price-changing variant)? */
  verdict: z.enum(['right', 'wrong', 'unchecked']),
  note: z.string().optional(),
});
export type SampleItem = z.infer<typeof sampleItemSchema>;

export const sampleFileSchema = z.strictObject({
  observedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  seed: z.number().int(),
  method: z.string().min(10),
  summary: z.strictObject({
    size: z.number().int(),
    right: z.number().int(),
    wrong: z.number().int(),
    accuracy: z.number().min(0).max(1),
  }),
  /** Earlier draws while the matcher was being fixed: what was read and what was wrong then. */
  rounds: z
    .array(z.strictObject({ drawn: z.number().int(), newlyRead: z.number().int(), wrong: z.number().int(), fixed: z.string() }))
    .optional(),
  items: z.array(sampleItemSchema).min(1),
});
export type SampleFile = z.infer<typeof sampleFileSchema>;

/** mulberry32: a small seeded generator, so the same seed draws the same sample. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Candidate extends Omit<SampleItem, 'verdict' | 'note'> {
  /** The catalogue category of the matched part (the stratum). */
  partCategory: string;
}

/**
 * Draws `size` matches: every catalogue category gets its share of the matches, but at least
 * `minPerCategory` (or all it has); then the rest at random. Candidates are put in URL order
 * before shuffling, so file order does not change the draw.
 */
export function drawSample(candidates: readonly Candidate[], seed: number, size: number, minPerCategory: number): SampleItem[] {
  const random = seededRandom(seed);
  const shuffle = <T>(xs: T[]): T[] => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [xs[i], xs[j]] = [xs[j]!, xs[i]!];
    }
    return xs;
  };
  const sorted = [...candidates].sort((a, b) => a.url.localeCompare(b.url) || a.partId.localeCompare(b.partId));
  const byCategory = new Map<string, Candidate[]>();
  for (const c of sorted) byCategory.set(c.partCategory, [...(byCategory.get(c.partCategory) ?? []), c]);
  const chosen: Candidate[] = [];
  const rest: Candidate[] = [];
  for (const [, group] of [...byCategory].sort(([a], [b]) => a.localeCompare(b))) {
    const shuffled = shuffle([...group]);
    const share = Math.max(minPerCategory, Math.round((size * group.length) / sorted.length));
    chosen.push(...shuffled.slice(0, share));
    rest.push(...shuffled.slice(share));
  }
  chosen.push(...shuffle(rest).slice(0, Math.max(0, size - chosen.length)));
  return chosen
    .slice(0, Math.max(size, chosen.length))
    .map(({ partCategory: _, ...item }) => ({ ...item, verdict: 'unchecked' as const }));
}

export interface SampleCheck {
  /** Items marked right that still match the same part. */
  rightStill: number;
  /** Items marked right that now match another part or none: re-read these. */
  rightChanged: { item: SampleItem; now: string | undefined }[];
  /** Items marked wrong that no longer match the wrong part. */
  wrongFixed: number;
  /** Items marked wrong that still match it. */
  wrongStill: SampleItem[];
  /** rightStill / items marked right. */
  agreement: number;
}

/** Compares a sample's verdicts with what an import now decides for the same listings. */
export function checkSample(items: readonly SampleItem[], matchNow: (item: SampleItem) => string | undefined): SampleCheck {
  const check: SampleCheck = { rightStill: 0, rightChanged: [], wrongFixed: 0, wrongStill: [], agreement: 1 };
  let right = 0;
  for (const item of items) {
    const now = matchNow(item);
    if (item.verdict === 'right') {
      right += 1;
      if (now === item.partId) check.rightStill += 1;
      else check.rightChanged.push({ item, now });
    } else if (item.verdict === 'wrong') {
      if (now === item.partId) check.wrongStill.push(item);
      else check.wrongFixed += 1;
    }
  }
  check.agreement = right === 0 ? 1 : check.rightStill / right;
  return check;
}

/** The summary block of a sample file, from its items' verdicts. */
export function summarise(items: readonly SampleItem[]): SampleFile['summary'] {
  const right = items.filter((i) => i.verdict === 'right').length;
  const wrong = items.filter((i) => i.verdict === 'wrong').length;
  return { size: items.length, right, wrong, accuracy: right + wrong === 0 ? 0 : Math.round((right / (right + wrong)) * 10000) / 10000 };
}
