/**
 * The live summary (spec §2.8): completion, estimated price range, compatibility results with
 * their numbers, badges, and what the builder does not check.
 */
import { useStore } from '@nanostores/react';
import { formatPeso } from '../../domain/money.ts';
import { completionPercent, priceRange } from '../../domain/builder/selection.ts';
import { $result, $selection } from './store.ts';

const SEVERITY_TEXT = { good: 'Compatible', warn: 'Check the notes', bad: 'Problems found' } as const;

export function BuildSummary() {
  const selection = useStore($selection);
  const result = useStore($result);
  const completion = completionPercent(selection);
  const price = priceRange(selection);
  const power = result.power;

  return (
    <section className="summary card" aria-labelledby="summary-title">
      <h2 id="summary-title">Build summary</h2>

      <div className="summary__row">
        <span>Completion</span>
        <strong data-testid="completion">{completion}%</strong>
      </div>
      <div className="meter" role="progressbar" aria-label="Build completion" aria-valuenow={completion} aria-valuemin={0} aria-valuemax={100}>
        <span style={{ width: `${completion}%` }} />
      </div>

      <div className="summary__price">
        <span>Estimated price</span>
        <strong data-testid="price-range">
          {formatPeso(price.low)} – {formatPeso(price.high)}
        </strong>
        <small>Sum of approximate prices, up to 20% more for shop differences.</small>
      </div>

      <div className={`verdict verdict--${result.compatSeverity}`} data-testid="verdict">
        <strong>{SEVERITY_TEXT[result.compatSeverity]}</strong>
        {result.warnings.length === 0 ? (
          <p>No compatibility issues detected!</p>
        ) : (
          // Problems first (the PC will not work or the parts do not fit), then notes.
          <div data-testid="warnings">
            <VerdictList title="Problems" items={result.problems} tone="bad" />
            <VerdictList title="Notes" items={result.notes} tone="warn" />
          </div>
        )}
      </div>

      <div className="badges" data-testid="badges">
        {result.badges.map((b) => (
          <span key={b.label} className={`badge badge--${b.tone}`}>
            {b.label}
          </span>
        ))}
      </div>

      <dl className="summary__facts">
        <div>
          <dt>CPU / GPU balance</dt>
          <dd>{result.bottleneckNote ?? 'Choose a CPU and a GPU to see how well they match.'}</dd>
        </div>
        {result.upgradeRecommendation && (
          <div>
            <dt>Recommendation</dt>
            <dd>{result.upgradeRecommendation}</dd>
          </div>
        )}
        <div>
          <dt>Power</dt>
          <dd data-testid="power">{power.message}</dd>
        </div>
        {power.totalRequired > 0 && (
          <div>
            <dt>Recommended PSU</dt>
            <dd>
              {power.minRecommended}–{power.maxRecommended} W (estimated draw {power.totalRequired} W, with headroom{' '}
              {power.requiredWithHeadroom} W)
            </dd>
          </div>
        )}
        {result.ram.highestRamMhz !== null && result.ram.cpuMaxMhz !== null && (
          <div>
            <dt>Memory speed</dt>
            <dd>
              RAM {result.ram.highestRamMhz} MHz; CPU rated up to {result.ram.cpuMaxMhz} MHz
            </dd>
          </div>
        )}
        {(result.cpuIndex > 0 || result.combinedGpuIndex > 0) && (
          <div>
            <dt>Performance index</dt>
            <dd>
              CPU {result.cpuIndex} · GPU {result.combinedGpuIndex}
            </dd>
          </div>
        )}
      </dl>

      <details className="summary__unchecked">
        <summary>What this builder does not check</summary>
        <ul data-testid="not-checked">
          {result.notChecked.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}

function VerdictList({ title, items, tone }: { title: string; items: readonly string[]; tone: 'bad' | 'warn' }) {
  if (items.length === 0) return null;
  return (
    <div className={`verdict__group verdict__group--${tone}`}>
      <h3>
        {title} ({items.length})
      </h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** On phones the summary sits below the selectors; this bar keeps the verdict in view. */
export function MiniSummary() {
  const selection = useStore($selection);
  const result = useStore($result);
  const price = priceRange(selection);
  if (price.total === 0) return null;
  return (
    <a className={`mini-summary verdict--${result.compatSeverity}`} href="#summary-title">
      <span>
        {formatPeso(price.low)} – {formatPeso(price.high)}
      </span>
      <span>
        {SEVERITY_TEXT[result.compatSeverity]}
        {result.warnings.length > 0 && ` (${result.warnings.length})`}
      </span>
    </a>
  );
}
