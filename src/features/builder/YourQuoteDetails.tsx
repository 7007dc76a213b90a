/**
 * "Your quote" in the builder summary (issues 28, 29): the prices a shop quoted for the chosen
 * parts, each against the lowest price at other shops today, the custom lines, and "your
 * total" — the build priced with each quote in place of its part's price and the custom lines
 * added, marked as such. Shown only when the build carries quotes or custom lines; the build's
 * own estimate stays today's prices. Loaded only when the build has such prices (YourQuote.tsx).
 */
import { shortName } from '../../domain/builder/labels.ts';
import { CUSTOM_CATEGORIES, yourTotal, yourTotalText } from '../../domain/builder/custom-parts-text.ts';
import { quoteSource, versusToday, yourQuote } from '../../domain/builder/your-quote.ts';
import { formatPeso } from '../../domain/format/money.ts';
import type { CustomPart } from '../../domain/builder/custom-parts.ts';
import type { Selection } from '../../domain/builder/selection.ts';
import type { Quotes } from '../../domain/builder/your-quote.ts';
import './your-quote.css';

/** Under the summary's estimate: the total with the person's own prices, when there are any. */
/** The builder's state, passed in (this module loads later; the store stays in the page's chunk). */
export interface YourPricesProps {
  selection: Selection;
  quotes: Quotes;
  custom: readonly CustomPart[];
}

export function YourTotalDetails({ selection, quotes, custom }: YourPricesProps) {
  const mine = yourTotal(selection, quotes, custom);
  if (!mine) return null;
  return (
    <small className="summary__yours" data-testid="your-total-line">
      Your total: <strong>{yourTotalText(mine)}</strong>
    </small>
  );
}

export function YourQuoteDetails({ selection, quotes, custom }: YourPricesProps) {
  const quote = yourQuote(selection, quotes);
  const mine = yourTotal(selection, quotes, custom);
  if (!mine) return null;
  return (
    <section className="your-quote" aria-labelledby="your-quote-title" data-testid="your-quote">
      <h3 id="your-quote-title">Your prices</h3>
      <ul>
        {quote?.lines.map(({ part, quote: q, aboveToday }) => (
          <li key={part.id}>
            <span className="your-quote__part">
              {shortName(part)} <span className="quote-tag">your quote</span>
            </span>
            <strong>{formatPeso(q.price)}</strong>
            <small className={aboveToday !== null && aboveToday > 0 ? 'your-quote__above' : undefined}>
              {versusToday(aboveToday)}
              {quoteSource(q) && ` · ${quoteSource(q)}`}
            </small>
          </li>
        ))}
        {custom.map((line, index) => (
          <li key={`custom-${index}`}>
            <span className="your-quote__part">
              {line.name} <span className="quote-tag">custom part</span>
            </span>
            <strong>{formatPeso(line.price)}</strong>
            <small>{CUSTOM_CATEGORIES[line.category]} · not in the catalogue, so not checked</small>
          </li>
        ))}
      </ul>
      {quote && (
        <p className="your-quote__sum" data-testid="your-quote-total">
          Quoted: <strong>{formatPeso(quote.quoted)}</strong> for {quote.lines.length} {quote.lines.length === 1 ? 'part' : 'parts'}; the same at today’s lowest prices: {formatPeso(quote.today)}.
        </p>
      )}
      <p className="your-quote__sum" data-testid="your-total">
        Your total: <strong>{yourTotalText(mine)}</strong> (today's prices for the rest: {formatPeso(mine.today)} without them).
      </p>
    </section>
  );
}
