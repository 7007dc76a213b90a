/**
 * The community gallery (spec §3 "Community build", "Comment"; §4 "Votes"). A shared build keeps
 * its own copy of the parts (id, name and price when shared; see src/domain/saved-builds/saved-build.ts), so
 * editing or deleting the saved build it came from changes nothing here. Author names and
 * pictures are not copied: they are read from the user table each time.
 *
 * Vote counts are stored on the build so that the gallery can be sorted by score through an
 * index; every vote rewrites them from the vote table in the same transaction as the vote itself
 * (worker/routes/community/router.ts), so they never drift from the votes.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { StoredParts } from '../../src/domain/saved-builds/saved-build.ts';
import type { Purpose } from '../../src/domain/builder/purpose.ts';
import type { VoteDirection } from '../../src/domain/community/community.ts';
import { user } from './auth-schema.ts';
import { build } from './builds-schema.ts';

export const communityBuild = sqliteTable(
  'community_build',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    parts: text('parts', { mode: 'json' }).$type<StoredParts>().notNull(),
    /** Whole pesos: the sum of the part prices from the catalogue when the build was shared. */
    totalPrice: integer('total_price').notNull(),
    /**
     * What the build is for (the /prebuilt/{purpose} pages; the verdict is judged for it). Every
     * share stores one; posts shared before that were set to gaming (migration 0004). The column
     * keeps its first name, `use`, and its old null-allowing definition (SQLite cannot change it in
     * place); null is read as gaming.
     */
    purpose: text('use').$type<Purpose>(),
    /** The saved build it was shared from, while that still exists; shown to the author only. */
    savedBuildId: text('saved_build_id').references(() => build.id, { onDelete: 'set null' }),
    upVotes: integer('up_votes').notNull().default(0),
    downVotes: integer('down_votes').notNull().default(0),
    /** up_votes − down_votes, kept by SQLite itself so that it can never disagree with them. */
    score: integer('score').generatedAlwaysAs(sql`up_votes - down_votes`, { mode: 'stored' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    // The gallery's order (score, then newest, then id) and its keyset pages, with and without a use.
    index('community_build_rank_idx').on(table.score, table.createdAt, table.id),
    index('community_build_use_rank_idx').on(table.purpose, table.score, table.createdAt, table.id),
    index('community_build_userId_idx').on(table.userId),
    check('community_build_use_check', sql`${table.purpose} is null or ${table.purpose} in ('gaming', 'productivity', 'generaluse')`),
  ],
);

/** One row per user per build: the primary key is the "one vote per user per build" rule. */
export const communityVote = sqliteTable(
  'community_vote',
  {
    buildId: text('build_id')
      .notNull()
      .references(() => communityBuild.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    direction: text('direction').$type<VoteDirection>().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.buildId, table.userId] }),
    // Recounting a build's votes reads this index only.
    index('community_vote_build_direction_idx').on(table.buildId, table.direction),
    index('community_vote_userId_idx').on(table.userId),
    check('community_vote_direction_check', sql`${table.direction} in ('up', 'down')`),
  ],
);

export const communityComment = sqliteTable(
  'community_comment',
  {
    id: text('id').primaryKey(),
    buildId: text('build_id')
      .notNull()
      .references(() => communityBuild.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('community_comment_build_created_idx').on(table.buildId, table.createdAt, table.id),
    index('community_comment_userId_idx').on(table.userId),
  ],
);
