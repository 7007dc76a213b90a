/**
 * Issue 29 item 4, in the builder: a shop's quote in place of a chosen part's price ("your
 * quote", with an optional shop and day; set and cleared here on any chosen part), and custom
 * lines for what the catalogue lacks (name, kind, price). Both live in the builder's store, ride
 * in the draft, saved builds, community posts and the permalink, count in "your total" and go
 * out with Copy as text; the verdict says it cannot check a custom line.
 */
import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Component } from '../../domain/catalogue.ts';
import { shortName } from '../../domain/builder/labels.ts';
import { CUSTOM_CATEGORIES, MAX_CUSTOM_NAME, MAX_CUSTOM_PARTS, readCustomPart, type CustomCategory } from '../../domain/builder/custom-parts.ts';
import { MAX_SHOP_NAME, quoteSource, readQuotedPrice } from '../../domain/builder/your-quote.ts';
import { formatPeso } from '../../domain/money.ts';
import { $custom, $quotes } from './store.ts';
import './your-quote.css';

/** "₱12,500", "12500", "12,500.00" → 12500; anything else null. */
function pesos(typed: string): number | null {
  const clean = typed.replace(/[₱,\s]/g, '').replace(/\.0+$/, '');
  return /^\d{1,7}$/.test(clean) ? Number(clean) : null;
}

/** Under a chosen part: its quoted price (Edit, Clear), or a way to enter one. */
export function QuoteEditor({ part }: { part: Component }) {
  const quotes = useStore($quotes);
  const quote = quotes[part.id];
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const name = shortName(part);

  const set = (next: typeof quote | undefined) => {
    const all = { ...$quotes.get() };
    if (next) all[part.id] = next;
    else delete all[part.id];
    $quotes.set(all);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const price = pesos(String(form.get('price') ?? ''));
    if (price === null) return setError('Enter the quoted price in whole pesos, e.g. 12500.');
    const shop = String(form.get('shop') ?? '').trim();
    const date = String(form.get('date') ?? '');
    const read = readQuotedPrice({ price, ...(shop && { shop }), ...(date && { date }) });
    if (!read) return setError(`Check the price (up to ₱2,000,000) and the shop name (up to ${MAX_SHOP_NAME} characters).`);
    set(read);
    setError(null);
    setOpen(false);
  };
  const cancel = () => {
    setOpen(false);
    setError(null);
  };

  if (open) {
    return (
      <form className="quote-editor" onSubmit={submit} noValidate aria-label={`Your quote for ${name}`}>
        <label htmlFor={`${id}-price`}>Quoted price</label>
        <span className="quote-editor__peso">
          <span aria-hidden="true">₱</span>
          <input id={`${id}-price`} name="price" inputMode="numeric" autoComplete="off" defaultValue={quote ? String(quote.price) : ''} required />
        </span>
        <label htmlFor={`${id}-shop`}>Shop (optional)</label>
        <input id={`${id}-shop`} name="shop" maxLength={MAX_SHOP_NAME} autoComplete="off" defaultValue={quote?.shop ?? ''} />
        <label htmlFor={`${id}-date`}>Quoted on (optional)</label>
        <input id={`${id}-date`} name="date" type="date" defaultValue={quote?.date ?? ''} />
        {error && (
          <p className="quote-editor__error" role="alert">
            {error}
          </p>
        )}
        <div className="quote-editor__actions">
          <button type="submit" className="btn btn-primary">
            Use this price
          </button>
          <button type="button" className="btn btn-ghost" onClick={cancel}>
            Cancel
          </button>
        </div>
      </form>
    );
  }
  if (!quote) {
    return (
      <button type="button" className="quote-editor__open" onClick={() => setOpen(true)}>
        Enter a shop's quote<span className="visually-hidden"> for {name}</span>
      </button>
    );
  }
  return (
    <p className="quote-editor__set" data-testid="part-quote">
      <span className="quote-tag">your quote</span> <strong>{formatPeso(quote.price)}</strong>
      {quoteSource(quote) && <span className="quote-editor__where"> · {quoteSource(quote)}</span>}{' '}
      <button type="button" className="quote-editor__link" onClick={() => setOpen(true)}>
        Edit<span className="visually-hidden"> your quote for {name}</span>
      </button>{' '}
      <button type="button" className="quote-editor__link" onClick={() => set(undefined)}>
        Clear<span className="visually-hidden"> your quote for {name}</span>
      </button>
    </p>
  );
}

const KINDS = Object.entries(CUSTOM_CATEGORIES) as [CustomCategory, string][];

/** Custom lines: what the catalogue lacks, with a name, a kind and a price. */
export function CustomParts() {
  const custom = useStore($custom);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const full = custom.length >= MAX_CUSTOM_PARTS;

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    const price = pesos(String(form.get('price') ?? ''));
    const name = String(form.get('name') ?? '');
    if (!name.trim()) return setError('Give the part a name, e.g. "APC Back-UPS 700VA".');
    if (price === null) return setError('Enter the price in whole pesos, e.g. 3950.');
    const line = readCustomPart({ name, category: form.get('category'), price });
    if (!line) return setError(`Check the name (up to ${MAX_CUSTOM_NAME} characters) and the price (up to ₱2,000,000).`);
    $custom.set([...$custom.get(), line]);
    setError(null);
    formEl.reset();
  };

  return (
    <section className="custom-parts" aria-labelledby={`${id}-title`} data-testid="custom-parts">
      <h2 className="part-list__title" id={`${id}-title`}>
        Custom parts
      </h2>
      <p className="custom-parts__hint">
        Something the catalogue lacks — a UPS or AVR, fans, a Wi-Fi card, a licence? Add it with the shop's price: it counts in your total, but the builder cannot check it.
      </p>
      {custom.length > 0 && (
        <ul className="custom-parts__list">
          {custom.map((line, index) => (
            <li key={`${index}-${line.name}`}>
              <span className="custom-parts__name">
                {line.name} <small>{CUSTOM_CATEGORIES[line.category]} · custom part</small>
              </span>
              <strong>{formatPeso(line.price)}</strong>
              <button type="button" className="quote-editor__link" onClick={() => $custom.set($custom.get().filter((_, i) => i !== index))}>
                Remove<span className="visually-hidden"> {line.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="custom-parts__hint">A build holds at most {MAX_CUSTOM_PARTS} custom parts.</p>
      ) : (
        <form className="custom-parts__form" onSubmit={add} noValidate>
          <label>
            <span>Name</span>
            <input name="name" maxLength={MAX_CUSTOM_NAME} autoComplete="off" />
          </label>
          <label>
            <span>Kind</span>
            <select name="category" defaultValue="ups">
              {KINDS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>Price (₱)</span>
            <input name="price" inputMode="numeric" autoComplete="off" />
          </label>
          <button type="submit" className="btn btn-ghost">
            Add custom part
          </button>
          {error && (
            <p className="quote-editor__error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
