/**
 * Price history (issue 27):
 * - `GET /api/price-history/parts/{partId}` → the part's lowest credible price per day from its
 *   first observation (at most a year), the lowest and highest of the last 90 days, and the
 *   sentence a screen reader gets instead of the chart. Anyone may read it; cached 5 minutes.
 * - `GET /api/price-history/builds/{id}` → how one of your saved builds' total moved since it
 *   was saved: its total per day, the saved total, today's, and the move in words (owner only:
 *   401 for visitors, 404 for someone else's).
 */
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../errors.ts';
import type { AppEnv } from '../types.ts';
import { loadSession, requireUser } from '../auth/session.ts';
import { build } from '../db/schema.ts';
import { partObservations } from '../prices/observations.ts';
import { buildPriceLines } from '../alerts/build-price.ts';
import { lookupFor } from '../catalogue-lookup.ts';
import {
  HISTORY_MAX_DAYS,
  addDays,
  dailyBuildTotals,
  dailyLowest,
  historyStart,
  historySummary,
  recentRange,
  totalMoveText,
  type DayPrice,
  type DayTotal,
  type PriceRange,
} from '../../src/domain/pricing/history.ts';
import { STALE_AFTER_DAYS } from '../../src/domain/pricing/offer-state.ts';
import { manilaDay } from '../../src/domain/pricing/price-age.ts';

export interface PartHistory {
  partId: string;
  today: string;
  /** The first day the chart covers. */
  from: string;
  points: DayPrice[];
  /** The last 90 days' lowest and highest day prices, when there are any. */
  range: PriceRange | null;
  summary: string;
}

export interface BuildHistory {
  id: string;
  savedOn: string;
  savedTotal: number;
  total: number;
  /** "₱2,150 less than when saved (−4%)" */
  move: string;
  points: DayTotal[];
}

const DAY_MS = 86_400_000;
/** Observations this far before a chart's first day still stand on it (carried forward until stale). */
const LOOK_BACK_MS = STALE_AFTER_DAYS * DAY_MS;

export function priceHistoryRouter() {
  const router = new Hono<AppEnv>();

  router.get('/parts/:partId', async (c) => {
    const partId = c.req.param('partId');
    const { catalogue, db } = c.var.deps;
    const part = Object.values(catalogue.parts).flat().find((p) => p.id === partId);
    if (!part) throw new ApiError(404, 'NOT_FOUND', `No part "${partId}" in the catalogue.`);
    const now = Date.now();
    const today = manilaDay(new Date(now));
    const observations = (await partObservations(db, [partId], now - HISTORY_MAX_DAYS * DAY_MS - LOOK_BACK_MS)).get(partId) ?? [];
    const from = historyStart(observations, today);
    const points = dailyLowest(observations, from, today);
    const body: PartHistory = { partId, today, from, points, range: recentRange(points, today) ?? null, summary: historySummary(points, today) };
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body);
  });

  router.get('/builds/:id', loadSession, async (c) => {
    const me = requireUser(c);
    const { catalogue, db } = c.var.deps;
    const [saved] = await db.select().from(build).where(and(eq(build.id, c.req.param('id')), eq(build.userId, me.id))).limit(1);
    if (!saved) throw new ApiError(404, 'NOT_FOUND', 'No saved build with this id.');
    const now = Date.now();
    const today = manilaDay(new Date(now));
    const savedOn = manilaDay(saved.updatedAt);
    const { total, lines } = buildPriceLines(saved.parts, lookupFor(catalogue));
    const shopParts = lines.filter((l) => l.part?.priceSource === 'shops').map((l) => l.id);
    const observations = await partObservations(db, shopParts, saved.updatedAt.getTime() - LOOK_BACK_MS);
    const from = savedOn < addDays(today, -(HISTORY_MAX_DAYS - 1)) ? addDays(today, -(HISTORY_MAX_DAYS - 1)) : savedOn;
    const points = dailyBuildTotals(
      lines.map((l) => (l.part?.priceSource === 'shops' ? { quantity: l.quantity, points: dailyLowest(observations.get(l.id) ?? [], from, today) } : { quantity: l.quantity, fixedPrice: l.price })),
      from,
      today,
    );
    const body: BuildHistory = { id: saved.id, savedOn, savedTotal: saved.savedTotal, total, move: totalMoveText(saved.savedTotal, total), points };
    return c.json(body);
  });

  return router;
}
