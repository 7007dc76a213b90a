import { Suspense, lazy, useState, type ReactNode, type SyntheticEvent } from 'react';
import type { Category } from '../../domain/catalogue/categories.ts';
import type { Offer } from '../../domain/pricing/offers.ts';
import { offerRows } from '../../domain/pricing/offer-rows.ts';
import { loadOffers } from './catalogue-client.ts';

/** The history and its chart load when a disclosure is first opened, not with the page (the builder's JavaScript budget). */
const PriceHistory = lazy(() => import('./PriceHistory.tsx').then((m) => ({ default: m.PriceHistory })));

/**
 * A part's shop offers, cheapest first: shop, price (and, on the part page, the day it was seen),
 * and a link to the shop's page (new tab). An offer far below the other shops stays in the list,
 * muted, with the flag under it (issue 21); one out of stock, or not seen for 14 days while others
 * were, says so (issue 27).
 */
export function OfferList({ offers, partName, withDay = false }: { offers: readonly Offer[]; partName: string; withDay?: boolean }) {
  return (
    <ul className={withDay ? 'offer-list offer-list--days' : 'offer-list'}>
      {offerRows(offers).map((row) => (
        <li key={row.key} className={row.className ?? undefined} data-flag={row.flagCode ?? undefined}>
          <span className="offer-list__shop">{row.shop}</span>
          <span className="offer-list__price">{row.price}</span>
          {withDay && <span className="offer-list__day">{row.seen}</span>}
          <a href={row.url} target="_blank" rel="noopener noreferrer">
            View<span className="visually-hidden">
              {' '}
              {partName} at {row.shop} (opens in a new tab)
            </span>
          </a>
          {row.flag && <span className="offer-list__flag">{row.flag}</span>}
          {row.mark && (
            <span className="offer-list__mark" data-testid={row.mark.testId}>
              {row.mark.text}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

type Loaded = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; offers: readonly Offer[] };

/**
 * A disclosure of the offers. The list is rendered once it is opened: the Component Database
 * shows hundreds of cards, and thousands of offer rows in the page would slow it down. Where the
 * page left the offers out of its props, opening the disclosure loads them.
 */
export function OfferDisclosure(props: {
  className: string;
  summary: ReactNode;
  offers?: readonly Offer[] | undefined;
  part: { id: string; type: Category; name: string; price: number };
}) {
  const { offers, part } = props;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>(offers ? { status: 'ready', offers } : { status: 'idle' });
  const load = () => {
    setLoaded({ status: 'loading' });
    void loadOffers(part.type, part.id).then((got) => setLoaded(got ? { status: 'ready', offers: got } : { status: 'failed' }));
  };
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open;
    setOpen(isOpen);
    if (isOpen && !offers && loaded.status !== 'ready' && loaded.status !== 'loading') load();
  };
  const shown = offers ? { status: 'ready' as const, offers } : loaded;
  return (
    <details className={`${props.className} offers`} onToggle={onToggle}>
      <summary>{props.summary}</summary>
      {open && shown.status === 'ready' && <OfferList offers={shown.offers} partName={part.name} />}
      {open && shown.status === 'loading' && <p className="offers__status" role="status">Loading offers…</p>}
      {open && shown.status === 'failed' && (
        <p className="offers__status" role="alert">
          Could not load the offers.{' '}
          <button type="button" className="btn btn-ghost offers__retry" onClick={load}>
            Try again
          </button>
        </p>
      )}
      {/* Issue 27: the part's price history and its alert, once the offers are opened. */}
      {open && (
        <Suspense fallback={null}>
          <PriceHistory part={part} />
        </Suspense>
      )}
    </details>
  );
}
