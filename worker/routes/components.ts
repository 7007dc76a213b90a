/**
 * GET /api/components/{category}: the catalogue of one category as a JSON array.
 * Each category's body, its ETag and its gzip encoding are computed once per catalogue (a new one
 * comes only when a price refresh added observations); repeat requests cost a lookup (or a 304).
 */
import { Hono } from 'hono';
import { CATEGORIES, isCategory, type Category } from '../../src/domain/catalogue/catalogue.ts';
import { errorResponse } from '../errors.ts';
import type { AppEnv } from '../types.ts';
import type { Catalogue } from '../../src/catalogue/parse.ts';
import { encodeJson, sendEncoded, type EncodedJson } from '../encoded-json.ts';

interface Encoded extends EncodedJson {
  etag: string;
}

/** Browsers and the edge may reuse a list for 5 minutes, then revalidate cheaply with the ETag. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

async function digest(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return `"${[...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('').slice(0, 20)}"`;
}

export function componentsRouter() {
  const caches = new WeakMap<Catalogue, Map<Category, Promise<Encoded>>>();
  const encoded = (catalogue: Catalogue, category: Category) => {
    let cache = caches.get(catalogue);
    if (!cache) caches.set(catalogue, (cache = new Map()));
    let entry = cache.get(category);
    if (!entry) {
      const json = JSON.stringify(catalogue.parts[category]);
      entry = digest(json).then((etag) => ({ ...encodeJson(json), etag }));
      cache.set(category, entry);
    }
    return entry;
  };

  return new Hono<AppEnv>().get('/:category', async (c) => {
    const category = c.req.param('category');
    if (!isCategory(category)) {
      return errorResponse(
        c,
        404,
        'UNKNOWN_CATEGORY',
        `Unknown component category "${category}". Known categories: ${CATEGORIES.join(', ')}.`,
      );
    }
    const { catalogue } = c.var.deps;
    const body = await encoded(catalogue, category);
    const headers: Record<string, string> = {
      'Cache-Control': CACHE_CONTROL,
      ETag: body.etag,
      Vary: 'Accept-Encoding',
      'X-Prices-As-Of': catalogue.pricesAsOf[category],
    };
    if (c.req.header('If-None-Match') === body.etag) return c.body(null, 304, headers);
    return sendEncoded(c, body, headers);
  });
}
