/**
 * What each row of a part's offer list says (issues 21, 27): cheapest first, the flag under an
 * offer far below the other shops, the mark under one out of stock or not seen for 14 days.
 * The React list (cards, builder, the part page at build time) and the part page's plain script
 * (the refreshed offers) both render these rows.
 */
import { FAR_BELOW_TEXT, flagOffers } from './credible-price.ts';
import { OUT_OF_STOCK_TEXT, staleText } from './offer-state.ts';
import { sortOffers, type Offer } from './offers.ts';
import { formatPeso } from '../format/money.ts';
import { formatPriceDate } from './price-age.ts';

export const NOT_PRICED_TEXT = 'not in the price or totals';

export interface OfferRow {
  key: string;
  shop: string;
  price: string;
  /** "seen 23 Apr 2026" */
  seen: string;
  url: string;
  /** The row's modifier class: flagged (far below), out (out of stock or stale), or none. */
  className: 'offer-list__flagged' | 'offer-list__out' | null;
  /** `far-below-others` on a flagged row (its `data-flag`), else null. */
  flagCode: string | null;
  flag: string | null;
  /** The out-of-stock or stale mark, with the test id the journeys find it by. */
  mark: { testId: 'offer-out-of-stock' | 'offer-stale'; text: string } | null;
}

export function offerRows(offers: readonly Offer[]): OfferRow[] {
  return sortOffers(flagOffers(offers)).map((offer) => ({
    key: `${offer.shop}|${offer.url}`,
    shop: offer.shop,
    price: formatPeso(offer.price),
    seen: `seen ${formatPriceDate(offer.observedOn)}`,
    url: offer.url,
    className: offer.flag ? 'offer-list__flagged' : offer.inStock === false || offer.stale ? 'offer-list__out' : null,
    flagCode: offer.flag ?? null,
    flag: offer.flag ? FAR_BELOW_TEXT : null,
    mark:
      offer.inStock === false
        ? { testId: 'offer-out-of-stock', text: `${OUT_OF_STOCK_TEXT} — ${NOT_PRICED_TEXT}` }
        : offer.stale
          ? { testId: 'offer-stale', text: `${staleText(offer)} — ${NOT_PRICED_TEXT}` }
          : null,
  }));
}
