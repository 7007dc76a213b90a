/**
 * Correcting one quote line (issue 28 item 1): choose the part it really is (in any kind, with a
 * search over the catalogue's names), or say it is a custom line, or leave it out of the build.
 * The candidates the reader found come first.
 */
import { useId, useMemo, useState } from 'react';
import type { Component, PartsByCategory } from '../../domain/catalogue/catalogue.ts';
import type { Category } from '../../domain/catalogue/categories.ts';
import { CATEGORY_LABELS, LISTED_CATEGORIES } from '../../domain/catalogue/component-list.ts';
import { formatPeso } from '../../domain/format/money.ts';
import type { Correction } from '../../domain/quote/answer.ts';

/** Options shown at once (the search narrows the rest). */
const SHOWN = 40;

export interface PartPickerProps {
  parts: Partial<PartsByCategory>;
  category: Category;
  /** The reader's candidates, best first. */
  candidates: readonly string[];
  current: string | null;
  onPick: (correction: Correction) => void;
  onCancel: () => void;
}

const words = (s: string) => s.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

export function PartPicker({ parts, category: start, candidates, current, onPick, onCancel }: PartPickerProps) {
  const id = useId();
  const [category, setCategory] = useState<Category>(start);
  const [query, setQuery] = useState('');
  const options = useMemo(() => {
    const list = (parts[category] ?? []) as Component[];
    const wanted = words(query);
    const matching = list.filter((p) => {
      const name = p.name.toLowerCase();
      return wanted.every((w) => name.includes(w));
    });
    const rank = (p: Component) => {
      const i = candidates.indexOf(p.id);
      return i < 0 ? candidates.length + 1 : i;
    };
    return matching.sort((a, b) => rank(a) - rank(b) || a.price - b.price).slice(0, SHOWN);
  }, [parts, category, query, candidates]);
  const total = (parts[category] ?? []).length;

  return (
    <div className="picker" role="group" aria-label="Choose what this line is">
      <div className="picker__filters">
        <label className="field" htmlFor={`${id}-kind`}>
          <span>Kind of part</span>
          <select id={`${id}-kind`} value={category} onChange={(e) => setCategory(e.target.value as Category)}>
            {LISTED_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor={`${id}-search`}>
          <span>Search</span>
          <input id={`${id}-search`} type="search" value={query} placeholder="e.g. fury beast 6000" onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
        </label>
      </div>
      <ul className="picker__list" aria-label={`${CATEGORY_LABELS[category]} parts`}>
        {options.map((p) => (
          <li key={p.id}>
            <button type="button" className="picker__option" aria-pressed={p.id === current} onClick={() => onPick({ partId: p.id })}>
              <span>{p.name}</span>
              <span className="picker__price">
                {formatPeso(p.price)}
                {candidates.includes(p.id) && <small className="picker__fits"> fits the line</small>}
              </span>
            </button>
          </li>
        ))}
        {options.length === 0 && <li className="picker__none">No {CATEGORY_LABELS[category].toLowerCase()} matches “{query}”.</li>}
      </ul>
      {total > options.length && options.length === SHOWN && <p className="picker__more">Showing {SHOWN} of {total}: type to narrow.</p>}
      <div className="picker__actions">
        <button type="button" className="btn btn-ghost" onClick={() => onPick({ custom: true })}>
          It is not in the list
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onPick({ leaveOut: true })}>
          Leave it out of the build
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
