/**
 * The Component Database screen (spec §2.9). Pre-rendered with the catalogue so the page reads
 * before any script runs; once hydrated, filtering, search and sort run on an index built once.
 *
 * Issue 12: the view (category, search, filters by spec, sort) lives in the address, so Back and
 * a shared link bring it back; "All" previews each section with a "Show all" for the rest; each
 * card can add its part to the builder's draft, saying first why it would not fit.
 * Issue 29: "Fits my build" narrows every category to what fits the draft, by the builder's rules.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { fitMessage, placePart } from '../../domain/builder/add-part.ts';
import { STORAGE_KEYS, fromPartsObject } from '../../domain/builder/persistence.ts';
import { fitsDraft, hidingText, narrowToFit } from '../../domain/builder/fits-build.ts';
import { isEmptySelection } from '../../domain/builder/selection.ts';
import type { Component, PartsByCategory } from '../../domain/catalogue/catalogue.ts';
import {
  CATEGORY_LABELS,
  DEFAULT_VIEW,
  LISTED_CATEGORIES,
  PREVIEW_PER_SECTION,
  SORT_NOTES,
  indexParts,
  nextSort,
  viewFromQuery,
  viewToQuery,
  visibleSections,
  withFacet,
  withFilter,
  type ListView,
  type ListedCategory,
} from '../../domain/catalogue/component-list.ts';
import { lookupIn } from '../../catalogue/lookup.ts';
import { fetchCategories } from '../shared/catalogue-client.ts';
import { newerCatalogue } from '../shared/fresh-prices.ts';
import { ComponentCard, type CardProps } from './ComponentCard.tsx';
import { Controls, type ControlsProps } from './Controls.tsx';
import { FloatingFilters } from './FloatingFilters.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

export type CatalogueByCategory = Pick<PartsByCategory, ListedCategory>;

/** Spec §7 and §8: the database page fetches its categories and logs a failure. */
const fetchCatalogue = () =>
  fetchCategories(LISTED_CATEGORIES, (category, error) => console.error(`Could not load ${category} components:`, error));

/** The builder's draft, read fresh from local storage (it may have changed in another tab). */
function readDraft(data: CatalogueByCategory) {
  try {
    return fromPartsObject(JSON.parse(localStorage.getItem(STORAGE_KEYS.draft) ?? 'null'), lookupIn(data)).selection;
  } catch {
    return fromPartsObject(null, lookupIn(data)).selection;
  }
}

export default function ComponentDatabase({ initial }: { initial?: CatalogueByCategory }) {
  const [data, setData] = useState<CatalogueByCategory | null>(initial ?? null);
  const [view, setView] = useState<ListView>(DEFAULT_VIEW);
  const [fits, setFits] = useState<Record<string, CardProps['fit']>>({});
  const deferredQuery = useDeferredValue(view.query);
  const controlsRef = useRef<HTMLDivElement>(null);
  // Bumped when the draft changes in another tab, so "Fits my build" reads it again.
  const [draftVersion, setDraftVersion] = useState(0);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => e.key === STORAGE_KEYS.draft && setDraftVersion((v) => v + 1);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (!initial) void fetchCatalogue().then(setData);
    // Issue 27: prices refreshed since the page was built replace the page's.
    else void newerCatalogue(LISTED_CATEGORIES, initial).then((newer) => newer && setData(newer));
  }, [initial]);

  // The address is the view: read it on load and whenever Back or Forward changes it. A choice
  // made before the load's read (a quick tap on a slow phone) is not overwritten by it.
  const chosenEarly = useRef(false);
  useEffect(() => {
    const read = () => setView(viewFromQuery(window.location.search));
    // A bare address is the default view the page was built with: nothing to re-render.
    if (!chosenEarly.current && window.location.search) read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  /** A new category is a step Back can return to; search, sort and filters refine the step. */
  const show = useCallback((next: ListView, step: 'push' | 'replace' = 'replace') => {
    chosenEarly.current = true;
    setView(next);
    const query = viewToQuery(next);
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
    if (url !== `${window.location.pathname}${window.location.search}`) history[step === 'push' ? 'pushState' : 'replaceState'](null, '', url);
  }, []);

  const index = useMemo(
    () => data && (Object.fromEntries(LISTED_CATEGORIES.map((c) => [c, indexParts<Component>(data[c] ?? [])])) as Record<ListedCategory, ReturnType<typeof indexParts>>),
    [data],
  );
  const sections = useMemo(
    () =>
      index
        ? visibleSections(index, view.filter, deferredQuery, view.sort, { facets: view.facets, minPrice: view.minPrice, maxPrice: view.maxPrice })
        : [],
    [index, view.filter, deferredQuery, view.sort, view.facets, view.minPrice, view.maxPrice],
  );
  const draft = useMemo(() => (view.fitsBuild && data ? readDraft(data) : null), [view.fitsBuild, data, draftVersion]);
  const fitting = useMemo(() => (draft ? narrowToFit(sections, fitsDraft(draft)) : { sections, hidden: 0 }), [draft, sections]);
  const shown = fitting.sections;
  const total = shown.reduce((n, s) => n + s.parts.length, 0);
  const fitNote = !draft ? null : isEmptySelection(draft) ? 'your build is empty, so everything fits: choose parts in the builder first' : hidingText(fitting.hidden);

  const onAdd = useCallback(
    (part: Component, event: MouseEvent<HTMLAnchorElement>) => {
      if (!data) return;
      const placement = placePart(readDraft(data), part);
      const message = fitMessage(placement, part);
      if (message === null) return; // it fits: the link opens the builder with it
      event.preventDefault();
      setFits((f) => ({ ...f, [part.id]: { message, canAdd: placement.placed } }));
    },
    [data],
  );

  const controls: ControlsProps = {
    view,
    categoryParts: view.filter === 'all' || !data ? [] : (data[view.filter] ?? []),
    onFilter: (filter) => show(withFilter(view, filter), 'push'),
    onSort: (key) => show({ ...view, sort: nextSort(view.sort, key) }),
    onQuery: (query) => show({ ...view, query }),
    onFacet: (key, value) => show(withFacet(view, key, value)),
    onPrice: (which, value) => show({ ...view, [which]: value }),
    onClearFilters: () => show({ ...view, facets: {}, minPrice: null, maxPrice: null }),
    onFitsBuild: (fitsBuild) => show({ ...view, fitsBuild }),
  };

  const cards = (parts: Component[]) =>
    parts.map((part) => <ComponentCard key={part.id} part={part} onAdd={onAdd} fit={fits[part.id]} />);

  return (
    <div className="db">
      <div ref={controlsRef} className="db-controls-wrap">
        <Controls {...controls} foldSpecs />
      </div>
      {!data ? (
        <p className="db-status" role="status">
          Loading components...
        </p>
      ) : total === 0 ? (
        <p className="db-status" role="status">
          No components found{fitNote ? ` (${fitNote})` : ''}.
        </p>
      ) : (
        <>
          <p className="db-count" aria-live="polite">
            {total} {total === 1 ? 'part' : 'parts'}
            {fitNote && <span data-testid="fit-hidden"> · {fitNote}</span>}
          </p>
          {view.sort && SORT_NOTES[view.sort.key] && (
            <p className="db-sort-note" data-testid="sort-note">
              {SORT_NOTES[view.sort.key]}
            </p>
          )}
          {shown.map((section) => {
            const label = CATEGORY_LABELS[section.category];
            const preview = view.filter === 'all' && section.parts.length > PREVIEW_PER_SECTION;
            return (
              <section key={section.category} className="db-section" aria-labelledby={`db-${section.category}`}>
                <h2 id={`db-${section.category}`}>
                  {label} <span className="db-section__count">{section.parts.length}</span>
                </h2>
                {preview ? (
                  <>
                    <div className="db-grid db-grid--preview">{cards(section.parts.slice(0, PREVIEW_PER_SECTION))}</div>
                    {/* A native disclosure: works before the script runs, and keeps the first screen short. */}
                    <details className="db-more">
                      <summary>
                        <span className="db-more__show">
                          Show all {section.parts.length} {label}
                        </span>
                        <span className="db-more__hide">Show fewer {label}</span>
                      </summary>
                      <div className="db-grid">{cards(section.parts.slice(PREVIEW_PER_SECTION))}</div>
                    </details>
                  </>
                ) : (
                  <div className="db-grid">{cards(section.parts)}</div>
                )}
              </section>
            );
          })}
        </>
      )}
      <FloatingFilters controls={controls} watch={controlsRef} />
      <ScrollToTop />
    </div>
  );
}
