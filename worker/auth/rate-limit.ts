/**
 * A fixed-window rate limiter kept in the database (the rate_limit table), so limits hold across
 * restarts and across instances. Keys are bounded by design: a named route (never the raw path)
 * and one client (an address, an IPv6 /64, or a user id), so one client adds at most one row per
 * named limit; rows whose window has passed are pruned as the limiter runs.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { lt, sql } from 'drizzle-orm';
import type { AppEnv } from '../types.ts';
import type { Database } from '../db/client.ts';
import { errorResponse } from '../errors.ts';
import { retryWhenBusy } from '../db/busy.ts';
import { requireUser } from './session.ts';
import { rateLimit as limits } from '../db/schema.ts';

/** The client address: set by our Node entry from the socket, or by Cloudflare. Never from the client. */
export const CLIENT_IP_HEADERS = ['x-client-ip', 'cf-connecting-ip'] as const;

/** No rule may look back further than this; older rows can always go. */
export const LONGEST_WINDOW_SECONDS = 60 * 60;
/** How often one app instance sweeps expired rows. */
export const PRUNE_EVERY_MS = 60 * 1000;

export interface LimitRule {
  window: number;
  max: number;
}

/** The named limits; a key is one of these names plus one client. */
export const LIMITS = {
  login: { window: 60, max: 5 },
  register: { window: 60, max: 5 },
  forgot: { window: 60, max: 5 },
  reset: { window: 60, max: 5 },
  /** Per address: a reset page asking whether its link still works, once per page opened. */
  resetCheck: { window: 60, max: 20 },
  /** Google sign-in starts and callbacks. */
  oauth: { window: 60, max: 20 },
  /** Per user: a picture a few times a minute is plenty. */
  avatar: { window: 60, max: 10 },
  /** Per user: community comments; a person in a conversation rarely posts more than this. */
  comment: { window: 60, max: 10 },
  /** Per user: builds shared to the community (a flood would fill everyone's gallery). */
  share: { window: 60, max: 5 },
  /** Per user: votes cast, changed or taken back. */
  vote: { window: 60, max: 30 },
  /** Per user: saved builds made or saved again. */
  save: { window: 60, max: 30 },
  /** Per user: setting price alerts (issue 27). */
  alert: { window: 60, max: 20 },
  /** Per address: the one-click unsubscribe page of alert mails, which needs no sign-in. */
  unsubscribe: { window: 60, max: 20 },
  /** Per client: shared quotes (issue 28); a person shares one quote, maybe a corrected one again. */
  quoteShare: { window: 60, max: 10 },
  /** Per person, or per client for visitors (issue 29): short links made; the same share again costs nothing new but is counted. */
  shortLink: { window: 60, max: 20 },
  /** Per person (issue 29): build photos uploaded; six make a post, a few more allow for retakes. */
  photo: { window: 60, max: 12 },
  /** Per person: photos reported. */
  photoReport: { window: 60, max: 20 },
} as const satisfies Record<string, LimitRule>;
export type LimitName = keyof typeof LIMITS;

/** What the 429 says was too many, by limit. */
const TOO_MANY: Record<LimitName, string> = {
  login: 'Too many sign-in attempts.',
  register: 'Too many sign-ups.',
  forgot: 'Too many reset requests.',
  reset: 'Too many attempts.',
  resetCheck: 'Too many link checks.',
  oauth: 'Too many sign-in attempts.',
  avatar: 'Too many picture uploads.',
  comment: 'Too many comments.',
  share: 'Too many builds shared.',
  vote: 'Too many votes.',
  save: 'Too many saves.',
  alert: 'Too many price alerts set.',
  unsubscribe: 'Too many attempts.',
  quoteShare: 'Too many quotes shared.',
  shortLink: 'Too many short links made.',
  photo: 'Too many photos uploaded.',
  photoReport: 'Too many reports.',
};

/** The 429's message: what was too many, and how long to wait. */
export function tooManyMessage(name: LimitName, retryAfter: number): string {
  const wait = retryAfter === 1 ? '1 second' : `${retryAfter} seconds`;
  return `${TOO_MANY[name]} Please wait ${wait} and try again.`;
}

/**
 * One key per IPv4 address; IPv6 clients usually hold a whole /64, so they are keyed by it
 * (otherwise one machine could mint endless keys).
 */
export function clientKey(address: string): string {
  const ip = address.split(',')[0]!.trim().replace(/^\[|\]$/g, '');
  if (!ip.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip.replace(/^::ffff:/i, '');
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => (parseInt(g || '0', 16) || 0).toString(16)).join(':')}::/64`;
}

export function clientIp(headers: Headers): string {
  for (const name of CLIENT_IP_HEADERS) {
    const value = headers.get(name);
    if (value) return clientKey(value);
  }
  return 'unknown';
}

const nextPrune = new WeakMap<Database, number>();

/** Deletes rows whose window ended, at most once a minute per database handle. */
export async function pruneExpired(db: Database, now = Date.now(), force = false): Promise<void> {
  if (!force && now < (nextPrune.get(db) ?? 0)) return;
  nextPrune.set(db, now + PRUNE_EVERY_MS);
  await retryWhenBusy(() => db.delete(limits).where(lt(limits.lastRequest, now - LONGEST_WINDOW_SECONDS * 1000)));
}

/** One request counted: whether it is over the limit, and the seconds until its window ends. */
export interface Counted {
  over: boolean;
  retryAfter: number;
}

/**
 * Counts one request against `name` for `who`. One atomic upsert (no read-then-write
 * transaction), so concurrent requests and processes never lose a count, and a writer that finds
 * the file busy tries again instead of failing. A window starts with its first request
 * (`last_request` holds that start), so the wait is what is left of it.
 */
export async function countRequest(db: Database, name: LimitName, who: string, now = Date.now()): Promise<Counted> {
  const rule: LimitRule = LIMITS[name];
  await pruneExpired(db, now);
  const windowOver = sql`${now} - ${limits.lastRequest} >= ${rule.window * 1000}`;
  const [row] = await retryWhenBusy(() =>
    db
      .insert(limits)
      .values({ id: crypto.randomUUID(), key: `${name}:${who}`, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: limits.key,
        set: {
          count: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${limits.count} + 1 END`,
          lastRequest: sql`CASE WHEN ${windowOver} THEN ${now} ELSE ${limits.lastRequest} END`,
        },
      })
      .returning({ count: limits.count, windowStart: limits.lastRequest }),
  );
  const windowEnds = (row?.windowStart ?? now) + rule.window * 1000;
  return { over: (row?.count ?? 1) > rule.max, retryAfter: Math.max(1, Math.ceil((windowEnds - now) / 1000)) };
}

/** Counts one request; true when it is over the limit. */
export async function overLimit(db: Database, name: LimitName, who: string, now = Date.now()): Promise<boolean> {
  return (await countRequest(db, name, who, now)).over;
}

/**
 * Limits a route by client address, or by what `who` returns (a user id). Over the limit: 429
 * in the usual error shape, with `Retry-After` (seconds) and the wait in the message.
 */
export function limitRequests(name: LimitName, who?: (c: Context<AppEnv>) => string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.var.deps.config.rateLimit === false) return next();
    const client = who ? who(c) : clientIp(c.req.raw.headers);
    const { over, retryAfter } = await countRequest(c.var.deps.db, name, client);
    if (over) {
      c.header('Retry-After', String(retryAfter));
      return errorResponse(c, 429, 'RATE_LIMITED', tooManyMessage(name, retryAfter));
    }
    return next();
  };
}

/**
 * Limits a signed-in route per person. A visitor gets the route's 401 first and is never
 * counted (a count for "nobody" would soon refuse every visitor with a 429 instead).
 */
export function limitPerUser(name: LimitName): MiddlewareHandler<AppEnv> {
  const limit = limitRequests(name, (c) => `user:${requireUser(c).id}`);
  return async (c, next) => {
    requireUser(c);
    return limit(c, next);
  };
}
