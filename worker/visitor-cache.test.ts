import { describe, expect, it } from 'vitest';
import { VisitorCache } from './visitor-cache.ts';

describe('VisitorCache', () => {
  const make = () => {
    let now = 1_000;
    const cache = new VisitorCache({ ttlMs: 5_000, maxEntries: 3, now: () => now });
    return { cache, advance: (ms: number) => (now += ms) };
  };

  it('keeps a page until it expires', () => {
    const { cache, advance } = make();
    cache.set('/a', cache.generation, '[1]', { 'X-Next-Cursor': 'c' });
    expect(cache.get('/a')?.body.json).toBe('[1]');
    expect(cache.get('/a')?.headers).toEqual({ 'X-Next-Cursor': 'c' });
    advance(4_999);
    expect(cache.get('/a')).toBeDefined();
    advance(1);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('a write empties it, and a read that began before the write never stores its page', () => {
    const { cache } = make();
    cache.set('/a', cache.generation, '[1]', {});
    const readBegan = cache.generation;
    cache.invalidate();
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/b', readBegan, '[stale]', {});
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries pages, dropping the oldest', () => {
    const { cache } = make();
    for (const key of ['/1', '/2', '/3', '/4']) cache.set(key, cache.generation, key, {});
    expect(cache.size).toBe(3);
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/4')?.body.json).toBe('/4');
  });

  it('holds at most maxBytes of JSON, dropping the oldest; a page larger than that is not kept', () => {
    const cache = new VisitorCache({ maxBytes: 10 });
    cache.set('/a', cache.generation, '12345', {});
    cache.set('/b', cache.generation, '1234', {});
    expect(cache.bytes).toBe(9);
    cache.set('/c', cache.generation, '123', {});
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.bytes).toBe(7);
    cache.set('/b', cache.generation, '12', {}); // replacing a page counts its new size only
    expect(cache.bytes).toBe(5);
    cache.set('/huge', cache.generation, '12345678901', {});
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.bytes).toBe(5);
    cache.invalidate();
    expect(cache.bytes).toBe(0);
  });

  it('computes the gzip once, on first use', async () => {
    const { cache } = make();
    cache.set('/a', cache.generation, JSON.stringify({ hello: 'world' }), {});
    const body = cache.get('/a')!.body;
    const zipped = body.gzip();
    expect(body.gzip()).toBe(zipped);
    const text = await new Response(new Response(await zipped).body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(JSON.parse(text)).toEqual({ hello: 'world' });
  });
});
