/**
 * Issue 20: the parts list did not load (all of it, or some categories). The builder shows this
 * instead of its selectors: nothing is restored or stored until the list loads, so the person's
 * build survives; the stored build's part names say so.
 */
import { useEffect, useState } from 'react';
import { STORAGE_KEYS, storedPartNames } from '../../domain/builder/persistence.ts';
import { CATALOGUE_LOAD_FAILED } from '../../domain/site/situations.ts';

/** The build that will open once the list loads: a loaded build first, else the draft. */
function keptNames(): string[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.loadedBuild) ?? localStorage.getItem(STORAGE_KEYS.draft);
    return storedPartNames(JSON.parse(raw ?? 'null'));
  } catch {
    return [];
  }
}

const SHOWN = 3;

export function CatalogueFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => setNames(keptNames()), []);
  const more = names.length - SHOWN;
  return (
    <div className="card builder__failed" role="alert">
      <p className="builder__failed-message">
        <strong>{CATALOGUE_LOAD_FAILED.message}</strong>
      </p>
      {names.length > 0 && (
        <p className="builder__failed-kept">
          Kept in this browser: {names.slice(0, SHOWN).join(', ')}
          {more > 0 ? ` and ${more} more` : ''}.
        </p>
      )}
      <button type="button" className="btn btn-primary" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
