import { useEffect, useId, useRef, useState } from 'react';
import type { Component } from '../../domain/catalogue/catalogue.ts';
import {
  FILTERS,
  PERIPHERAL_FILTERS,
  SETUP_FILTERS,
  SORT_LABELS,
  sortsFor,
  type CategoryFilter,
  type ListView,
  type SortKey,
  type SortState,
} from '../../domain/catalogue/component-list.ts';
import { FACETS, facetOptions } from '../../domain/catalogue/component-facets.ts';

export interface ControlsProps {
  view: ListView;
  /** The parts of the chosen category, for the filters' choices (empty for All). */
  categoryParts: readonly Component[];
  onFilter: (filter: CategoryFilter) => void;
  onSort: (key: SortKey) => void;
  onQuery: (query: string) => void;
  onFacet: (key: string, value: string) => void;
  onPrice: (which: 'minPrice' | 'maxPrice', value: number | null) => void;
  onClearFilters: () => void;
  /** Issue 29: "Fits my build" on or off. */
  onFitsBuild: (on: boolean) => void;
  /** Inline above the list: the filters by spec fold away so the first results show on the first screen (issue 20). */
  foldSpecs?: boolean;
}

/** Filter buttons, sort menu, search and filters by spec: the same inline and in the popover. */
export function Controls(props: ControlsProps) {
  const searchId = useId();
  const { view } = props;
  const chipRow = useRef<HTMLDivElement>(null);
  // The chosen category's button stays in sight in a row that scrolls sideways (a phone) — when
  // the choice changes, never on load: a row the person already swiped (to tap "GPUs" while the
  // page was still loading) would jump back under their finger and the tap land beside the chip.
  const loaded = useRef(false);
  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      return;
    }
    const row = chipRow.current;
    const chip = row?.querySelector<HTMLElement>('.chip[aria-pressed="true"]');
    if (!row || !chip || row.scrollWidth <= row.clientWidth) return;
    const left = chip.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    if (left < row.scrollLeft || left + chip.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollTo({ left: left - (row.clientWidth - chip.offsetWidth) / 2, behavior: 'instant' });
    }
  }, [view.filter]);
  const chip = (f: { value: CategoryFilter; label: string }) => (
    <button
      key={f.value}
      type="button"
      className="chip"
      aria-pressed={view.filter === f.value}
      onClick={() => props.onFilter(f.value)}
    >
      {f.label}
    </button>
  );
  return (
    <div className="db-controls">
      <div className="db-filter-row" ref={chipRow}>
        <div className="db-filters" role="group" aria-label="Filter by category">
          {FILTERS.map(chip)}
        </div>
        <div className="db-filters db-filters--extra" role="group" aria-label="Peripherals">
          {PERIPHERAL_FILTERS.map(chip)}
        </div>
        <div className="db-filters db-filters--extra" role="group" aria-label="The whole setup">
          {SETUP_FILTERS.map(chip)}
        </div>
      </div>
      <div className="db-row">
        <div className="db-search">
          <label htmlFor={searchId} className="visually-hidden">
            Search components
          </label>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            id={searchId}
            type="search"
            placeholder="Search by name, brand, socket…"
            autoComplete="off"
            value={view.query}
            onChange={(e) => props.onQuery(e.target.value)}
          />
          {view.query && (
            <button type="button" className="db-clear" aria-label="Clear search" onClick={() => props.onQuery('')}>
              ×
            </button>
          )}
        </div>
        <SortMenu sort={view.sort} keys={sortsFor(view.filter)} onSort={props.onSort} />
      </div>
      {/* One line for both, so the first results stay on the first screen (issue 20). */}
      <div className="db-row db-row--narrow">
        <label className="db-fits">
          <input type="checkbox" role="switch" checked={view.fitsBuild} onChange={(e) => props.onFitsBuild(e.target.checked)} />
          <span>Fits my build</span>
          <span className="db-fits__hint">only parts that work with the parts in your builder</span>
        </label>
        <SpecFilters {...props} />
      </div>
    </div>
  );
}

/** Issue 12: the chosen category's specs (socket, memory type, VRAM, wattage, capacity…) and price. */
function SpecFilters(props: ControlsProps) {
  const { view, foldSpecs } = props;
  const facets = view.filter === 'all' ? [] : FACETS[view.filter];
  const chosen = Object.keys(view.facets).length + (view.minPrice !== null ? 1 : 0) + (view.maxPrice !== null ? 1 : 0);
  const [open, setOpen] = useState(false);
  // A view opened from a link with filters in it shows them.
  useEffect(() => {
    if (chosen > 0) setOpen(true);
  }, [chosen]);
  if (!foldSpecs) return <SpecFilterFields {...props} />;
  const title = facets.length ? 'Filter by spec' : 'Filter by price';
  return (
    <details className="db-specs-fold" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {title}
        {chosen > 0 && <span className="db-specs-fold__count"> ({chosen} chosen)</span>}
      </summary>
      <SpecFilterFields {...props} />
    </details>
  );
}

function SpecFilterFields({ view, categoryParts, onFacet, onPrice, onClearFilters }: ControlsProps) {
  const id = useId();
  const facets = view.filter === 'all' ? [] : FACETS[view.filter];
  const narrowed = Object.keys(view.facets).length > 0 || view.minPrice !== null || view.maxPrice !== null;
  const price = (which: 'minPrice' | 'maxPrice', label: string) => (
    <label className="db-spec db-spec--price">
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={500}
        placeholder="₱"
        value={view[which] ?? ''}
        onChange={(e) => onPrice(which, e.target.value === '' ? null : Math.max(0, Math.round(Number(e.target.value))))}
      />
    </label>
  );
  return (
    <div className="db-specs" role="group" aria-labelledby={`${id}-title`}>
      <span className="db-specs__title" id={`${id}-title`}>
        {facets.length ? 'Filter by spec' : 'Filter by price'}
      </span>
      {facets.map((facet) => (
        <label key={facet.key} className="db-spec">
          <span>{facet.label}</span>
          <select value={view.facets[facet.key] ?? ''} onChange={(e) => onFacet(facet.key, e.target.value)}>
            <option value="">Any</option>
            {facetOptions(facet, categoryParts).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {price('minPrice', 'Min price')}
      {price('maxPrice', 'Max price')}
      {narrowed && (
        <button type="button" className="btn btn-ghost db-specs__clear" onClick={onClearFilters}>
          Clear filters
        </button>
      )}
    </div>
  );
}

function SortMenu({ sort, keys, onSort }: { sort: SortState | null; keys: SortKey[]; onSort: (key: SortKey) => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const arrow = sort ? (sort.direction === 'asc' ? '↑' : '↓') : '';
  const summary = sort ? `${SORT_LABELS[sort.key]} ${arrow}` : 'Sort';
  return (
    <div
      className="db-sort"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className="btn btn-ghost db-sort__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">⇅</span> {summary}
      </button>
      {open && (
        <div className="db-sort__menu" role="menu" id={menuId}>
          {keys.map((key) => (
            <button
              key={key}
              type="button"
              role="menuitemradio"
              aria-checked={sort?.key === key}
              onClick={() => {
                onSort(key);
                setOpen(false);
              }}
            >
              {SORT_LABELS[key]}
              {sort?.key === key && (
                <span className="db-sort__dir">{sort.direction === 'asc' ? 'ascending' : 'descending'}</span>
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
