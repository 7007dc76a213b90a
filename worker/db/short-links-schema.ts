/**
 * Short links (issue 29 item 6): /b/<id> opens a public page of a build. Each link keeps its own
 * snapshot of the parts (ids with names and prices when shared, src/domain/saved-builds/saved-build.ts), so a
 * draft that was never saved can be shared, and editing or deleting the saved build or community
 * post it came from does not change what the link shows. `fingerprint` makes sharing the same
 * thing twice give the same link (and keeps the table from filling with copies).
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { StoredParts } from '../../src/domain/saved-builds/saved-build.ts';
import type { Purpose } from '../../src/domain/builder/purpose.ts';
import type { ShortLinkKind } from '../../src/domain/community/short-link.ts';
import { user } from './auth-schema.ts';

export const shortLink = sqliteTable(
  'short_link',
  {
    /** Ten letters and digits (src/domain/community/short-link.ts): short to paste, too many to guess. */
    id: text('id').primaryKey(),
    kind: text('kind').$type<ShortLinkKind>().notNull(),
    /** The saved build or community post it was made from (not a reference: either may go). */
    sourceId: text('source_id'),
    title: text('title').notNull(),
    parts: text('parts', { mode: 'json' }).$type<StoredParts>().notNull(),
    purpose: text('purpose').$type<Purpose>().notNull(),
    /** Whole pesos: the total when shared. */
    sharedTotal: integer('shared_total').notNull(),
    /** A hash of what was shared (kind, source, title, parts, purpose): one link per distinct share. */
    fingerprint: text('fingerprint').notNull().unique(),
    /** Who made it, when signed in; a visitor's draft link has none. */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('short_link_source_idx').on(table.sourceId)],
);
