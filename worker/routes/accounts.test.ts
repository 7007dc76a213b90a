import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-app.ts';

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const GOOD_PASSWORD = 'Sup3r$ecret';

async function setup() {
  const t = await testApp();
  const register = (body: Record<string, unknown>) => t.app.request('/api/register', json(body));
  const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.request('/api/login', json(body, headers));
  const outbox = () =>
    existsSync(t.outbox)
      ? readFileSync(t.outbox, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { to: string; text: string })
      : [];
  return { ...t, register, login, outbox };
}

describe('POST /api/register', () => {
  it('creates an account (201) with the email trimmed and lower-cased', async () => {
    const { register } = await setup();
    const res = await register({ email: '  Juan@Example.PH ', username: 'Juan dela Cruz', password: GOOD_PASSWORD });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { user: { email: string; full_name: string } };
    expect(body.user).toMatchObject({ email: 'juan@example.ph', full_name: 'Juan dela Cruz' });
  });

  it('says "already" for a registered email (the sign-up dialog needs it)', async () => {
    const { register } = await setup();
    await register({ email: 'a@b.ph', username: 'A', password: GOOD_PASSWORD });
    const res = await register({ email: 'A@B.ph', username: 'B', password: GOOD_PASSWORD });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toContain('already');
  });

  it.each([
    [{ email: 'nope', username: 'A', password: GOOD_PASSWORD }, 'Enter valid email'],
    [{ email: 'a@b.ph', username: '  ', password: GOOD_PASSWORD }, 'Enter your full name'],
    [{ email: 'a@b.ph', username: 'A', password: 'short1A$' .slice(0, 7) }, 'Password does not meet the requirements'],
    [{ email: 'a@b.ph', username: 'A', password: 'alllowercase1$' }, 'Password does not meet the requirements'],
    [{ email: 'a@b.ph', username: 'A', password: 'NoSpecial123' }, 'Password does not meet the requirements'],
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
    const body = (await res.json()) as { token: string; user: { id: string; email: string } };
    expect(body.user.email).toBe('maria@example.ph');
    expect(body.token.length).toBeGreaterThan(10);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await app.request(`/api/users/${body.user.id}`, { headers: { Authorization: `Bearer ${body.token}` } });
    expect(((await me.json()) as { email?: string }).email).toBe('maria@example.ph');
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
      expect(((await res.json()) as { error: string }).error).toBe('Email and password required');
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
    const { register, login, app, outbox } = await setup();
    await register({ email: 'ana@example.ph', username: 'Ana', password: GOOD_PASSWORD });
    const forgot = await app.request('/api/forgot-password', json({ email: ' ANA@example.ph ' }));
    expect(forgot.status).toBe(200);
    const mail = outbox().at(-1)!;
    expect(mail.to).toBe('ana@example.ph');
    const token = decodeURIComponent(mail.text.match(/newpassword\?token=([^\s]+)/)![1]!);

    const reset = await app.request('/api/auth/reset', json({ token, password: 'newpass' }));
    expect(reset.status).toBe(200);
    expect((await login({ email: 'ana@example.ph', password: 'newpass' })).status).toBe(200);
    expect((await login({ email: 'ana@example.ph', password: GOOD_PASSWORD })).status).toBe(401);

    const replay = await app.request('/api/auth/reset', json({ token, password: 'another' }));
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toContain('invalid, already used or expired');
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const { register, app, outbox } = await setup();
    await register({ email: 'ana@example.ph', username: 'Ana', password: GOOD_PASSWORD });
    const known = await app.request('/api/forgot-password', json({ email: 'ana@example.ph' }));
    const sent = outbox().length;
    const unknown = await app.request('/api/forgot-password', json({ email: 'ghost@example.ph' }));
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(outbox().length).toBe(sent);
  });

  it.each([
    ['/api/forgot-password', { email: 'no-at-sign' }, 'Please enter a valid email'],
    ['/api/auth/reset', { token: 'x', password: '12345' }, 'Password must be at least 6 characters'],
    ['/api/auth/reset', { password: '123456' }, 'Missing reset token'],
  ])('%s refuses %o: "%s"', async (path, body, message) => {
    const { app } = await setup();
    const res = await app.request(path, json(body));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });

  it('refuses a made-up token', async () => {
    const { app } = await setup();
    const res = await app.request('/api/auth/reset', json({ token: 'made-up', password: 'whatever1' }));
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
    const out = await app.request('/api/auth/sign-out', { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: '{}' });
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
    const { register, app, outbox, deps } = await setup();
    await register({ email: 'late@example.ph', username: 'Late', password: GOOD_PASSWORD });
    await app.request('/api/forgot-password', json({ email: 'late@example.ph' }));
    const token = decodeURIComponent(outbox().at(-1)!.text.match(/newpassword\?token=([^\s]+)/)![1]!);
    const { verification } = await import('../db/schema.ts');
    await deps.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await app.request('/api/auth/reset', json({ token, password: 'newpass1' }));
    expect(res.status).toBe(400);
  });
});
