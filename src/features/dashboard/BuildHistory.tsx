/** Build History (spec §2.11): title, date, price, and a warning mark for builds with issues. */
import { NO_BUILDS_TEXT, byCreated, createdOf, hasIssues, type DashboardBuild } from '../../domain/saved-builds/dashboard.ts';
import { formatManilaDate } from '../../domain/format/dates.ts';
import { formatPeso } from '../../domain/format/money.ts';
import { WarningMark } from './parts.tsx';

export function BuildHistory({ builds, onView }: { builds: DashboardBuild[]; onView: (b: DashboardBuild) => void }) {
  if (builds.length === 0) return <p className="card dash-empty dash-empty--card">{NO_BUILDS_TEXT}</p>;
  return (
    <ol className="card history">
      {byCreated(builds).map((b) => (
        <li key={b.id} className="history__row" data-testid="history-row">
          <button type="button" className="history__title" onClick={() => onView(b)}>
            {b.name}
          </button>
          <time className="history__date" dateTime={createdOf(b)}>
            {formatManilaDate(createdOf(b))}
          </time>
          <span className="history__price">{formatPeso(b.total_price)}</span>
          <span className="history__mark">{hasIssues(b) && <WarningMark />}</span>
        </li>
      ))}
    </ol>
  );
}
