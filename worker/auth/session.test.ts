/**
 * Who is asking, read fast: one indexed read per signed-in request, and the session row still
 * decides, so an ended session stops working at once (sign-out, password reset, expiry).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createClient, type InStatement } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { testApp } from '../testing/test-app.ts';
import { readAnswer } from '../testing/client.ts';
import { createDatabase } from '../db/client.ts';
import { session as sessions, user as users } from '../db/schema.ts';

const PASSWORD = 'Sup3r$ecret';
const ORIGIN = 'http://localhost:4321';
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function setup() {
  const statements: string[] = [];
  const client = createClient({ url: ':memory:' });
  const spied = new Proxy(client, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (prop === 'execute') {
        return (stmt: InStatement) => {
          statements.push(typeof stmt === 'string' ? stmt : stmt.sql);
          return target.execute(stmt);
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const t = await testApp({ db: createDatabase(spied) });
  await t.app.request('/api/register', json({ email: 'reader@example.ph', username: 'Reader', password: PASSWORD }));
  const signIn = async (password = PASSWORD) => {
    const res = await t.app.request('/api/login', json({ email: 'reader@example.ph', password }));
    const { token, user } = await readAnswer('POST /api/login', res);
    return { id: user.id, token, cookie: res.headers.get('set-cookie')!.split(';')[0]! };
  };
  const status = async (path: string, headers: Record<string, string>) => (await t.app.request(path, { headers })).status;
  return { ...t, statements, signIn, status };
}

describe('the session lookup', () => {
  it('knows the cookie, the bearer token as sign-in gives it, and the bare token; nothing forged', async () => {
    const { signIn, status, deps } = await setup();
    const me = await signIn();
    const [row] = await deps.db.select().from(sessions);
    expect(await status('/api/me', { Cookie: me.cookie })).toBe(200);
    expect(await status('/api/me', { Authorization: `Bearer ${me.token}` })).toBe(200);
    expect(await status('/api/me', { Authorization: `Bearer ${row!.token}` })).toBe(200);
    const [name, value] = me.cookie.split('=') as [string, string];
    const signed = decodeURIComponent(value);
    const forged = `${signed.slice(0, signed.lastIndexOf('.'))}.${'A'.repeat(43)}=`;
    for (const headers of [
      { Cookie: `${name}=${encodeURIComponent(forged)}` },
      { Cookie: `${name}=${encodeURIComponent(row!.token)}` },
      { Authorization: `Bearer ${encodeURIComponent(forged)}` },
      { Authorization: 'Bearer not-a-session' },
      { Cookie: `${name}=` },
    ]) {
      expect([headers, await status('/api/me', headers)]).toEqual([headers, 401]);
    }
  });

  it('reads one row per signed-in request: the session with its user, by the token index', async () => {
    const { signIn, statements, app } = await setup();
    const me = await signIn();
    statements.length = 0;
    expect((await app.request('/api/me', { headers: { Authorization: `Bearer ${me.token}` } })).status).toBe(200);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/from "session" inner join "user"/);
    expect(statements[0]).toMatch(/where "session"."token" = \?/);
  });

  it('an ended session stops working at once: sign-out, a password reset, expiry, a deleted account', async () => {
    const { signIn, status, app, deps, outbox } = await setup();
    const reads = ['/api/me', '/api/builds'];
    const works = async (headers: Record<string, string>) => (await Promise.all(reads.map((p) => status(p, headers)))).every((s) => s === 200);
    const ended = async (headers: Record<string, string>) => (await Promise.all(reads.map((p) => status(p, headers)))).every((s) => s === 401);

    // Sign-out: the cookie and the token of that session, at once.
    const a = await signIn();
    expect(await works({ Cookie: a.cookie })).toBe(true);
    expect((await app.request('/api/auth/sign-out', json({}, { Cookie: a.cookie, Origin: ORIGIN }))).status).toBe(200);
    expect(await ended({ Cookie: a.cookie })).toBe(true);
    expect(await ended({ Authorization: `Bearer ${a.token}` })).toBe(true);

    // A password reset ends every session of the account.
    const b = await signIn();
    const c = await signIn();
    expect(await works({ Authorization: `Bearer ${b.token}` })).toBe(true);
    await app.request('/api/forgot-password', json({ email: 'reader@example.ph' }));
    // The mail goes out after the reply.
    const mail = () => (existsSync(outbox) ? readFileSync(outbox, 'utf8') : '');
    await expect.poll(mail, { timeout: 5000 }).toContain('newpassword?token=');
    const { text } = JSON.parse(mail().trim().split('\n').at(-1)!) as { text: string };
    const token = decodeURIComponent(text.match(/newpassword\?token=(\S+)/)![1]!);
    expect((await app.request('/api/auth/reset', json({ token, password: 'N3w$ecret!' }))).status).toBe(200);
    expect(await ended({ Authorization: `Bearer ${b.token}` })).toBe(true);
    expect(await ended({ Cookie: c.cookie })).toBe(true);

    // Expiry, by the row, whatever the cookie says.
    const d = await signIn('N3w$ecret!');
    await deps.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await ended({ Cookie: d.cookie })).toBe(true);

    // A deleted account.
    const e = await signIn('N3w$ecret!');
    expect(await works({ Cookie: e.cookie })).toBe(true);
    await deps.db.delete(users).where(eq(users.id, e.id));
    expect(await ended({ Cookie: e.cookie })).toBe(true);
  });

  it('a session due for renewal is renewed by better-auth, and keeps working', async () => {
    const { signIn, status, deps } = await setup();
    const me = await signIn();
    // Six days left of seven: past the one-day renewal age.
    await deps.db.update(sessions).set({ expiresAt: new Date(Date.now() + 6 * 24 * 60 * 60 * 1000 - 60_000) });
    expect(await status('/api/me', { Cookie: me.cookie })).toBe(200);
    const [row] = await deps.db.select().from(sessions);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * 24 * 60 * 60 * 1000 - 60_000);
    expect(await status('/api/me', { Cookie: me.cookie })).toBe(200);
  });
});
