/**
 * A fixed-window rate limiter kept in the database (better-auth's rate_limit table), so limits
 * hold across restarts and across instances. Keyed by route and client address.
 */
import type { MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../types.ts';
import { ApiError } from '../errors.ts';
import { rateLimit as limits } from '../db/schema.ts';

/** The client address: set by our Node entry from the socket, or by Cloudflare. Never from the client. */
export const CLIENT_IP_HEADERS = ['x-client-ip', 'cf-connecting-ip'] as const;

export function clientIp(headers: Headers): string {
  for (const name of CLIENT_IP_HEADERS) {
    const value = headers.get(name);
    if (value) return value.split(',')[0]!.trim();
  }
  return 'unknown';
}

export function limitRequests(name: string, rule: { window: number; max: number }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.var.deps.config.rateLimit === false) return next();
    const key = `${name}:${clientIp(c.req.raw.headers)}`;
    const now = Date.now();
    const db = c.var.deps.db;
    const limited = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(limits).where(eq(limits.key, key)).limit(1);
      if (!row || now - row.lastRequest >= rule.window * 1000) {
        await tx
          .insert(limits)
          .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
          .onConflictDoUpdate({ target: limits.key, set: { count: 1, lastRequest: now } });
        return false;
      }
      if (row.count >= rule.max) return true;
      await tx.update(limits).set({ count: row.count + 1 }).where(eq(limits.key, key));
      return false;
    });
    if (limited) throw new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.');
    return next();
  };
}
