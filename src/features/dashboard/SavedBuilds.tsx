/**
 * Saved Builds (spec §2.11): a card per build with its name, Issues/Notes/OK badge, saved date,
 * total (today's, and the saved one when prices moved), the first 3 warnings — problems whole,
 * notes a line each with "more" (issue 20) — and View, Edit, Share, Delete.
 */
import { PURPOSE_LABELS } from '../../domain/builder/purpose.ts';
import { NO_BUILDS_TEXT, NO_WARNINGS_TEXT, cardVerdict, priceLine, savedOf, type DashboardBuild } from '../../domain/saved-builds/dashboard.ts';
import { formatManilaDate } from '../../domain/format/dates.ts';
import { ForReaders } from '../shared/ForReaders.tsx';
import { VerdictList } from '../shared/VerdictList.tsx';
import { StatusBadge } from './parts.tsx';
import { CopyShortLink } from '../shared/CopyShortLink.tsx';

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
  const { problems, notes, more } = cardVerdict(b);
  return (
    <article className="card build-card" aria-labelledby={titleId} data-testid="build-card">
      <header className="build-card__head">
        <h2 id={titleId}>{b.name}</h2>
        <StatusBadge build={b} />
      </header>
      <p className="build-card__meta">
        Saved {formatManilaDate(savedOf(b))} · {PURPOSE_LABELS[b.purpose]}
      </p>
      <p className="build-card__price" data-testid="build-price">
        {priceLine(b)}
      </p>
      <VerdictList problems={problems} notes={notes} more={more} none={NO_WARNINGS_TEXT} />
      <div className="build-card__actions">
        <button type="button" className="btn btn-ghost" onClick={() => onView(b)}>
          View
          <ForReaders text={b.name} />
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onEdit(b)}>
          Edit
          <ForReaders text={b.name} />
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onShare(b)}>
          Share
          <ForReaders text={b.name} />
        </button>
        <button type="button" className="btn btn-ghost build-card__delete" onClick={() => onDelete(b)}>
          Delete
          <ForReaders text={b.name} />
        </button>
        <CopyShortLink request={() => ({ kind: 'saved', id: b.id })} about={b.name} kept="savedBuilds" />
      </div>
    </article>
  );
}
