import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { CATEGORIES } from '../../src/domain/catalogue/catalogue.ts';
import { testApp } from '../testing/test-app.ts';
import { readAnswer, readError } from '../testing/client.ts';

const { app } = await testApp();
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

/** The spec's field names (§3) as this API spells them, for each kind of part. */
const EXPECTED_FIELDS: Record<string, string[]> = {
  cpu: ['socket', 'cores', 'threads', 'cache', 'tdp', 'maxTdp', 'ramMax', 'boostClock'],
  mobo: ['socket', 'chipset', 'ramType', 'formFactor', 'ramSlots', 'gpuSlots', 'm2Slots', 'storageSlots'],
  gpu: ['vram', 'powerDraw', 'boostClock', 'lengthMm'],
  ram: ['ramType', 'frequency_mhz'],
  psu: ['wattage'],
  storage: ['interface'],
  m2: ['interface'],
};

describe('GET /api/components/{category}', () => {
  it.each(CATEGORIES)('returns the %s list as an array of parts with id, name, price, type and image', async (category) => {
    const res = await get(`/api/components/${category}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await readAnswer('GET /api/components/:category', res);
    expect(Array.isArray(body)).toBe(true);
    // The setup's categories (issue 29) are small: a few Wi-Fi cards and operating systems.
    expect(body.length).toBeGreaterThanOrEqual(['wifi-card', 'os'].includes(category) ? 3 : 12);
    for (const part of body) {
      expect(part).toMatchObject({ type: category, image: `/images/parts/${category}.svg` });
      expect(typeof part.id).toBe('string');
      expect(typeof part.name).toBe('string');
      expect(typeof part.price).toBe('number');
      for (const field of EXPECTED_FIELDS[category] ?? []) expect(part).toHaveProperty(field);
    }
  });

  it('gives storage only SATA drives and m2 only NVMe drives', async () => {
    const storage = await readAnswer('GET /api/components/storage', await get('/api/components/storage'));
    const m2 = await readAnswer('GET /api/components/m2', await get('/api/components/m2'));
    expect(new Set(storage.map((d) => d.interface))).toEqual(new Set(['sata']));
    expect(new Set(m2.map((d) => d.interface))).toEqual(new Set(['nvme']));
  });

  it('answers an unknown category with 404 and the error shape, listing the known ones', async () => {
    const res = await get('/api/components/toaster');
    expect(res.status).toBe(404);
    const body = await readError(res);
    expect(body.code).toBe('UNKNOWN_CATEGORY');
    expect(body.error).toContain('"toaster"');
    expect(body.error).toContain('cpu-cooler');
  });

  it.each(['/api/components/CPU', '/api/components/%00', '/api/components/..%2Fcpu'])(
    'never fails with a 500 for odd input such as %s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toHaveProperty('code');
    },
  );

  it('is cacheable: Cache-Control, an ETag, and 304 when the ETag matches', async () => {
    const first = await get('/api/components/gpu');
    expect(first.headers.get('cache-control')).toContain('max-age=300');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/components/gpu', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends gzip to clients that accept it, with the same parts inside', async () => {
    const plain = await (await get('/api/components/cpu')).text();
    const res = await get('/api/components/cpu', { 'Accept-Encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(plain.length / 3);
    expect(gunzipSync(bytes).toString('utf8')).toBe(plain);
  });

  it('says when the prices were seen: the shop snapshot day, or the month of an estimate', async () => {
    const { catalogue } = await import('../../src/catalogue/index.ts');
    expect((await get('/api/components/ram')).headers.get('x-prices-as-of')).toBe(catalogue.shopPrices.observedOn);
    // No shop listed keyboards in the snapshot: their prices stay estimates, dated by month.
    expect((await get('/api/components/keyboard')).headers.get('x-prices-as-of')).toMatch(/^20\d\d-\d\d$/);
  });
});
