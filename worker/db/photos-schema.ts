/**
 * Photos of completed community builds (issue 29 item 7), the reports people make about them, and
 * posts a moderator has hidden. A photo's files live in the object store under keys made from its
 * id (photos/<id>-phone.jpg, photos/<id>-desktop.jpg), decoded and re-encoded on upload; the rows
 * here say which build they belong to and in what order. Deleting a post or an account removes
 * their rows with it.
 */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { user } from './auth-schema.ts';
import { communityBuild } from './community-schema.ts';

export const communityPhoto = sqliteTable(
  'community_photo',
  {
    id: text('id').primaryKey(),
    buildId: text('build_id')
      .notNull()
      .references(() => communityBuild.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The desktop file's size in pixels (the phone file keeps the same shape). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('community_photo_build_idx').on(table.buildId, table.createdAt, table.id)],
);

/** One report per person per photo; the owner's removal queue reads these. */
export const photoReport = sqliteTable(
  'photo_report',
  {
    photoId: text('photo_id')
      .notNull()
      .references(() => communityPhoto.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.photoId, table.reporterId] }), index('photo_report_photo_idx').on(table.photoId)],
);

/** Posts a moderator has hidden from the gallery (and why); the post itself stays for its author. */
export const hiddenPost = sqliteTable('hidden_post', {
  buildId: text('build_id')
    .primaryKey()
    .references(() => communityBuild.id, { onDelete: 'cascade' }),
  moderatorId: text('moderator_id').references(() => user.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }).notNull(),
});
