/**
 * One contract for both object stores: the disk store of `npm start` and R2 at the edge (here
 * workerd's local R2, through wrangler's platform proxy and the binding in wrangler.toml).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlatformProxy } from 'wrangler';
import { diskStore } from './disk-store.ts';
import { r2Store, type R2BucketLike } from './r2-store.ts';
import type { ObjectStore } from './object-store.ts';

let proxy: Awaited<ReturnType<typeof getPlatformProxy<{ AVATARS: R2BucketLike }>>>;
beforeAll(async () => {
  proxy = await getPlatformProxy<{ AVATARS: R2BucketLike }>({ persist: false });
}, 60_000);
afterAll(async () => proxy?.dispose());

const stores: [string, () => ObjectStore][] = [
  ['disk', () => diskStore(mkdtempSync(join(tmpdir(), 'pcb-store-')))],
  ['R2 (workerd)', () => r2Store(proxy.env.AVATARS)],
];

describe.each(stores)('the %s object store', (_name, make) => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it('stores bytes with their type, gives them back, and deletes them', async () => {
    const store = make();
    const key = `avatars/user1/${crypto.randomUUID()}.png`;
    expect(await store.get(key)).toBeNull();
    await store.put(key, png, 'image/png');
    const got = await store.get(key);
    expect(got?.contentType).toBe('image/png');
    expect([...got!.body]).toEqual([...png]);
    await store.put(key, new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    expect((await store.get(key))?.contentType).toBe('image/jpeg');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key); // deleting twice is fine
  });

  it.each(['../etc/passwd', '/abs/key', 'a//b', 'a/../b', '', 'a b'])('refuses the unsafe key %j', async (key) => {
    const store = make();
    await expect(store.put(key, png, 'image/png')).rejects.toThrow('Unsafe object key');
    await expect(store.get(key)).rejects.toThrow('Unsafe object key');
  });
});
