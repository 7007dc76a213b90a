/**
 * better-auth's side doors stay shut: only the routes in EXPOSED_AUTH_ROUTES answer under
 * /api/auth/*, everything else is the API's 404 in the usual shape, and whatever way an account
 * is made or changed, our rules on names and pictures hold.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { testApp } from '../testing/test-app.ts';
import { parseAnswer, readAnswer } from '../testing/client.ts';
import { session as sessions, user as users, verification } from '../db/schema.ts';
import { createAuth } from '../auth/auth.ts';
import { EXPOSED_AUTH_ROUTES } from './auth.ts';

const GOOD_PASSWORD = 'Sup3r$ecret';
const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function setup() {
  const t = await testApp();
  await t.app.request('/api/register', post({ email: 'owner@example.ph', username: 'Owner', password: GOOD_PASSWORD }));
  const login = async (password = GOOD_PASSWORD) => t.app.request('/api/login', post({ email: 'owner@example.ph', password }));
  const res = await login();
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const userCount = async () => (await t.deps.db.select().from(users)).length;
  return { ...t, cookie, login, userCount };
}

/** better-auth 1.7's own endpoints (and a few made-up ones) that must not be reachable. */
const CLOSED = [
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/update-user'],
  ['POST', '/api/auth/change-password'],
  ['POST', '/api/auth/set-password'],
  ['POST', '/api/auth/change-email'],
  ['POST', '/api/auth/delete-user'],
  ['GET', '/api/auth/delete-user/callback'],
  ['POST', '/api/auth/request-password-reset'],
  ['POST', '/api/auth/forget-password'],
  ['POST', '/api/auth/reset-password'],
  ['GET', '/api/auth/reset-password/some-token?callbackURL=https://evil.example'],
  ['GET', '/api/auth/verify-email?token=x'],
  ['POST', '/api/auth/send-verification-email'],
  ['GET', '/api/auth/list-sessions'],
  ['POST', '/api/auth/revoke-session'],
  ['POST', '/api/auth/revoke-sessions'],
  ['POST', '/api/auth/revoke-other-sessions'],
  ['POST', '/api/auth/update-session'],
  ['POST', '/api/auth/link-social'],
  ['GET', '/api/auth/list-accounts'],
  ['POST', '/api/auth/unlink-account'],
  ['POST', '/api/auth/refresh-token'],
  ['POST', '/api/auth/get-access-token'],
  ['GET', '/api/auth/account-info'],
  ['GET', '/api/auth/error'],
  ['GET', '/api/auth/ok'],
  ['GET', '/api/auth/callback/github'],
  ['POST', '/api/auth/callback/google'],
  ['POST', '/api/auth/sign-in/oauth2'],
  ['GET', '/api/auth/oauth2/callback/google'],
  ['GET', '/api/auth/reference'],
  ['GET', '/api/auth/open-api/generate-schema'],
  ['POST', '/api/auth/sign-out/extra'],
  ['GET', `/api/auth/${'x'.repeat(2000)}`],
] as const;

describe('better-auth routes under /api/auth/*', () => {
  it.each(CLOSED)('%s %s is a 404 in the API error shape, even with a session', async (method, path) => {
    const { app, cookie } = await setup();
    const res = await app.request(path, {
      method,
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify({ name: 'x', password: 'aaaaaa', newPassword: 'aaaaaa', currentPassword: GOOD_PASSWORD }) } : {}),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: expect.stringContaining('No API route'), code: 'NOT_FOUND' });
  });

  it('sign-up through better-auth with a weak password and a foreign picture creates nothing', async () => {
    const { app, userCount } = await setup();
    const before = await userCount();
    const res = await app.request(
      '/api/auth/sign-up/email',
      post({ email: 'weak@example.ph', password: 'aaaaaa', name: 'Weak', image: 'javascript:alert(1)' }),
    );
    expect(res.status).toBe(404);
    expect(await userCount()).toBe(before);
  });

  it('update-user cannot store a 5,000-character name; change-password cannot set aaaaaa', async () => {
    const { app, cookie, deps, login } = await setup();
    await app.request('/api/auth/update-user', post({ name: 'x'.repeat(5000), image: 'https://evil.example/p.png' }, { Cookie: cookie }));
    await app.request('/api/auth/change-password', post({ currentPassword: GOOD_PASSWORD, newPassword: 'aaaaaa' }, { Cookie: cookie }));
    const [row] = await deps.db.select().from(users).where(eq(users.email, 'owner@example.ph'));
    expect(row).toMatchObject({ name: 'Owner', image: null });
    expect((await login('aaaaaa')).status).toBe(401);
    expect((await login()).status).toBe(200);
  });

  it('the exposed list is exactly what the site uses', () => {
    expect(EXPOSED_AUTH_ROUTES).toEqual([
      'POST /api/auth/sign-out',
      'GET /api/auth/get-session',
      'POST /api/auth/sign-in/social',
      'GET /api/auth/callback/google',
    ]);
  });

  it('get-session answers the user and the expiry, never the session token, even when it renews the session', async () => {
    const { app, cookie, deps } = await setup();
    const [row] = await deps.db.select().from(sessions);
    const secrets = [row!.token, decodeURIComponent(cookie.split('=')[1]!)];
    const read = async () => {
      const res = await app.request('/api/auth/get-session', { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      const text = await res.text();
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(res.headers.get('set-auth-token')).toBeNull();
      return { res, body: parseAnswer('GET /api/auth/get-session', text) };
    };
    const { body } = await read();
    expect(Object.keys(body ?? {}).sort()).toEqual(['session', 'user']);
    expect(body?.session).toEqual({ expiresAt: row!.expiresAt.toISOString() });
    expect(body?.user).toMatchObject({ id: row!.userId, email: 'owner@example.ph', full_name: 'Owner' });
    // A session past its refresh age is extended and its cookie set again: still no token for scripts.
    await deps.db.update(sessions).set({ expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
    const renewed = await read();
    expect(renewed.res.headers.get('set-cookie')).toContain('better-auth.session_token=');
    expect(new Date(renewed.body?.session.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 24 * 60 * 60 * 1000);
    // A visitor: null, as before.
    expect(await (await app.request('/api/auth/get-session')).json()).toBeNull();
  });

  it('a page in a browser signs in with the cookie and gets only the marker; an API client gets a bearer token that works until sign-out', async () => {
    const { app } = await setup();
    const credentials = { email: 'owner@example.ph', password: GOOD_PASSWORD };
    const page = await app.request('/api/login', post(credentials, { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' }));
    expect(page.status).toBe(200);
    expect((await readAnswer('POST /api/login', page)).token).toBe('cookie-session');
    const pageCookie = page.headers.get('set-cookie')!.split(';')[0]!;
    expect(page.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect((await app.request('/api/me', { headers: { Cookie: pageCookie } })).status).toBe(200);
    expect((await app.request('/api/me', { headers: { Authorization: 'Bearer cookie-session' } })).status).toBe(401);

    const client = await app.request('/api/login', post(credentials));
    const { token } = await readAnswer('POST /api/login', client);
    expect(token).not.toBe('cookie-session');
    const bearer = { Authorization: `Bearer ${token}` };
    expect((await app.request('/api/me', { headers: bearer })).status).toBe(200);
    expect((await app.request('/api/auth/sign-out', post({}, bearer))).status).toBe(200);
    expect((await app.request('/api/me', { headers: bearer })).status).toBe(401);
    // The page's own session is another one: still signed in.
    expect((await app.request('/api/me', { headers: { Cookie: pageCookie } })).status).toBe(200);
  });

  it('sign-out without a session is a 401 in our shape', async () => {
    const { app, cookie } = await setup();
    const visitor = await app.request('/api/auth/sign-out', post({}));
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await app.request('/api/auth/sign-out', post({}, { Authorization: 'Bearer not-a-session' }))).status).toBe(401);
    const page = { Cookie: cookie, Origin: 'http://localhost:4321' };
    expect((await app.request('/api/auth/sign-out', post({}, page))).status).toBe(200);
    // Once ended, the same cookie signs out nothing.
    expect((await app.request('/api/auth/sign-out', post({}, page))).status).toBe(401);
  });

  it('get-session answers the signed-in user; sign-out ends the session on the server', async () => {
    const { app, cookie, deps } = await setup();
    const session = await app.request('/api/auth/get-session', { headers: { Cookie: cookie } });
    expect(session.status).toBe(200);
    expect((await readAnswer('GET /api/auth/get-session', session))?.user.email).toBe('owner@example.ph');
    // A cookie with no origin, or another site's, is not a page of ours signing out.
    expect((await app.request('/api/auth/sign-out', post({}, { Cookie: cookie }))).status).toBe(403);
    expect((await app.request('/api/auth/sign-out', post({}, { Cookie: cookie, Origin: 'http://localhost:9999' }))).status).toBe(403);
    expect(await deps.db.select().from(sessions)).toHaveLength(1);
    const out = await app.request('/api/auth/sign-out', post({}, { Cookie: cookie, Origin: 'http://localhost:4321' }));
    expect(out.status).toBe(200);
    expect(await deps.db.select().from(sessions)).toHaveLength(0);
  });

  it('Google sign-in is a 404 in our shape where Google is not set up', async () => {
    const { app } = await setup();
    const res = await app.request('/api/auth/sign-in/social', post({ provider: 'google', callbackURL: '/' }));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.request('/api/auth/callback/google?code=x&state=y')).status).toBe(404);
  });

  it('Google sign-in takes only the provider and our own return paths', async () => {
    const t = await testApp({
      config: {
        databaseUrl: ':memory:',
        publicOrigin: 'http://localhost:4321',
        authSecret: 'test-secret-test-secret-test-secret-1234',
        google: { clientId: 'id', clientSecret: 'secret', discoveryUrl: 'http://127.0.0.1:9/.well-known/openid-configuration' },
      },
    });
    const github = await t.app.request('/api/auth/sign-in/social', post({ provider: 'github' }));
    expect(github.status).toBe(400);
    expect(await github.json()).toEqual({ error: 'Only Google sign-in is available.', code: 'BAD_REQUEST' });
    const idToken = await t.app.request('/api/auth/sign-in/social', post({ provider: 'google', idToken: { token: 'forged' } }));
    expect(idToken.status).toBe(400);
  });
});

describe('Google sign-in sends people back only to pages of this site', () => {
  it.each([
    ['/..//evil.example/login', '/'],
    ['/.//evil.example/login', '/'],
    ['/%2e%2e//evil.example/login', '/'],
    ['/..\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/a/../dashboard?section=saved', '/dashboard?section=saved'],
  ])('callbackURL %j is kept as %j', async (callbackURL, kept) => {
    // A local OpenID Connect provider, so that the sign-in really starts and stores its state.
    const provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    try {
      const t = await testApp({
        config: {
          databaseUrl: ':memory:',
          publicOrigin: 'http://localhost:4321',
          authSecret: 'test-secret-test-secret-test-secret-1234',
          google: { clientId: 'id', clientSecret: 'secret', discoveryUrl: `${provider.issuer.url}/.well-known/openid-configuration` },
        },
      });
      const res = await t.app.request('/api/auth/sign-in/social', post({ provider: 'google', callbackURL, errorCallbackURL: callbackURL }));
      expect(res.status).toBe(200);
      const [state] = await t.deps.db.select().from(verification);
      expect(JSON.parse(state!.value)).toMatchObject({ callbackURL: kept, errorURL: kept });
    } finally {
      await provider.stop();
    }
  });
});

describe('every way into an account keeps our rules on names and pictures', () => {
  it("better-auth's own sign-up and update (used by Google sign-in) drop foreign pictures and hidden characters", async () => {
    const { deps } = await setup();
    const auth = createAuth(deps.db, deps.mailer, deps.config);
    const made = await auth.api.signUpEmail({
      body: { email: 'provider@example.ph', password: GOOD_PASSWORD, name: 'Gabriela\u202E Silang\u200B', image: 'javascript:alert(1)' },
    });
    const [row] = await deps.db.select().from(users).where(eq(users.id, made.user.id));
    expect(row).toMatchObject({ name: 'Gabriela Silang', image: null });

    await auth.api.signUpEmail({ body: { email: 'short@example.ph', password: 'aaaaaa', name: 'Short' } }).catch(() => null);
    expect(await deps.db.select().from(users).where(eq(users.email, 'short@example.ph'))).toHaveLength(0);
  });
});

describe('unknown API paths', () => {
  it.each(['/api/nope', '/api/auth', '/api/auth/', '/api/users'])('%s answers 404 in the API error shape', async (path) => {
    const { app } = await setup();
    const res = await app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', error: expect.any(String) });
  });
});
