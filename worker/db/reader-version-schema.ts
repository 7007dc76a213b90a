/**
 * One number per person that changes whenever anything the API answers them personally changes:
 * their saved builds, their gallery posts (title, or the saved build one came from) and their
 * votes. Kept by SQLite triggers in the same transaction as the write (migration 0010), so no
 * route can forget it and a write from another process or Worker isolate counts too. The session
 * read (worker/auth/session.ts) returns it with the user, and worker/reader-memo.ts keeps a
 * person's answers until it moves: a repeated read costs that one read, nothing is served stale.
 */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { user } from './auth-schema.ts';

export const readerVersion = sqliteTable('reader_version', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});
