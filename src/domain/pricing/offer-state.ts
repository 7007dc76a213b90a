/**
 * What a refreshed offer's state means (issue 27). The refresh job re-reads each known shop page;
 * what it saw last decides how the offer is shown and whether it may set a price:
 *
 * - out of stock: listed with an "out of stock" mark, never the price, never in a total;
 * - stale (not seen for STALE_AFTER_DAYS days): listed with "not seen since …"; while any offer
 *   of the part is fresh, only fresh offers set its price; when none is (no refresh reached the
 *   part's shops) the stale ones still do, and the day shown says how old they are;
 * - gone (the page answered 404): retired, not listed at all (the store leaves it out).
 *
 * What remains (the pricing pool) then goes through the one credible-price rule
 * (credible-price.ts): an offer far below the other shops is flagged and left out.
 * The server marks offers against its today (markStale) whenever it prices the catalogue; the
 * credible-price rule takes only usable offers (isUsable), so every sum follows.
 */
import type { Offer } from './offer.ts';
import { daysBetween, formatPriceDate } from './price-age.ts';

/** An offer not seen for this many days is stale. */
export const STALE_AFTER_DAYS = 14;

/** What a shop page said at one refresh. */
export type Availability = 'in_stock' | 'out_of_stock' | 'gone';

/** What the offer list says under an out-of-stock offer. */
export const OUT_OF_STOCK_TEXT = 'out of stock';

export const isOutOfStock = (offer: Pick<Offer, 'inStock'>): boolean => offer.inStock === false;

/** True when the offer was last seen STALE_AFTER_DAYS or more days before `today` (`YYYY-MM-DD`). */
export function isStale(offer: Pick<Offer, 'observedOn'>, today: string): boolean {
  return daysBetween(offer.observedOn, today) >= STALE_AFTER_DAYS;
}

/** "not seen since 23 Apr 2026". */
export const staleText = (offer: Pick<Offer, 'observedOn'>): string => `not seen since ${formatPriceDate(offer.observedOn)}`;

/**
 * Marks the stale offers that fresher ones replace: while any in-stock offer of the part was seen
 * in the last STALE_AFTER_DAYS days, every older one gets `stale: true` (listed, not priced);
 * when none is fresh, none is marked, and the day shown says how old the prices are.
 */
export function markStale<T extends Offer>(offers: readonly T[], today: string): T[] {
  const anyFresh = offers.some((o) => !isOutOfStock(o) && !isStale(o, today));
  return offers.map((o) => {
    const { stale: _old, ...plain } = o;
    return (anyFresh && isStale(o, today) ? { ...plain, stale: true } : plain) as T;
  });
}

/** Whether an offer may set a price or enter a sum at all: in stock and not replaced by fresher offers. */
export const isUsable = (offer: Pick<Offer, 'inStock' | 'stale'>): boolean => offer.inStock !== false && offer.stale !== true;
