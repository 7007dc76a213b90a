/**
 * Shared quotes (issue 28): a checked quote kept behind a short link. `payload` is the quote as
 * shared (src/domain/quote/keep.ts `SharedQuote`: items as read, prices, the parts settled on;
 * never the pasted text, its notes or anyone's contact details). Anyone with the link reads it;
 * nobody changes it. Prices are compared again with today's whenever it is opened.
 */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { SharedQuote } from '../../src/domain/quote/keep.ts';

export const sharedQuote = sqliteTable('shared_quote', {
  /** Ten letters and digits: short enough to paste, too many to guess. */
  id: text('id').primaryKey(),
  payload: text('payload', { mode: 'json' }).$type<SharedQuote>().notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});
