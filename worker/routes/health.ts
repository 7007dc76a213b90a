/** GET /api/health: is the server up and can it reach its database? */
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../types.ts';

export function healthRouter() {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { db, catalogue } = c.var.deps;
    let database: 'ok' | 'unreachable' = 'ok';
    try {
      await db.run(sql`select 1`);
    } catch {
      database = 'unreachable';
    }
    const parts = Object.values(catalogue.parts).reduce((n, list) => n + list.length, 0);
    return c.json(
      { status: database === 'ok' ? 'ok' : 'degraded', database, parts },
      database === 'ok' ? 200 : 503,
      { 'Cache-Control': 'no-store' },
    );
  });
}
