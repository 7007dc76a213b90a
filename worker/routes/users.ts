/**
 * GET/PUT /api/users/{id}, POST /api/users/{id}/profile-picture (spec §7), and the avatar
 * itself at GET /api/users/{id}/avatar. Only the owner may change a profile.
 */
import { Hono } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types.ts';
import { ApiError } from '../errors.ts';
import { readJson, readUpload } from '../http.ts';
import { publicUser, requireUser, type SessionUser } from '../auth/session.ts';
import { limitPerUser } from '../auth/rate-limit.ts';
import { avatarUrl } from '../auth/avatar-url.ts';
import { user as users } from '../db/schema.ts';
import { AVATAR_MAX_BYTES } from '../storage/image-type.ts';
import { reencodeAvatar } from '../storage/avatar-image.ts';
import { PhotoRefused } from '../photos/reencode.ts';
import { MSG } from '../../src/domain/accounts/password.ts';
import { displayName } from '../requests.ts';
import type { VisitorCache } from '../visitor-cache.ts';

const profileBody = z.object({
  full_name: displayName(MSG.fullNameRequired),
  updated_at: z.string().max(64).optional(),
});

const TOO_LARGE = 'The picture is larger than 2 MB. Choose a smaller JPEG or PNG.';
export const NOT_AN_IMAGE = 'The picture must be a JPEG or PNG image.';
export const NOT_WHOLE = 'The picture could not be read as a whole JPEG or PNG image. Choose another, or save it again.';
export const TOO_MANY_PIXELS = 'The picture has too many pixels to read. Choose a smaller one.';

/** The upload decoded as a whole and drawn anew (worker/storage/avatar-image.ts), or the reason it is refused. */
function storedAvatar(upload: Uint8Array) {
  try {
    return reencodeAvatar(upload);
  } catch (err) {
    if (!(err instanceof PhotoRefused)) throw err;
    if (err.because === 'too-many-pixels') throw new ApiError(413, 'PAYLOAD_TOO_LARGE', TOO_MANY_PIXELS);
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', err.because === 'not-image' ? NOT_AN_IMAGE : NOT_WHOLE);
  }
}

/** Concurrent uploads by one user: how often to retry the swap before giving up. */
const SWAP_ATTEMPTS = 5;
/** The version in an avatar key `avatars/<user>/<version>.<ext>`. */
const versionOf = (key: string) => key.split('/').pop()!.split('.')[0]!;

export function usersRouter(visitorCache: VisitorCache) {
  const router = new Hono<AppEnv>();

  const findUser = async (db: AppEnv['Variables']['deps']['db'], id: string) => {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such user.');
    return row;
  };
  const ownerOnly = (c: Parameters<typeof requireUser>[0], id: string) => {
    const me = requireUser(c);
    if (me.id !== id) throw new ApiError(403, 'FORBIDDEN', 'You can only change your own profile.');
    return me;
  };

  router.get('/:id', async (c) => {
    const row = await findUser(c.var.deps.db, c.req.param('id'));
    // Everyone sees the name and picture; only the owner sees the email address.
    return c.json(publicUser(row as SessionUser, c.var.user?.id === row.id));
  });

  router.put('/:id', async (c) => {
    const id = c.req.param('id');
    ownerOnly(c, id);
    const body = await readJson(c, profileBody);
    const { db } = c.var.deps;
    const before = await findUser(db, id);
    const [row] = await db.update(users).set({ name: body.full_name }).where(eq(users.id, id)).returning();
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such user.');
    // Visitors see names on posts and comments: only a new name empties their pages.
    if (row.name !== before.name) visitorCache.invalidate();
    return c.json({ full_name: row.name, email: row.email });
  });

  router.post(
    '/:id/profile-picture',
    // The body's size is bounded for every route in http.ts (limitBodies); here, how often.
    limitPerUser('avatar'),
    async (c) => {
      const id = c.req.param('id');
      ownerOnly(c, id);
      const file = await readUpload(c, { field: 'profilePicture', noun: 'picture', maxBytes: AVATAR_MAX_BYTES, tooLarge: TOO_LARGE });
      const { bytes, type } = storedAvatar(new Uint8Array(await file.arrayBuffer()));

      const { db, storage } = c.var.deps;
      const key = `avatars/${id.replace(/[^a-z0-9]/gi, '')}/${crypto.randomUUID()}.${type === 'image/png' ? 'png' : 'jpg'}`;
      const url = avatarUrl(id, versionOf(key));
      await storage.put(key, bytes, type);
      // Swap the stored key only if it is still the one we read (compare-and-set), then delete
      // the file it replaced: parallel uploads each remove exactly what they replaced, and the
      // loser of a race retries, so no file is left behind unreferenced.
      for (let attempt = 0; attempt < SWAP_ATTEMPTS; attempt++) {
        const previous = (await findUser(db, id)).avatarKey;
        const swapped = await db
          .update(users)
          .set({ avatarKey: key, image: url })
          .where(and(eq(users.id, id), previous ? eq(users.avatarKey, previous) : isNull(users.avatarKey)))
          .returning({ id: users.id });
        if (swapped.length === 1) {
          visitorCache.invalidate();
          if (previous) await storage.delete(previous).catch(() => {});
          return c.json({ profile_picture: url });
        }
      }
      await storage.delete(key).catch(() => {});
      throw new ApiError(409, 'CONFLICT', 'Another upload of your picture is in progress. Please try again.');
    },
  );

  router.get('/:id/avatar', async (c) => {
    const row = await findUser(c.var.deps.db, c.req.param('id'));
    const stored = row.avatarKey ? await c.var.deps.storage.get(row.avatarKey) : null;
    if (!stored) throw new ApiError(404, 'NOT_FOUND', 'This user has no picture.');
    // Only the versioned address is forever: a new picture gets a new version. Without the
    // current version, the reply must be checked again each time.
    const current = c.req.query('v') === versionOf(row.avatarKey!);
    return c.body(new Uint8Array(stored.body), 200, {
      'Content-Type': stored.contentType === 'image/png' ? 'image/png' : 'image/jpeg',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return router;
}
