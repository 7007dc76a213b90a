import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testApp } from '../testing/test-app.ts';
import { readAnswer, readError } from '../testing/client.ts';
import { user as users } from '../db/schema.ts';
import { NOT_WHOLE } from './users.ts';

import { testJpeg, testPng } from '../photos/test-photos.ts';
import { PhotonImage } from '@cf-wasm/photon';

/** Whole pictures: an avatar must decode as a whole (issue 24 item 6). */
const PNG = testPng(64, 48);
const JPEG = testJpeg(64, 48);

async function setup() {
  const t = await testApp();
  const signUp = async (email: string, name: string) => {
    const post = (path: string, body: unknown) =>
      t.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await post('/api/register', { email, username: name, password: 'Sup3r$ecret' });
    const res = await post('/api/login', { email, password: 'Sup3r$ecret' });
    const body = await readAnswer('POST /api/login', res);
    return { id: body.user.id, auth: { Authorization: `Bearer ${body.token}` } };
  };
  const owner = await signUp('owner@example.ph', 'Owner');
  const other = await signUp('other@example.ph', 'Other');
  const put = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(`/api/users/${id}`, { method: 'PUT', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const upload = (id: string, bytes: Uint8Array, headers: Record<string, string> = {}, name = 'me.png', type = 'image/png') => {
    const form = new FormData();
    form.set('profilePicture', new File([bytes as BlobPart], name, { type }));
    return t.app.request(`/api/users/${id}/profile-picture`, { method: 'POST', headers, body: form });
  };
  const nameOf = async (id: string) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!.name;
  return { ...t, owner, other, put, upload, nameOf };
}

describe('GET /api/users/{id}', () => {
  it('shows name and picture to anyone, the email only to the owner', async () => {
    const { app, owner, other } = await setup();
    const anon = await readAnswer('GET /api/users/:id', await app.request(`/api/users/${owner.id}`));
    expect(anon).toMatchObject({ id: owner.id, full_name: 'Owner', username: 'Owner', profile_picture: null });
    expect(anon).not.toHaveProperty('email');
    const someoneElse = await readAnswer('GET /api/users/:id', await app.request(`/api/users/${owner.id}`, { headers: other.auth }));
    expect(someoneElse).not.toHaveProperty('email');
    const self = await readAnswer('GET /api/users/:id', await app.request(`/api/users/${owner.id}`, { headers: owner.auth }));
    expect(self.email).toBe('owner@example.ph');
  });
  it('404 for an unknown id', async () => {
    const { app } = await setup();
    expect((await app.request('/api/users/nobody')).status).toBe(404);
  });
});

describe('PUT /api/users/{id}', () => {
  it('lets the owner change the name (trimmed) and returns full_name and email', async () => {
    const { put, owner, nameOf } = await setup();
    const res = await put(owner.id, { full_name: '  Owner Santos ', updated_at: new Date().toISOString() }, owner.auth);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ full_name: 'Owner Santos', email: 'owner@example.ph' });
    expect(await nameOf(owner.id)).toBe('Owner Santos');
  });
  it('401 without a session, 403 for someone else, nothing changed', async () => {
    const { put, owner, other, nameOf } = await setup();
    expect((await put(owner.id, { full_name: 'Hacked' })).status).toBe(401);
    const forbidden = await put(owner.id, { full_name: 'Hacked' }, other.auth);
    expect(forbidden.status).toBe(403);
    expect((await readError(forbidden)).code).toBe('FORBIDDEN');
    expect(await nameOf(owner.id)).toBe('Owner');
  });
  it('400 for a blank name, nothing changed', async () => {
    const { put, owner, nameOf } = await setup();
    const res = await put(owner.id, { full_name: '   ' }, owner.auth);
    expect(res.status).toBe(400);
    expect((await readError(res)).error).toBe('Full Name is required');
    expect(await nameOf(owner.id)).toBe('Owner');
  });
});

describe('POST /api/users/{id}/profile-picture', () => {
  it('stores a PNG under a server-made key and serves it back with a fixed type', async () => {
    const { app, upload, owner } = await setup();
    const res = await upload(owner.id, PNG, owner.auth, '../../etc/passwd.png');
    expect(res.status).toBe(200);
    const { profile_picture } = await readAnswer('POST /api/users/:id/profile-picture', res);
    expect(profile_picture).toMatch(new RegExp(`^/api/users/${owner.id}/avatar\\?v=`));
    const img = await app.request(profile_picture);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.headers.get('x-content-type-options')).toBe('nosniff');
    // Drawn anew from the pixels (worker/storage/avatar-image.ts): a PNG of the same picture.
    const served = PhotonImage.new_from_byteslice(new Uint8Array(await img.arrayBuffer()));
    expect([served.get_width(), served.get_height()]).toEqual([64, 48]);
    served.free();
    const me = await readAnswer('GET /api/users/:id', await app.request(`/api/users/${owner.id}`));
    expect(me.profile_picture).toBe(profile_picture);
  });
  it('accepts a JPEG sent with a misleading name and type, by its content', async () => {
    const { upload, owner } = await setup();
    expect((await upload(owner.id, JPEG, owner.auth, 'photo.gif', 'image/gif')).status).toBe(200);
  });
  it('refuses a fake image (415) even when it is named .png', async () => {
    const { upload, owner, app } = await setup();
    const fake = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    const res = await upload(owner.id, fake, owner.auth, 'evil.png', 'image/png');
    expect(res.status).toBe(415);
    expect((await app.request(`/api/users/${owner.id}/avatar`)).status).toBe(404);
  });
  it('refuses a PNG signature followed by HTML, and a truncated JPEG (415, the usual shape), and stores nothing', async () => {
    const { upload, owner, app, deps } = await setup();
    const polyglot = new Uint8Array([...PNG.slice(0, 8), ...new TextEncoder().encode('<html><script>alert(1)</script></html>')]);
    const cut = testJpeg(200, 150);
    for (const [bytes, name] of [[polyglot, 'me.png'], [cut.slice(0, cut.length >> 1), 'me.jpg']] as const) {
      const res = await upload(owner.id, bytes, owner.auth, name);
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: NOT_WHOLE, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect((await app.request(`/api/users/${owner.id}/avatar`)).status).toBe(404);
    expect((await deps.db.select().from(users).where(eq(users.id, owner.id)))[0]!.avatarKey).toBeNull();
  });
  it('serves the picture re-encoded: no EXIF, no text chunks, nothing after the picture', async () => {
    const { upload, owner, app } = await setup();
    const note = new TextEncoder().encode('Exif\0\0MM\0*\0\0\0\0SECRET-GPS-14.59N');
    const exif = new Uint8Array([0xff, 0xe1, 0, note.length + 2, ...note]);
    const jpeg = testJpeg(64, 48);
    const withExif = new Uint8Array([...jpeg.slice(0, 2), ...exif, ...jpeg.slice(2), ...new TextEncoder().encode('<html>')]);
    const res = await upload(owner.id, withExif, owner.auth, 'me.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const { profile_picture } = await readAnswer('POST /api/users/:id/profile-picture', res);
    const served = Buffer.from(await (await app.request(profile_picture)).arrayBuffer()).toString('latin1');
    expect(served.startsWith('\xff\xd8\xff')).toBe(true);
    expect(served).not.toMatch(/Exif|SECRET|<html>/);
  });
  it('refuses more than 2 MB with 413', async () => {
    const { upload, owner } = await setup();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await upload(owner.id, big, owner.auth)).status).toBe(413);
  });
  it('401 without a session, 403 for someone else', async () => {
    const { upload, owner, other } = await setup();
    expect((await upload(owner.id, PNG)).status).toBe(401);
    expect((await upload(owner.id, PNG, other.auth)).status).toBe(403);
  });
  it('400 without the profilePicture field', async () => {
    const { app, owner } = await setup();
    const form = new FormData();
    form.set('other', 'x');
    const res = await app.request(`/api/users/${owner.id}/profile-picture`, { method: 'POST', headers: owner.auth, body: form });
    expect(res.status).toBe(400);
  });
});

describe('names shown to others', () => {
  it.each([
    ['NUL', 'Owner\u0000'],
    ['a right-to-left override', 'Owner\u202Egnp.exe'],
    ['a zero-width joiner', 'Own\u200Der'],
    ['5,000 characters', 'x'.repeat(5000)],
    // Issue 24 item 5: what passed the old rule.
    ['only Hangul fillers', '\u3164\u3164'],
    ['only the halfwidth filler', '\uFFA0'],
    ['only Braille blanks', '\u2800'],
    ['variation selectors', 'Owner\uFE0F\uFE0F'],
    ['78 stacked marks', `Owner${'\u0336'.repeat(78)}`],
    ['no letter or digit', '---'],
  ])('PUT refuses a name with %s (400) and keeps the old one', async (_label, full_name) => {
    const { put, owner, nameOf } = await setup();
    const res = await put(owner.id, { full_name }, owner.auth);
    expect(res.status).toBe(400);
    expect((await readError(res)).code).toBe('BAD_REQUEST');
    expect(await nameOf(owner.id)).toBe('Owner');
  });
});

describe('pictures are only ever our own avatar route', () => {
  it('a foreign or script address in the row is never handed out', async () => {
    const { app, owner, deps } = await setup();
    for (const image of ['javascript:alert(1)', 'https://evil.example/p.png', '//evil.example/p.png', '/api/users/x/avatar?v=1"onerror=x']) {
      await deps.db.update(users).set({ image }).where(eq(users.id, owner.id));
      const body = await readAnswer('GET /api/users/:id', await app.request(`/api/users/${owner.id}`));
      expect(body.profile_picture).toBeNull();
      expect(body.photoURL).toBeNull();
    }
  });

  it('only the current versioned address is cached for a year', async () => {
    const { app, owner, upload } = await setup();
    const first = (await readAnswer('POST /api/users/:id/profile-picture', await upload(owner.id, PNG, owner.auth))).profile_picture;
    const second = (await readAnswer('POST /api/users/:id/profile-picture', await upload(owner.id, JPEG, owner.auth))).profile_picture;
    expect((await app.request(second)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request(first)).headers.get('cache-control')).toBe('no-cache');
    expect((await app.request(`/api/users/${owner.id}/avatar`)).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('avatar uploads under load', () => {
  const filesIn = (dir: string): string[] =>
    existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.name.endsWith('.type')).map((e) => e.name) : [];

  it('30 parallel uploads leave exactly one file: the one in use', async () => {
    const t = await testApp({
      config: { databaseUrl: ':memory:', publicOrigin: 'http://localhost:4321', authSecret: 'test-secret-test-secret-test-secret-1234', rateLimit: false },
    });
    const post = (path: string, body: unknown) =>
      t.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await post('/api/register', { email: 'busy@example.ph', username: 'Busy', password: 'Sup3r$ecret' });
    const login = await readAnswer('POST /api/login', await post('/api/login', { email: 'busy@example.ph', password: 'Sup3r$ecret' }));
    const auth = { Authorization: `Bearer ${login.token}` };
    const uploads = await Promise.all(
      Array.from({ length: 30 }, () => {
        const form = new FormData();
        form.set('profilePicture', new File([PNG as BlobPart], 'me.png', { type: 'image/png' }));
        return t.app.request(`/api/users/${login.user.id}/profile-picture`, { method: 'POST', headers: auth, body: form });
      }),
    );
    expect(uploads.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    for (const r of uploads) expect([200, 409]).toContain(r.status);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, login.user.id));
    const files = filesIn(join(t.dir, 'uploads'));
    expect(files).toEqual([row!.avatarKey!.split('/').pop()]);
  });

  it('limits uploads per user (429 after 10 a minute)', async () => {
    const { owner, upload } = await setup();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await upload(owner.id, PNG, owner.auth)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
