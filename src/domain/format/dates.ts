/** Dates as Filipinos read them: Philippine time (Asia/Manila) in en-PH format, e.g. "Jun 6, 2025". */
const ZONE = 'Asia/Manila';
// Made on first use: a formatter with a time zone loads the zone data, which pages that import
// this module but show no date (the builder) should not pay for while they load.
let DATE: Intl.DateTimeFormat | undefined;
let DATE_TIME: Intl.DateTimeFormat | undefined;

/** What a missing or unreadable date shows. */
export const NO_DATE = '—';

function parse(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatManilaDate(value: string | number | Date | null | undefined): string {
  const date = parse(value);
  return date ? (DATE ??= new Intl.DateTimeFormat('en-PH', { timeZone: ZONE, dateStyle: 'medium' })).format(date) : NO_DATE;
}

export function formatManilaDateTime(value: string | number | Date | null | undefined): string {
  const date = parse(value);
  return date ? (DATE_TIME ??= new Intl.DateTimeFormat('en-PH', { timeZone: ZONE, dateStyle: 'medium', timeStyle: 'short' })).format(date) : NO_DATE;
}

/** Milliseconds since the epoch, or 0 for a missing or unreadable date (sorts last). */
export function timeOf(value: string | number | Date | null | undefined): number {
  return parse(value)?.getTime() ?? 0;
}
