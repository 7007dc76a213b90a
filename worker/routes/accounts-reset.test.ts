/** Reset links and the mail behind them (issue 25): split from accounts.test.ts. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testApp } from '../testing/test-app.ts';
import { readAnswer, readError } from '../testing/client.ts';
import { GOOD_PASSWORD, json, setup } from '../testing/accounts.ts';

describe('reset links: only the newest works, and a reset ends them all', () => {
  it('an older link is refused once a newer one was asked for', async () => {
    const { register, app, login, linkFor } = await setup();
    await register({ email: 'ana@example.ph', username: 'Ana', password: GOOD_PASSWORD });
    await app.request('/api/forgot-password', json({ email: 'ana@example.ph' }));
    const older = await linkFor('ana@example.ph');
    await app.request('/api/forgot-password', json({ email: 'ana@example.ph' }));
    const newer = await linkFor('ana@example.ph', 1);
    expect(newer).not.toBe(older);
    expect((await app.request('/api/auth/reset', json({ token: older, password: 'Old3r$link' }))).status).toBe(400);
    expect((await login({ email: 'ana@example.ph', password: 'Old3r$link' })).status).toBe(401);
    expect((await app.request('/api/auth/reset', json({ token: newer, password: 'N3wer$link' }))).status).toBe(200);
  });

  it('a successful reset cancels every other outstanding link', async () => {
    const { register, app, login, linkFor, deps } = await setup();
    await register({ email: 'ana@example.ph', username: 'Ana', password: GOOD_PASSWORD });
    await app.request('/api/forgot-password', json({ email: 'ana@example.ph' }));
    const used = await linkFor('ana@example.ph');
    // A link left over from elsewhere (say, another server's request in flight).
    const { user, verification } = await import('../db/schema.ts');
    const [ana] = await deps.db.select().from(user).where(eq(user.email, 'ana@example.ph'));
    await deps.db.insert(verification).values({
      id: 'leftover',
      identifier: 'reset-password:leftover-token',
      value: ana!.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    expect((await app.request('/api/auth/reset', json({ token: used, password: 'N3wpass$word' }))).status).toBe(200);
    expect((await app.request('/api/auth/reset', json({ token: 'leftover-token', password: 'Sn3aky$pass' }))).status).toBe(400);
    expect((await login({ email: 'ana@example.ph', password: 'N3wpass$word' })).status).toBe(200);
  });

  it('a reset must meet the sign-up rules (a reset never weakens an account)', async () => {
    const { register, app, login, linkFor } = await setup();
    await register({ email: 'ana@example.ph', username: 'Ana', password: GOOD_PASSWORD });
    await app.request('/api/forgot-password', json({ email: 'ana@example.ph' }));
    const token = await linkFor('ana@example.ph');
    for (const weak of ['abcdef', 'abcdefgh', 'Abcdefg1']) {
      const res = await app.request('/api/auth/reset', json({ token, password: weak }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'Password does not meet the requirements', code: 'BAD_REQUEST' });
    }
    expect((await login({ email: 'ana@example.ph', password: GOOD_PASSWORD })).status).toBe(200);
    // The link still works for a good password: a refused attempt does not burn it.
    expect((await app.request('/api/auth/reset', json({ token, password: 'Mabuhay2026!' }))).status).toBe(200);
    expect((await login({ email: 'ana@example.ph', password: 'Mabuhay2026!' })).status).toBe(200);
  });
});

describe('forgot-password tells nothing by its timing', () => {
  it('answers before any mail is sent (a mail service that never answers does not hold the reply)', async () => {
    let sends = 0;
    const t = await testApp({ mailer: { send: () => ((sends += 1), new Promise<void>(() => {})) } });
    await t.app.request('/api/register', json({ email: 'ana@example.ph', username: 'Ana', password: GOOD_PASSWORD }));
    const reply = await Promise.race([
      t.app.request('/api/forgot-password', json({ email: 'ana@example.ph' })),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000)),
    ]);
    expect(reply?.status).toBe(200);
    await expect.poll(() => sends).toBe(1); // and the mail still goes out
  });
});

describe('POST /api/auth/reset/check and /resend: a link says what became of it, without being used', () => {
  const check = async (app: Awaited<ReturnType<typeof setup>>['app'], token: string) => {
    const res = await app.request('/api/auth/reset/check', json({ token }));
    expect(res.status).toBe(200);
    return (await readAnswer('POST /api/auth/reset/check', res)).state;
  };

  it('valid, then used; checking does not consume the link', async () => {
    const { register, app, linkFor, login } = await setup();
    await register({ email: 'ana@example.ph', username: 'Ana', password: GOOD_PASSWORD });
    await app.request('/api/forgot-password', json({ email: 'ana@example.ph' }));
    const token = await linkFor('ana@example.ph');
    expect(await check(app, token)).toBe('valid');
    expect(await check(app, token)).toBe('valid');
    expect((await app.request('/api/auth/reset', json({ token, password: 'N3wpass$word' }))).status).toBe(200);
    expect(await check(app, token)).toBe('used');
    expect((await login({ email: 'ana@example.ph', password: 'N3wpass$word' })).status).toBe(200);
  });

  it('expired after its hour; replaced by a newer link; replaced when another link set the password', async () => {
    const { register, app, linkFor, deps } = await setup();
    await register({ email: 'ana@example.ph', username: 'Ana', password: GOOD_PASSWORD });
    await app.request('/api/forgot-password', json({ email: 'ana@example.ph' }));
    const first = await linkFor('ana@example.ph');
    await app.request('/api/forgot-password', json({ email: 'ana@example.ph' }));
    const second = await linkFor('ana@example.ph', 1);
    expect(await check(app, first)).toBe('replaced');
    expect(await check(app, second)).toBe('valid');

    const { verification } = await import('../db/schema.ts');
    const { like } = await import('drizzle-orm');
    await deps.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) }).where(like(verification.identifier, 'reset-password:%'));
    expect(await check(app, second)).toBe('expired');
    expect((await app.request('/api/auth/reset', json({ token: second, password: 'N3wpass$word' }))).status).toBe(400);
    expect(await check(app, second)).toBe('expired');
  });

  it('a token the site never sent is "unknown", and the ledger never stores a token in the clear', async () => {
    const { register, app, linkFor, deps } = await setup();
    expect(await check(app, 'made-up-token')).toBe('unknown');
    await register({ email: 'ana@example.ph', username: 'Ana', password: GOOD_PASSWORD });
    await app.request('/api/forgot-password', json({ email: 'ana@example.ph' }));
    const token = await linkFor('ana@example.ph');
    const { verification } = await import('../db/schema.ts');
    const rows = await deps.db.select().from(verification);
    const ledger = rows.filter((r) => r.identifier.startsWith('reset-ledger:'));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.identifier).not.toContain(token);
  });

  it('resend mails a new link to the account the old one went to, and the old one stays dead', async () => {
    const { register, app, linkFor, outbox } = await setup();
    await register({ email: 'ana@example.ph', username: 'Ana', password: GOOD_PASSWORD });
    await app.request('/api/forgot-password', json({ email: 'ana@example.ph' }));
    const token = await linkFor('ana@example.ph');
    await app.request('/api/auth/reset', json({ token, password: 'N3wpass$word' }));
    const res = await app.request('/api/auth/reset/resend', json({ token }));
    expect(res.status).toBe(200);
    const reply = await readAnswer('POST /api/auth/reset/resend', res);
    expect(reply.message).toContain('on its way');
    expect(JSON.stringify(reply)).not.toContain('ana@');
    const fresh = await linkFor('ana@example.ph', 1);
    expect(fresh).not.toBe(token);
    expect(await check(app, fresh)).toBe('valid');
    expect(await check(app, token)).toBe('used');
    expect(outbox()).toHaveLength(2);
  });

  it('resend for an unknown token answers the same and mails nobody', async () => {
    const { register, app, outbox, linkFor } = await setup();
    await register({ email: 'ana@example.ph', username: 'Ana', password: GOOD_PASSWORD });
    const unknown = await app.request('/api/auth/reset/resend', json({ token: 'never-sent' }));
    expect(unknown.status).toBe(200);
    expect((await readAnswer('POST /api/auth/reset/resend', unknown)).message).toContain('on its way');
    await app.request('/api/forgot-password', json({ email: 'ana@example.ph' })); // runs after the resend's lookup
    await linkFor('ana@example.ph');
    expect(outbox()).toHaveLength(1);
  });

  it.each(['/api/auth/reset/check', '/api/auth/reset/resend'])('%s refuses a missing, empty or huge token (400) and a non-JSON body (415)', async (path) => {
    const { app } = await setup();
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(300) }, { token: 42 }]) {
      const res = await app.request(path, json(body));
      expect(res.status).toBe(400);
      expect((await readError(res)).code).toBe('BAD_REQUEST');
    }
    expect((await app.request(path, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'token=x' })).status).toBe(415);
  });

  it('a signed-in person gets the same answer as a visitor (the link, not the session, decides)', async () => {
    const { register, app, login, linkFor } = await setup();
    await register({ email: 'ana@example.ph', username: 'Ana', password: GOOD_PASSWORD });
    await register({ email: 'ben@example.ph', username: 'Ben', password: GOOD_PASSWORD });
    await app.request('/api/forgot-password', json({ email: 'ana@example.ph' }));
    const token = await linkFor('ana@example.ph');
    const cookie = (await login({ email: 'ben@example.ph', password: GOOD_PASSWORD })).headers.get('set-cookie')!.split(';')[0]!;
    const res = await app.request('/api/auth/reset/check', json({ token }, { Cookie: cookie }));
    expect(await res.json()).toEqual({ state: 'valid' });
  });
});
