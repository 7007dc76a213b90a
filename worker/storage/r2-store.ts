/** The edge object store: a Cloudflare R2 bucket binding. */
import { assertSafeKey, type ObjectStore } from './object-store.ts';

/** The part of the R2 binding we use (kept structural so the Node build needs no Workers types). */
export interface R2BucketLike {
  put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>;
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer>; httpMetadata?: { contentType?: string } } | null>;
  delete(key: string): Promise<void>;
}

export function r2Store(bucket: R2BucketLike): ObjectStore {
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await bucket.put(key, body, { httpMetadata: { contentType } });
    },
    async get(key) {
      assertSafeKey(key);
      const object = await bucket.get(key);
      if (!object) return null;
      return {
        body: new Uint8Array(await object.arrayBuffer()),
        contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      assertSafeKey(key);
      await bucket.delete(key);
    },
  };
}
