/** Request bodies are bounded on every route, and refused before they are read in full. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { testApp } from './testing/test-app.ts';
import { readAnswer } from './testing/client.ts';
import { BODY_LIMITS, bodyLimitFor, readUpload } from './http.ts';
import { ApiError, errorResponse } from './errors.ts';
import { user as users } from './db/schema.ts';

/** A body that would be `total` bytes, made as it is read; `pulled()` says how much was. */
function meteredBody(total: number, chunk = 64 * 1024) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, pulled: () => sent };
}

const HUNDRED_MB = 100 * 1024 * 1024;

describe('body limits', () => {
  it('gives accounts a few KB, builds and posts 64 KB, avatars 2 MB plus the envelope', () => {
    expect(bodyLimitFor('/api/login')).toBe(8 * 1024);
    expect(bodyLimitFor('/api/register')).toBe(8 * 1024);
    expect(bodyLimitFor('/api/auth/reset')).toBe(8 * 1024);
    expect(bodyLimitFor('/api/builds')).toBe(64 * 1024);
    expect(bodyLimitFor('/api/builds/abc')).toBe(64 * 1024);
    expect(bodyLimitFor('/api/community/builds')).toBe(64 * 1024);
    expect(bodyLimitFor('/api/users/abc/profile-picture')).toBe(2 * 1024 * 1024 + 64 * 1024);
    expect(bodyLimitFor('/api/users/abc')).toBe(8 * 1024);
    expect(bodyLimitFor('/api/anything-new')).toBe(BODY_LIMITS.default);
  });

  it('refuses a declared 100 MB body with 413 without reading it', async () => {
    const { app } = await testApp();
    const body = meteredBody(HUNDRED_MB);
    const res = await app.request('/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(HUNDRED_MB) },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'The request body is larger than 8 KB.', code: 'PAYLOAD_TOO_LARGE' });
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
    // The unread rest of the body means the connection cannot carry another request: say so.
    expect(res.headers.get('connection')).toBe('close');
  });

  it('cuts off a 100 MB body sent without a length as soon as it passes the limit', async () => {
    const { app, deps } = await testApp();
    const body = meteredBody(HUNDRED_MB, 4 * 1024);
    const res = await app.request('/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(body.pulled()).toBeLessThanOrEqual(BODY_LIMITS.default + 4 * 4 * 1024);
    expect(await deps.db.select().from(users)).toHaveLength(0);
  });

  it('lets a body just under the limit through to validation', async () => {
    const { app } = await testApp();
    const padded = JSON.stringify({ email: 'a@b.ph', username: 'A', password: 'x', pad: ' '.repeat(7 * 1024) });
    const res = await app.request('/api/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: padded });
    expect(res.status).toBe(400); // the password rule, not the size
  });

  it('applies to routes that read no body too', async () => {
    const { app } = await testApp();
    const res = await app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(HUNDRED_MB) },
      body: meteredBody(HUNDRED_MB).stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });
});

describe('what a shared cache may keep', () => {
  it("keeps the catalogue's caching, varies a visitor's gallery by the credentials, and makes a signed-in reader's private", async () => {
    const { app } = await testApp();
    const parts = await app.request('/api/components/cpu', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(parts.headers.get('cache-control')).toMatch(/^public/);
    expect(parts.headers.get('vary')).toBe('Accept-Encoding');

    // The first read fills the visitors' cache; the second is served from it: the same headers.
    for (let read = 0; read < 2; read++) {
      const visitor = await app.request('/api/community/builds', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(visitor.headers.get('cache-control')).toBeNull();
      expect(visitor.headers.get('vary')).toBe('Accept-Encoding, Cookie, Authorization');
    }

    const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await app.request('/api/register', json({ email: 'reader@example.ph', username: 'Reader', password: 'Sup3r$ecret' }));
    const { token } = await readAnswer('POST /api/login', await app.request('/api/login', json({ email: 'reader@example.ph', password: 'Sup3r$ecret' })));
    const reader = await app.request('/api/community/builds', { headers: { Authorization: `Bearer ${token}` } });
    expect(reader.headers.get('cache-control')).toBe('private, no-store');
    // Nothing on the page is theirs: the visitors' bytes (which vary by encoding too), kept private.
    expect(reader.headers.get('vary')).toBe('Accept-Encoding, Cookie, Authorization');
  });
});

describe('readUpload: the one file of a multipart upload (avatars, build photos)', () => {
  const app = new Hono()
    .post('/', async (c) => {
      const file = await readUpload(c, { field: 'photo', noun: 'photo', maxBytes: 10, tooLarge: 'The photo is larger than 10 bytes.' });
      return c.text(`${file.name} ${file.size}`);
    })
    .onError((err, c) => (err instanceof ApiError ? errorResponse(c, err.status, err.code, err.message) : c.text('unexpected', 500)));
  const form = (field: string, bytes: number) => {
    const body = new FormData();
    body.set(field, new File([new Uint8Array(bytes)], 'a.png'));
    return { method: 'POST', body };
  };
  const answer = async (res: Response) => [res.status, res.status === 200 ? await res.text() : await res.json()];

  it('gives back the file; 415, 400 and 413 with texts that name the field', async () => {
    expect(await answer(await app.request('/', form('photo', 10)))).toEqual([200, 'a.png 10']);
    expect(await answer(await app.request('/', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' }))).toEqual([
      415,
      { code: 'UNSUPPORTED_MEDIA_TYPE', error: 'Send the photo as multipart/form-data in the field photo.' },
    ]);
    expect(await answer(await app.request('/', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: 'not a form' }))).toEqual([
      400,
      { code: 'BAD_REQUEST', error: 'The upload could not be read.' },
    ]);
    expect(await answer(await app.request('/', form('picture', 5)))).toEqual([400, { code: 'BAD_REQUEST', error: 'Choose a photo to upload (field photo).' }]);
    expect(await answer(await app.request('/', form('photo', 11)))).toEqual([413, { code: 'PAYLOAD_TOO_LARGE', error: 'The photo is larger than 10 bytes.' }]);
  });
});
