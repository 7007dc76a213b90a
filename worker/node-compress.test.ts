/** Gzip on the Node entry: what is compressed, what passes through, and what the client is told. */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { MIN_COMPRESS_BYTES, SYNC_COMPRESS_MAX_BYTES, compressWhole } from './node-compress.ts';

const big = (bytes: number) => JSON.stringify({ text: 'Ryzen 5 7600 on a B650 board. '.repeat(Math.ceil(bytes / 30)) });
const app = new Hono()
  .use(compressWhole())
  .get('/json', (c) => c.body(big(18_000), 200, { 'Content-Type': 'application/json', ETag: '"v1"', Vary: 'Cookie' }))
  .get('/large', (c) => c.json(JSON.parse(big(SYNC_COMPRESS_MAX_BYTES * 3))))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/image', (c) => c.body(new Uint8Array(50_000), 200, { 'Content-Type': 'image/png' }))
  .get('/already', (c) => c.body(new Uint8Array(5_000), 200, { 'Content-Type': 'text/html', 'Content-Encoding': 'br' }))
  .get('/no-transform', (c) => c.body(big(5_000), 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-transform' }))
  .get('/cookie', (c) => {
    c.header('Set-Cookie', 'a=1; Path=/', { append: true });
    c.header('Set-Cookie', 'b=2; Path=/', { append: true });
    return c.json(JSON.parse(big(5_000)));
  });

const get = (path: string, encoding = 'gzip, deflate, br', method = 'GET') => app.request(path, { method, headers: encoding ? { 'Accept-Encoding': encoding } : {} });

describe('compressWhole (Node entry)', () => {
  it('gzips a JSON answer whole, with its length, a weak ETag and Vary kept and extended', async () => {
    const res = await get('/json');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(bytes.length);
    expect(gunzipSync(bytes).toString()).toBe(big(18_000));
    expect(bytes.length).toBeLessThan(big(18_000).length / 10);
    expect(res.headers.get('ETag')).toBe('W/"v1"');
    expect(res.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
  });

  it('gzips a large answer too (off the main thread)', async () => {
    const res = await get('/large');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(JSON.parse(big(SYNC_COMPRESS_MAX_BYTES * 3)));
  });

  it.each([
    ['no Accept-Encoding', ''],
    ['gzip refused with q=0', 'gzip;q=0, br'],
    ['only other encodings', 'br, zstd'],
  ])('sends the text as it is for %s, and says the answer varies', async (_case, encoding) => {
    const res = await get('/json', encoding);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toBe(big(18_000));
    expect(res.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
  });

  it('takes gzip with a weight', async () => {
    expect((await get('/json', 'br;q=1.0, gzip;q=0.8')).headers.get('Content-Encoding')).toBe('gzip');
  });

  it(`leaves bodies under ${MIN_COMPRESS_BYTES} bytes, images, pre-compressed files, no-transform and HEAD alone`, async () => {
    const small = await get('/small');
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    expect((await get('/image')).headers.get('Content-Encoding')).toBeNull();
    expect((await get('/already')).headers.get('Content-Encoding')).toBe('br');
    expect((await get('/no-transform')).headers.get('Content-Encoding')).toBeNull();
    expect((await get('/json', 'gzip', 'HEAD')).headers.get('Content-Encoding')).toBeNull();
  });

  it('keeps every Set-Cookie of a compressed answer', async () => {
    const res = await get('/cookie');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });
});
