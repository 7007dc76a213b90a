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
import { answerFor, savedBuildsOf, sharedPostsOf } from './builds-read.ts';
import { build } from '../db/schema.ts';
import type { Catalogue } from '../../src/catalogue/parse.ts';
import { lookupIn } from '../../src/catalogue/lookup.ts';
import type { Lookup } from '../../src/domain/builder/persistence.ts';
import { quotesOf, withQuotes } from '../../src/domain/builder/your-quote.ts';
import { quotedPriceSchema } from '../../src/domain/builder/your-quote-schema.ts';
import { customPartsSchema } from '../../src/domain/builder/custom-parts-schema.ts';
import { withCustom, type CustomPart } from '../../src/domain/builder/custom-parts.ts';
import { MULTI_SLOTS, SINGLE_SLOTS, type MultiSlot, type SingleSlot } from '../../src/domain/builder/selection.ts';
import { BUILD_NAME_REQUIRED, buildNameError, descriptionError } from '../../src/domain/saved-builds/build-name.ts';
import { DEFAULT_PURPOSE, PURPOSES, PURPOSE_INVALID } from '../../src/domain/builder/purpose.ts';
import {
  BUILD_NOT_FOUND_MESSAGE,
  MAX_PARTS_PER_LIST,
  MAX_SAVED_BUILDS,
  NO_PARTS_MESSAGE,
  TOO_MANY_BUILDS_MESSAGE,
  checkSave,
  tooManyInListMessage,
  type PartIds,
} from '../../src/domain/saved-builds/saved-build.ts';

/** A part as the builder sends it: its id, or the whole part object (`id` is read, and a `quote` is checked and kept). */
const partRef = (slot: string) =>
  z
    .union([z.string(), z.looseObject({ id: z.string() })], {
      error: `Each part in ${slot} must be a part id or an object with an id.`,
    })
    .superRefine((value, ctx) => {
      const quote = typeof value === 'object' ? value['quote'] : undefined;
      if (quote === undefined) return;
      const checked = quotedPriceSchema.safeParse(quote);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: `${slot}: ${checked.error.issues[0]?.message ?? 'the quoted price is not valid.'}` });
    })
    .nullable()
    .transform((value) => (value === null ? null : (typeof value === 'string' ? value : value.id).trim() || null));

const partsShape = {} as Record<SingleSlot | MultiSlot | 'custom', z.ZodType>;
// Issue 29: custom lines (name, category, price) for things the catalogue lacks.
partsShape.custom = customPartsSchema.optional().transform((list) => list ?? []);
for (const slot of SINGLE_SLOTS) partsShape[slot] = partRef(slot).optional().transform((id) => id ?? null);
for (const slot of MULTI_SLOTS) {
  partsShape[slot] = z
    .array(partRef(slot), { error: `${slot} must be a list of parts.` })
    .max(MAX_PARTS_PER_LIST, tooManyInListMessage(slot))
    .nullable()
    .optional()
    .transform((list) => (list ?? []).filter((id): id is string => id !== null));
}

/**
 * A parts object as the builder sends it (spec §3 "Build parts object"), as ids slot by slot;
 * `noParts` is the message when it is missing. Shared with the community API.
 */
export const partsSchema = (noParts: string) =>
  z.object(partsShape, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? noParts
        : 'parts must be an object of the builder slots (mobo, cpu, cpuCooler, gpus, rams, m2s, storage, psu, case, …).',
  });

/** A build's purpose as sent (saved builds and community posts): one of PURPOSES, or left out. */
export const purposeSchema = z.enum(PURPOSES, { error: PURPOSE_INVALID }).optional();

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

// One lookup per catalogue, built on first use (the community API shares it).
const lookups = new WeakMap<Catalogue, Lookup>();
export function lookupFor(catalogue: Catalogue): Lookup {
  let lookup = lookups.get(catalogue);
  if (!lookup) lookups.set(catalogue, (lookup = lookupIn(catalogue.parts)));
  return lookup;
}

/** The body, validated by shape (zod) and then by the save rules against the catalogue. */
async function readSave(c: Context<AppEnv>) {
  const body = await readJson(c, saveBody);
  const checked = checkSave(body.parts as PartIds, lookupFor(c.var.deps.catalogue));
  if (!checked.ok) throw new ApiError(400, 'BAD_REQUEST', checked.message);
  return { name: body.name, description: body.description, parts: await withYourPrices(c, checked.parts, body.parts), savedTotal: checked.savedTotal, purpose: body.purpose };
}

/**
 * The stored parts with the person's own prices: "your quote" on the parts (validated by the
 * schema above; the raw body, cached by Hono, still carries them) and the custom lines (issue 29).
 * Shared with the community API.
 */
export async function withYourPrices<P extends object>(c: Context<AppEnv>, parts: P, parsed: { custom?: unknown }): Promise<P> {
  const quotes = quotesOf(((await c.req.json()) as { parts?: unknown }).parts);
  return withCustom(withQuotes(parts, quotes), (parsed.custom ?? []) as CustomPart[]);
}

export function buildsRouter() {
  const router = new Hono<AppEnv>();

  const notFound = () => new ApiError(404, 'NOT_FOUND', BUILD_NOT_FOUND_MESSAGE);
  const own = (userId: string, id: string) => and(eq(build.id, id), eq(build.userId, userId));
  const respond = (c: Context<AppEnv>, row: typeof build.$inferSelect) => answerFor(row, lookupFor(c.var.deps.catalogue));
  /** One build's answer with the gallery posts made from it (issue 25), as the list gives it. */
  const respondOne = async (c: Context<AppEnv>, userId: string, row: typeof build.$inferSelect) => ({
    ...respond(c, row),
    shared_posts: (await sharedPostsOf(c.var.deps.db, userId)).get(row.id) ?? [],
  });

  router.get('/', async (c) => {
    const me = requireUser(c);
    const [rows, shared] = await Promise.all([savedBuildsOf(c.var.deps.db, me.id), sharedPostsOf(c.var.deps.db, me.id)]);
    // Each with the gallery posts made from it (issue 25: sharing it again asks first).
    return c.json(rows.map((row) => ({ ...respond(c, row), shared_posts: shared.get(row.id) ?? [] })));
  });

  router.get('/:id', async (c) => {
    const me = requireUser(c);
    const [row] = await c.var.deps.db.select().from(build).where(own(me.id, c.req.param('id'))).limit(1);
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
    const [row] = await db.select().from(build).where(eq(build.id, id)).limit(1);
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
      .returning();
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
