/**
 * The Component Database screen (spec §2.9). Pre-rendered with the catalogue so the page reads
 * before any script runs; once hydrated, filtering, search and sort run on an index built once.
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { Component, PartsByCategory } from '../../domain/catalogue.ts';
import {
  CATEGORY_LABELS,
  DATABASE_CATEGORIES,
  indexParts,
  nextSort,
  visibleSections,
  type CategoryFilter,
  type DatabaseCategory,
  type SortState,
} from '../../domain/component-list.ts';
import { fetchCategories } from '../shared/catalogue-client.ts';
import { ComponentCard } from './ComponentCard.tsx';
import { Controls, type ControlsProps } from './Controls.tsx';
import { FloatingFilters } from './FloatingFilters.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

export type CatalogueByCategory = Pick<PartsByCategory, DatabaseCategory>;

/** Spec §7 and §8: the database page fetches its nine categories and logs a failure. */
const fetchCatalogue = () =>
  fetchCategories(DATABASE_CATEGORIES, (category, error) => console.error(`Could not load ${category} components:`, error));

export default function ComponentDatabase({ initial }: { initial?: CatalogueByCategory }) {
  const [data, setData] = useState<CatalogueByCategory | null>(initial ?? null);
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const [sort, setSort] = useState<SortState | null>(null);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const controlsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!initial) void fetchCatalogue().then(setData);
  }, [initial]);

  const index = useMemo(
    () =>
      data &&
      (Object.fromEntries(DATABASE_CATEGORIES.map((c) => [c, indexParts<Component>(data[c])])) as Record<
        DatabaseCategory,
        ReturnType<typeof indexParts>
      >),
    [data],
  );
  const sections = useMemo(
    () => (index ? visibleSections(index, filter, deferredQuery, sort) : []),
    [index, filter, deferredQuery, sort],
  );
  const total = sections.reduce((n, s) => n + s.parts.length, 0);

  const controls: ControlsProps = {
    filter,
    onFilter: setFilter,
    sort,
    onSort: (key) => setSort((current) => nextSort(current, key)),
    query,
    onQuery: setQuery,
  };

  return (
    <div className="db">
      <div ref={controlsRef} className="db-controls-wrap">
        <Controls {...controls} />
      </div>
      {!data ? (
        <p className="db-status" role="status">
          Loading components...
        </p>
      ) : total === 0 ? (
        <p className="db-status" role="status">
          No components found.
        </p>
      ) : (
        <>
          <p className="db-count" aria-live="polite">
            {total} {total === 1 ? 'part' : 'parts'}
          </p>
          {sections.map((section) => (
            <section key={section.category} className="db-section" aria-labelledby={`db-${section.category}`}>
              <h2 id={`db-${section.category}`}>
                {CATEGORY_LABELS[section.category]} <span className="db-section__count">{section.parts.length}</span>
              </h2>
              <div className="db-grid">
                {section.parts.map((part) => (
                  <ComponentCard key={part.id} part={part} />
                ))}
              </div>
            </section>
          ))}
        </>
      )}
      <FloatingFilters controls={controls} watch={controlsRef} />
      <ScrollToTop />
    </div>
  );
}
