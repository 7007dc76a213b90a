import { Fragment, memo, type MouseEvent } from 'react';
import type { Component } from '../../domain/catalogue/catalogue.ts';
import { formatPeso } from '../../domain/format/money.ts';
import { specLines } from '../../domain/catalogue/spec-lines.ts';
import { priceNote, type PriceNote } from '../../domain/pricing/price-display.ts';
import { OfferDisclosure } from '../shared/OfferList.tsx';
import { PriceNoteLine } from '../shared/PriceNote.tsx';
import { CompareToggle } from '../shared/CompareToggle.tsx';
import { addToBuildHref, partHref } from '../../domain/catalogue/part-links.ts';

export { addToBuildHref } from '../../domain/catalogue/part-links.ts';

export interface CardProps {
  part: Component | null | undefined;
  /** Checks the part against the draft before the builder opens; may cancel the link. */
  onAdd?: ((part: Component, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** Why the part does not fit the current draft, once "Add to build" was pressed. */
  fit?: { message: string; canAdd: boolean } | null | undefined;
}

/**
 * The price (the lowest credible shop offer, or a muted estimate), then where and when it was
 * seen — or the Estimate tag with its month — and any warning: offers far below the other shops,
 * an old estimate.
 */
function PriceLine({ part, note }: { part: Component; note: PriceNote }) {
  return (
    <>
      <p className={`part-card__price${note.kind === 'estimate' ? ' part-card__price--estimate' : ''}`}>{formatPeso(part.price)}</p>
      <p className="part-card__seen">
        <PriceNoteLine part={part} note={note} />
      </p>
    </>
  );
}

/** One part: picture, name, maker, price, the specs a buyer compares, and Add to build. */
export const ComponentCard = memo(function ComponentCard({ part, onAdd, fit }: CardProps) {
  if (!part) {
    return (
      <article className="part-card part-card--missing">
        <h3>Component not found</h3>
        <p>No data provided.</p>
      </article>
    );
  }
  const note = priceNote(part);
  return (
    <article
      className="part-card"
      data-part-id={part.id}
      data-price-source={note.kind}
      data-price-flagged={note.kind === 'shops' && note.flagged.length > 0 ? '' : undefined}
    >
      <img src={part.image} alt="" width={96} height={72} loading="lazy" decoding="async" />
      <div className="part-card__body">
        <h3>
          <a className="part-card__link" href={partHref(part.id)}>
            {part.name}
          </a>
        </h3>
        <p className="part-card__brand">{part.brand}</p>
        <PriceLine part={part} note={note} />
      </div>
      {note.kind === 'shops' && (
        <OfferDisclosure className="part-card__offers" summary={`Shop offers (${note.listedShops})`} offers={note.offers} part={part} />
      )}
      {/* dt/dd straight in the grid, no wrapper per row: 676 cards hydrate, every node counts. */}
      <dl className="part-card__specs">
        {specLines(part).map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <div className="part-card__actions">
        <a
          className="btn btn-ghost part-card__add"
          href={addToBuildHref(part)}
          aria-label={`Add to build: ${part.name}`}
          onClick={onAdd && ((e) => onAdd(part, e))}
        >
          Add to build
        </a>
        <CompareToggle part={part} />
      </div>
      {fit && (
        <div className="part-card__fit" role="status">
          <p>{fit.message}</p>
          <p>
            {fit.canAdd && (
              <>
                <a href={addToBuildHref(part)}>Add anyway</a>
                {' · '}
              </>
            )}
            <a href="/builder">Open the builder</a>
          </p>
        </div>
      )}
    </article>
  );
});
