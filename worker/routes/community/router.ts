/**
 * The community gallery's router (spec §7 /api/community/builds): list, detail with comments, share,
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
 *
 * Beside it: the request schemas (schema.ts), the reads (queries.ts), the list's cursor
 * (cursor.ts), the limits on what one account can post (limits.ts) and the signed-in reader's
 * own answers (personal.ts).
 */
import { Hono, type Context } from 'hono';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../../types.ts';
import { ApiError } from '../../errors.ts';
import { readJson } from '../../http.ts';
import { requireUser } from '../../auth/session.ts';
import { limitPerUser } from '../../auth/rate-limit.ts';
import { build, communityBuild, communityComment, user as users } from '../../db/schema.ts';
import { lookupFor } from '../../catalogue-lookup.ts';
import { withYourPrices } from '../../requests.ts';
import { DEFAULT_PURPOSE, purposeFrom, type Purpose } from '../../../src/domain/builder/purpose.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { retryWhenBusy } from '../../db/busy.ts';
import { cachedForVisitors, type VisitorCache } from '../../visitor-cache.ts';
import type { ReaderMemo } from '../../reader-memo.ts';
import { livePostsOf, readListPage, tooManyPosts, type ReadRows } from './limits.ts';
import { personalDetail, personalList } from './personal.ts';
import { isHidden } from '../../db/hidden-posts.ts';
import { checkSave, countParts, type PartIds } from '../../../src/domain/saved-builds/saved-build.ts';
import { COMMUNITY_BUILD_NOT_FOUND, MAX_LIVE_POSTS, NO_PARTS_TO_SHARE, voteAfter } from '../../../src/domain/community/community.ts';
import { DEFAULT_PAGE_SIZE, SAVED_BUILD_NOT_YOURS, commentBody, listQuery, shareBody, voteBody } from './schema.ts';
import { commentColumns, notHidden, readDetail, selectBuilds, toComment, toResponse, type BuildRow } from './queries.ts';

export function communityRouter(visitorCache: VisitorCache, memo: ReaderMemo) {
  const router = new Hono<AppEnv>();
  const notFound = () => new ApiError(404, 'NOT_FOUND', COMMUNITY_BUILD_NOT_FOUND);
  const viewer = (c: Context<AppEnv>) => c.var.user?.id ?? null;

  router.get('/builds', cachedForVisitors(visitorCache, ['limit', 'purpose', 'use', 'cursor'], { personalise: personalList, memo }), async (c) => {
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

  router.get('/builds/:id', cachedForVisitors(visitorCache, [], { personalise: personalDetail, memo }), async (c) => {
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
