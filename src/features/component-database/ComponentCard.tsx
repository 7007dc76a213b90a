import { Fragment, memo, type MouseEvent } from 'react';
import type { Component } from '../../domain/catalogue.ts';
import { formatPeso } from '../../domain/money.ts';
import { specLines } from '../../domain/spec-lines.ts';
import { priceNote } from '../../domain/pricing/price-display.ts';
import { EstimateTag, OfferDisclosure } from '../shared/OfferList.tsx';

/** Issue 12: "Add to build" opens the builder with the part chosen; it works as a plain link too. */
export const addToBuildHref = (part: Pick<Component, 'id'>) => `/builder?add=${encodeURIComponent(part.id)}`;

export interface CardProps {
  part: Component | null | undefined;
  /** Checks the part against the draft before the builder opens; may cancel the link. */
  onAdd?: ((part: Component, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** Why the part does not fit the current draft, once "Add to build" was pressed. */
  fit?: { message: string; canAdd: boolean } | null | undefined;
}

/** The price, then where and when it was seen, or an Estimate tag (muted) with its month. */
function PriceLine({ part }: { part: Component }) {
  const note = priceNote(part);
  if (note.kind === 'shops') {
    return (
      <>
        <p className="part-card__price">{formatPeso(part.price)}</p>
        <p className="part-card__seen price-note">{note.text}</p>
      </>
    );
  }
  return (
    <>
      <p className="part-card__price part-card__price--estimate">{formatPeso(part.price)}</p>
      <p className="part-card__seen">
        <EstimateTag month={note.month} />
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
    <article className="part-card" data-part-id={part.id} data-price-source={note.kind}>
      <img src={part.image} alt="" width={96} height={72} loading="lazy" decoding="async" />
      <div className="part-card__body">
        <h3>{part.name}</h3>
        <p className="part-card__brand">{part.brand}</p>
        <PriceLine part={part} />
      </div>
      {note.kind === 'shops' && (
        <OfferDisclosure className="part-card__offers" summary={`Shop offers (${note.shops})`} offers={note.offers} part={part} />
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
