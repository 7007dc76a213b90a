/**
 * How old a price is, said honestly.
 *
 * - An estimate (a part no shop listed) is dated by its month. It is "old" when that month is
 *   more than ESTIMATE_STALE_MONTHS calendar months before the newest shop snapshot's day, not
 *   before today: what a buyer weighs is the estimate against the shop prices printed beside it,
 *   and the pages are pre-rendered and the API cached, so a wall-clock rule would change the
 *   same page's text between a build and a visit (and the tests with the calendar).
 * - The shop prices themselves are dated by the snapshot's day and aged against today in the
 *   Philippines ("Shop prices seen 23 Apr 2026 (216 days ago)"): that figure is computed when a
 *   static page is built and again in the browser when it is read.
 */
import { groupThousands } from '../format/money.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-04-23` → "23 Apr 2026" (long: "23 April 2026"); `2025-06` → "Jun 2025". Other text is returned as is. */
export function formatPriceDate(value: string, long = false): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  const month = m ? (long ? LONG_MONTHS : MONTHS)[Number(m[2]) - 1] : undefined;
  if (!m || !month) return value;
  return m[3] ? `${Number(m[3])} ${month} ${m[1]}` : `${month} ${m[1]}`;
}

/** An estimate more than this many calendar months older than the shop snapshot may be far off. */
export const ESTIMATE_STALE_MONTHS = 6;

const monthIndex = (value: string): number | undefined => {
  const m = /^(\d{4})-(\d{2})/.exec(value);
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : undefined;
};

/** Whole calendar months from one `YYYY-MM[-DD]` to another (`2025-06` → `2026-04-23`: 10). */
export function monthsBetween(from: string, to: string): number | undefined {
  const a = monthIndex(from);
  const b = monthIndex(to);
  return a === undefined || b === undefined ? undefined : b - a;
}

/** The warning under an old estimate, or undefined when it is recent enough (or undated). */
export function staleEstimateText(estimateMonth: string | undefined, shopsCheckedOn: string | undefined): string | undefined {
  if (!estimateMonth || !shopsCheckedOn) return undefined;
  const months = monthsBetween(estimateMonth, shopsCheckedOn);
  if (months === undefined || months <= ESTIMATE_STALE_MONTHS) return undefined;
  return `may be far off — no shop listed it on ${formatPriceDate(shopsCheckedOn)}`;
}

/** Philippine time is UTC+8 all year (no daylight saving since 1978). */
const MANILA_OFFSET_MS = 8 * 3_600_000;

/**
 * The calendar day in the Philippines at a moment, `YYYY-MM-DD`. Plain arithmetic, not an
 * `Intl.DateTimeFormat` with a time zone: building one loads the zone data, about 40 ms on a
 * phone, on every page that shows a price's age.
 */
export function manilaDay(at: Date): string {
  return new Date(at.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "today", "yesterday", "216 days ago" (a snapshot dated after today reads "today"). */
export function daysAgoText(day: string, today: string): string {
  const days = daysBetween(day, today);
  if (days <= 0) return 'today';
  return days === 1 ? 'yesterday' : `${groupThousands(days)} days ago`;
}

/** The banner's age line: "Shop prices seen 23 Apr 2026 (216 days ago)". */
export function shopPricesAgeText(observedOn: string, today: string): string {
  return `Shop prices seen ${formatPriceDate(observedOn)} (${daysAgoText(observedOn, today)})`;
}
