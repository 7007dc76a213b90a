/**
 * The signed-in user's saved builds (spec §7 /api/builds): save, list, read, re-save, delete.
 * Only the owner sees or touches a build; anyone else gets the same 404 as for an id that does
 * not exist. The client's total_price, warnings and has_issues are ignored: the rules of
 * src/domain/saved-builds/saved-build.ts recompute them from the catalogue on every save and every read, for
 * the build's stored purpose (the builder's one verdict, issue 22).
 */
import { Hono, type Context } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types.ts';
import { ApiError } from '../errors.ts';
import { readJson } from '../http.ts';
import { requireUser } from '../auth/session.ts';
import { limitPerUser } from '../auth/rate-limit.ts';
import { answerFor, savedBuildsOf, sharedPostsOf, storedBuild, type StoredBuild } from './builds-read.ts';
import { lookupFor } from '../catalogue-lookup.ts';
import type { ReaderMemo } from '../reader-memo.ts';
import { sendEncoded } from '../encoded-json.ts';
import { partsSchema, purposeSchema, withYourPrices } from '../requests.ts';
import { build } from '../db/schema.ts';
import { BUILD_NAME_REQUIRED, buildNameError, descriptionError } from '../../src/domain/saved-builds/build-name.ts';
import { DEFAULT_PURPOSE } from '../../src/domain/builder/purpose.ts';
import {
  BUILD_NOT_FOUND_MESSAGE,
  MAX_SAVED_BUILDS,
  NO_PARTS_MESSAGE,
  TOO_MANY_BUILDS_MESSAGE,
  checkSave,
  type PartIds,
} from '../../src/domain/saved-builds/saved-build.ts';

/** Spec §3 "Build save payload", plus the build's purpose (issue 22). total_price, warnings and has_issues may be sent; they are not read. */
const saveBody = z.object(
  {
    name: z
      .string({ error: BUILD_NAME_REQUIRED })
      .superRefine((name, ctx) => {
        const problem = buildNameError(name);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((name) => name.trim()),
    description: z
      .string({ error: 'The description must be text.' })
      .nullable()
      .optional()
      .superRefine((description, ctx) => {
        const problem = descriptionError(description ?? '');
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((description) => (description ?? '').trim()),
    parts: partsSchema(NO_PARTS_MESSAGE),
    /** What the build is for; a new build without one is for gaming, a re-save without one keeps its own. */
    purpose: purposeSchema,
  },
  { error: 'Send the build as a JSON object: {name, description, parts, purpose}.' },
);

/** The body, validated by shape (zod) and then by the save rules against the catalogue. */
async function readSave(c: Context<AppEnv>) {
  const body = await readJson(c, saveBody);
  const checked = checkSave(body.parts as PartIds, lookupFor(c.var.deps.catalogue));
  if (!checked.ok) throw new ApiError(400, 'BAD_REQUEST', checked.message);
  return { name: body.name, description: body.description, parts: await withYourPrices(c, checked.parts, body.parts), savedTotal: checked.savedTotal, purpose: body.purpose };
}

export function buildsRouter(memo: ReaderMemo) {
  const router = new Hono<AppEnv>();

  const notFound = () => new ApiError(404, 'NOT_FOUND', BUILD_NOT_FOUND_MESSAGE);
  const own = (userId: string, id: string) => and(eq(build.id, id), eq(build.userId, userId));
  const respond = (c: Context<AppEnv>, row: StoredBuild) => answerFor(row, lookupFor(c.var.deps.catalogue));
  /** One build's answer with the gallery posts made from it (issue 25), as the list gives it. */
  const respondOne = async (c: Context<AppEnv>, userId: string, row: StoredBuild) => ({
    ...respond(c, row),
    shared_posts: (await sharedPostsOf(c.var.deps.db, userId)).get(row.id) ?? [],
  });

  router.get('/', async (c) => {
    const me = requireUser(c);
    // Kept while neither their builds and posts (their reader version) nor today's prices change.
    const list = await memo.answer(c, 'builds', lookupFor(c.var.deps.catalogue), async () => {
      const [rows, shared] = await Promise.all([savedBuildsOf(c.var.deps.db, me.id), sharedPostsOf(c.var.deps.db, me.id)]);
      // Each with the gallery posts made from it (issue 25: sharing it again asks first).
      return JSON.stringify(rows.map((row) => ({ ...respond(c, row), shared_posts: shared.get(row.id) ?? [] })));
    });
    return sendEncoded(c, list!, {});
  });

  router.get('/:id', async (c) => {
    const me = requireUser(c);
    const [row] = await c.var.deps.db.select(storedBuild).from(build).where(own(me.id, c.req.param('id'))).limit(1);
    if (!row) throw notFound();
    return c.json(await respondOne(c, me.id, row));
  });

  router.post('/', limitPerUser('save'), async (c) => {
    const me = requireUser(c);
    const save = await readSave(c);
    const { db } = c.var.deps;
    const id = crypto.randomUUID();
    const now = Date.now();
    // Count and insert in one statement, so that parallel saves cannot pass the cap together.
    const inserted = await db.run(sql`
      insert into "build" ("id", "user_id", "name", "description", "parts", "saved_total", "purpose", "created_at", "updated_at")
      select ${id}, ${me.id}, ${save.name}, ${save.description}, ${JSON.stringify(save.parts)}, ${save.savedTotal}, ${save.purpose ?? DEFAULT_PURPOSE}, ${now}, ${now}
      where (select count(*) from "build" where "user_id" = ${me.id}) < ${MAX_SAVED_BUILDS}`);
    if (inserted.rowsAffected === 0) throw new ApiError(409, 'CONFLICT', TOO_MANY_BUILDS_MESSAGE);
    const [row] = await db.select(storedBuild).from(build).where(eq(build.id, id)).limit(1);
    return c.json({ ...respond(c, row!), shared_posts: [] }, 201);
  });

  router.put('/:id', limitPerUser('save'), async (c) => {
    const me = requireUser(c);
    const id = c.req.param('id');
    const { db } = c.var.deps;
    const [existing] = await db.select({ id: build.id }).from(build).where(own(me.id, id)).limit(1);
    if (!existing) throw notFound();
    const { purpose, ...save } = await readSave(c);
    const [row] = await db
      .update(build)
      .set({ ...save, ...(purpose && { purpose }), updatedAt: new Date() })
      .where(own(me.id, id))
      .returning(storedBuild);
    if (!row) throw notFound();
    return c.json(await respondOne(c, me.id, row));
  });

  router.delete('/:id', async (c) => {
    const me = requireUser(c);
    const deleted = await c.var.deps.db.delete(build).where(own(me.id, c.req.param('id'))).returning({ id: build.id });
    if (deleted.length === 0) throw notFound();
    return c.json({ ok: true });
  });

  return router;
}
