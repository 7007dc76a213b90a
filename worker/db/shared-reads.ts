/**
 * Reads the public build page (worker/build-page) shares with the API routes that own the tables
 * (routes/short-links.ts, routes/photos.ts), so that no router imports another (issue 26 item 3).
 */
import type { Context } from 'hono';
import { asc, eq } from 'drizzle-orm';
import type { AppEnv } from '../types.ts';
import type { Database } from './client.ts';
import { communityPhoto, shortLink } from './schema.ts';
import { lookupFor } from '../catalogue-lookup.ts';
import { readStoredParts } from '../../src/domain/saved-builds/saved-build.ts';
import { purposeFrom } from '../../src/domain/builder/purpose.ts';
import { SHORT_ID, publicBuild, type PublicBuild } from '../../src/domain/community/short-link.ts';
import { photoUrl, type PhotoView } from '../../src/domain/community/photos.ts';

export type ShortLinkRow = typeof shortLink.$inferSelect;
type PhotoRow = typeof communityPhoto.$inferSelect;

/** A link row, or null for an id that is malformed or unknown. */
export async function readShortLink(c: Context<AppEnv>, id: string): Promise<ShortLinkRow | null> {
  if (!SHORT_ID.test(id)) return null;
  const [row] = await c.var.deps.db.select().from(shortLink).where(eq(shortLink.id, id)).limit(1);
  return row ?? null;
}

/** A link as its page shows it: today's prices and verdict over the stored parts. */
export function shortLinkView(c: Context<AppEnv>, row: ShortLinkRow): PublicBuild {
  return publicBuild({ title: row.title, kind: row.kind, parts: readStoredParts(row.parts), purpose: purposeFrom(row.purpose) }, lookupFor(c.var.deps.catalogue));
}

/** A photo as readers get it; its author also sees how often it was reported. */
export const photoView = (row: PhotoRow, reports?: number): PhotoView => ({
  id: row.id,
  width: row.width,
  height: row.height,
  urls: { phone: photoUrl(row.id, 'phone'), desktop: photoUrl(row.id, 'desktop') },
  ...(reports !== undefined && { reports }),
});

/** The photos of a post, oldest first: for its page on the server (short links) and the API. */
export async function photosOf(db: Database, buildId: string): Promise<PhotoView[]> {
  const rows = await db.select().from(communityPhoto).where(eq(communityPhoto.buildId, buildId)).orderBy(asc(communityPhoto.createdAt), asc(communityPhoto.id));
  return rows.map((row) => photoView(row));
}
