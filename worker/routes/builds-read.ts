/**
 * Reading saved builds fast, for the dashboard's every visit: the list and the posts made from
 * them are prepared reads, and a build's answer (today's prices and verdicts,
 * src/domain/saved-builds/saved-build.ts) is worked out once per version of the build — the rules
 * are pure given the stored row and the catalogue, so the same row always gives the same answer.
 * The parts are read as their stored JSON text, parsed only when an answer is worked out.
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { build, communityBuild } from '../db/schema.ts';
import type { SharedPost } from '../../src/domain/community/share.ts';
import type { Lookup } from '../../src/domain/builder/persistence.ts';
import { savedBuildResponse, type SavedBuildResponse } from '../../src/domain/saved-builds/saved-build.ts';

/** What a build's answer is made from (select them with `.select(storedBuild)` or `.returning(storedBuild)`). */
export const storedBuild = {
  id: build.id,
  name: build.name,
  description: build.description,
  /** The parts as stored (JSON text): the key of the answer, parsed only to work one out. */
  partsJson: sql<string>`${build.parts}`,
  savedTotal: build.savedTotal,
  purpose: build.purpose,
  createdAt: build.createdAt,
  updatedAt: build.updatedAt,
};
export interface StoredBuild {
  id: string;
  name: string;
  description: string;
  partsJson: string;
  savedTotal: number;
  purpose: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const listOf = preparedFor((db) =>
  db
    .select(storedBuild)
    .from(build)
    .where(eq(build.userId, sql.placeholder('userId')))
    .orderBy(desc(build.updatedAt), desc(build.createdAt))
    .prepare(),
);

/** A person's saved builds, newest first. */
export function savedBuildsOf(db: Database, userId: string): Promise<StoredBuild[]> {
  return listOf(db).all({ userId });
}

/** Answers kept, per catalogue lookup, by the stored row they were made from; oldest dropped first. */
const answers = new WeakMap<Lookup, Map<string, SavedBuildResponse>>();
const ANSWERS_MAX = 5_000;

/** The answer for a stored build (shared: never to be changed). */
export function answerFor(row: StoredBuild, lookup: Lookup): SavedBuildResponse {
  let kept = answers.get(lookup);
  if (!kept) answers.set(lookup, (kept = new Map()));
  // Every column the answer is made from is in the key (a change within the same millisecond too).
  const { id, name, description, partsJson, savedTotal, purpose, createdAt, updatedAt } = row;
  const key = JSON.stringify([id, name, description, partsJson, savedTotal, purpose, createdAt.getTime(), updatedAt.getTime()]);
  let answer = kept.get(key);
  if (!answer) {
    answer = savedBuildResponse({ id, name, description, parts: JSON.parse(partsJson) as unknown, savedTotal, purpose, createdAt, updatedAt }, lookup);
    if (kept.size >= ANSWERS_MAX) kept.delete(kept.keys().next().value!);
    kept.set(key, answer);
  }
  return answer;
}

const postsOf = preparedFor((db) =>
  db
    .select({ id: communityBuild.id, title: communityBuild.title, createdAt: communityBuild.createdAt, savedBuildId: communityBuild.savedBuildId })
    .from(communityBuild)
    .where(and(eq(communityBuild.userId, sql.placeholder('userId')), isNotNull(communityBuild.savedBuildId)))
    .orderBy(desc(communityBuild.createdAt))
    .prepare(),
);

/**
 * The gallery posts a person made from each of their saved builds, newest first (issue 25: the
 * dashboard asks before the same build is shared twice). One read by the author index; a person
 * has at most 50 live posts.
 */
export async function sharedPostsOf(db: Database, userId: string): Promise<Map<string, SharedPost[]>> {
  const rows = await postsOf(db).all({ userId });
  const bySaved = new Map<string, SharedPost[]>();
  for (const row of rows) {
    const list = bySaved.get(row.savedBuildId!) ?? [];
    list.push({ id: row.id, title: row.title, created_at: row.createdAt.toISOString() });
    bySaved.set(row.savedBuildId!, list);
  }
  return bySaved;
}
