/**
 * "Your quote" in the builder summary (issue 28): the prices a shop quoted for the chosen parts,
 * each against the lowest price at other shops today, and the sums. Shown only when the build
 * carries quoted prices (opened from the quote checker); the build's own totals stay today's.
 */
import { useStore } from '@nanostores/react';
import { shortName } from '../../domain/builder/labels.ts';
import { quoteSource, versusToday, yourQuote } from '../../domain/builder/your-quote.ts';
import { formatPeso } from '../../domain/money.ts';
import { $quotes, $selection } from './store.ts';
import './your-quote.css';

export function YourQuote() {
  const selection = useStore($selection);
  const quotes = useStore($quotes);
  const quote = yourQuote(selection, quotes);
  if (!quote) return null;
  return (
    <section className="your-quote" aria-labelledby="your-quote-title" data-testid="your-quote">
      <h3 id="your-quote-title">Your quote</h3>
      <ul>
        {quote.lines.map(({ part, quote: q, aboveToday }) => (
          <li key={part.id}>
            <span className="your-quote__part">{shortName(part)}</span>
            <strong>{formatPeso(q.price)}</strong>
            <small className={aboveToday !== null && aboveToday > 0 ? 'your-quote__above' : undefined}>
              {versusToday(aboveToday)}
              {quoteSource(q) && ` · ${quoteSource(q)}`}
            </small>
          </li>
        ))}
      </ul>
      <p className="your-quote__sum" data-testid="your-quote-total">
        Quoted: <strong>{formatPeso(quote.quoted)}</strong> for {quote.lines.length} {quote.lines.length === 1 ? 'part' : 'parts'}; the same at today’s lowest prices: {formatPeso(quote.today)}.
      </p>
    </section>
  );
}
