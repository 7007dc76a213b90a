/**
 * Issue 29 item 4, in the builder: a shop's quote in place of a chosen part's price ("your
 * quote", with an optional shop and day; set and cleared here on any chosen part), and custom
 * lines for what the catalogue lacks (name, kind, price). Both live in the builder's store, ride
 * in the draft, saved builds, community posts and the permalink, count in "your total" and go
 * out with Copy as text; the verdict says it cannot check a custom line. Loaded once the build
 * holds a part or a custom line (PartList.tsx): an empty builder's first view does not need it.
 */
import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Component } from '../../domain/catalogue/catalogue.ts';
import { shortName } from '../../domain/builder/labels.ts';
import { MAX_CUSTOM_PARTS } from '../../domain/builder/custom-parts.ts';
import { CUSTOM_CATEGORIES } from '../../domain/builder/custom-parts-text.ts';
import { quoteSource } from '../../domain/builder/your-quote.ts';
import { formatPeso } from '../../domain/format/money.ts';
import { CustomPartForm, QuoteForm, type CustomAtom, type QuotesAtom } from './YourPriceForms.tsx';
import './your-quote.css';

/** Under a chosen part: its quoted price (Edit, Clear), or a way to enter one. */
// The builder's atoms come as props: this module loads later and keeps the store in the page's own chunk.
export function QuoteEditor({ part, quotes }: { part: Component; quotes: QuotesAtom }) {
  const quote = useStore(quotes)[part.id];
  const [open, setOpen] = useState(false);
  const name = shortName(part);
  if (open) return <QuoteForm part={part} quotes={quotes} onDone={() => setOpen(false)} />;
  if (!quote) {
    return (
      <button type="button" className="quote-editor__open" onClick={() => setOpen(true)}>
        Enter a shop's quote<span className="visually-hidden"> for {name}</span>
      </button>
    );
  }
  const clear = () => {
    const { [part.id]: _gone, ...rest } = quotes.get();
    quotes.set(rest);
  };
  return (
    <p className="quote-editor__set" data-testid="part-quote">
      <span className="quote-tag">your quote</span> <strong>{formatPeso(quote.price)}</strong>
      {quoteSource(quote) && <span className="quote-editor__where"> · {quoteSource(quote)}</span>}{' '}
      <button type="button" className="quote-editor__link" onClick={() => setOpen(true)}>
        Edit<span className="visually-hidden"> your quote for {name}</span>
      </button>{' '}
      <button type="button" className="quote-editor__link" onClick={clear}>
        Clear<span className="visually-hidden"> your quote for {name}</span>
      </button>
    </p>
  );
}

/** The custom lines and, once asked for, the form to add one. */
function CustomPartsBody({ adding, lines }: { adding: boolean; lines: CustomAtom }) {
  const custom = useStore(lines);
  return (
    <>
      {custom.length > 0 && (
        <ul className="custom-parts__list">
          {custom.map((line, index) => (
            <li key={`${index}-${line.name}`}>
              <span className="custom-parts__name">
                {line.name} <small>{CUSTOM_CATEGORIES[line.category]} · custom part</small>
              </span>
              <strong>{formatPeso(line.price)}</strong>
              <button type="button" className="quote-editor__link" onClick={() => lines.set(lines.get().filter((_, i) => i !== index))}>
                Remove<span className="visually-hidden"> {line.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {custom.length >= MAX_CUSTOM_PARTS ? <p className="custom-parts__hint">A build holds at most {MAX_CUSTOM_PARTS} custom parts.</p> : adding && <CustomPartForm lines={lines} />}
    </>
  );
}

/** The "Custom parts" section: its lines, and the form once asked for. */
export function CustomPartsSection({ lines }: { lines: CustomAtom }) {
  const [adding, setAdding] = useState(false);
  const id = useId();
  return (
    <section className="custom-parts" aria-labelledby={`${id}-title`} data-testid="custom-parts">
      <h2 className="part-list__title" id={`${id}-title`}>
        Custom parts
      </h2>
      <p className="custom-parts__hint">For what the catalogue lacks (cables, an assembly fee, a part we do not list): counted in your total, not checked.</p>
      <CustomPartsBody adding={adding} lines={lines} />
      {!adding && (
        <button type="button" className="slot-add" onClick={() => setAdding(true)}>
          + Add a custom part
        </button>
      )}
    </section>
  );
}
