/**
 * Reading and writing price observations (issue 27): seeding the snapshot's offers so history
 * starts with it, the known offers the refresh job re-reads, what a run saw, each page's newest
 * observation (the API's offers) and a part's history.
 */
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { priceObservation } from '../db/schema.ts';
import type { Observation } from '../../src/domain/pricing/history.ts';
import { manilaDay } from '../../src/domain/pricing/price-age.ts';
import type { PricedCatalogue } from '../../src/catalogue/observed-prices.ts';
import type { KnownOffer, NewObservation } from '../refresh/run.ts';

/** Rows per insert: 7 values each, well under SQLite's variable limit. */
const INSERT_CHUNK = 100;

/** A snapshot day's offers are recorded as seen at noon in Manila that day. */
export const snapshotMoment = (day: string): number => Date.parse(`${day}T12:00:00+08:00`);

type Row = typeof priceObservation.$inferSelect;

export const asObservation = (row: Pick<Row, 'url' | 'shop' | 'price' | 'availability' | 'seenAt'>): Observation => ({
  url: row.url,
  shop: row.shop,
  price: row.price,
  availability: row.availability,
  seenOn: manilaDay(row.seenAt),
});

export async function recordObservations(db: Database, observations: readonly NewObservation[]): Promise<void> {
  for (let i = 0; i < observations.length; i += INSERT_CHUNK) {
    const chunk = observations.slice(i, i + INSERT_CHUNK).map((o) => ({ ...o, seenAt: new Date(o.seenAt) }));
    await db.insert(priceObservation).values(chunk).onConflictDoNothing();
  }
}

/** Every offer of the shipped catalogue, with the part it belongs to. */
export function catalogueOffers(catalogue: PricedCatalogue) {
  return Object.values(catalogue.parts).flatMap((parts) => parts.flatMap((part) => (part.offers ?? []).map((offer) => ({ partId: part.id, offer }))));
}

/**
 * Records the shipped snapshot's offers as observations of their day, once: history starts
 * there. Returns how many rows were added (0 when they are already in).
 */
export async function seedSnapshot(db: Database, catalogue: PricedCatalogue): Promise<number> {
  const offers = catalogueOffers(catalogue);
  const days = [...new Set(offers.map((o) => o.offer.observedOn))];
  const [have] = await db
    .select({ n: sql<number>`count(*)` })
    .from(priceObservation)
    .where(inArray(priceObservation.seenAt, days.map((d) => new Date(snapshotMoment(d)))));
  if ((have?.n ?? 0) >= offers.length) return 0;
  await recordObservations(
    db,
    offers.map(({ partId, offer }) => ({ partId, shop: offer.shop, url: offer.url, price: offer.price, availability: 'in_stock' as const, seenAt: snapshotMoment(offer.observedOn) })),
  );
  return offers.length - (have?.n ?? 0);
}

/** Each page's newest observation, by URL. */
export async function newestObservations(db: Database): Promise<Map<string, Observation>> {
  const newest = db
    .select({ url: priceObservation.url, seenAt: sql<number>`max(${priceObservation.seenAt})`.as('newest_seen') })
    .from(priceObservation)
    .groupBy(priceObservation.url)
    .as('newest');
  const rows = await db
    .select()
    .from(priceObservation)
    .innerJoin(newest, and(eq(priceObservation.url, newest.url), eq(priceObservation.seenAt, newest.seenAt)));
  return new Map(rows.map(({ price_observation: row }) => [row.url, asObservation(row)]));
}

/** A number that changes whenever an observation is added (the live catalogue's cache key). */
export async function observationsVersion(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<number | null>`max(${priceObservation.id})` }).from(priceObservation);
  return row?.id ?? 0;
}

/**
 * The offers the refresh job re-reads: the shipped catalogue's (the reviewed import's), less the
 * pages found gone, with when each was last seen and at what price.
 */
export async function knownOffers(db: Database, catalogue: PricedCatalogue): Promise<KnownOffer[]> {
  const newest = await db
    .select({ url: priceObservation.url, seenAt: sql<number>`max(${priceObservation.seenAt})` })
    .from(priceObservation)
    .groupBy(priceObservation.url);
  const lastSeen = new Map(newest.map((r) => [r.url, Number(r.seenAt)]));
  const latest = await newestObservations(db);
  return catalogueOffers(catalogue).flatMap(({ partId, offer }) => {
    const seen = latest.get(offer.url);
    if (seen?.availability === 'gone') return [];
    return [{ partId, shop: offer.shop, url: offer.url, lastPrice: seen?.price ?? offer.price, lastSeenAt: lastSeen.get(offer.url) }];
  });
}

/** A part's observations since a moment, oldest first. */
export async function partObservations(db: Database, partIds: readonly string[], since: number): Promise<Map<string, Observation[]>> {
  const rows = partIds.length
    ? await db
        .select()
        .from(priceObservation)
        .where(and(inArray(priceObservation.partId, [...partIds]), gte(priceObservation.seenAt, new Date(since))))
        .orderBy(priceObservation.seenAt)
    : [];
  const byPart = new Map<string, Observation[]>(partIds.map((id) => [id, []]));
  for (const row of rows) byPart.get(row.partId)?.push(asObservation(row));
  return byPart;
}

/** The newest observation of all (for the operator's summary). */
export async function lastObservation(db: Database): Promise<Row | undefined> {
  const [row] = await db.select().from(priceObservation).orderBy(desc(priceObservation.seenAt)).limit(1);
  return row;
}
