/**
 * What an offer is — one shop's price for one part on one day — on its own, so that the rules
 * that read offers (credible-price.ts, offer-state.ts) and the summaries built on them
 * (offers.ts) all depend on it and not on each other.
 */

/** Set on an offer that may not set the price: far below the other shops (credible-price.ts). */
export type OfferFlag = 'far-below-others';

/** One shop's price for one catalogue part on one day. */
export interface Offer {
  /** The shop's name as the snapshot records it. */
  shop: string;
  /** Whole pesos. */
  price: number;
  /** The shop's product page (https). */
  url: string;
  /** `YYYY-MM-DD`, the day the price was seen. */
  observedOn: string;
  /** Set on an offer that may not set the price (far below the other shops); computed, never stored. */
  flag?: OfferFlag;
  /** `false` when the shop's page said out of stock at the last refresh: listed, never in a price or total (offer-state.ts). */
  inStock?: false;
  /** `true` when fresher offers of the part replace this one (not seen for 14 days): listed, never in a price or total. */
  stale?: true;
}
