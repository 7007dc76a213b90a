import { useEffect, useId, useRef, useState } from 'react';
import {
  FILTERS,
  SORT_LABELS,
  type CategoryFilter,
  type SortKey,
  type SortState,
} from '../../domain/component-list.ts';

export interface ControlsProps {
  filter: CategoryFilter;
  onFilter: (filter: CategoryFilter) => void;
  sort: SortState | null;
  onSort: (key: SortKey) => void;
  query: string;
  onQuery: (query: string) => void;
}

/** Filter buttons, sort menu and search: the same controls inline and in the floating popover. */
export function Controls(props: ControlsProps) {
  const searchId = useId();
  return (
    <div className="db-controls">
      <div className="db-filters" role="group" aria-label="Filter by category">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className="chip"
            aria-pressed={props.filter === f.value}
            onClick={() => props.onFilter(f.value)}
          >
            {f.label}
          </button>
        ))}
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
            value={props.query}
            onChange={(e) => props.onQuery(e.target.value)}
          />
          {props.query && (
            <button type="button" className="db-clear" aria-label="Clear search" onClick={() => props.onQuery('')}>
              ×
            </button>
          )}
        </div>
        <SortMenu sort={props.sort} onSort={props.onSort} />
      </div>
    </div>
  );
}

function SortMenu({ sort, onSort }: { sort: SortState | null; onSort: (key: SortKey) => void }) {
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
          {(Object.keys(SORT_LABELS) as SortKey[]).map((key) => (
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
