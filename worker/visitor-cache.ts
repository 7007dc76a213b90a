/**
 * What visitors (no session) read from the community gallery is the same for all of them, so one
 * database read, one JSON text and one gzip serve every visitor until something changes. Any
 * successful write through the API empties the cache (a new post, a vote, a renamed author, a
 * deleted account); entries also expire after a few seconds, which bounds how stale a page can be
 * when a write does not pass through this process (another process on the same database, or
 * another Worker isolate at the edge). Signed-in readers never use it: their pages carry their
 * own votes.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './types.ts';
import { encodeJson, sendEncoded, type EncodedJson } from './encoded-json.ts';

/** Methods that change nothing; every other successful request may have. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Response headers a cached page keeps (the list's paging headers). */
const KEPT_HEADERS = ['X-Next-Cursor', 'Link'];

interface Entry {
  generation: number;
  expires: number;
  body: EncodedJson;
  headers: Record<string, string>;
}

export class VisitorCache {
  #generation = 0;
  readonly #entries = new Map<string, Entry>();

  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly #now: () => number;

  constructor(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 500;
    this.#now = options.now ?? Date.now;
  }

  /** Bumped by every write, so a read that began before the write can never store its page. */
  get generation(): number {
    return this.#generation;
  }

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  get(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.#generation || entry.expires <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Keeps a page read at `generation`, unless a write has happened since. */
  set(key: string, generation: number, json: string, headers: Record<string, string>): void {
    if (generation !== this.#generation) return;
    // Many distinct addresses (cursors) must not grow memory without bound: drop the oldest.
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { generation, expires: this.#now() + this.ttlMs, body: encodeJson(json), headers });
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** Empties the cache after every successful write (the write has committed by then). */
export function invalidateOnWrites(cache: VisitorCache): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!SAFE_METHODS.has(c.req.method) && c.res.status < 400) cache.invalidate();
  };
}

/** Serves a visitor's GET from the cache, or reads it and keeps a 200 JSON answer. */
export function cachedForVisitors(cache: VisitorCache): MiddlewareHandler<AppEnv> {
  return async (c: Context<AppEnv>, next) => {
    if (c.var.user) return next();
    const url = new URL(c.req.url);
    const key = url.pathname + url.search;
    const hit = cache.get(key);
    if (hit) return sendEncoded(c, hit.body, hit.headers);
    const generation = cache.generation;
    await next();
    if (c.res.status !== 200 || !c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = c.res.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    cache.set(key, generation, await c.res.clone().text(), headers);
  };
}
