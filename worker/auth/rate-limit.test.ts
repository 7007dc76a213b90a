/** The limiter's table stays small whatever a client sends, and forgets what has expired. */
import { describe, expect, it } from 'vitest';
import { createClient } from '@libsql/client';
import { testApp } from '../test-app.ts';
import { createDatabase } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { rateLimit as limits } from '../db/schema.ts';
import { LIMITS, LONGEST_WINDOW_SECONDS, clientKey, overLimit, pruneExpired } from './rate-limit.ts';

const rows = async (db: Awaited<ReturnType<typeof testApp>>['deps']['db']) => (await db.select().from(limits)).length;

describe('rate limiter rows stay bounded', () => {
  it('1,000 requests to distinct long /api/auth/... paths add no rows and all get a 404', async () => {
    const { app, deps } = await testApp();
    const statuses = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const res = await app.request(`/api/auth/${'x'.repeat(500)}/${i}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Client-IP': '203.0.113.50' },
        body: '{}',
      });
      statuses.add(res.status);
    }
    expect([...statuses]).toEqual([404]);
    expect(await rows(deps.db)).toBe(0);
  }, 60_000);

  it('one address adds one row per named limit, however many requests it sends', async () => {
    const { app, deps } = await testApp();
    for (let i = 0; i < 20; i++) {
      await app.request(`/api/login?i=${i}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Client-IP': '203.0.113.51' },
        body: JSON.stringify({ email: `x${i}@y.ph`, password: 'Nope$1234' }),
      });
    }
    expect(await rows(deps.db)).toBe(1);
  });

  it('an IPv6 client is one key for its whole /64', async () => {
    const { deps } = await testApp();
    for (let i = 1; i <= 50; i++) await overLimit(deps.db, 'login', clientKey(`2001:db8:1:2::${i.toString(16)}`));
    expect(await rows(deps.db)).toBe(1);
    expect(await overLimit(deps.db, 'login', clientKey('2001:db8:1:2:ffff::1'))).toBe(true);
    expect(await overLimit(deps.db, 'login', clientKey('2001:db8:1:3::1'))).toBe(false);
  });

  it('prunes rows whose window has passed, on its own', async () => {
    const db = createDatabase(createClient({ url: ':memory:' }));
    await applyMigrations(db);
    const longAgo = Date.now() - (LONGEST_WINDOW_SECONDS + 60) * 1000;
    await db.insert(limits).values(
      Array.from({ length: 100 }, (_, i) => ({ id: `old-${i}`, key: `login:198.51.100.${i}`, count: 3, lastRequest: longAgo })),
    );
    await overLimit(db, 'register', '198.51.100.200');
    expect(await rows(db)).toBe(1);
  });

  it('prunes at most once a minute (not a delete on every request), unless forced', async () => {
    const db = createDatabase(createClient({ url: ':memory:' }));
    await applyMigrations(db);
    const now = Date.now();
    await pruneExpired(db, now);
    await db.insert(limits).values({ id: 'old', key: 'login:x', count: 1, lastRequest: now - (LONGEST_WINDOW_SECONDS + 1) * 1000 });
    await pruneExpired(db, now + 1000);
    expect(await rows(db)).toBe(1);
    await pruneExpired(db, now + 61_000);
    expect(await rows(db)).toBe(0);
  });

  it('every rule looks back no further than the prune horizon', () => {
    for (const rule of Object.values(LIMITS)) expect(rule.window).toBeLessThanOrEqual(LONGEST_WINDOW_SECONDS);
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 , 10.0.0.1', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd:12::/64'],
    ['[2001:db8:abcd:0012::9]', '2001:db8:abcd:12::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
