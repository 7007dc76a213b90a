/**
 * The gallery as a signed-in reader sees it: the visitors' page (cached, the same for everyone)
 * with what is theirs read fresh — their vote on each build, and for their own posts the saved
 * build each came from. Two small prepared reads by index instead of a read of the whole page;
 * when nothing on the page is theirs, the page is the visitors' own, bytes and all.
 */
import type { Context } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../../types.ts';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { communityBuild, communityVote } from '../../db/schema.ts';
import type { CommunityBuild, UserVote } from '../../../src/domain/community/community.ts';

/** The page's ids as one JSON parameter, so that every page size is the same prepared SQL. */
const inIds = (column: typeof communityVote.buildId | typeof communityBuild.id) => sql`${column} in (select value from json_each(${sql.placeholder('ids')}))`;

const readsFor = preparedFor((db: Database) => ({
  votes: db
    .select({ id: communityVote.buildId, direction: communityVote.direction })
    .from(communityVote)
    .where(and(eq(communityVote.userId, sql.placeholder('me')), inIds(communityVote.buildId)))
    .prepare(),
  sources: db.select({ id: communityBuild.id, source: communityBuild.savedBuildId }).from(communityBuild).where(inIds(communityBuild.id)).prepare(),
}));

/** The builds made the reader's own, or null when nothing on them is theirs (no vote, no own post). */
async function personalBuilds<B extends CommunityBuild>(c: Context<AppEnv>, builds: readonly B[]): Promise<B[] | null> {
  const me = c.var.user?.id;
  if (!me || builds.length === 0) return null;
  const reads = readsFor(c.var.deps.db);
  const own = builds.filter((b) => b.user_id === me).map((b) => b.id);
  const [votes, sources] = await Promise.all([
    reads.votes.all({ me, ids: JSON.stringify(builds.map((b) => b.id)) }),
    own.length === 0 ? [] : reads.sources.all({ ids: JSON.stringify(own) }),
  ]);
  if (votes.length === 0 && own.length === 0) return null;
  const voteOf = new Map<string, UserVote>(votes.map((v) => [v.id, v.direction]));
  const sourceOf = new Map(sources.map((s) => [s.id, s.source]));
  return builds.map((b) => ({ ...b, user_vote: voteOf.get(b.id) ?? 'none', saved_build_id: sourceOf.get(b.id) ?? null }));
}

/** A page of the list made the reader's own (null: the visitors' page is theirs as it is). */
export const personalList = (c: Context<AppEnv>, page: unknown) => personalBuilds(c, page as CommunityBuild[]);

/** A build's detail made the reader's own (null: the visitors' detail is theirs as it is). */
export const personalDetail = async (c: Context<AppEnv>, detail: unknown) => (await personalBuilds(c, [detail as CommunityBuild]))?.[0] ?? null;
