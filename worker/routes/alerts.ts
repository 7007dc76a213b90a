/**
 * Price alerts (issue 27), the signed-in person's own:
 * - `GET /api/alerts` → their alerts, newest first, each with what it watches and today's price;
 * - `POST /api/alerts {partId | buildId, below}` → 201 (a part of the catalogue, or one of their
 *   own saved builds; at most ALERTS_PER_PERSON, 409 beyond; 20 a minute);
 * - `DELETE /api/alerts/{id}` → `{ok: true}` (someone else's: 404).
 * And for anyone holding a mail's link, no sign-in: `GET /api/alerts/unsubscribe?token=` shows a
 * one-button page, `POST` (that button, or a mail client's one-click List-Unsubscribe-Post)
 * removes the alert. The token is the alert's id signed with the server's secret.
 */
import { Hono, type Context } from 'hono';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ApiError, errorBody } from '../errors.ts';
import type { AppEnv } from '../types.ts';
import { loadSession, requireUser } from '../auth/session.ts';
import { limitRequests } from '../auth/rate-limit.ts';
import { readJson } from '../http.ts';
import { build, priceAlert } from '../db/schema.ts';
import { ALERTS_PER_PERSON, alertLabel } from '../../src/domain/pricing/alerts.ts';
import { alertBodySchema } from '../../src/domain/pricing/alert-body.ts';
import { lookupFor } from '../catalogue-lookup.ts';
import { buildPriceLines } from '../alerts/build-price.ts';
import { alertIdFromToken } from '../alerts/unsubscribe-token.ts';
import { SITE_NAME } from '../../src/domain/site/site.ts';

export const TOO_MANY_ALERTS_MESSAGE = `You can keep at most ${ALERTS_PER_PERSON} price alerts. Remove one you no longer need, then add this one.`;
export const ALERT_NOT_FOUND_MESSAGE = 'No price alert with this id.';

/** What the dashboard lists for one alert. */
export interface AlertView {
  id: string;
  kind: 'part' | 'build';
  partId: string | null;
  buildId: string | null;
  /** The part's or the build's name (a part no longer listed keeps its id). */
  name: string;
  below: number;
  /** "under ₱5,000" */
  label: string;
  /** Today's price (the part's headline price, or the build's total); null when unknown. */
  price: number | null;
  createdAt: string;
}

function alertView(c: Context<AppEnv>, row: typeof priceAlert.$inferSelect, saved: typeof build.$inferSelect | null): AlertView {
  const lookup = lookupFor(c.var.deps.catalogue);
  const part = row.partId ? Object.values(c.var.deps.catalogue.parts).flat().find((p) => p.id === row.partId) : undefined;
  const price = part ? part.price : saved ? buildPriceLines(saved.parts, lookup).total : null;
  return {
    id: row.id,
    kind: row.partId ? 'part' : 'build',
    partId: row.partId,
    buildId: row.buildId,
    name: part?.name ?? saved?.name ?? row.partId ?? '',
    below: row.below,
    label: alertLabel(row.below),
    price: price ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The page the mail's link opens: one button, no sign-in. */
function unsubscribePage(title: string, text: string, token?: string): string {
  const button = token
    ? `<form method="post" action="/api/alerts/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit" style="font:inherit;padding:.6rem 1.2rem">Stop this alert</button></form>`
    : '<p><a href="/dashboard">Your dashboard</a></p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · ${SITE_NAME}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.4rem">${title}</h1><p>${text}</p>${button}</body></html>`;
}

async function tokenAlert(c: Context<AppEnv>): Promise<typeof priceAlert.$inferSelect | undefined> {
  const id = await alertIdFromToken(c.req.query('token') ?? '', c.var.deps.config.authSecret);
  if (!id) return undefined;
  const [row] = await c.var.deps.db.select().from(priceAlert).where(eq(priceAlert.id, id)).limit(1);
  return row;
}

export function alertsRouter() {
  const router = new Hono<AppEnv>();

  // A browser (the mail's link) gets a page; a mail client's one-click POST and API tools get JSON.
  const wantsPage = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('text/html');
  const gone = (c: Context<AppEnv>) =>
    wantsPage(c)
      ? c.html(unsubscribePage('This alert is already stopped', 'This link is not valid any more: the alert was stopped or removed.'), 404)
      : c.json(errorBody('NOT_FOUND', 'This unsubscribe link is not valid any more: the alert was stopped or removed.'), 404);

  router.get('/unsubscribe', limitRequests('unsubscribe'), async (c) => {
    const row = await tokenAlert(c);
    if (!row) return gone(c);
    const question = `You will no longer get mail when the price is ${alertLabel(row.below)}.`;
    return wantsPage(c) ? c.html(unsubscribePage('Stop this price alert?', question, c.req.query('token'))) : c.json({ id: row.id, label: alertLabel(row.below) });
  });

  router.post('/unsubscribe', limitRequests('unsubscribe'), async (c) => {
    const row = await tokenAlert(c);
    if (!row) return gone(c);
    await c.var.deps.db.delete(priceAlert).where(eq(priceAlert.id, row.id));
    return wantsPage(c) ? c.html(unsubscribePage('Alert stopped', 'You will get no more mail for this price alert. Your other alerts are on your dashboard.')) : c.json({ ok: true });
  });

  router.use('*', loadSession);

  router.get('/', async (c) => {
    const me = requireUser(c);
    const rows = await c.var.deps.db
      .select({ alert: priceAlert, build })
      .from(priceAlert)
      .leftJoin(build, eq(build.id, priceAlert.buildId))
      .where(eq(priceAlert.userId, me.id))
      .orderBy(desc(priceAlert.createdAt));
    return c.json(rows.map((r) => alertView(c, r.alert, r.build)));
  });

  router.post(
    '/',
    // Who first (401 for visitors), then how often (per person).
    async (c, next) => {
      requireUser(c);
      await next();
    },
    limitRequests('alert', (c) => requireUser(c).id),
    async (c) => {
      const me = requireUser(c);
      const body = await readJson(c, alertBodySchema);
      const { db, catalogue } = c.var.deps;
      let saved: typeof build.$inferSelect | null = null;
      if ('partId' in body) {
        if (!Object.values(catalogue.parts).some((parts) => parts.some((p) => p.id === body.partId))) {
          throw new ApiError(404, 'NOT_FOUND', `No part "${body.partId}" in the catalogue.`);
        }
      } else {
        [saved = null] = await db.select().from(build).where(and(eq(build.id, body.buildId), eq(build.userId, me.id))).limit(1);
        if (!saved) throw new ApiError(404, 'NOT_FOUND', 'No saved build with this id.');
      }
      const id = crypto.randomUUID();
      const now = Date.now();
      const partId = 'partId' in body ? body.partId : null;
      const buildId = 'buildId' in body ? body.buildId : null;
      // Count and insert in one statement, so that parallel requests cannot pass the limit together.
      const inserted = await db.run(sql`
        insert into "price_alert" ("id", "user_id", "part_id", "build_id", "below", "created_at")
        select ${id}, ${me.id}, ${partId}, ${buildId}, ${body.below}, ${now}
        where (select count(*) from "price_alert" where "user_id" = ${me.id}) < ${ALERTS_PER_PERSON}`);
      if (inserted.rowsAffected === 0) throw new ApiError(409, 'CONFLICT', TOO_MANY_ALERTS_MESSAGE);
      const [row] = await db.select().from(priceAlert).where(eq(priceAlert.id, id)).limit(1);
        return c.json(alertView(c, row!, saved), 201);
    },
  );

  router.delete('/:id', async (c) => {
    const me = requireUser(c);
    const deleted = await c.var.deps.db
      .delete(priceAlert)
      .where(and(eq(priceAlert.id, c.req.param('id')), eq(priceAlert.userId, me.id)))
      .returning({ id: priceAlert.id });
    if (deleted.length === 0) throw new ApiError(404, 'NOT_FOUND', ALERT_NOT_FOUND_MESSAGE);
    return c.json({ ok: true });
  });

  return router;
}
