/**
 * Photos of completed community builds (issue 29 item 7), under /api/community:
 * - `POST /builds/{id}/photos` (the post's author; multipart field `photo`): decoded and re-encoded
 *   at phone and desktop widths (worker/photos/reencode.ts), stored in the object store; at most
 *   MAX_PHOTOS a post (409). `DELETE /builds/{id}/photos/{photoId}` (author).
 * - `GET /builds/{id}/photos` (anyone): the post's photos, oldest first; the author also sees how
 *   often each was reported. `GET /photos/{photoId}/{phone|desktop}.jpg` (anyone): the file.
 * - `POST /photos/{photoId}/reports {reason}` (anyone signed in but the author; once per person).
 *   `GET /photo-reports` (signed in): the removal queue of the caller's own reported photos;
 *   `POST /photo-reports/{photoId}/keep` (author) clears the reports, removing the photo is DELETE.
 * - `PUT /builds/{id}/hidden {hidden, reason?}` (moderators: MODERATOR_EMAILS): hides a post from
 *   the gallery, its detail and its photos for everyone (the detail is one answer all readers
 *   share), and its short-link page shows no photos; only its photo list still answers its author
 *   and the moderators, saying `hidden: true`. false shows it again.
 * Anyone else touching an author's photo gets the same 404 as for an id that does not exist.
 */
import { Hono, type Context } from 'hono';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types.ts';
import { ApiError } from '../errors.ts';
import { readJson, readUpload } from '../http.ts';
import { requireUser } from '../auth/session.ts';
import { limitPerUser } from '../auth/rate-limit.ts';
import { retryWhenBusy } from '../db/busy.ts';
import { communityBuild, communityPhoto, hiddenPost, photoReport } from '../db/schema.ts';
import { photoView, photosOf } from '../db/shared-reads.ts';
import type { Database } from '../db/client.ts';
import type { VisitorCache } from '../visitor-cache.ts';
import { PhotoRefused, reencodePhoto } from '../photos/reencode.ts';
import { COMMUNITY_BUILD_NOT_FOUND } from '../../src/domain/community/community.ts';
import { MAX_PHOTOS, PHOTO_MAX_BYTES, PHOTO_REPORT_REASONS, PHOTO_SIZES, PHOTO_TEXTS, type PhotoSize, type PhotoView } from '../../src/domain/community/photos.ts';

const PHOTO_ID = /^[a-z0-9]{24}$/;
const newPhotoId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 24);
const fileKey = (id: string, size: PhotoSize) => `photos/${id}-${size}.jpg`;

const reportBody = z.object({ reason: z.enum(PHOTO_REPORT_REASONS, { error: PHOTO_TEXTS.reasonInvalid }) }, { error: 'Send the report as a JSON object: {reason}.' });
const hideBody = z.object(
  {
    hidden: z.boolean({ error: 'hidden must be true or false.' }),
    reason: z.string().max(200, 'The reason must be 200 characters or less.').optional(),
  },
  { error: 'Send {hidden: true | false, reason?}.' },
);

/** Whether the signed-in caller is a moderator (config MODERATOR_EMAILS). */
export function isModerator(c: Context<AppEnv>): boolean {
  const email = c.var.user?.email?.toLowerCase();
  return Boolean(email && c.var.deps.config.moderatorEmails?.includes(email));
}

/** A post's author and whether a moderator hid it; null when there is no such post. */
async function postOf(db: Database, id: string) {
  const [row] = await db
    .select({ userId: communityBuild.userId, hidden: hiddenPost.buildId })
    .from(communityBuild)
    .leftJoin(hiddenPost, eq(hiddenPost.buildId, communityBuild.id))
    .where(eq(communityBuild.id, id))
    .limit(1);
  return row ? { userId: row.userId, hidden: row.hidden !== null } : null;
}

/** A photo's post and author, and whether a moderator hid the post; null when there is no such photo. */
async function photoOf(db: Database, photoId: string) {
  const [row] = await db
    .select({ userId: communityPhoto.userId, hidden: hiddenPost.buildId })
    .from(communityPhoto)
    .leftJoin(hiddenPost, eq(hiddenPost.buildId, communityPhoto.buildId))
    .where(eq(communityPhoto.id, photoId))
    .limit(1);
  return row ? { userId: row.userId, hidden: row.hidden !== null } : null;
}

export function photosRouter(visitorCache: VisitorCache) {
  const router = new Hono<AppEnv>();
  const postNotFound = () => new ApiError(404, 'NOT_FOUND', COMMUNITY_BUILD_NOT_FOUND);
  const photoNotFound = () => new ApiError(404, 'NOT_FOUND', PHOTO_TEXTS.notFound);

  /** The post, when the caller may see it: hidden posts only to their author and moderators. */
  const visiblePost = async (c: Context<AppEnv>, id: string) => {
    const post = await postOf(c.var.deps.db, id);
    if (!post) throw postNotFound();
    if (post.hidden && post.userId !== c.var.user?.id && !isModerator(c)) throw postNotFound();
    return post;
  };
  /** The post, when the caller wrote it (anyone else: 404). */
  const ownPost = async (c: Context<AppEnv>, id: string) => {
    const me = requireUser(c);
    const post = await postOf(c.var.deps.db, id);
    if (!post || post.userId !== me.id) throw postNotFound();
    return me;
  };

  router.get('/builds/:id/photos', async (c) => {
    const post = await visiblePost(c, c.req.param('id'));
    const photos = await photosOf(c.var.deps.db, c.req.param('id'));
    const mine = c.var.user?.id === post.userId;
    const reports = mine ? await reportCounts(c.var.deps.db, photos.map((p) => p.id)) : new Map<string, number>();
    return c.json({
      photos: mine ? photos.map((p) => ({ ...p, reports: reports.get(p.id) ?? 0 })) : photos,
      hidden: post.hidden,
      can_add: mine && photos.length < MAX_PHOTOS,
      can_report: Boolean(c.var.user) && !mine,
      can_hide: isModerator(c),
    });
  });

  router.post('/builds/:id/photos', limitPerUser('photo'), async (c) => {
    const me = await ownPost(c, c.req.param('id'));
    const file = await readUpload(c, { field: 'photo', noun: 'photo', maxBytes: PHOTO_MAX_BYTES, tooLarge: PHOTO_TEXTS.tooLarge });
    const { db, storage } = c.var.deps;
    const buildId = c.req.param('id');
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(communityPhoto).where(eq(communityPhoto.buildId, buildId));
    if (n >= MAX_PHOTOS) throw new ApiError(409, 'CONFLICT', PHOTO_TEXTS.tooMany);
    let photo;
    try {
      photo = reencodePhoto(new Uint8Array(await file.arrayBuffer()));
    } catch (err) {
      if (!(err instanceof PhotoRefused)) throw err;
      if (err.because === 'not-image') throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', PHOTO_TEXTS.notImage);
      throw new ApiError(400, 'BAD_REQUEST', err.because === 'too-many-pixels' ? PHOTO_TEXTS.tooManyPixels : PHOTO_TEXTS.undecodable);
    }
    const id = newPhotoId();
    for (const size of PHOTO_SIZES) await storage.put(fileKey(id, size), photo.files[size], 'image/jpeg');
    // Count and insert in one statement, so that parallel uploads cannot pass the limit together.
    const inserted = await retryWhenBusy(() =>
      db.run(sql`insert into "community_photo" ("id", "build_id", "user_id", "width", "height", "created_at")
        select ${id}, ${buildId}, ${me.id}, ${photo.width}, ${photo.height}, ${Date.now()}
        where (select count(*) from "community_photo" where "build_id" = ${buildId}) < ${MAX_PHOTOS}`),
    );
    if (inserted.rowsAffected === 0) {
      for (const size of PHOTO_SIZES) await storage.delete(fileKey(id, size));
      throw new ApiError(409, 'CONFLICT', PHOTO_TEXTS.tooMany);
    }
    visitorCache.invalidate();
    const [row] = await db.select().from(communityPhoto).where(eq(communityPhoto.id, id)).limit(1);
    return c.json(photoView(row!, 0), 201);
  });

  router.delete('/builds/:id/photos/:photoId', async (c) => {
    const me = await ownPost(c, c.req.param('id'));
    const photoId = c.req.param('photoId');
    const deleted = await retryWhenBusy(() =>
      c.var.deps.db
        .delete(communityPhoto)
        .where(and(eq(communityPhoto.id, photoId), eq(communityPhoto.buildId, c.req.param('id')), eq(communityPhoto.userId, me.id)))
        .returning({ id: communityPhoto.id }),
    );
    if (deleted.length === 0) throw photoNotFound();
    for (const size of PHOTO_SIZES) await c.var.deps.storage.delete(fileKey(photoId, size));
    visitorCache.invalidate();
    return c.json({ ok: true });
  });

  router.get('/photos/:photoId/:file', async (c) => {
    const photoId = c.req.param('photoId');
    const size = c.req.param('file').replace(/\.jpg$/, '') as PhotoSize;
    if (!PHOTO_ID.test(photoId) || !PHOTO_SIZES.includes(size)) throw photoNotFound();
    const row = await photoOf(c.var.deps.db, photoId);
    if (!row || row.hidden) throw photoNotFound();
    const stored = await c.var.deps.storage.get(fileKey(photoId, size));
    if (!stored) throw photoNotFound();
    // A removed photo should not live on in shared caches for long.
    return c.body(stored.body as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' });
  });

  router.post('/photos/:photoId/reports', limitPerUser('photoReport'), async (c) => {
    const me = requireUser(c);
    const { reason } = await readJson(c, reportBody);
    const photoId = c.req.param('photoId');
    const { db } = c.var.deps;
    const photo = await photoOf(db, photoId);
    if (!photo || photo.hidden) throw photoNotFound();
    if (photo.userId === me.id) throw new ApiError(400, 'BAD_REQUEST', PHOTO_TEXTS.ownPhoto);
    const added = await retryWhenBusy(() =>
      db.insert(photoReport).values({ photoId, reporterId: me.id, reason, createdAt: new Date() }).onConflictDoNothing().returning({ id: photoReport.photoId }),
    );
    return c.json({ ok: true, already_reported: added.length === 0 }, added.length ? 201 : 200);
  });

  router.get('/photo-reports', async (c) => {
    const me = requireUser(c);
    const rows = await c.var.deps.db
      .select({ photo: communityPhoto, title: communityBuild.title, reason: photoReport.reason, at: photoReport.createdAt })
      .from(photoReport)
      .innerJoin(communityPhoto, eq(communityPhoto.id, photoReport.photoId))
      .innerJoin(communityBuild, eq(communityBuild.id, communityPhoto.buildId))
      .where(eq(communityPhoto.userId, me.id))
      .orderBy(asc(photoReport.createdAt));
    const queue = new Map<string, { photo: PhotoView; build_id: string; build_title: string; reasons: string[]; last_reported_at: string }>();
    for (const row of rows) {
      const item = queue.get(row.photo.id) ?? { photo: photoView(row.photo), build_id: row.photo.buildId, build_title: row.title, reasons: [], last_reported_at: '' };
      item.reasons.push(row.reason);
      item.last_reported_at = row.at.toISOString();
      queue.set(row.photo.id, item);
    }
    return c.json([...queue.values()].map((item) => ({ ...item, photo: { ...item.photo, reports: item.reasons.length } })));
  });

  router.post('/photo-reports/:photoId/keep', async (c) => {
    const me = requireUser(c);
    const photoId = c.req.param('photoId');
    const { db } = c.var.deps;
    const [mine] = await db.select({ id: communityPhoto.id }).from(communityPhoto).where(and(eq(communityPhoto.id, photoId), eq(communityPhoto.userId, me.id))).limit(1);
    if (!mine) throw photoNotFound();
    await retryWhenBusy(() => db.delete(photoReport).where(eq(photoReport.photoId, photoId)));
    return c.json({ ok: true });
  });

  router.put('/builds/:id/hidden', async (c) => {
    const me = requireUser(c);
    if (!isModerator(c)) throw new ApiError(403, 'FORBIDDEN', PHOTO_TEXTS.notModerator);
    const body = await readJson(c, hideBody);
    const buildId = c.req.param('id');
    const { db } = c.var.deps;
    if (!(await postOf(db, buildId))) throw postNotFound();
    if (body.hidden) {
      await retryWhenBusy(() =>
        db
          .insert(hiddenPost)
          .values({ buildId, moderatorId: me.id, reason: body.reason?.trim() || 'Hidden by a moderator', hiddenAt: new Date() })
          .onConflictDoNothing(),
      );
    } else await retryWhenBusy(() => db.delete(hiddenPost).where(eq(hiddenPost.buildId, buildId)));
    visitorCache.invalidate();
    return c.json({ hidden: body.hidden });
  });

  return router;
}

async function reportCounts(db: Database, photoIds: string[]): Promise<Map<string, number>> {
  if (photoIds.length === 0) return new Map();
  const rows = await db.select({ id: photoReport.photoId, n: count() }).from(photoReport).where(inArray(photoReport.photoId, photoIds)).groupBy(photoReport.photoId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
