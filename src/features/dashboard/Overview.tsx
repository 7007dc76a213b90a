/**
 * The overview (spec §2.11): greeting, Total Builds, Average Build Cost with its estimated and
 * actual ranges, Bottlenecks & Warnings, the 3 most recent builds and the detected issues.
 */
import {
  ACTUAL_RANGE_LABEL,
  ESTIMATED_RANGE_HINT,
  ESTIMATED_RANGE_LABEL,
  NO_BUILDS_TEXT,
  NO_ISSUES_TEXT,
  overview,
  priceLine,
  savedOf,
  type DashboardBuild,
} from '../../domain/saved-builds/dashboard.ts';
import { formatManilaDate } from '../../domain/format/dates.ts';
import { formatPeso } from '../../domain/format/money.ts';
import { StatusBadge } from './parts.tsx';

const range = (r: { low: number; high: number }) => `${formatPeso(r.low)} – ${formatPeso(r.high)}`;

export function Overview({ builds, onView }: { builds: DashboardBuild[]; onView: (b: DashboardBuild) => void }) {
  const o = overview(builds);
  return (
    <>
      <div className="dash-stats">
        <section className="card dash-stat" aria-labelledby="stat-total">
          <h2 id="stat-total">Total Builds</h2>
          <p className="dash-stat__value" data-testid="total-builds">
            {o.totalBuilds}
          </p>
          <p className="dash-stat__note">saved to your account</p>
        </section>
        <section className="card dash-stat" aria-labelledby="stat-average">
          <h2 id="stat-average">Average Build Cost</h2>
          <p className="dash-stat__value" data-testid="average-cost">
            {o.average === null ? '—' : formatPeso(o.average)}
          </p>
          {o.estimated && o.actual ? (
            <dl className="dash-stat__ranges">
              <div>
                <dt title={ESTIMATED_RANGE_HINT}>{ESTIMATED_RANGE_LABEL}</dt>
                <dd data-testid="estimated-range">{range(o.estimated)}</dd>
              </div>
              <div>
                <dt>{ACTUAL_RANGE_LABEL}</dt>
                <dd data-testid="actual-range">{range(o.actual)}</dd>
              </div>
            </dl>
          ) : (
            <p className="dash-stat__note">at today's prices</p>
          )}
        </section>
        <section className="card dash-stat" aria-labelledby="stat-issues">
          <h2 id="stat-issues">Bottlenecks &amp; Warnings</h2>
          <p className={`dash-stat__value ${o.buildsWithIssues ? 'is-warn' : ''}`} data-testid="issue-count">
            {o.buildsWithIssues}
          </p>
          <p className="dash-stat__note">
            {o.buildsWithIssues === 1 ? 'build has a problem' : 'builds have problems'}
            {o.noteCount > 0 && ` · ${o.noteCount} ${o.noteCount === 1 ? 'note' : 'notes'} to read`}
          </p>
        </section>
      </div>

      <div className="dash-panels">
        <section className="card dash-panel" aria-labelledby="recent-builds">
          <h2 id="recent-builds">Recent Builds</h2>
          {o.recent.length === 0 ? (
            <p className="dash-empty">
              {NO_BUILDS_TEXT} <a href="/builder">Start a build</a>
            </p>
          ) : (
            <ul className="dash-rows">
              {o.recent.map((b) => (
                <li key={b.id}>
                  <button type="button" className="dash-row" onClick={() => onView(b)}>
                    <span className="dash-row__main">
                      <strong>{b.name}</strong>
                      <small>{formatManilaDate(savedOf(b))}</small>
                    </span>
                    <span className="dash-row__side">
                      <span className="dash-row__price">{priceLine(b)}</span>
                      <StatusBadge build={b} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="card dash-panel" aria-labelledby="detected-issues">
          <h2 id="detected-issues">Detected Issues</h2>
          {o.issues.length === 0 ? (
            <p className="dash-empty">{NO_ISSUES_TEXT}</p>
          ) : (
            <ul className="dash-issues">
              {o.issues.map((issue, i) => (
                <li key={`${issue.buildId}-${i}`}>
                  <strong>{issue.buildName}</strong>
                  <span>{issue.text}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
