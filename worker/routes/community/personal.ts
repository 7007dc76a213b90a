/**
 * The gallery as a signed-in reader sees it: the visitors' page (cached, the same for everyone)
 * with what is theirs read fresh — their vote on each build, and for their own posts the saved
 * build each came from. Two small reads by index instead of a read of the whole page.
 */
import type { Context } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppEnv } from '../../types.ts';
import { communityBuild, communityVote } from '../../db/schema.ts';
import type { CommunityBuild, UserVote } from '../../../src/domain/community/community.ts';

async function personalBuilds<B extends CommunityBuild>(c: Context<AppEnv>, builds: readonly B[]): Promise<B[]> {
  const me = c.var.user?.id;
  if (!me || builds.length === 0) return [...builds];
  const { db } = c.var.deps;
  const ids = builds.map((b) => b.id);
  const own = builds.filter((b) => b.user_id === me).map((b) => b.id);
  const [votes, sources] = await Promise.all([
    db
      .select({ id: communityVote.buildId, direction: communityVote.direction })
      .from(communityVote)
      .where(and(eq(communityVote.userId, me), inArray(communityVote.buildId, ids))),
    own.length === 0
      ? []
      : db.select({ id: communityBuild.id, source: communityBuild.savedBuildId }).from(communityBuild).where(inArray(communityBuild.id, own)),
  ]);
  const voteOf = new Map<string, UserVote>(votes.map((v) => [v.id, v.direction]));
  const sourceOf = new Map(sources.map((s) => [s.id, s.source]));
  return builds.map((b) => ({ ...b, user_vote: voteOf.get(b.id) ?? 'none', saved_build_id: sourceOf.get(b.id) ?? null }));
}

/** A page of the list made the reader's own. */
export const personalList = (c: Context<AppEnv>, page: unknown) => personalBuilds(c, page as CommunityBuild[]);

/** A build's detail made the reader's own. */
export const personalDetail = async (c: Context<AppEnv>, detail: unknown) => (await personalBuilds(c, [detail as CommunityBuild]))[0];
