/**
 * A price snapshot: the offers seen at Philippine shops on one day, per catalogue part, as the
 * import writes them to `content/prices/<YYYY-MM-DD>.json`. Each import of a newer listings
 * file adds a file, so history accumulates; the app reads the newest (`newestSnapshot`).
 */
import { z } from 'zod';
import { sortOffers, type Offer } from './offers.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');

export const offerSchema = z.strictObject({
  shop: z.string().min(1),
  /** Whole pesos. */
  price: z.number().int().positive(),
  url: z.string().regex(/^https:\/\/[^/\s]+\/\S+$/, 'an https product page'),
  observedOn: day,
});

const countsSchema = z.strictObject({
  listings: z.number().int().nonnegative(),
  /** Listings that became offers. */
  offers: z.number().int().nonnegative(),
  /** Listings matched to a part but dropped (duplicate at a shop, outlier price). */
  dropped: z.number().int().nonnegative(),
  /** Listings rejected as not the part itself (bundles, used, other products...). */
  rejected: z.number().int().nonnegative(),
  /** Listings that match no catalogue part. */
  unmatched: z.number().int().nonnegative(),
});
export type Counts = z.infer<typeof countsSchema>;

export const snapshotSchema = z.strictObject({
  /** The day the prices were seen. */
  observedOn: day,
  /** Where the listings come from and under what terms (shown wherever the prices are). */
  source: z.strictObject({
    name: z.string().min(1),
    url: z.string().url(),
    licence: z.string().min(1),
    file: z.string().min(1),
  }),
  /** Every shop the listings file covers, whether or not any of its listings matched. */
  shops: z.array(z.string().min(1)),
  summary: z.strictObject({
    /** Catalogue parts with at least one offer. */
    parts: z.number().int().nonnegative(),
    total: countsSchema,
    /** Per listing-source category (cpu, gpu, motherboard, ...). */
    byCategory: z.record(z.string(), countsSchema),
    byShop: z.record(z.string(), countsSchema),
  }),
  /** Per catalogue part id, its offers, cheapest first. */
  offers: z.record(z.string(), z.array(offerSchema).min(1)),
});
export type Snapshot = z.infer<typeof snapshotSchema>;
export type { Offer };

/** The newest snapshot by its observation date, or undefined when there is none. */
export function newestSnapshot<T extends { observedOn: string }>(snapshots: readonly T[]): T | undefined {
  return snapshots.reduce<T | undefined>((newest, s) => (!newest || s.observedOn > newest.observedOn ? s : newest), undefined);
}

/** A part's offers in a snapshot, cheapest first (empty when it has none). */
export function offersFor(snapshot: Pick<Snapshot, 'offers'> | undefined, partId: string): Offer[] {
  return sortOffers(snapshot?.offers[partId] ?? []);
}
