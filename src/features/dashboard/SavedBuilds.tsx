/**
 * Saved Builds (spec §2.11): a card per build with its name, Issues/OK badge, saved date, total
 * (today's, and the saved one when prices moved), the first 3 warnings, and View, Edit, Share,
 * Delete.
 */
import { NO_BUILDS_TEXT, NO_WARNINGS_TEXT, priceLine, savedOf, warningPreview, type DashboardBuild } from '../../domain/dashboard.ts';
import { formatManilaDate } from '../../domain/dates.ts';
import { StatusBadge } from './parts.tsx';

export interface BuildActions {
  onView: (b: DashboardBuild) => void;
  onEdit: (b: DashboardBuild) => void;
  onShare: (b: DashboardBuild) => void;
  onDelete: (b: DashboardBuild) => void;
}

export function SavedBuilds({ builds, ...actions }: { builds: DashboardBuild[] } & BuildActions) {
  if (builds.length === 0) {
    return (
      <p className="card dash-empty dash-empty--card">
        {NO_BUILDS_TEXT} <a href="/builder">Start a build</a>
      </p>
    );
  }
  return (
    <ul className="build-cards">
      {builds.map((b) => (
        <li key={b.id}>
          <BuildCard build={b} {...actions} />
        </li>
      ))}
    </ul>
  );
}

function BuildCard({ build: b, onView, onEdit, onShare, onDelete }: { build: DashboardBuild } & BuildActions) {
  const titleId = `build-${b.id}`;
  const { shown, more } = warningPreview(b.warnings);
  return (
    <article className="card build-card" aria-labelledby={titleId} data-testid="build-card">
      <header className="build-card__head">
        <h2 id={titleId}>{b.name}</h2>
        <StatusBadge build={b} />
      </header>
      <p className="build-card__meta">Saved {formatManilaDate(savedOf(b))}</p>
      <p className="build-card__price" data-testid="build-price">
        {priceLine(b)}
      </p>
      {shown.length === 0 ? (
        <p className="build-card__ok">{NO_WARNINGS_TEXT}</p>
      ) : (
        <ul className="build-card__warnings" aria-label="Warnings">
          {shown.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
          {more > 0 && <li className="build-card__more">… and {more} more</li>}
        </ul>
      )}
      <div className="build-card__actions">
        <button type="button" className="btn btn-ghost" onClick={() => onView(b)}>
          View
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onEdit(b)}>
          Edit
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onShare(b)}>
          Share
        </button>
        <button type="button" className="btn btn-ghost build-card__delete" onClick={() => onDelete(b)}>
          Delete
        </button>
      </div>
    </article>
  );
}
