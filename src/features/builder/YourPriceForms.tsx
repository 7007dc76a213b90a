/**
 * The forms behind "your quote" and "Add a custom part" (issue 29 item 4), loaded when one is
 * first opened (the builder's first view does not need them: its 120 KB budget).
 */
import { useId, useState, type FormEvent } from 'react';
import type { Component } from '../../domain/catalogue/catalogue.ts';
import { shortName } from '../../domain/builder/labels.ts';
import { MAX_CUSTOM_NAME, readCustomPart, type CustomCategory } from '../../domain/builder/custom-parts.ts';
import { CUSTOM_CATEGORIES } from '../../domain/builder/custom-parts-text.ts';
import { MAX_SHOP_NAME, readQuotedPrice } from '../../domain/builder/your-quote.ts';
import type { WritableAtom } from 'nanostores';
import type { CustomPart } from '../../domain/builder/custom-parts.ts';
import type { Quotes } from '../../domain/builder/your-quote.ts';

export type QuotesAtom = WritableAtom<Quotes>;
export type CustomAtom = WritableAtom<readonly CustomPart[]>;

/** "₱12,500", "12500", "12,500.00" → 12500; anything else null. */
function pesos(typed: string): number | null {
  const clean = typed.replace(/[₱,\s]/g, '').replace(/\.0+$/, '');
  return /^\d{1,7}$/.test(clean) ? Number(clean) : null;
}

const fieldOf = (form: FormData, name: string) => String(form.get(name) ?? '');

function FormError({ error }: { error: string | null }) {
  return error ? (
    <p className="quote-editor__error" role="alert">
      {error}
    </p>
  ) : null;
}

/** Sets the part's quoted price (price, optional shop and day); `onDone` closes the form. */
export function QuoteForm({ part, quotes, onDone }: { part: Component; quotes: QuotesAtom; onDone: () => void }) {
  const quote = quotes.get()[part.id];
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const price = pesos(fieldOf(form, 'price'));
    if (price === null) return setError('Enter the quoted price in whole pesos, e.g. 12500.');
    const shop = fieldOf(form, 'shop').trim();
    const date = fieldOf(form, 'date');
    const read = readQuotedPrice({ price, ...(shop && { shop }), ...(date && { date }) });
    if (!read) return setError(`Check the price (up to ₱2,000,000) and the shop name (up to ${MAX_SHOP_NAME} characters).`);
    quotes.set({ ...quotes.get(), [part.id]: read });
    onDone();
  };
  return (
    <form className="quote-editor" onSubmit={submit} noValidate aria-label={`Your quote for ${shortName(part)}`}>
      <label htmlFor={`${id}-price`}>Quoted price</label>
      <span className="quote-editor__peso">
        <span aria-hidden="true">₱</span>
        <input id={`${id}-price`} name="price" inputMode="numeric" autoComplete="off" defaultValue={quote ? String(quote.price) : ''} required autoFocus />
      </span>
      <label htmlFor={`${id}-shop`}>Shop (optional)</label>
      <input id={`${id}-shop`} name="shop" maxLength={MAX_SHOP_NAME} autoComplete="off" defaultValue={quote?.shop ?? ''} />
      <label htmlFor={`${id}-date`}>Quoted on (optional)</label>
      <input id={`${id}-date`} name="date" type="date" defaultValue={quote?.date ?? ''} />
      <FormError error={error} />
      <div className="quote-editor__actions">
        <button type="submit" className="btn btn-primary">
          Use this price
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

const KINDS = Object.entries(CUSTOM_CATEGORIES) as [CustomCategory, string][];

/** Adds a custom line (name, kind, price); stays open for the next one. */
export function CustomPartForm({ lines }: { lines: CustomAtom }) {
  const [error, setError] = useState<string | null>(null);
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    const price = pesos(fieldOf(form, 'price'));
    if (!fieldOf(form, 'name').trim()) return setError('Give the part a name, e.g. "APC Back-UPS 700VA".');
    if (price === null) return setError('Enter the price in whole pesos, e.g. 3950.');
    const line = readCustomPart({ name: fieldOf(form, 'name'), category: form.get('category'), price });
    if (!line) return setError(`Check the name (up to ${MAX_CUSTOM_NAME} characters) and the price (up to ₱2,000,000).`);
    lines.set([...lines.get(), line]);
    setError(null);
    formEl.reset();
  };
  return (
    <form className="custom-parts__form" onSubmit={add} noValidate aria-label="Add a custom part">
      <label>
        <span>Name</span>
        <input name="name" maxLength={MAX_CUSTOM_NAME} autoComplete="off" autoFocus />
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
      <FormError error={error} />
    </form>
  );
}
