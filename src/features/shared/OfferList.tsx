import { useState, type ReactNode } from 'react';
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

/**
 * A disclosure of the offers. The list is rendered once it is opened: the Component Database
 * shows hundreds of cards, and thousands of offer rows in the page would slow it down.
 */
export function OfferDisclosure(props: { className: string; summary: ReactNode; offers: readonly Offer[]; partName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={`${props.className} offers`} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{props.summary}</summary>
      {open && <OfferList offers={props.offers} partName={props.partName} />}
    </details>
  );
}
