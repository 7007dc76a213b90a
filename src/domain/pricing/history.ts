/**
 * Price history (issue 27): for each part, the lowest credible price per day across shops, and
 * the lowest and highest of the last HISTORY_DAYS days; for a saved build, its total per day.
 *
 * A day's price is worked out as the site would have shown it that day: each shop page's newest
 * observation up to that day, pages gone (404) left out, then the offer-state rule (in stock,
 * fresh ones first) and the credible-price rule (offer-state.ts, credible-price.ts). A day on
 * which no offer had been seen in the last STALE_AFTER_DAYS days has no price: the chart shows a
 * gap there rather than repeat an old price as if it had been seen again.
 */
import { headlineOffer } from './credible-price.ts';
import { formatPeso } from '../format/money.ts';
import type { Offer } from './offers.ts';
import { isStale, markStale, type Availability } from './offer-state.ts';
import { daysBetween, formatPriceDate } from './price-age.ts';

/** The window of the low and high a chart states. */
export const HISTORY_DAYS = 90;
/** How far back a chart reaches at most. */
export const HISTORY_MAX_DAYS = 365;

/** What one refresh (or the seeding snapshot) saw on one shop page. */
export interface Observation {
  url: string;
  shop: string;
  /** Whole pesos; null only for a page that is gone. */
  price: number | null;
  availability: Availability;
  /** The day it was seen in the Philippines, `YYYY-MM-DD`. */
  seenOn: string;
}

export interface DayPrice {
  day: string;
  /** Whole pesos: the lowest credible price that day. */
  price: number;
  /** Where (the headline offer's shop). */
  shop: string;
}

/** `YYYY-MM-DD` plus n days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The offers a page's observation stands for (none when the page is gone). */
function asOffer(o: Observation): Offer | undefined {
  if (o.availability === 'gone' || o.price === null) return undefined;
  return { shop: o.shop, price: o.price, url: o.url, observedOn: o.seenOn, ...(o.availability === 'out_of_stock' && { inStock: false as const }) };
}

/**
 * The lowest credible price of each day from `from` to `to` (inclusive) that has one, from a
 * part's observations (any order).
 */
export function dailyLowest(observations: readonly Observation[], from: string, to: string): DayPrice[] {
  const sorted = [...observations].sort((a, b) => a.seenOn.localeCompare(b.seenOn));
  const newest = new Map<string, Observation>();
  const points: DayPrice[] = [];
  let next = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    while (next < sorted.length && sorted[next]!.seenOn <= day) {
      const o = sorted[next++]!;
      newest.set(o.url, o);
    }
    const offers = [...newest.values()].flatMap((o) => asOffer(o) ?? []);
    const fresh = offers.filter((o) => !isStale(o, day) && o.inStock !== false);
    if (fresh.length === 0) continue;
    const best = headlineOffer(markStale(offers, day));
    if (best) points.push({ day, price: best.price, shop: best.shop });
  }
  return points;
}

/** The first day a chart shows: the first observation, at most HISTORY_MAX_DAYS before today. */
export function historyStart(observations: readonly Pick<Observation, 'seenOn'>[], today: string): string {
  const first = observations.reduce((min, o) => (o.seenOn < min ? o.seenOn : min), today);
  const earliest = addDays(today, -(HISTORY_MAX_DAYS - 1));
  return first < earliest ? earliest : first;
}

export interface PriceRange {
  low: DayPrice;
  high: DayPrice;
}

/** The lowest and highest day prices of the last `days` days up to `today`; undefined without any. */
export function recentRange(points: readonly DayPrice[], today: string, days = HISTORY_DAYS): PriceRange | undefined {
  const recent = points.filter((p) => daysBetween(p.day, today) < days && p.day <= today);
  if (recent.length === 0) return undefined;
  let low = recent[0]!;
  let high = recent[0]!;
  for (const p of recent) {
    if (p.price < low.price || (p.price === low.price && p.day > low.day)) low = p;
    if (p.price > high.price || (p.price === high.price && p.day > high.day)) high = p;
  }
  return { low, high };
}

/**
 * The sentence a screen reader gets instead of the chart (and everyone gets under it):
 * "Lowest in the last 90 days ₱5,990 (12 Nov 2026, EasyPC); highest ₱6,450 (2 Sep 2026).
 * Latest ₱6,100 on 24 Nov 2026 at DataBlitz."
 */
export function historySummary(points: readonly DayPrice[], today: string, days = HISTORY_DAYS): string {
  const last = points[points.length - 1];
  if (!last) return 'No shop price has been seen for this part yet.';
  const range = recentRange(points, today, days);
  const latest = `Latest ${formatPeso(last.price)} on ${formatPriceDate(last.day)} at ${last.shop}.`;
  if (!range) return `No shop price seen in the last ${days} days. ${latest}`;
  const { low, high } = range;
  const lowText = `Lowest in the last ${days} days ${formatPeso(low.price)} (${formatPriceDate(low.day)}, ${low.shop})`;
  const highText = low.price === high.price ? '; the same every day seen' : `; highest ${formatPeso(high.price)} (${formatPriceDate(high.day)})`;
  return `${lowText}${highText}. ${latest}`;
}

/** One line of a build for its total: the part's daily prices, or its fixed estimate, times its quantity. */
export interface BuildHistoryLine {
  quantity: number;
  /** The part's day prices (shop-priced part). */
  points?: readonly DayPrice[];
  /** A part no shop lists: its estimate counts the same every day. */
  fixedPrice?: number;
}

export interface DayTotal {
  day: string;
  total: number;
}

/** A build's total on each day every shop-priced part had a price, from `from` to `to`. */
export function dailyBuildTotals(lines: readonly BuildHistoryLine[], from: string, to: string): DayTotal[] {
  const byDay = lines.map((line) => new Map((line.points ?? []).map((p) => [p.day, p.price])));
  const totals: DayTotal[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    let total = 0;
    let complete = true;
    lines.forEach((line, i) => {
      const price = line.points ? byDay[i]!.get(day) : line.fixedPrice;
      if (price === undefined) complete = false;
      else total += price * line.quantity;
    });
    if (complete && lines.length > 0) totals.push({ day, total });
  }
  return totals;
}

/** "₱2,150 less than when saved (−4%)", "₱800 more than when saved (+2%)", "the same as when saved". */
export function totalMoveText(savedTotal: number, total: number): string {
  const diff = total - savedTotal;
  if (diff === 0 || savedTotal <= 0) return 'the same as when saved';
  const percent = Math.round((Math.abs(diff) / savedTotal) * 100);
  const share = percent === 0 ? '' : ` (${diff < 0 ? '−' : '+'}${percent}%)`;
  return `${formatPeso(Math.abs(diff))} ${diff < 0 ? 'less' : 'more'} than when saved${share}`;
}
