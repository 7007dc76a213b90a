/**
 * Where to buy (issue 13): the cheapest mix of shops for the chosen parts, its sum said plainly
 * (issue 25: "₱37,293 at 3 shops for 5 parts + ₱5,250 estimated for 2 parts no shop listed =
 * ₱42,543"), and one-shop totals where a shop has them all.
 */
import type { Component } from '../../domain/catalogue/catalogue.ts';
import { formatPeso } from '../../domain/format/money.ts';
import { buySum, buySumSegments } from '../../domain/pricing/buy-text.ts';
import { mixNotes, priceNote, whereToBuy } from '../../domain/pricing/price-display.ts';
import { EstimateTag, PriceWarnings } from '../shared/PriceNote.tsx';

/** Issue 13: the cheapest mix of shops for the chosen parts, and one-shop totals where a shop has them all. */
export function WhereToBuy({ parts }: { parts: Component[] }) {
  if (parts.length === 0) return null;
  const where = whereToBuy(parts);
  const partOf = new Map(parts.map((p) => [p.id, p]));
  return (
    <section className="where" aria-labelledby="where-title" data-testid="where-to-buy">
      <h3 id="where-title">Where to buy</h3>
      {where ? (
        <>
          <p className="where__total" data-testid="where-sum">
            <span>Cheapest mix of shops: </span>
            {buySumSegments(buySum(where.mix, parts)).map((segment, i) =>
              segment.amount ? (
                <strong key={i} data-testid={segment.amount === 'shops' ? 'mix-total' : `sum-${segment.amount}`}>
                  {segment.text}
                </strong>
              ) : (
                <span key={i}>{segment.text}</span>
              ),
            )}
          </p>
          <ul className="where__list" data-testid="mix-parts">
            {where.mix.choices.map((c) => (
              <li key={c.partId}>
                <span className="where__part">
                  {c.quantity > 1 && `${c.quantity} × `}
                  {partOf.get(c.partId)?.name}
                </span>
                <span className="where__shop">
                  <a href={c.offer.url} target="_blank" rel="noopener noreferrer">
                    {c.offer.shop}
                  </a>{' '}
                  <strong>{formatPeso(c.offer.price * c.quantity)}</strong>
                </span>
                {/* Why the mix skips a cheaper offer: it is far below the other shops (issue 21). */}
                <PriceWarnings note={priceNote(partOf.get(c.partId)!)} />
              </li>
            ))}
            {where.mix.missing.map((id) => {
              const part = partOf.get(id)!;
              const note = priceNote(part);
              return (
                <li key={id} className="where__estimate">
                  <span className="where__part">{part.name}</span>
                  <span className="where__shop">
                    {note.kind === 'estimate' && <EstimateTag month={note.month} />} <strong>{formatPeso(part.price)}</strong>
                  </span>
                  <PriceWarnings note={note} />
                </li>
              );
            })}
          </ul>
          {mixNotes(where.mix).map((note) => (
            <p key={note} className="where__hint">
              {note}
            </p>
          ))}
          <h4>Everything at one shop</h4>
          {where.mix.missing.length > 0 && where.oneShop.length > 0 && (
            <p className="where__hint" data-testid="one-shop-leaves-out">
              Leaving out what no shop listed.
            </p>
          )}
          {where.oneShop.length > 0 ? (
            <ol className="where__shops" data-testid="one-shop">
              {where.oneShop.map((t) => (
                <li key={t.shop}>
                  <span>{t.shop}</span>
                  <strong>{formatPeso(t.total)}</strong>
                </li>
              ))}
            </ol>
          ) : (
            <p className="where__hint" data-testid="one-shop-none">
              No single shop lists every chosen part{where.mix.missing.length > 0 ? ' that shops list' : ''}.
            </p>
          )}
        </>
      ) : (
        <p className="where__hint">No shop listed the chosen parts; their prices are estimates.</p>
      )}
    </section>
  );
}

