/**
 * Asking one shop, politely (issue 27): one request at a time, at least POLITE_INTERVAL_MS apart
 * (longer when its robots.txt asks for a Crawl-delay, and doubled after a 429), a User-Agent that
 * names the site and its page for shop owners, robots.txt read first and honoured, a timeout on
 * every answer, waits on 429 and 5xx (Retry-After when given, else doubling), redirects followed
 * only within the shop's own host, and bodies cut off at MAX_BODY_BYTES.
 */
import robotsParser from 'robots-parser';

/** At most one request to a shop this often. */
export const POLITE_INTERVAL_MS = 2000;
/** An answer slower than this is given up. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Tries of one address after a 429 or 5xx, after the first. */
export const RETRIES = 2;
/** The longest wait the job accepts (a longer Retry-After or Crawl-delay gives the shop up for this run). */
export const MAX_WAIT_MS = 60_000;
/** A product answer is a few KB; nothing the job reads needs more. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 3;
/** After 429s a shop is asked at most this many times more slowly than the pace. */
export const MAX_SLOWDOWN = 8;

/** Our product token, matched against robots.txt groups; the User-Agent adds the contact page. */
export const BOT_TOKEN = 'PCBuilderPH-PriceCheck';
export const userAgentFor = (publicOrigin: string): string => `${BOT_TOKEN}/1.0 (+${publicOrigin}/price-check)`;

export interface ClientOptions {
  userAgent: string;
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  intervalMs?: number;
  timeoutMs?: number;
  /** Tests only: where a shop address is really asked (a fake shop on loopback). */
  rewrite?: ((url: URL) => URL) | undefined;
}

export type Answer =
  | { ok: true; status: number; body: string; bytes: number }
  | { ok: false; reason: string; status?: number; giveUpShop?: boolean };

/** Retry-After in milliseconds (seconds or an HTTP date), or undefined. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

async function readCapped(res: Response): Promise<{ body: string; bytes: number; cut: boolean }> {
  if (!res.body) return { body: '', bytes: 0, cut: false };
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > MAX_BODY_BYTES) {
      await reader.cancel();
      return { body: '', bytes, cut: true };
    }
    chunks.push(value);
  }
  const all = new Uint8Array(bytes);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return { body: new TextDecoder().decode(all), bytes, cut: false };
}

/** One shop's client for one run. */
export class ShopClient {
  requests = 0;
  bytes = 0;
  private next = 0;
  private interval: number;
  private readonly baseInterval: number;
  private robots: Promise<{ allowed: (url: URL) => boolean } | { unreachable: string }> | undefined;

  readonly origin: string;
  private readonly options: ClientOptions;

  constructor(origin: string, options: ClientOptions) {
    this.origin = origin;
    this.options = options;
    this.interval = options.intervalMs ?? POLITE_INTERVAL_MS;
    this.baseInterval = this.interval;
  }

  /** Waits for the shop's next turn. */
  private async turn(): Promise<void> {
    const wait = this.next - this.options.now();
    if (wait > 0) await this.options.sleep(wait);
    this.next = this.options.now() + this.interval;
  }

  /** One request, paced, without retries; redirects within the host are followed. */
  private async once(url: URL, accept: string): Promise<Answer & { retryAfter?: string | null }> {
    let target = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      await this.turn();
      this.requests++;
      const asked = this.options.rewrite ? this.options.rewrite(target) : target;
      let res: Response;
      try {
        res = await this.options.fetch(asked, {
          headers: { 'User-Agent': this.options.userAgent, Accept: accept },
          redirect: 'manual',
          signal: AbortSignal.timeout(this.options.timeoutMs ?? REQUEST_TIMEOUT_MS),
        });
      } catch (err) {
        const name = (err as Error).name;
        return { ok: false, reason: name === 'TimeoutError' || name === 'AbortError' ? 'no answer in time' : `network error (${(err as Error).message})` };
      }
      if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
        await res.body?.cancel();
        const location = new URL(res.headers.get('location')!, target);
        if (location.origin !== url.origin) return { ok: false, reason: `redirected to another site (${location.host})`, status: res.status };
        target = location;
        continue;
      }
      const { body, bytes, cut } = await readCapped(res);
      this.bytes += bytes;
      if (cut) return { ok: false, reason: `the answer is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`, status: res.status };
      return { ok: true, status: res.status, body, bytes, retryAfter: res.headers.get('retry-after') };
    }
    return { ok: false, reason: 'too many redirects' };
  }

  /** The shop's robots.txt, read once per run (RFC 9309: a 4xx allows all; a 5xx or no answer allows nothing). */
  private loadRobots() {
    this.robots ??= (async () => {
      const robotsUrl = new URL('/robots.txt', this.origin);
      const answer = await this.once(robotsUrl, 'text/plain');
      if (!answer.ok) return { unreachable: `robots.txt: ${answer.reason}` };
      if (answer.status >= 500) return { unreachable: `robots.txt answered ${answer.status}` };
      const text = answer.status >= 200 && answer.status < 300 ? answer.body : '';
      const robots = robotsParser(robotsUrl.href, text);
      const delay = robots.getCrawlDelay(BOT_TOKEN);
      if (delay !== undefined && delay * 1000 > this.interval) this.interval = Math.min(delay * 1000, MAX_WAIT_MS);
      return { allowed: (url: URL) => robots.isAllowed(url.href, BOT_TOKEN) !== false };
    })();
    return this.robots;
  }

  /** GETs a shop address: robots.txt first, then the request, retried after 429 and 5xx. */
  async get(url: URL, accept: string): Promise<Answer> {
    const robots = await this.loadRobots();
    if ('unreachable' in robots) return { ok: false, reason: robots.unreachable, giveUpShop: true };
    if (!robots.allowed(url)) return { ok: false, reason: 'robots.txt disallows it' };
    for (let attempt = 0; ; attempt++) {
      const answer = await this.once(url, accept);
      if (!answer.ok) return answer;
      const busy = answer.status === 429 || answer.status >= 500;
      if (!busy) return { ok: true, status: answer.status, body: answer.body, bytes: answer.bytes };
      // A 429 means the shop wants fewer requests: slower for the rest of the run, too (up to 8×).
      if (answer.status === 429) this.interval = Math.min(this.interval * 2, this.baseInterval * MAX_SLOWDOWN, MAX_WAIT_MS);
      const wait = retryAfterMs(answer.retryAfter ?? null, this.options.now()) ?? this.interval * 2 ** (attempt + 1);
      if (attempt >= RETRIES || wait > MAX_WAIT_MS) {
        return { ok: false, status: answer.status, reason: `the shop answered ${answer.status} ${attempt + 1} times`, giveUpShop: wait > MAX_WAIT_MS };
      }
      this.next = Math.max(this.next, this.options.now() + wait);
    }
  }
}
