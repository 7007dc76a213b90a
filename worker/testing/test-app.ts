/** Builds the app for route tests: an in-memory database, a temporary object store and outbox. */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { catalogue } from '../../src/catalogue/index.ts';
import { createApp } from '../app.ts';
import type { Deps } from '../types.ts';
import { createDatabase } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { keepPreparedStatements } from '../db/statement-cache.ts';
import { diskStore } from '../storage/disk-store.ts';
import { outboxMailer } from '../mail/outbox-mailer.ts';
import type { PasswordHasher } from '../types.ts';

/**
 * A cheap salted hash for tests only (a route test signs up hundreds of users); the real servers
 * never set `passwordHasher`, so they keep better-auth's scrypt.
 */
export const testPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(8).toString('hex');
    return `${salt}:${createHash('sha256').update(salt + password).digest('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, digest] = hash.split(':');
    return createHash('sha256').update(`${salt}${password}`).digest('hex') === digest;
  },
};

// The route tests run on kept statements, as the Node server does.
keepPreparedStatements();

export async function testApp(overrides: Partial<Deps> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'pcb-test-'));
  const deps: Deps = {
    db: overrides.db ?? createDatabase(createClient({ url: ':memory:' })),
    storage: diskStore(join(dir, 'uploads')),
    mailer: outboxMailer(join(dir, 'outbox.jsonl'), () => {}),
    config: {
      databaseUrl: ':memory:',
      publicOrigin: 'http://localhost:4321',
      authSecret: 'test-secret-test-secret-test-secret-1234',
    },
    catalogue,
    passwordHasher: testPasswordHasher,
    ...overrides,
  };
  await applyMigrations(deps.db);
  return { app: createApp(deps), deps, dir, outbox: join(dir, 'outbox.jsonl') };
}

/**
 * What a saved or shared build stores for a catalogue part (and shows for a listed one): id,
 * name, price and where and when the price was seen — spelled out here, not borrowed from the code
 * under test.
 */
export const partSnapshot = (p: {
  id: string;
  name: string;
  price: number;
  priceSource?: 'shops' | 'estimate';
  shopCount?: number;
  priceAsOf?: string;
  priceHigh?: number;
  flaggedOffers?: { shop: string; price: number; url: string; observedOn: string; flag?: 'far-below-others' }[];
  shopsCheckedOn?: string;
}) => ({
  id: p.id,
  name: p.name,
  price: p.price,
  ...(p.priceSource !== undefined && { priceSource: p.priceSource }),
  ...(p.shopCount !== undefined && { shopCount: p.shopCount }),
  ...(p.priceAsOf !== undefined && { priceAsOf: p.priceAsOf }),
  ...(p.priceHigh !== undefined && { priceHigh: p.priceHigh }),
  ...(p.flaggedOffers !== undefined && { flaggedOffers: p.flaggedOffers }),
  ...(p.shopsCheckedOn !== undefined && { shopsCheckedOn: p.shopsCheckedOn }),
});
