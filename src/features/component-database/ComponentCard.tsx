import { memo } from 'react';
import type { Component } from '../../domain/catalogue.ts';
import { formatPeso } from '../../domain/money.ts';
import { specLines } from '../../domain/spec-lines.ts';

/** One part: picture, name, maker, price and the specs a buyer compares. */
export const ComponentCard = memo(function ComponentCard({ part }: { part: Component | null | undefined }) {
  if (!part) {
    return (
      <article className="part-card part-card--missing">
        <h3>Component not found</h3>
        <p>No data provided.</p>
      </article>
    );
  }
  return (
    <article className="part-card" data-part-id={part.id}>
      <img src={part.image} alt="" width={96} height={72} loading="lazy" decoding="async" />
      <div className="part-card__body">
        <h3>{part.name}</h3>
        <p className="part-card__brand">{part.brand}</p>
        <p className="part-card__price">{formatPeso(part.price)}</p>
      </div>
      <dl className="part-card__specs">
        {specLines(part).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
});
