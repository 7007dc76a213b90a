import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testApp } from '../testing/test-app.ts';
import { readAnswer, readError } from '../testing/client.ts';
import { FULL_NAME_INVISIBLE, FULL_NAME_NOTHING_VISIBLE, FULL_NAME_STACKED_MARKS } from '../../src/domain/accounts/display-name.ts';
import { GOOD_PASSWORD, json, setup } from '../testing/accounts.ts';

describe('POST /api/register', () => {
  it('creates an account (201) with the email trimmed and lower-cased', async () => {
    const { register } = await setup();
    const res = await register({ email: '  Juan@Example.PH ', username: 'Juan dela Cruz', password: GOOD_PASSWORD });
    expect(res.status).toBe(201);
    const body = await readAnswer('POST /api/register', res);
    expect(body.user).toMatchObject({ email: 'juan@example.ph', full_name: 'Juan dela Cruz' });
  });

  it('takes any punctuation or symbol as the special character: "Mabuhay2026!" signs up and signs in', async () => {
    const { register, login } = await setup();
    expect((await register({ email: 'mabuhay@example.ph', username: 'Maria', password: 'Mabuhay2026!' })).status).toBe(201);
    expect((await login({ email: 'mabuhay@example.ph', password: 'Mabuhay2026!' })).status).toBe(200);
  });

  it('says "already" for a registered email (the sign-up dialog needs it)', async () => {
    const { register } = await setup();
    await register({ email: 'a@b.ph', username: 'A', password: GOOD_PASSWORD });
    const res = await register({ email: 'A@B.ph', username: 'B', password: GOOD_PASSWORD });
    expect(res.status).toBe(409);
    expect((await readError(res)).error).toContain('already');
  });

  it.each([
    [{ email: 'nope', username: 'A', password: GOOD_PASSWORD }, 'Enter valid email'],
    [{ email: 'a@b.ph', username: '  ', password: GOOD_PASSWORD }, 'Enter your full name'],
    [{ email: 'a@b.ph', username: 'A', password: 'short1A$' .slice(0, 7) }, 'Password does not meet the requirements'],
    [{ email: 'a@b.ph', username: 'A', password: 'alllowercase1$' }, 'Password does not meet the requirements'],
    [{ email: 'a@b.ph', username: 'A', password: 'NoSpecial123' }, 'Password does not meet the requirements'],
    [{ email: 'a@b.ph', username: 'A', password: 'No Special 123' }, 'Password does not meet the requirements'],
  ])('refuses %o with 400 "%s" and creates nothing', async (body, message) => {
    const { register, login } = await setup();
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message, code: 'BAD_REQUEST' });
    expect((await login({ email: 'a@b.ph', password: String(body.password) })).status).toBe(401);
  });

  it('wants JSON', async () => {
    const { app } = await setup();
    const res = await app.request('/api/register', { method: 'POST', body: 'email=a@b.ph', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
  });
});

describe('POST /api/login', () => {
  it('signs in: user, a bearer token that works, and an httpOnly session cookie', async () => {
    const { register, login, app } = await setup();
    await register({ email: 'maria@example.ph', username: 'Maria', password: GOOD_PASSWORD });
    const res = await login({ email: ' MARIA@example.ph', password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    const body = await readAnswer('POST /api/login', res);
    expect(body.user.email).toBe('maria@example.ph');
    expect(body.token.length).toBeGreaterThan(10);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await app.request(`/api/users/${body.user.id}`, { headers: { Authorization: `Bearer ${body.token}` } });
    expect((await readAnswer('GET /api/users/:id', me)).email).toBe('maria@example.ph');
  });

  it('refuses a wrong password and an unknown email alike (401, same message)', async () => {
    const { register, login } = await setup();
    await register({ email: 'maria@example.ph', username: 'Maria', password: GOOD_PASSWORD });
    const wrong = await login({ email: 'maria@example.ph', password: 'Wrong$123' });
    const unknown = await login({ email: 'nobody@example.ph', password: 'Wrong$123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('needs both fields: "Email and password required"', async () => {
    const { login } = await setup();
    for (const body of [{ email: 'a@b.ph' }, { password: 'x' }, { email: '', password: '' }]) {
      const res = await login(body);
      expect(res.status).toBe(400);
      expect((await readError(res)).error).toBe('Email and password required');
    }
  });

  it('is rate-limited per client (429 after 5 tries a minute), in the database', async () => {
    const { login } = await setup();
    const ip = { 'X-Client-IP': '203.0.113.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login({ email: 'x@y.ph', password: 'Nope$1234' }, ip)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    // Another client is not affected.
    expect((await login({ email: 'x@y.ph', password: 'Nope$1234' }, { 'X-Client-IP': '203.0.113.8' })).status).toBe(401);
  });

  it('refuses a sign-in posted from another site', async () => {
    const { login } = await setup();
    const res = await login({ email: 'a@b.ph', password: 'x' }, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(res.status).toBe(403);
  });
});

describe('forgot and reset', () => {
  it('mails a single-use link; the new password works, the old does not, the link cannot be reused', async () => {
    const { register, login, app, linkFor } = await setup();
    await register({ email: 'ana@example.ph', username: 'Ana', password: GOOD_PASSWORD });
    const forgot = await app.request('/api/forgot-password', json({ email: ' ANA@example.ph ' }));
    expect(forgot.status).toBe(200);
    const token = await linkFor('ana@example.ph');

    const reset = await app.request('/api/auth/reset', json({ token, password: 'N3wpass$word' }));
    expect(reset.status).toBe(200);
    expect((await login({ email: 'ana@example.ph', password: 'N3wpass$word' })).status).toBe(200);
    expect((await login({ email: 'ana@example.ph', password: GOOD_PASSWORD })).status).toBe(401);

    const replay = await app.request('/api/auth/reset', json({ token, password: 'An0ther$pass' }));
    expect(replay.status).toBe(400);
    expect((await readError(replay)).error).toContain('invalid, already used or expired');
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const { register, app, outbox, linkFor } = await setup();
    await register({ email: 'ana@example.ph', username: 'Ana', password: GOOD_PASSWORD });
    const unknown = await app.request('/api/forgot-password', json({ email: 'ghost@example.ph' }));
    const known = await app.request('/api/forgot-password', json({ email: 'ana@example.ph' }));
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await linkFor('ana@example.ph'); // the unknown address's lookup started first and is done by now
    expect(outbox().map((m) => m.to)).toEqual(['ana@example.ph']);
  });

  it.each([
    ['/api/forgot-password', { email: 'no-at-sign' }, 'Please enter a valid email'],
    ['/api/auth/reset', { token: 'x', password: '12345' }, 'Password must be at least 6 characters'],
    ['/api/auth/reset', { password: '123456' }, 'Missing reset token'],
  ])('%s refuses %o: "%s"', async (path, body, message) => {
    const { app } = await setup();
    const res = await app.request(path, json(body));
    expect(res.status).toBe(400);
    expect((await readError(res)).error).toBe(message);
  });

  it('refuses a made-up token', async () => {
    const { app } = await setup();
    const res = await app.request('/api/auth/reset', json({ token: 'made-up', password: 'Wh4tever$1' }));
    expect(res.status).toBe(400);
  });
});

describe('GET /api/me and /api/auth-options', () => {
  it('/api/me: 401 for visitors; the signed-in user (by cookie) otherwise', async () => {
    const { app, register, login } = await setup();
    expect((await app.request('/api/me')).status).toBe(401);
    await register({ email: 'me@example.ph', username: 'Me', password: GOOD_PASSWORD });
    const res = await login({ email: 'me@example.ph', password: GOOD_PASSWORD });
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const me = await app.request('/api/me', { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'me@example.ph', full_name: 'Me' });
  });

  it('/api/auth-options says whether Google sign-in is configured', async () => {
    const plain = await testApp();
    expect(await (await plain.app.request('/api/auth-options')).json()).toEqual({ google: false });
    const withGoogle = await testApp({
      config: {
        databaseUrl: ':memory:',
        publicOrigin: 'http://localhost:4321',
        authSecret: 'test-secret-test-secret-test-secret-1234',
        google: { clientId: 'id', clientSecret: 'secret', discoveryUrl: 'http://127.0.0.1:9/.well-known/openid-configuration' },
      },
    });
    expect(await (await withGoogle.app.request('/api/auth-options')).json()).toEqual({ google: true });
  });

  it('a logged-out session no longer works', async () => {
    const { app, register, login } = await setup();
    await register({ email: 'out@example.ph', username: 'Out', password: GOOD_PASSWORD });
    const res = await login({ email: 'out@example.ph', password: GOOD_PASSWORD });
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const out = await app.request('/api/auth/sign-out', {
      method: 'POST',
      // A browser sends its origin; better-auth checks it whenever a cookie comes along.
      headers: { Cookie: cookie, Origin: 'http://localhost:4321', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect((await app.request('/api/me', { headers: { Cookie: cookie } })).status).toBe(401);
  });
});

describe('limits and expiry that must outlast the process', () => {
  it('the sign-in limit survives a restart (it lives in the database, not in memory)', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { createClient } = await import('@libsql/client');
    const { createDatabase } = await import('../db/client.ts');
    const url = `file:${join(mkdtempSync(join(tmpdir(), 'pcb-rl-')), 'db.sqlite')}`;
    const ip = { 'X-Client-IP': '198.51.100.9' };
    const before = await testApp({ db: createDatabase(createClient({ url })) });
    for (let i = 0; i < 5; i++) await before.app.request('/api/login', json({ email: 'x@y.ph', password: 'Nope$1234' }, ip));
    before.deps.db.$client.close();
    const after = await testApp({ db: createDatabase(createClient({ url })) }); // a new process, same database
    expect((await after.app.request('/api/login', json({ email: 'x@y.ph', password: 'Nope$1234' }, ip))).status).toBe(429);
  });

  it('an expired reset link is refused', async () => {
    const { register, app, deps, linkFor } = await setup();
    await register({ email: 'late@example.ph', username: 'Late', password: GOOD_PASSWORD });
    await app.request('/api/forgot-password', json({ email: 'late@example.ph' }));
    const token = await linkFor('late@example.ph');
    const { verification } = await import('../db/schema.ts');
    await deps.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await app.request('/api/auth/reset', json({ token, password: 'N3wpass$word' }));
    expect(res.status).toBe(400);
  });
});

describe('registration details', () => {
  it.each([
    'someone@localhost',
    'someone@example.ph.',
    'ｓｏｍｅｏｎｅ@example.ph',
    'some\u200bone@example.ph',
    'someone@exa\u200bmple.ph',
  ])('an invalid address %j is 400 "Enter valid email", never "already registered"', async (email) => {
    const { register, deps } = await setup();
    const res = await register({ email, username: 'Someone', password: GOOD_PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Enter valid email', code: 'BAD_REQUEST' });
    const { user } = await import('../db/schema.ts');
    expect(await deps.db.select().from(user)).toHaveLength(0);
  });

  it('creates no session that no client would receive', async () => {
    const { register, deps } = await setup();
    const res = await register({ email: 'new@example.ph', username: 'New', password: GOOD_PASSWORD });
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toBeNull();
    const { session } = await import('../db/schema.ts');
    expect(await deps.db.select().from(session)).toHaveLength(0);
  });

  it.each([
    ['NUL', 'Juan\u0000Cruz'],
    ['a right-to-left override', 'Juan\u202Egnp.exe'],
    ['a zero-width space', 'Ju\u200Ban'],
    // Issue 24 item 5: what passed the old rule.
    ['only a Hangul filler', '\u3164'],
    ['only Braille blanks', '\u2800\u2800'],
    ['a variation selector', 'Juan\uFE0F'],
  ])('refuses a name with %s', async (_label, username) => {
    const { register } = await setup();
    const res = await register({ email: 'juan@example.ph', username, password: GOOD_PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: FULL_NAME_INVISIBLE, code: 'BAD_REQUEST' });
  });

  it.each([
    ['no letter or digit', '._.', FULL_NAME_NOTHING_VISIBLE],
    ['78 stacked marks', `Juan${'\u0336'.repeat(78)}`, FULL_NAME_STACKED_MARKS],
  ])('refuses a name with %s, and makes no account', async (_label, username, message) => {
    const { register, deps } = await setup();
    const res = await register({ email: 'juan@example.ph', username, password: GOOD_PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message, code: 'BAD_REQUEST' });
    const { user } = await import('../db/schema.ts');
    expect(await deps.db.select().from(user).where(eq(user.email, 'juan@example.ph'))).toHaveLength(0);
  });

  it('takes a name someone already has (names are not unique; the member tag tells them apart)', async () => {
    const { register } = await setup();
    expect((await register({ email: 'juan1@example.ph', username: 'Juan Dela Cruz', password: GOOD_PASSWORD })).status).toBe(201);
    expect((await register({ email: 'juan2@example.ph', username: 'Juan Dela Cruz', password: GOOD_PASSWORD })).status).toBe(201);
  });

  it('stores the name normalised (NFC, spaces folded)', async () => {
    const { register } = await setup();
    const res = await register({ email: 'jose@example.ph', username: '  Jose\u0301   Rizal ', password: GOOD_PASSWORD });
    expect((await readAnswer('POST /api/register', res)).user.full_name).toBe('José Rizal');
  });
});
