/**
 * Saved builds (spec §3 "Saved build"). `parts` holds, per slot, each part's id with its name
 * and price as of the save (see src/domain/saved-builds/saved-build.ts), so a build can show what it cost
 * when saved and still name a part that has since left the catalogue. Totals and warnings shown
 * to users are recomputed from today's catalogue on every read; only the saved total is kept.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Purpose } from '../../src/domain/builder/purpose.ts';
import type { StoredParts } from '../../src/domain/saved-builds/saved-build.ts';
import { user } from './auth-schema.ts';

export const build = sqliteTable(
  'build',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    parts: text('parts', { mode: 'json' }).$type<StoredParts>().notNull(),
    /** Whole pesos: the sum of the part prices when the build was last saved. */
    savedTotal: integer('saved_total').notNull(),
    /** What the build is for (src/domain/builder/purpose.ts); the verdict is judged for it. Older rows: gaming. */
    purpose: text('purpose').$type<Purpose>().notNull().default('gaming'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  // The dashboard lists a user's builds newest-updated first.
  (table) => [index('build_userId_updatedAt_idx').on(table.userId, table.updatedAt)],
);
