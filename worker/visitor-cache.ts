/**
 * What visitors (no session) read from the community gallery is the same for all of them, so one
 * database read, one JSON text and one gzip serve every visitor until something changes. Only
 * a write that changes what visitors see empties the cache — a post, a vote that changes, a
 * comment, a delete, a new name or picture — each route saying so when it has written; sign-ins,
 * saved builds and refused requests leave it be, so that nobody can keep it empty with writes
 * that show nothing. Entries also expire after a few seconds, which bounds how stale a page can
 * be when a write does not pass through this process (another process on the same database, or
 * another Worker isolate at the edge). A signed-in reader of the gallery gets the cached page
 * with their own votes put in, read fresh (worker/routes/community/personal.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './types.ts';
import { encodeJson, sendEncoded, type EncodedJson } from './encoded-json.ts';
import type { ReaderMemo } from './reader-memo.ts';

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

  #bytes = 0;
  readonly ttlMs: number;
  readonly maxEntries: number;
  /** The JSON text the cache may hold in all (a page of 100 builds is about 150 KB). */
  readonly maxBytes: number;
  readonly #now: () => number;

  constructor(options: { ttlMs?: number; maxEntries?: number; maxBytes?: number; now?: () => number } = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 8 * 1024 * 1024;
    this.#now = options.now ?? Date.now;
  }

  /** Bumped by every write, so a read that began before the write can never store its page. */
  get generation(): number {
    return this.#generation;
  }

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.body.json.length;
    this.#entries.delete(key);
  }

  get(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.#generation || entry.expires <= this.#now()) {
      this.#drop(key);
      return undefined;
    }
    return entry;
  }

  /** Keeps a page read at `generation`, unless a write has happened since. */
  set(key: string, generation: number, json: string, headers: Record<string, string>): void {
    if (generation !== this.#generation || json.length > this.maxBytes) return;
    this.#drop(key);
    // Many distinct addresses (cursors) must not grow memory without bound: drop the oldest.
    while (this.#entries.size >= this.maxEntries || this.#bytes + json.length > this.maxBytes) {
      this.#drop(this.#entries.keys().next().value!);
    }
    this.#entries.set(key, { generation, expires: this.#now() + this.ttlMs, body: encodeJson(json), headers });
    this.#bytes += json.length;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Characters of JSON held. */
  get bytes(): number {
    return this.#bytes;
  }
}

/**
 * Makes the visitors' page a signed-in reader's own (their votes); never changes `page`. Null
 * when the visitors' page is already theirs (nothing on it is theirs): its cached bytes are sent.
 */
export type Personalise = (c: Context<AppEnv>, page: unknown) => Promise<unknown>;

/**
 * Serves a visitor's GET from the cache, or reads it and keeps a 200 JSON answer. The key is the
 * path and only the query parameters the route reads (`params`), so made-up parameters cannot
 * push real pages out.
 *
 * With `personalise`, a signed-in reader gets the same page made their own (their votes read
 * fresh from the database) instead of a read of the whole page: what everyone sees comes from
 * the cache, what is theirs does not. That answer is kept in `memo` while both the cached page
 * and what is theirs stay as they were. Without `personalise`, signed-in readers always read the
 * database.
 */
export function cachedForVisitors(
  cache: VisitorCache,
  params: readonly string[] = [],
  reader?: { personalise: Personalise; memo: ReaderMemo },
): MiddlewareHandler<AppEnv> {
  return async (c: Context<AppEnv>, next) => {
    const signedIn = c.var.user;
    if (signedIn && !reader) return next();
    const url = new URL(c.req.url);
    const kept = params.flatMap((name) => url.searchParams.getAll(name).map((value) => `${name}=${encodeURIComponent(value)}`));
    const key = kept.length ? `${url.pathname}?${kept.join('&')}` : url.pathname;
    let entry = cache.get(key);
    if (!entry) {
      const generation = cache.generation;
      // The page as a visitor sees it, whoever asks.
      c.set('user', null);
      try {
        await next();
      } finally {
        c.set('user', signedIn);
      }
      if (c.res.status !== 200 || !c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = c.res.headers.get(name);
        if (value !== null) headers[name] = value;
      }
      const json = await c.res.clone().text();
      cache.set(key, generation, json, headers);
      // A write since the read began keeps the page out of the cache; it is still this answer.
      entry = cache.get(key) ?? { generation, expires: 0, body: encodeJson(json), headers };
    }
    const page = entry;
    const theirs =
      signedIn && reader
        ? await reader.memo.answer(c, key, page, async () => {
            const own = await reader.personalise(c, page.body.value());
            return own === null ? null : JSON.stringify(own);
          })
        : null;
    // Every visitor (the first one too) and every reader with nothing of theirs on the page gets
    // the same bytes and headers.
    c.res = await sendEncoded(c, theirs ?? entry.body, entry.headers);
  };
}
