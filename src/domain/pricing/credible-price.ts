/**
 * The credible-price rule: which of a part's shop offers may set its headline price.
 *
 * An offer far below the other shops — under FAR_BELOW_SHARE (80 %) of the median of the other
 * shops' prices, when at least FAR_BELOW_MIN_OTHER_SHOPS (2) other shops list the part — is still
 * listed, flagged "far below other shops — check stock before you go", but it is not the
 * headline and is left out of every sum: totals, the builder's range, Where to buy and the
 * optimiser. The listings hold stale price levels (a 32 GB DDR5 kit at ₱4,500 beside ₱21,000 at
 * three other shops); a buyer who goes for the low one usually finds it gone.
 *
 * Of an even number of other shops the median taken is the lower middle price, so the rule reads
 * simply: an offer is flagged when more than half of the other shops ask over 1.25× its price.
 * (With the average of the two middle prices, three shops agreeing on ₱7,500 would be flagged
 * because two others ask ₱11,500.)
 *
 * The headline price is the lowest credible offer. The highest credible offer of each shop
 * gives the spread, shown when it reaches SPREAD_FACTOR (2×): "₱9,800–₱21,000 at 4 shops".
 * With a single other shop nothing is flagged (neither can be blamed), so a two-shop gap shows
 * as a spread instead.
 *
 * Every place a price comes from reads this module (through offers.ts, the catalogue loader
 * and price-display.ts), so a part costs the same on every screen and route.
 */
import type { Offer } from './offer.ts';
import { isUsable } from './offer-state.ts';

/** An offer under this share of the other shops' median is far below them. */
export const FAR_BELOW_SHARE = 0.8;
/** Other shops needed before an offer can be called far below them. */
export const FAR_BELOW_MIN_OTHER_SHOPS = 2;
/** What a flagged offer says, word for word (issue 21). */
export const FAR_BELOW_TEXT = 'far below other shops — check stock before you go';
/** Credible offers this many times apart are shown as a spread rather than one price. */
export const SPREAD_FACTOR = 2;

/** Why an offer does not count: only one reason so far. */
export type { OfferFlag } from './offer.ts';

/** The lower middle value: the median of an odd count, the lower of the two middle values of an even one. */
export function lowerMedian(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Whether a price is far below the other shops. `otherShopPrices` holds one price per other
 * shop. The highest price of a part is never far below (it is at least the median of the rest),
 * so every part with offers keeps at least one credible offer.
 */
export function isFarBelow(price: number, otherShopPrices: readonly number[]): boolean {
  return otherShopPrices.length >= FAR_BELOW_MIN_OTHER_SHOPS && price < FAR_BELOW_SHARE * lowerMedian(otherShopPrices);
}

/** One price per shop: the median of the shop's own offers (one, unless it lists the part twice). */
function pricePerShop(offers: readonly { shop: string; price: number }[]): Map<string, number> {
  const byShop = new Map<string, number[]>();
  for (const o of offers) byShop.set(o.shop, [...(byShop.get(o.shop) ?? []), o.price]);
  return new Map([...byShop].map(([shop, prices]) => [shop, median(prices)]));
}

/** The far-below test of one offer against the other shops among `all` (listings or offers). */
export function farBelowOthers(offer: { shop: string; price: number }, all: readonly { shop: string; price: number }[]): boolean {
  const others = [...pricePerShop(all)].filter(([shop]) => shop !== offer.shop).map(([, price]) => price);
  return isFarBelow(offer.price, others);
}

/**
 * The offers with `flag` set on those far below the other shops (and cleared on the rest). Only
 * usable offers (in stock, not replaced by fresher ones: offer-state.ts) are compared or flagged.
 */
export function flagOffers<T extends Offer>(offers: readonly T[]): T[] {
  const usable = offers.filter(isUsable);
  return offers.map((o) => {
    const { flag: _old, ...plain } = o;
    return (isUsable(o) && farBelowOthers(o, usable) ? { ...plain, flag: 'far-below-others' } : plain) as T;
  });
}

/** The offers that may set a price or enter a sum: usable, and not far below the other shops. */
export function credibleOffers<T extends Offer>(offers: readonly T[]): T[] {
  const usable = offers.filter(isUsable);
  return usable.filter((o) => !farBelowOthers(o, usable));
}

/** The lowest offer: cheapest, then the most recently seen, then the shop whose name sorts first. */
export function lowestOffer<T extends Offer>(offers: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const offer of offers) {
    if (
      !best ||
      offer.price < best.price ||
      (offer.price === best.price &&
        (offer.observedOn > best.observedOn || (offer.observedOn === best.observedOn && offer.shop < best.shop)))
    ) {
      best = offer;
    }
  }
  return best;
}

/** The headline offer: the lowest credible one. Undefined without offers. */
export function headlineOffer<T extends Offer>(offers: readonly T[]): T | undefined {
  return lowestOffer(credibleOffers(offers));
}

export interface CrediblePrice {
  /** The headline offer (lowest credible). */
  offer: Offer;
  /** Its price: the part's `price` everywhere. */
  price: number;
  /** The highest shop price among the credible offers (each shop's lowest credible offer). */
  high: number;
  /** Shops with a credible offer. */
  shops: number;
  /** Every shop that lists the part, flagged offers included. */
  listedShops: number;
  /** The offers far below the other shops, cheapest first, each with its flag. */
  flagged: Offer[];
  /** The newest day among the offers, `YYYY-MM-DD`. */
  observedOn: string;
}

/** The credible price of a part from its offers; undefined when it has none. */
export function crediblePrice(offers: readonly Offer[]): CrediblePrice | undefined {
  const credible = credibleOffers(offers);
  const offer = lowestOffer(credible);
  if (!offer) return undefined;
  const lowestPerShop = new Map<string, number>();
  for (const o of credible) lowestPerShop.set(o.shop, Math.min(lowestPerShop.get(o.shop) ?? Infinity, o.price));
  const flagged = flagOffers(offers)
    .filter((o) => o.flag)
    .sort((a, b) => a.price - b.price || a.shop.localeCompare(b.shop));
  return {
    offer,
    price: offer.price,
    high: Math.max(...lowestPerShop.values()),
    shops: lowestPerShop.size,
    listedShops: new Set(offers.map((o) => o.shop)).size,
    flagged,
    observedOn: offers.reduce((newest, o) => (o.observedOn > newest ? o.observedOn : newest), offer.observedOn),
  };
}

/** True when credible prices this far apart should be shown as a spread. */
export const isSpread = (low: number, high: number): boolean => high >= SPREAD_FACTOR * low;
