/**
 * Reading community posts: a post with its author as they are today, the caller's own vote, its
 * cover photo and the builder's verdict on its parts for its purpose (issue 22), and its comments.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { publicUser } from '../../auth/session.ts';
import { communityBuild, communityComment, communityVote, user as users } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { purposeFrom } from '../../../src/domain/builder/purpose.ts';
import { photoUrl } from '../../../src/domain/community/photos.ts';
import { readStoredParts, storedVerdict } from '../../../src/domain/saved-builds/saved-build.ts';
import type { Lookup } from '../../../src/domain/builder/persistence.ts';
import { summaryOf, type BuildVerdict } from '../../../src/domain/saved-builds/build-verdict.ts';
import type { CommunityBuild, CommunityBuildDetail, CommunityComment, UserVote } from '../../../src/domain/community/community.ts';
import { MAX_COMMENTS_SHOWN } from './schema.ts';

/** A picture shown to others: only ever our own avatar route (publicUser's rule). */
export const pictureOf = (author: { id: string; name: string; image: string | null }) =>
  publicUser({ id: author.id, name: author.name, email: '', image: author.image }, false).profile_picture;

/** The columns every build read selects: the build, its author today, and the caller's vote. */
export const buildColumns = {
  build: communityBuild,
  authorName: users.name,
  authorImage: users.image,
  myVote: communityVote.direction,
  // Issue 29: the first photo (the card's cover) and how many there are, by the photo index.
  coverPhoto: sql<string | null>`(select "id" from "community_photo" where "build_id" = ${communityBuild.id} order by "created_at", "id" limit 1)`,
  photoCount: sql<number>`(select count(*) from "community_photo" where "build_id" = ${communityBuild.id})`,
};

/** Posts a moderator hid (issue 29) are left out of the gallery. */
export const notHidden = sql`not exists (select 1 from "hidden_post" where "hidden_post"."build_id" = ${communityBuild.id})`;

/** Builds joined with their authors and the caller's own vote (none for a visitor). */
export function selectBuilds(db: Database, viewerId: string | null) {
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

export type BuildRow = {
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
export function toResponse(row: BuildRow, viewerId: string | null, lookup: Lookup): { post: CommunityBuild; verdict: BuildVerdict } {
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

export const commentColumns = {
  comment: communityComment,
  authorName: users.name,
  authorImage: users.image,
};

export function toComment(row: { comment: typeof communityComment.$inferSelect; authorName: string; authorImage: string | null }): CommunityComment {
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
export async function readDetail(db: Database, lookup: Lookup, id: string, viewerId: string | null): Promise<CommunityBuildDetail | null> {
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
