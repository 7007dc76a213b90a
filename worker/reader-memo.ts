/**
 * A signed-in person's own answers (their saved builds, the gallery page with their votes), kept
 * until anything in them could have changed. An answer is made from two things: what is theirs,
 * whose every change moves their reader version (SQLite triggers, worker/db/reader-version-schema.ts;
 * the session read returns it, so checking costs no extra read), and a shared source (today's
 * catalogue, or the visitors' cached page). A kept answer is served only while both are the ones it
 * was made from, so a repeated read costs the session read alone and nothing is served stale —
 * a write from another process or Worker isolate moves the version too. Sign-out and reset are
 * untouched: the session row is still read on every request before anything here is looked at.
 */
import type { Context } from 'hono';
import type { AppEnv } from './types.ts';
import { encodeJson, type EncodedJson } from './encoded-json.ts';

interface Kept {
  version: number;
  source: object;
  /** Null: nothing in the answer is theirs (the shared answer is theirs as it is). */
  body: EncodedJson | null;
}

export class ReaderMemo {
  readonly #entries = new Map<string, Kept>();
  #chars = 0;
  readonly maxEntries: number;
  /** The JSON text kept in all. */
  readonly maxChars: number;

  constructor(options: { maxEntries?: number; maxChars?: number } = {}) {
    this.maxEntries = options.maxEntries ?? 2_000;
    this.maxChars = options.maxChars ?? 8 * 1024 * 1024;
  }

  #drop(key: string): void {
    const kept = this.#entries.get(key);
    if (!kept) return;
    this.#chars -= kept.body?.json.length ?? 0;
    this.#entries.delete(key);
  }

  /** The kept answer, if made at this version from this source; undefined when there is none. */
  get(key: string, version: number, source: object): EncodedJson | null | undefined {
    const kept = this.#entries.get(key);
    if (!kept) return undefined;
    if (kept.version !== version || kept.source !== source) {
      this.#drop(key);
      return undefined;
    }
    // Most recently used last, so the oldest is the one dropped when full.
    this.#entries.delete(key);
    this.#entries.set(key, kept);
    return kept.body;
  }

  set(key: string, version: number, source: object, body: EncodedJson | null): void {
    const chars = body?.json.length ?? 0;
    this.#drop(key);
    if (chars > this.maxChars) return;
    while (this.#entries.size >= this.maxEntries || this.#chars + chars > this.maxChars) this.#drop(this.#entries.keys().next().value!);
    this.#entries.set(key, { version, source, body });
    this.#chars += chars;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The signed-in reader's answer named `what`, made from `source` by `make` (its JSON text, or
   * null when nothing in it is theirs): the kept one while it is current, else made and kept.
   */
  async answer(c: Context<AppEnv>, what: string, source: object, make: () => Promise<string | null>): Promise<EncodedJson | null> {
    const userId = c.var.user?.id;
    const version = c.var.readerVersion ?? null;
    if (!userId || version === null) {
      const json = await make();
      return json === null ? null : encodeJson(json);
    }
    const key = `${userId}\n${what}`;
    const kept = this.get(key, version, source);
    if (kept !== undefined) return kept;
    const json = await make();
    const body = json === null ? null : encodeJson(json);
    this.set(key, version, source, body);
    return body;
  }
}
