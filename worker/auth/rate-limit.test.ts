/** The limiter's table stays small whatever a client sends, and forgets what has expired. */
import { describe, expect, it } from 'vitest';
import { createClient } from '@libsql/client';
import { testApp } from '../testing/test-app.ts';
import { createDatabase } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { rateLimit as limits } from '../db/schema.ts';
import { LIMITS, LONGEST_WINDOW_SECONDS, clientKey, countRequest, overLimit, pruneExpired, tooManyMessage } from './rate-limit.ts';

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

describe('the limiter on a shared database file under load', () => {
  it('two server processes writing limiter rows at once never answer 500 (they wait for the lock)', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { libsqlOptions } = await import('../db/client.ts');
    const url = `file:${join(mkdtempSync(join(tmpdir(), 'pcb-lock-')), 'db.sqlite')}`;
    const open = () => createDatabase(createClient(libsqlOptions({ databaseUrl: url })));
    const first = await testApp({ db: open() });
    const second = await testApp({ db: open() });
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? first : second).app.request('/api/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Client-IP': `198.51.100.${i}` },
          body: JSON.stringify({ email: 'nobody@example.ph', password: 'Nope$1234' }),
        }),
      ),
    ).then((all) => all.map((r) => r.status));
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([401]));
  }, 60_000);
});

describe('the embedded database file when another process holds the write lock', () => {
  it('a request waits for the lock (busy timeout) instead of answering 500', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { spawn } = await import('node:child_process');
    const { libsqlOptions } = await import('../db/client.ts');
    const file = join(mkdtempSync(join(tmpdir(), 'pcb-busy-')), 'db.sqlite');
    const { app } = await testApp({ db: createDatabase(createClient(libsqlOptions({ databaseUrl: `file:${file}` }))) });
    // Another process takes the write lock and keeps it for 600 ms.
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createClient } from '@libsql/client';
         const db = createClient({ url: 'file:${file}' });
         const tx = await db.transaction('write');
         await tx.execute("insert into rate_limit (id, key, count, last_request) values ('held', 'held', 1, 0)");
         console.log('locked');
         setTimeout(async () => { await tx.commit(); db.close(); }, 600);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.on('data', (d: Buffer) => d.toString().includes('locked') && resolve()));
    const res = await app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Client-IP': '198.51.100.77' },
      body: JSON.stringify({ email: 'nobody@example.ph', password: 'Nope$1234' }),
    });
    await new Promise((resolve) => holder.on('exit', resolve));
    expect(res.status).toBe(401);
  }, 30_000);
});

describe('how long to wait', () => {
  it('Retry-After is what is left of the window that began with its first request', async () => {
    const db = createDatabase(createClient({ url: ':memory:' }));
    await applyMigrations(db);
    const start = 1_800_000_000_000;
    const counts = [];
    for (let i = 0; i < LIMITS.share.max; i++) counts.push(await countRequest(db, 'share', 'user:a', start + i * 1000));
    expect(counts.map((c) => c.over)).toEqual(Array(LIMITS.share.max).fill(false));
    expect(await countRequest(db, 'share', 'user:a', start + 42_000)).toEqual({ over: true, retryAfter: 18 });
    expect(await countRequest(db, 'share', 'user:a', start + 59_500)).toEqual({ over: true, retryAfter: 1 });
    // A new window: allowed again, and the wait starts over.
    expect(await countRequest(db, 'share', 'user:a', start + 60_000)).toEqual({ over: false, retryAfter: 60 });
  });

  it('says what was too many and how long to wait', () => {
    expect(tooManyMessage('share', 18)).toBe('Too many builds shared. Please wait 18 seconds and try again.');
    expect(tooManyMessage('vote', 1)).toBe('Too many votes. Please wait 1 second and try again.');
  });
});
