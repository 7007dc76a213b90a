/**
 * What keeps one account from filling everyone's gallery: a cap on live posts (the pace of
 * sharing, voting and commenting is limited in worker/auth/rate-limit.ts), and pages of the list
 * whose first shows at most FIRST_PAGE_POSTS_PER_AUTHOR posts of one author.
 *
 * The list's order is score, then newest, then id, all descending (the rank index). An author's
 * "rank" of a post is its place among that author's posts in this order. The first page holds
 * the first `limit` posts of rank 1–3, ending at a post E; every later page continues the order
 * after the last post shown, where up to E only posts of rank 4 or more are left. So, with no
 * writes in between, each post appears exactly once over all pages, whatever the page size.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { communityBuild } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import type { Purpose } from '../../../src/domain/builder/purpose.ts';
import { FIRST_PAGE_POSTS_PER_AUTHOR, TOO_MANY_POSTS } from '../../../src/domain/community/community.ts';
import type { Cursor, Position } from './cursor.ts';

export async function livePostsOf(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(communityBuild).where(eq(communityBuild.userId, userId));
  return row?.n ?? 0;
}

export const tooManyPosts = () => new ApiError(409, 'CONFLICT', TOO_MANY_POSTS);

/** The columns of a listed row this needs: the post and its author. */
export interface ListedRow {
  build: { id: string; userId: string; score: number | null; upVotes: number; downVotes: number; createdAt: Date };
}

/** Reads rows matching `where`, in the list's order, at most `take`. */
export type ReadRows<R> = (where: SQL | undefined, take: number) => Promise<R[]>;

export function positionOf(row: ListedRow): Position {
  const b = row.build;
  return { score: b.score ?? b.upVotes - b.downVotes, createdAt: b.createdAt.getTime(), id: b.id };
}

const tuple = sql`(${communityBuild.score}, ${communityBuild.createdAt}, ${communityBuild.id})`;
const at = (p: Position) => sql`(${p.score}, ${p.createdAt}, ${p.id})`;
/** Posts after `p` in the list's order. */
const after = (p: Position) => sql`${tuple} < ${at(p)}`;

/**
 * The first page: posts in order, at most FIRST_PAGE_POSTS_PER_AUTHOR of each author. Read a
 * chunk at a time; it stops after `maxScanned` posts, so a page of one author's posts costs a
 * bounded read (the page is then shorter; what it passed over comes next).
 */
async function firstPage<R extends ListedRow>(read: ReadRows<R>, where: SQL | undefined, limit: number) {
  const maxScanned = limit * 20;
  const perAuthor = new Map<string, number>();
  const picked: R[] = [];
  let scanned = 0;
  let passedOver = false;
  let from: Position | undefined;
  while (scanned < maxScanned) {
    // Mostly the first limit + 1 posts settle it; a page crowded by few authors reads on.
    const take = from ? limit * 2 : limit + 1;
    const rows = await read(and(where, from && after(from)), take);
    for (const row of rows) {
      if (picked.length === limit || scanned === maxScanned) return { picked, more: true };
      scanned += 1;
      const shown = perAuthor.get(row.build.userId) ?? 0;
      perAuthor.set(row.build.userId, shown + 1);
      if (shown < FIRST_PAGE_POSTS_PER_AUTHOR) picked.push(row);
      else passedOver = true;
    }
    if (rows.length < take) return { picked, more: passedOver };
    from = positionOf(rows.at(-1)!);
  }
  return { picked, more: passedOver || (await read(and(where, from && after(from)), 1)).length > 0 };
}

/** True when `a` comes after `b` in the list's order. */
function comesAfter(a: Position, b: Position): boolean {
  return a.score !== b.score ? a.score < b.score : a.createdAt !== b.createdAt ? a.createdAt < b.createdAt : a.id < b.id;
}

/**
 * Up to `end` (the first page's last post), the posts the first page passed over: those with
 * FIRST_PAGE_POSTS_PER_AUTHOR or more posts of the same author before them in the list (in the
 * same list, when it is filtered by purpose). Asked only of posts up to `end`, through the author
 * index: a handful of rows each, never a sort of the list.
 */
function passedOverUpTo(end: Position, purpose: Purpose | undefined): SQL {
  // The column keeps its first name, "use" (worker/db/community-schema.ts).
  const sameList = purpose ? sql`and "earlier"."use" = ${purpose}` : sql``;
  const earlierOfAuthor = sql`(select count(*) from "community_build" as "earlier"
    where "earlier"."user_id" = ${communityBuild.userId} ${sameList}
    and ("earlier"."score", "earlier"."created_at", "earlier"."id") > ${tuple})`;
  return sql`(${tuple} >= ${at(end)} and ${earlierOfAuthor} >= ${FIRST_PAGE_POSTS_PER_AUTHOR})`;
}

/** One page of the list (`cursor` from the page before, none for the first) and the next page's cursor. */
export async function readListPage<R extends ListedRow>(
  read: ReadRows<R>,
  options: { where: SQL | undefined; purpose: Purpose | undefined; limit: number; cursor: Cursor | undefined },
): Promise<{ rows: R[]; next: Cursor | null }> {
  const { where, purpose, limit, cursor } = options;
  if (!cursor) {
    const { picked, more } = await firstPage(read, where, limit);
    const end = picked.at(-1);
    return { rows: picked, next: more && end ? { after: null, firstPageEnd: positionOf(end) } : null };
  }
  const { after: from, firstPageEnd: end } = cursor;
  const leftover = end && sql`(${after(end)} or ${passedOverUpTo(end, purpose)})`;
  const rows = await read(and(where, from ? after(from) : undefined, leftover ?? undefined), limit + 1);
  const page = rows.slice(0, limit);
  if (rows.length <= limit) return { rows: page, next: null };
  const last = positionOf(page.at(-1)!);
  // Once the list has gone past the first page's end, the rest is the plain order.
  return { rows: page, next: { after: last, firstPageEnd: end && !comesAfter(last, end) ? end : null } };
}
