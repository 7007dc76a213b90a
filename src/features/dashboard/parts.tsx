/** Small pieces the dashboard's lists, cards and modal share. */
import { STATUS_LABELS, statusOf, type DashboardBuild } from '../../domain/saved-builds/dashboard.ts';

/** Issues (red) only for a problem that stops the PC working; Notes (neutral) when it works with something to read. */
export function StatusBadge({ build }: { build: Pick<DashboardBuild, 'has_issues' | 'notes'> }) {
  const status = statusOf(build);
  return <span className={`badge badge--${status}`}>{STATUS_LABELS[status]}</span>;
}

/** A warning sign with a spoken name, for lists where a whole badge would crowd the row. */
export function WarningMark() {
  return (
    <span className="warn-mark" title="Has issues">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 3 2 21h20L12 3z" fill="currentColor" />
        <path d="M12 10v5M12 17.5v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">Has issues</span>
    </span>
  );
}
