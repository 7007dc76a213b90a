/**
 * GET/PUT /api/users/{id}, POST /api/users/{id}/profile-picture (spec §7), and the avatar
 * itself at GET /api/users/{id}/avatar. Only the owner may change a profile.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types.ts';
import { ApiError } from '../errors.ts';
import { readJson } from '../http.ts';
import { publicUser, requireUser, type SessionUser } from '../auth/session.ts';
import { user as users } from '../db/schema.ts';
import { AVATAR_MAX_BYTES, sniffImage } from '../storage/image-type.ts';
import { MSG } from '../../src/domain/password.ts';

const profileBody = z.object({
  full_name: z.string({ error: MSG.fullNameRequired }).trim().min(1, MSG.fullNameRequired).max(80, 'Full Name must be 80 characters or less'),
  updated_at: z.string().optional(),
});

const TOO_LARGE = 'The picture is larger than 2 MB. Choose a smaller JPEG or PNG.';

export function usersRouter() {
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
    const [row] = await c.var.deps.db.update(users).set({ name: body.full_name }).where(eq(users.id, id)).returning();
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such user.');
    return c.json({ full_name: row.name, email: row.email });
  });

  router.post(
    '/:id/profile-picture',
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + 64 * 1024, // the picture plus the multipart envelope
      onError: () => {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE);
      },
    }),
    async (c) => {
      const id = c.req.param('id');
      ownerOnly(c, id);
      if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the picture as multipart/form-data in the field profilePicture.');
      }
      const form = await c.req.formData().catch(() => {
        throw new ApiError(400, 'BAD_REQUEST', 'The upload could not be read.');
      });
      const file = form.get('profilePicture');
      if (!(file instanceof File)) throw new ApiError(400, 'BAD_REQUEST', 'Choose a picture to upload (field profilePicture).');
      if (file.size > AVATAR_MAX_BYTES) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffImage(bytes);
      if (!type) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The picture must be a JPEG or PNG image.');

      const { db, storage } = c.var.deps;
      const previous = await findUser(db, id);
      const key = `avatars/${id.replace(/[^a-z0-9]/gi, '')}/${crypto.randomUUID()}.${type === 'image/png' ? 'png' : 'jpg'}`;
      await storage.put(key, bytes, type);
      const url = `/api/users/${encodeURIComponent(id)}/avatar?v=${key.split('/').pop()!.split('.')[0]}`;
      await db.update(users).set({ avatarKey: key, image: url }).where(eq(users.id, id));
      if (previous.avatarKey) await storage.delete(previous.avatarKey).catch(() => {});
      return c.json({ profile_picture: url });
    },
  );

  router.get('/:id/avatar', async (c) => {
    const row = await findUser(c.var.deps.db, c.req.param('id'));
    const stored = row.avatarKey ? await c.var.deps.storage.get(row.avatarKey) : null;
    if (!stored) throw new ApiError(404, 'NOT_FOUND', 'This user has no picture.');
    return c.body(new Uint8Array(stored.body), 200, {
      'Content-Type': stored.contentType === 'image/png' ? 'image/png' : 'image/jpeg',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Disposition': 'inline',
    });
  });

  return router;
}
