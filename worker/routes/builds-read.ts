/**
 * Reading saved builds fast, for the dashboard's every visit: the list is one prepared read, and
 * a build's answer (today's prices and verdicts, src/domain/saved-builds/saved-build.ts) is worked out once
 * per version of the build — the rules are pure given the stored row and the catalogue, so the
 * same row always gives the same answer.
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { build, communityBuild } from '../db/schema.ts';
import type { SharedPost } from '../../src/domain/community/share.ts';
import type { Lookup } from '../../src/domain/builder/persistence.ts';
import { savedBuildResponse, type SavedBuildResponse } from '../../src/domain/saved-builds/saved-build.ts';

type BuildRow = typeof build.$inferSelect;

const prepareList = (db: Database) =>
  db.select().from(build).where(eq(build.userId, sql.placeholder('userId'))).orderBy(desc(build.updatedAt), desc(build.createdAt)).prepare();
const lists = new WeakMap<Database, ReturnType<typeof prepareList>>();

/** A person's saved builds, newest first. */
export function savedBuildsOf(db: Database, userId: string): Promise<BuildRow[]> {
  let list = lists.get(db);
  if (!list) lists.set(db, (list = prepareList(db)));
  return list.all({ userId });
}

/** Answers kept, per catalogue lookup, by the stored row they were made from; oldest dropped first. */
const answers = new WeakMap<Lookup, Map<string, SavedBuildResponse>>();
const ANSWERS_MAX = 5_000;

/** The answer for a stored build (shared: never to be changed). */
export function answerFor(row: BuildRow, lookup: Lookup): SavedBuildResponse {
  let kept = answers.get(lookup);
  if (!kept) answers.set(lookup, (kept = new Map()));
  // The whole row is the key: any column the answer is made from, now or later, is in it.
  const key = JSON.stringify(row);
  let answer = kept.get(key);
  if (!answer) {
    answer = savedBuildResponse(row, lookup);
    if (kept.size >= ANSWERS_MAX) kept.delete(kept.keys().next().value!);
    kept.set(key, answer);
  }
  return answer;
}

/**
 * The gallery posts a person made from each of their saved builds, newest first (issue 25: the
 * dashboard asks before the same build is shared twice). One read by the author index; a person
 * has at most 50 live posts.
 */
export async function sharedPostsOf(db: Database, userId: string): Promise<Map<string, SharedPost[]>> {
  const rows = await db
    .select({ id: communityBuild.id, title: communityBuild.title, createdAt: communityBuild.createdAt, savedBuildId: communityBuild.savedBuildId })
    .from(communityBuild)
    .where(and(eq(communityBuild.userId, userId), isNotNull(communityBuild.savedBuildId)))
    .orderBy(desc(communityBuild.createdAt));
  const bySaved = new Map<string, SharedPost[]>();
  for (const row of rows) {
    const list = bySaved.get(row.savedBuildId!) ?? [];
    list.push({ id: row.id, title: row.title, created_at: row.createdAt.toISOString() });
    bySaved.set(row.savedBuildId!, list);
  }
  return bySaved;
}
