/**
 * The community gallery (spec §7 /api/community/builds): list, detail with comments, share,
 * delete, comment and vote. Anyone may read; sharing, commenting and voting need a session;
 * only the author may delete a post (anyone else gets the same 404 as for an id that does not
 * exist). Rules and texts live in src/domain/community/community.ts; parts are checked and priced by the
 * saved builds' rules (src/domain/saved-builds/saved-build.ts), whatever total the client sends.
 *
 * Choices the spec leaves open:
 * - The list is an array, as the spec's client expects, one page at a time: `?limit=` (24 by
 *   default, at most 100), `?purpose=` (or `?use=`, its first name), and `?cursor=` from the previous page's `X-Next-Cursor`
 *   header (also sent as a `Link: <…>; rel="next"` header). No header means the last page.
 * - People may vote on their own builds; a vote is a vote.
 * - A vote and the counts it changes are one batch (one transaction); the counts are recounted
 *   from the vote table inside it, so parallel votes can neither lose nor double-count.
 */
import { Hono, type Context } from 'hono';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types.ts';
import { ApiError } from '../errors.ts';
import { readJson } from '../http.ts';
import { publicUser, requireUser } from '../auth/session.ts';
import { limitPerUser } from '../auth/rate-limit.ts';
import { build, communityBuild, communityComment, communityVote, user as users } from '../db/schema.ts';
import type { Database } from '../db/client.ts';
import { lookupFor, partsSchema, purposeSchema, withYourPrices } from './builds.ts';
import { DEFAULT_PURPOSE, purposeFrom, type Purpose } from '../../src/domain/builder/purpose.ts';
import { CURSOR_INVALID, decodeCursor, encodeCursor } from './community-cursor.ts';
import { retryWhenBusy } from '../db/busy.ts';
import { cachedForVisitors, type VisitorCache } from '../visitor-cache.ts';
import { livePostsOf, readListPage, tooManyPosts, type ReadRows } from './community-limits.ts';
import { personalDetail, personalList } from './community-personal.ts';
import { isHidden } from './photos.ts';
import { photoUrl } from '../../src/domain/community/photos.ts';

export { CURSOR_INVALID, encodeCursor };
import { checkSave, countParts, readStoredParts, storedVerdict, type PartIds } from '../../src/domain/saved-builds/saved-build.ts';
import type { Lookup } from '../../src/domain/builder/persistence.ts';
import { summaryOf, type BuildVerdict } from '../../src/domain/saved-builds/build-verdict.ts';
import {
  COMMENT_REQUIRED,
  COMMENT_TOO_LONG,
  COMMUNITY_BUILD_NOT_FOUND,
  DESCRIPTION_TOO_LONG,
  MAX_LIVE_POSTS,
  NO_PARTS_TO_SHARE,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  VOTE_REQUESTS,
  commentProblem,
  descriptionProblem,
  normaliseText,
  normaliseTitle,
  titleProblem,
  voteAfter,
  type CommunityBuild,
  type CommunityBuildDetail,
  type CommunityComment,
  type UserVote,
} from '../../src/domain/community/community.ts';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** The detail shows at most this many comments: the most recent ones, oldest first. */
export const MAX_COMMENTS_SHOWN = 100;

export const LIMIT_INVALID = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
export const SAVED_BUILD_NOT_YOURS = 'saved_build_id must name one of your saved builds.';
export const VOTE_INVALID = "direction must be 'up', 'down' or 'unvote'";

/** A check from src/domain/community/community.ts as a zod refinement. */
const rule =
  (problem: (value: string) => string | null) =>
  (value: string, ctx: z.RefinementCtx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

/** Spec §3 "Community build" as sent: total_price may be sent but is never read. */
const shareBody = z.object(
  {
    // The caps before normalising only stop absurd input early; the rules count after it.
    title: z.string({ error: TITLE_REQUIRED }).max(1000, TITLE_TOO_LONG).transform(normaliseTitle).superRefine(rule(titleProblem)),
    description: z
      .string({ error: 'The description must be text.' })
      .max(10_000, DESCRIPTION_TOO_LONG)
      .nullable()
      .optional()
      .transform((text) => normaliseText(text ?? ''))
      .superRefine(rule(descriptionProblem)),
    parts: partsSchema(NO_PARTS_TO_SHARE),
    /** What the build is for; without one, the saved build's own purpose, else gaming (issue 22). */
    purpose: purposeSchema,
    saved_build_id: z
      .string({ error: SAVED_BUILD_NOT_YOURS })
      .max(200, SAVED_BUILD_NOT_YOURS)
      .nullable()
      .optional()
      .transform((id) => id || null),
  },
  { error: 'Send the build as a JSON object: {title, description, parts}.' },
);

const commentBody = z.object(
  {
    text: z.string({ error: COMMENT_REQUIRED }).max(10_000, COMMENT_TOO_LONG).transform(normaliseText).superRefine(rule(commentProblem)),
  },
  { error: 'Send the comment as a JSON object: {text}.' },
);

const voteBody = z.object(
  { direction: z.enum(VOTE_REQUESTS, { error: VOTE_INVALID }) },
  { error: "Send the vote as a JSON object: {direction: 'up' | 'down' | 'unvote'}." },
);

const listQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, LIMIT_INVALID)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, LIMIT_INVALID)
    .optional(),
  purpose: purposeSchema,
  /** The list's first name for the same filter (a public address: still accepted). */
  use: purposeSchema,
  cursor: z.string().max(500, CURSOR_INVALID).optional(),
});

// ---- Reading builds ----------------------------------------------------------------------------

/** A picture shown to others: only ever our own avatar route (publicUser's rule). */
const pictureOf = (author: { id: string; name: string; image: string | null }) =>
  publicUser({ id: author.id, name: author.name, email: '', image: author.image }, false).profile_picture;

/** The columns every build read selects: the build, its author today, and the caller's vote. */
const buildColumns = {
  build: communityBuild,
  authorName: users.name,
  authorImage: users.image,
  myVote: communityVote.direction,
  // Issue 29: the first photo (the card's cover) and how many there are, by the photo index.
  coverPhoto: sql<string | null>`(select "id" from "community_photo" where "build_id" = ${communityBuild.id} order by "created_at", "id" limit 1)`,
  photoCount: sql<number>`(select count(*) from "community_photo" where "build_id" = ${communityBuild.id})`,
};

/** Posts a moderator hid (issue 29) are left out of the gallery. */
const notHidden = sql`not exists (select 1 from "hidden_post" where "hidden_post"."build_id" = ${communityBuild.id})`;

/** Builds joined with their authors and the caller's own vote (none for a visitor). */
function selectBuilds(db: Database, viewerId: string | null) {
  return db
    .select(buildColumns)
    .from(communityBuild)
    .innerJoin(users, eq(users.id, communityBuild.userId))
    .leftJoin(
      communityVote,
      viewerId === null
        ? sql`0`
        : and(eq(communityVote.buildId, communityBuild.id), eq(communityVote.userId, viewerId)),
    );
}

type BuildRow = {
  build: typeof communityBuild.$inferSelect;
  authorName: string;
  authorImage: string | null;
  myVote: string | null;
  coverPhoto: string | null;
  photoCount: number;
};

/**
 * A build as the list and the detail answer it, with the builder's verdict on its parts for its
 * purpose (issue 22); the card carries the verdict's summary for its chip (issue 25).
 */
function toResponse(row: BuildRow, viewerId: string | null, lookup: Lookup): { post: CommunityBuild; verdict: BuildVerdict } {
  const b = row.build;
  const parts = readStoredParts(b.parts);
  const verdict = storedVerdict(parts, lookup, purposeFrom(b.purpose));
  const post: CommunityBuild = {
    id: b.id,
    user_id: b.userId,
    username: row.authorName,
    profile_picture: pictureOf({ id: b.userId, name: row.authorName, image: row.authorImage }),
    title: b.title,
    description: b.description,
    parts,
    total_price: b.totalPrice,
    up_votes: b.upVotes,
    down_votes: b.downVotes,
    score: b.score ?? b.upVotes - b.downVotes,
    user_vote: (row.myVote === 'up' || row.myVote === 'down' ? row.myVote : 'none') satisfies UserVote,
    purpose: purposeFrom(b.purpose),
    created_at: b.createdAt.toISOString(),
    saved_build_id: viewerId !== null && viewerId === b.userId ? b.savedBuildId : null,
    cover_photo: row.coverPhoto ? photoUrl(row.coverPhoto, 'phone') : null,
    photo_count: Number(row.photoCount ?? 0),
    ...summaryOf(verdict),
  };
  return { post, verdict };
}

const commentColumns = {
  comment: communityComment,
  authorName: users.name,
  authorImage: users.image,
};

function toComment(row: { comment: typeof communityComment.$inferSelect; authorName: string; authorImage: string | null }): CommunityComment {
  const c = row.comment;
  return {
    id: c.id,
    user_id: c.userId,
    username: row.authorName,
    profile_picture: pictureOf({ id: c.userId, name: row.authorName, image: row.authorImage }),
    text: c.text,
    created_at: c.createdAt.toISOString(),
  };
}

/**
 * One build with its comments, read together (one batch, so they agree), and the builder's verdict
 * on its parts for its purpose (issue 22: the same as in the builder and on the dashboard); null
 * when missing.
 */
async function readDetail(db: Database, lookup: Lookup, id: string, viewerId: string | null): Promise<CommunityBuildDetail | null> {
  const [builds, recent, [total]] = await db.batch([
    selectBuilds(db, viewerId).where(eq(communityBuild.id, id)).limit(1),
    db
      .select(commentColumns)
      .from(communityComment)
      .innerJoin(users, eq(users.id, communityComment.userId))
      .where(eq(communityComment.buildId, id))
      .orderBy(desc(communityComment.createdAt), desc(communityComment.id))
      .limit(MAX_COMMENTS_SHOWN),
    db.select({ n: count() }).from(communityComment).where(eq(communityComment.buildId, id)),
  ]);
  const row = builds[0];
  if (!row) return null;
  const { post, verdict: full } = toResponse(row, viewerId, lookup);
  const { purpose: _purpose, ...verdict } = full;
  return {
    ...post,
    ...verdict,
    comments: recent.reverse().map(toComment),
    comment_count: total?.n ?? 0,
  };
}

// ---- Writes ------------------------------------------------------------------------------------

export function communityRouter(visitorCache: VisitorCache) {
  const router = new Hono<AppEnv>();
  const notFound = () => new ApiError(404, 'NOT_FOUND', COMMUNITY_BUILD_NOT_FOUND);
  const viewer = (c: Context<AppEnv>) => c.var.user?.id ?? null;

  router.get('/builds', cachedForVisitors(visitorCache, ['limit', 'purpose', 'use', 'cursor'], personalList), async (c) => {
    const query = listQuery.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, 'BAD_REQUEST', query.error.issues[0]?.message ?? 'Invalid query.');
    const { limit = DEFAULT_PAGE_SIZE, cursor } = query.data;
    const purpose = query.data.purpose ?? query.data.use;
    const me = viewer(c);
    const read: ReadRows<BuildRow> = (where, take) =>
      selectBuilds(c.var.deps.db, me)
        .where(and(where, notHidden))
        .orderBy(desc(communityBuild.score), desc(communityBuild.createdAt), desc(communityBuild.id))
        .limit(take);
    // Keyset pages over the (score, created_at, id) index; the first page caps posts per author.
    const { rows, next } = await readListPage(read, {
      where: purpose ? eq(communityBuild.purpose, purpose) : undefined,
      purpose,
      limit,
      cursor: cursor === undefined ? undefined : decodeCursor(cursor),
    });
    const lookup = lookupFor(c.var.deps.catalogue);
    const page = rows.map((row) => toResponse(row, me, lookup).post);
    if (next) {
      const token = encodeCursor(next);
      const params = new URLSearchParams({ limit: String(limit), ...(purpose ? { purpose } : {}), cursor: token });
      c.header('X-Next-Cursor', token);
      c.header('Link', `</api/community/builds?${params}>; rel="next"`);
    }
    return c.json(page);
  });

  router.get('/builds/:id', cachedForVisitors(visitorCache, [], personalDetail), async (c) => {
    const detail = await readDetail(c.var.deps.db, lookupFor(c.var.deps.catalogue), c.req.param('id'), viewer(c));
    if (!detail) throw notFound();
    // A post a moderator hid (issue 29) is gone for every reader: this answer is the one all readers share.
    if (await isHidden(c.var.deps.db, detail.id)) throw notFound();
    return c.json(detail);
  });

  router.post('/builds', limitPerUser('share'), async (c) => {
    const me = requireUser(c);
    const body = await readJson(c, shareBody);
    const ids = body.parts as PartIds;
    if (countParts(ids) === 0) throw new ApiError(400, 'BAD_REQUEST', NO_PARTS_TO_SHARE);
    const checked = checkSave(ids, lookupFor(c.var.deps.catalogue));
    if (!checked.ok) throw new ApiError(400, 'BAD_REQUEST', checked.message);
    const { db } = c.var.deps;
    const savedId = body.saved_build_id;
    let savedPurpose: Purpose = DEFAULT_PURPOSE;
    if (savedId !== null) {
      const [own] = await db.select({ id: build.id, purpose: build.purpose }).from(build).where(and(eq(build.id, savedId), eq(build.userId, me.id))).limit(1);
      if (!own) throw new ApiError(400, 'BAD_REQUEST', SAVED_BUILD_NOT_YOURS);
      savedPurpose = purposeFrom(own.purpose);
    }
    if ((await livePostsOf(db, me.id)) >= MAX_LIVE_POSTS) throw tooManyPosts();
    // Issue 29: the person's quoted prices and custom lines go with the post.
    const parts = await withYourPrices(c, checked.parts, body.parts as { custom?: unknown });
    const id = crypto.randomUUID();
    await retryWhenBusy(() =>
      db.insert(communityBuild).values({
        id,
        userId: me.id,
        title: body.title,
        description: body.description,
        parts,
        // Spec §5: the rounded sum of the part prices, from today's catalogue.
        totalPrice: Math.round(checked.savedTotal),
        purpose: body.purpose ?? savedPurpose,
        // Looked up again in the insert: a saved build deleted meanwhile just leaves no link.
        savedBuildId: savedId === null ? null : sql`(select "id" from "build" where "id" = ${savedId} and "user_id" = ${me.id})`,
        createdAt: new Date(),
      }),
    );
    // Parallel shares at the cap: each that finds itself past it takes its post back.
    if ((await livePostsOf(db, me.id)) > MAX_LIVE_POSTS) {
      await retryWhenBusy(() => db.delete(communityBuild).where(eq(communityBuild.id, id)));
      throw tooManyPosts();
    }
    visitorCache.invalidate();
    const created = await readDetail(db, lookupFor(c.var.deps.catalogue), id, me.id);
    if (!created) throw notFound();
    return c.json(created, 201);
  });

  router.delete('/builds/:id', async (c) => {
    const me = requireUser(c);
    const deleted = await retryWhenBusy(() =>
      c.var.deps.db
        .delete(communityBuild)
        .where(and(eq(communityBuild.id, c.req.param('id')), eq(communityBuild.userId, me.id)))
        .returning({ id: communityBuild.id }),
    );
    if (deleted.length === 0) throw notFound();
    visitorCache.invalidate();
    return c.json({ ok: true });
  });

  router.post(
    '/builds/:id/comments',
    limitPerUser('comment'),
    async (c) => {
      const me = requireUser(c);
      const { text } = await readJson(c, commentBody);
      const buildId = c.req.param('id');
      const { db } = c.var.deps;
      const id = crypto.randomUUID();
      // Only onto a build that exists, in one statement (a build deleted meanwhile is a 404).
      const inserted = await retryWhenBusy(() =>
        db.run(sql`
          insert into "community_comment" ("id", "build_id", "user_id", "text", "created_at")
          select ${id}, ${buildId}, ${me.id}, ${text}, ${Date.now()}
          where exists (select 1 from "community_build" where "id" = ${buildId})`),
      );
      if (inserted.rowsAffected === 0) throw notFound();
      visitorCache.invalidate();
      const [row] = await db
        .select(commentColumns)
        .from(communityComment)
        .innerJoin(users, eq(users.id, communityComment.userId))
        .where(eq(communityComment.id, id))
        .limit(1);
      if (!row) throw notFound();
      return c.json(toComment(row), 201);
    },
  );

  router.post('/builds/:id/vote', limitPerUser('vote'), async (c) => {
    const me = requireUser(c);
    const { direction } = await readJson(c, voteBody);
    const buildId = c.req.param('id');
    const { db } = c.var.deps;
    const change =
      direction === 'unvote'
        ? db.run(sql`delete from "community_vote" where "build_id" = ${buildId} and "user_id" = ${me.id}`)
        : db.run(sql`
            insert into "community_vote" ("build_id", "user_id", "direction", "created_at")
            select ${buildId}, ${me.id}, ${direction}, ${Date.now()}
            where exists (select 1 from "community_build" where "id" = ${buildId})
            on conflict ("build_id", "user_id") do update set "direction" = excluded."direction"
            where "community_vote"."direction" <> excluded."direction"`);
    const countOf = (d: 'up' | 'down') =>
      sql<number>`(select count(*) from "community_vote" where "build_id" = ${buildId} and "direction" = ${d})`;
    // The vote and the recount are one batch, which libSQL runs as one transaction.
    const [changed, counts] = await retryWhenBusy(() =>
      db.batch([
        change,
        db
          .update(communityBuild)
          .set({ upVotes: countOf('up'), downVotes: countOf('down') })
          .where(eq(communityBuild.id, buildId))
          .returning({ up_votes: communityBuild.upVotes, down_votes: communityBuild.downVotes }),
      ]),
    );
    const now = counts[0];
    if (!now) throw notFound();
    // The same vote again changes nothing anyone sees: the visitors' pages stay.
    if (changed.rowsAffected > 0) visitorCache.invalidate();
    return c.json({ up_votes: now.up_votes, down_votes: now.down_votes, user_vote: voteAfter(direction) });
  });

  return router;
}
