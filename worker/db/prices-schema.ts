/**
 * Fresh prices (issue 27). `price_observation`: one row per known shop page per refresh (and the
 * seeding snapshot's rows), what the page said: price, availability, when. The API's offers are
 * each page's newest row; history is all of them. `price_alert`: a person's "tell me when this
 * part (or this saved build) is under ₱X", with what the last mail said.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { Availability } from '../../src/domain/pricing/offer-state.ts';
import { user } from './auth-schema.ts';
import { build } from './builds-schema.ts';

export const priceObservation = sqliteTable(
  'price_observation',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The catalogue part the reviewed import matched the page to. */
    partId: text('part_id').notNull(),
    shop: text('shop').notNull(),
    /** The shop's product page (the known offer). */
    url: text('url').notNull(),
    /** Whole pesos; null when the page is gone. */
    price: integer('price'),
    availability: text('availability').$type<Availability>().notNull(),
    seenAt: integer('seen_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    // One row per page per moment: seeding again changes nothing.
    uniqueIndex('price_observation_url_seen_idx').on(table.url, table.seenAt),
    // A part's history.
    index('price_observation_part_seen_idx').on(table.partId, table.seenAt),
  ],
);

export const priceAlert = sqliteTable(
  'price_alert',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** One of partId and buildId is set. */
    partId: text('part_id'),
    buildId: text('build_id').references(() => build.id, { onDelete: 'cascade' }),
    /** Whole pesos: mail when the price is under this. */
    below: integer('below').notNull(),
    /** The price the last mail named while the price stays under; null when armed. */
    notifiedPrice: integer('notified_price'),
    /** The Manila day of the last mail, `YYYY-MM-DD`. */
    notifiedOn: text('notified_on'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('price_alert_userId_idx').on(table.userId, table.createdAt)],
);
