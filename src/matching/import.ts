/**
 * The import, as a pure function: listings and the catalogue in, one snapshot per observation
 * day and the fate of every listing out. Order of the rules for each listing:
 *
 * 1. the overrides file (by URL): a named part, or a rejection;
 * 2. the rejection rules (screen.ts): used, bundles, laptop memory, not-a-part, wrong category,
 *    tray CPUs, several variants in one listing;
 * 3. the matcher (matcher.ts); no match, or a tie, leaves the listing unmatched;
 * 4. per part and day: the duplicate rule, then the outlier rule (price-rules.ts).
 */
import type { Category } from '../domain/catalogue/categories.ts';
import type { CataloguePart } from './identity.ts';
import type { Listing, SourceCategory } from './listing.ts';
import { buildIndex, listingText, matchHandle, type MatchIndex } from './matcher.ts';
import { sortOffers, type Offer } from '../domain/pricing/offers.ts';
import type { Override } from './overrides.ts';
import { dedupeByShop, dropOutliers, OUTLIER_HIGH, wholePesos } from '../domain/pricing/price-rules.ts';
import { looksLikePart, screen, type RejectReason } from './screen.ts';
import type { Counts, Snapshot } from '../domain/pricing/snapshot.ts';

export type Outcome =
  | { kind: 'offer'; listing: Listing; partId: string; via: 'matcher' | 'override' }
  | { kind: 'dropped'; listing: Listing; partId: string; via: 'matcher' | 'override'; reason: 'duplicate' | 'outlier'; detail: string }
  | { kind: 'rejected'; listing: Listing; reason: RejectReason; detail: string }
  | {
      kind: 'unmatched';
      listing: Listing;
      /** False when the listing does not even look like a part of its category (noise). */
      looksLikePart: boolean;
      /** Parts it ties between (resolve in the overrides file). */
      ambiguous?: string[];
      /** The part whose brand and model words it has, and why it still did not match. */
      nearest?: { partId: string; why: string };
    };

export interface ImportInput {
  listings: readonly Listing[];
  parts: readonly { category: Category; part: CataloguePart }[];
  overrides: ReadonlyMap<string, Override>;
  source: Snapshot['source'];
}

export interface ImportRun {
  /** One per listing, in file order. */
  outcomes: Outcome[];
  /** One per observation day, oldest first. */
  snapshots: Snapshot[];
  /** Parts whose only two shops disagree by more than the outlier factor (neither can be dropped). */
  spreads: { partId: string; observedOn: string; offers: Offer[] }[];
}

export function runImport(input: ImportInput): ImportRun {
  const index = buildIndex(input.parts);
  const modulesOf = new Map(input.parts.map(({ part }) => [part.id, part.modules ?? 1]));
  const outcomes: Outcome[] = input.listings.map((listing) => decide(listing, input.overrides, index));

  const matchedByDay = new Map<string, Map<string, number[]>>();
  outcomes.forEach((o, i) => {
    if (o.kind !== 'offer') return;
    const parts = matchedByDay.get(o.listing.observedOn) ?? new Map<string, number[]>();
    parts.set(o.partId, [...(parts.get(o.partId) ?? []), i]);
    matchedByDay.set(o.listing.observedOn, parts);
  });

  const snapshots: Snapshot[] = [];
  const spreads: ImportRun['spreads'] = [];
  for (const [observedOn, parts] of [...matchedByDay].sort(([a], [b]) => a.localeCompare(b))) {
    const offers: Record<string, Offer[]> = {};
    for (const [partId, indices] of [...parts].sort(([a], [b]) => a.localeCompare(b))) {
      const listings = indices.map((i) => ({ ...input.listings[i]!, index: i }));
      const { kept, dropped } = dedupeByShop(listings);
      for (const d of dropped) outcomes[d.listing.index] = drop(outcomes[d.listing.index]!, 'duplicate', `${d.detail}: ${d.keptUrl}`);
      const { kept: priced, outliers } = dropOutliers(kept, modulesOf.get(partId));
      for (const o of outliers) outcomes[o.listing.index] = drop(outcomes[o.listing.index]!, 'outlier', o.detail);
      const list = sortOffers(priced.map((l) => ({ shop: l.shop, price: wholePesos(l.price), url: l.url, observedOn })));
      offers[partId] = list;
      if (list.length === 2 && list[1]!.price > OUTLIER_HIGH * list[0]!.price) spreads.push({ partId, observedOn, offers: list });
    }
    snapshots.push(buildSnapshot(observedOn, input, outcomes, offers));
  }
  return { outcomes, snapshots, spreads };
}

/** One listing's fate before the per-part rules (duplicates, outliers): overrides, rejections, matcher. */
export function decide(listing: Listing, overrides: ReadonlyMap<string, Override>, index: MatchIndex): Outcome {
  const override = overrides.get(listing.url);
  if (override && 'part' in override) return { kind: 'offer', listing, partId: override.part, via: 'override' };
  if (override) return { kind: 'rejected', listing, reason: 'override', detail: override.reject };
  const text = listingText(listing.handle);
  const rejection = screen(listing.category, text);
  if (rejection) return { kind: 'rejected', listing, ...rejection };
  const match = matchHandle(listing.handle, listing.category, index);
  if (match.kind === 'match') return { kind: 'offer', listing, partId: match.part.id, via: 'matcher' };
  const unmatched: Outcome = { kind: 'unmatched', listing, looksLikePart: looksLikePart(listing.category, text) };
  if (match.kind === 'ambiguous') unmatched.ambiguous = match.parts.map((p) => p.id);
  else if (match.nearest) unmatched.nearest = { partId: match.nearest.part.id, why: match.nearest.why };
  return unmatched;
}

function drop(outcome: Outcome, reason: 'duplicate' | 'outlier', detail: string): Outcome {
  if (outcome.kind !== 'offer') return outcome;
  return { kind: 'dropped', listing: outcome.listing, partId: outcome.partId, via: outcome.via, reason, detail };
}

const zero = (): Counts => ({ listings: 0, offers: 0, dropped: 0, rejected: 0, unmatched: 0 });
const KEY: Record<Outcome['kind'], keyof Counts> = { offer: 'offers', dropped: 'dropped', rejected: 'rejected', unmatched: 'unmatched' };

/** Counts of a set of outcomes: in total, per source category and per shop. */
export function countOutcomes(outcomes: readonly Outcome[], shops: readonly string[]) {
  const total = zero();
  const byCategory: Record<string, Counts> = {};
  const byShop: Record<string, Counts> = Object.fromEntries(shops.map((s) => [s, zero()]));
  for (const o of outcomes) {
    const category: SourceCategory = o.listing.category;
    for (const counts of [total, (byCategory[category] ??= zero()), (byShop[o.listing.shop] ??= zero())]) {
      counts.listings += 1;
      counts[KEY[o.kind]] += 1;
    }
  }
  return { total, byCategory, byShop };
}

function buildSnapshot(
  observedOn: string,
  input: ImportInput,
  outcomes: readonly Outcome[],
  offers: Record<string, Offer[]>,
): Snapshot {
  const shops = [...new Set(input.listings.map((l) => l.shop))].sort((a, b) => a.localeCompare(b));
  const ofDay = outcomes.filter((o) => o.listing.observedOn === observedOn);
  const counts = countOutcomes(ofDay, shops);
  const withOffers = Object.fromEntries(Object.entries(offers).filter(([, list]) => list.length > 0));
  return {
    observedOn,
    source: input.source,
    shops,
    summary: { parts: Object.keys(withOffers).length, ...counts },
    offers: withOffers,
  };
}
