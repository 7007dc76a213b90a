/**
 * "Your quote": the price a shop quoted for a part of the build, kept beside the catalogue's price
 * (issue 28: a build opened from the quote checker keeps its quoted prices; issue 29's custom
 * prices are the same thing typed in by hand).
 *
 * It rides on the part itself wherever a parts object is stored — the draft, a loaded build, a
 * saved build — as an optional `quote: { price, shop?, date? }` on the part's object, so that
 * every place that already carries parts carries their quotes with no new key. In the builder it
 * is kept by part id (a part's quote follows it from slot to slot). The catalogue price stays the
 * price: totals, the verdict and Where to buy are unchanged; "your quote" is shown beside them.
 */
import { MAX_PRICE } from '../quote/limits.ts';
import type { Component } from '../catalogue/catalogue.ts';
import { formatManilaDate } from '../format/dates.ts';
import { formatPeso } from '../format/money.ts';
import { MULTI_SLOTS, SINGLE_SLOTS, chosenParts, type Selection, type Slot } from './selection.ts';

/** The longest shop name kept with a quoted price. */
export const MAX_SHOP_NAME = 60;
export { MAX_PRICE };

export interface QuotedPrice {
  /** Whole pesos, 0 to MAX_PRICE. */
  price: number;
  shop?: string;
  /** `YYYY-MM-DD`. */
  date?: string;
}

export const QUOTE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Quoted prices by part id. */
export type Quotes = Readonly<Record<string, QuotedPrice>>;

/**
 * A stored quote, if it is a valid one: stored data is read tolerantly, a bad one is ignored.
 * (The API refuses a bad one with the reason: your-quote-schema.ts, the same rules.)
 */
export function readQuotedPrice(value: unknown): QuotedPrice | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { price, shop, date, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length) return undefined;
  if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0 || price > MAX_PRICE) return undefined;
  if (shop !== undefined && (typeof shop !== 'string' || shop.trim() === '' || shop.trim().length > MAX_SHOP_NAME)) return undefined;
  if (date !== undefined && (typeof date !== 'string' || !QUOTE_DATE.test(date))) return undefined;
  return { price, ...(typeof shop === 'string' && { shop: shop.trim() }), ...(typeof date === 'string' && { date }) };
}

const entriesOf = (stored: unknown): unknown[] => {
  if (!stored || typeof stored !== 'object') return [];
  const source = stored as Record<string, unknown>;
  return [...SINGLE_SLOTS, ...MULTI_SLOTS].flatMap((slot) => {
    const value = source[slot];
    return Array.isArray(value) ? value : [value];
  });
};

/** The quotes a stored parts object carries, by part id (the first quote of a part counts). */
export function quotesOf(stored: unknown): Quotes {
  const quotes: Record<string, QuotedPrice> = {};
  for (const entry of entriesOf(stored)) {
    if (!entry || typeof entry !== 'object') continue;
    const { id, quote } = entry as { id?: unknown; quote?: unknown };
    const read = readQuotedPrice(quote);
    if (typeof id === 'string' && read && !quotes[id]) quotes[id] = read;
  }
  return quotes;
}

/** The parts object with each quoted part's object carrying its `quote` (other parts unchanged). */
export function withQuotes<P extends object>(parts: P, quotes: Quotes): P {
  if (Object.keys(quotes).length === 0) return parts;
  const attach = (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const id = (value as { id?: unknown }).id;
    const quote = typeof id === 'string' ? quotes[id] : undefined;
    return quote ? { ...value, quote } : value;
  };
  const out = { ...parts } as Record<string, unknown>;
  for (const slot of [...SINGLE_SLOTS, ...MULTI_SLOTS] as Slot[]) {
    const value = out[slot];
    if (value === undefined) continue;
    out[slot] = Array.isArray(value) ? value.map(attach) : attach(value);
  }
  return out as P;
}

/** Only the quotes of parts the selection holds. */
export function quotesFor(selection: Selection, quotes: Quotes): Quotes {
  const chosen = new Set(chosenParts(selection).map((p) => p.id));
  return Object.fromEntries(Object.entries(quotes).filter(([id]) => chosen.has(id)));
}

export interface QuotedLine {
  part: Component;
  quote: QuotedPrice;
  /** The quoted price minus today's lowest shop price (positive: the quote is dearer); null when no shop listed the part (its price is an estimate). */
  aboveToday: number | null;
}

export interface YourQuote {
  lines: QuotedLine[];
  /** What the quoted parts cost as quoted, and at today's prices (each part counted as often as chosen). */
  quoted: number;
  today: number;
}

/** The builder summary's "Your quote": each quoted part against today's price, and the sums. */
export function yourQuote(selection: Selection, quotes: Quotes): YourQuote | null {
  const lines: QuotedLine[] = [];
  let quoted = 0;
  let today = 0;
  for (const part of chosenParts(selection)) {
    const quote = quotes[part.id];
    if (!quote) continue;
    lines.push({ part, quote, aboveToday: part.priceSource === 'estimate' ? null : quote.price - part.price });
    quoted += quote.price;
    today += part.price;
  }
  return lines.length ? { lines, quoted, today } : null;
}

/** A quoted price against the lowest price at other shops today, in words. */
export function versusToday(aboveToday: number | null): string {
  if (aboveToday === null) return 'no shop listed it in our latest prices';
  if (aboveToday > 0) return `${formatPeso(aboveToday)} more than the lowest price today`;
  if (aboveToday < 0) return `${formatPeso(-aboveToday)} less than the lowest price today`;
  return 'the lowest price today';
}

/** Where and when the price was quoted ("PC Express, May 1, 2026"), or nothing. */
export function quoteSource(quote: QuotedPrice): string {
  return [quote.shop, quote.date && formatManilaDate(quote.date)].filter(Boolean).join(', ');
}
