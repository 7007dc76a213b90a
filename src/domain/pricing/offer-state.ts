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
 * Staleness is computed against today, never stored: the same offer turns stale with the calendar.
 */
import { flagOffers } from './credible-price.ts';
import type { Offer } from './offers.ts';
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
 * The offers that may set a price, before the credible-price rule: those in stock, and of
 * those only the fresh ones when there are any.
 */
export function pricingOffers<T extends Offer>(offers: readonly T[], today: string): T[] {
  const inStock = offers.filter((o) => !isOutOfStock(o));
  const fresh = inStock.filter((o) => !isStale(o, today));
  return fresh.length > 0 ? fresh : inStock;
}

/** An offer as the offer list shows it: the far-below flag among the pricing pool, and its marks. */
export interface MarkedOffer extends Offer {
  /** Set when the offer does not take part in the price because it is out of stock. */
  outOfStock?: true;
  /** "not seen since 23 Apr 2026" on a stale offer. */
  stale?: string;
}

/** Every listed offer with its flag (far below, among the pricing pool) and its state marks. */
export function markOffers(offers: readonly Offer[], today: string): MarkedOffer[] {
  const pool = pricingOffers(offers, today);
  const flagged = flagOffers(pool);
  return offers.map((offer): MarkedOffer => {
    const { flag: _old, ...plain } = offer;
    const inPool = pool.indexOf(offer);
    const flag = inPool >= 0 ? flagged[inPool]!.flag : undefined;
    return {
      ...plain,
      ...(flag && { flag }),
      ...(isOutOfStock(offer) && { outOfStock: true as const }),
      ...(isStale(offer, today) && { stale: staleText(offer) }),
    };
  });
}
