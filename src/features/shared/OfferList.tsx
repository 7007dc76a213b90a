import type { Offer } from '../../domain/pricing/offers.ts';
import { sortOffers } from '../../domain/pricing/offers.ts';
import { formatPeso } from '../../domain/money.ts';

/** A part's shop offers, cheapest first: shop, price, and a link to the shop's page (new tab). */
export function OfferList({ offers, partName }: { offers: readonly Offer[]; partName: string }) {
  return (
    <ul className="offer-list">
      {sortOffers(offers).map((offer) => (
        <li key={`${offer.shop}|${offer.url}`}>
          <span className="offer-list__shop">{offer.shop}</span>
          <span className="offer-list__price">{formatPeso(offer.price)}</span>
          <a href={offer.url} target="_blank" rel="noopener noreferrer">
            View<span className="visually-hidden">
              {' '}
              {partName} at {offer.shop} (opens in a new tab)
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
