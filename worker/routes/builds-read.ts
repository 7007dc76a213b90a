/**
 * Reading saved builds fast, for the dashboard's every visit: the list is one prepared read, and
 * a build's answer (today's prices and verdicts, src/domain/saved-build.ts) is worked out once
 * per version of the build — the rules are pure given the stored row and the catalogue, so the
 * same row always gives the same answer.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { build } from '../db/schema.ts';
import type { Lookup } from '../../src/domain/builder/persistence.ts';
import { savedBuildResponse, type SavedBuildResponse } from '../../src/domain/saved-build.ts';

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
