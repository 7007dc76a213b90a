/**
 * The Compare toggle on a Component Database card (issue 29): the same list and words as the
 * part page's toggle (compare-store.ts, compare-list.ts), so both stay in step across pages and tabs.
 */
import { useState, useSyncExternalStore } from 'react';
import type { Category } from '../../domain/catalogue/categories.ts';
import { CATEGORY_LABELS, type ListedCategory } from '../../domain/catalogue/component-list.ts';
import { compareToggleView, readCompareList } from '../../domain/catalogue/compare-list.ts';
import { isCategory } from '../../domain/catalogue/categories.ts';
import { currentCompareList, onCompareChange, toggleInCompare } from './compare-store.ts';
import './compare-toggle.css';

const snapshot = () => JSON.stringify(currentCompareList());
const serverSnapshot = () => '';

export function CompareToggle({ part }: { part: { id: string; type: Category; name: string } }) {
  const stored = useSyncExternalStore(onCompareChange, snapshot, serverSnapshot);
  const [message, setMessage] = useState<string | null>(null);
  const label = CATEGORY_LABELS[part.type as ListedCategory];
  const view = compareToggleView(readCompareList(stored || null, isCategory), part, label);
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost part-card__compare"
        aria-pressed={view.pressed}
        aria-label={`Compare: ${part.name}`}
        onClick={() => setMessage(toggleInCompare(part, label))}
      >
        {view.pressed ? '✓ Compare' : 'Compare'}
      </button>
      {view.pressed && (
        <span className="part-card__compare-status" role="status">
          {message ?? (view.href ? <a href={view.href}>{view.text} →</a> : view.text)}
        </span>
      )}
    </>
  );
}
