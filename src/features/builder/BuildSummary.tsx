/**
 * The live summary (spec §2.8): completion, estimated price range, compatibility results with
 * their numbers, badges, and what the builder does not check. Its head (completion, price and
 * the verdict in a word) stays in sight while the rest scrolls (issue 12).
 */
import { useStore } from '@nanostores/react';
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { verdictAnnouncement, type Verdict } from '../../domain/builder/announce.ts';
import { formatPeso } from '../../domain/format/money.ts';
import { PERFORMANCE_INDEX_MEANING } from '../../domain/builder/balance.ts';
import { completionBreakdown, completionLine, coreCompletionPercent, stillNeeded } from '../../domain/builder/completion.ts';
import { PURPOSE_LABELS } from '../../domain/builder/purpose.ts';
import { chosenParts, priceRange } from '../../domain/builder/selection.ts';
import { estimatesLine } from '../../domain/pricing/price-display.ts';
import { verdictHeadline, verdictLine, type CompatibilityResult } from '../../domain/builder/compatibility.ts';
import { NoteList } from '../shared/NoteList.tsx';
import { $catalogue, $purpose, $result, $selection } from './store.ts';
import { YourQuote, YourTotalLine } from './YourQuote.tsx';

/** Where to buy loads once parts are chosen: the first view of the builder does without it. */
const WhereToBuy = lazy(() => import('./WhereToBuy.tsx').then((m) => ({ default: m.WhereToBuy })));

/** The colour of the verdict: neutral while nothing is chosen (issue 20: not a green "Compatible"). */
const tone = (result: CompatibilityResult) => (result.empty ? 'empty' : result.compatSeverity);

/** `actions` (save, share, clear) sit between the head and the details. */
export function BuildSummary({ actions }: { actions?: ReactNode }) {
  const selection = useStore($selection);
  const result = useStore($result);
  const purpose = useStore($purpose);
  const parts = completionBreakdown(selection);
  const completion = coreCompletionPercent(parts);
  const needed = stillNeeded(parts);
  const price = priceRange(selection);
  const estimates = estimatesLine(chosenParts(selection));
  const power = result.power;
  const sentinel = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  useCompactWhenStuck(sentinel, head);

  return (
    <section className="summary" aria-labelledby="summary-title">
      <div ref={sentinel} className="summary__sentinel" aria-hidden="true" />
      <div ref={head} className="summary__head card" data-testid="summary-head">
        <h2 id="summary-title">Build summary</h2>

        <div className="summary__row">
          <span>Completion</span>
          <strong data-testid="completion">{completion}%</strong>
        </div>
        <div className="meter" role="progressbar" aria-label="Build completion" aria-valuenow={completion} aria-valuemin={0} aria-valuemax={100}>
          <span style={{ width: `${completion}%` }} />
        </div>
        <p className="summary__parts" data-testid="completion-parts">
          {completionLine(parts)}
        </p>
        {needed && completion > 0 && <p className="summary__needed">{needed}</p>}

        <div className="summary__price">
          <span>Estimated price</span>
          <strong data-testid="price-range">
            {formatPeso(price.low)} – {formatPeso(price.high)}
          </strong>
          <small>Sum of approximate prices, up to 20% more for shop differences.</small>
          {estimates && (
            <small className="summary__estimates" data-testid="estimates-in-total">
              {estimates}
            </small>
          )}
          <YourTotalLine />
        </div>
        <a className={`summary__status verdict--${tone(result)}`} href="#verdict" data-testid="verdict-line">
          {verdictLine(result)}
        </a>
        <VerdictAnnouncer result={result} />
      </div>

      {actions}

      <div className="summary__body card">
        <div className={`verdict verdict--${tone(result)}`} data-testid="verdict" id="verdict" tabIndex={-1}>
          <strong>{verdictHeadline(result)}</strong>
          {result.empty ? (
            <p>The other lists then offer only the parts that fit it.</p>
          ) : result.warnings.length === 0 ? (
            <p>No compatibility issues detected!</p>
          ) : (
            // Problems first, whole (the PC will not work or the parts do not fit); then notes, a line each.
            <div data-testid="warnings">
              {result.problems.length > 0 && (
                <div className="verdict__group verdict__group--bad">
                  <h3>Problems ({result.problems.length})</h3>
                  <ul>
                    {result.problems.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              )}
              {result.notes.length > 0 && (
                <div className="verdict__group verdict__group--warn">
                  <h3>Notes ({result.notes.length})</h3>
                  <NoteList notes={result.notes} />
                </div>
              )}
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
            <dt>
              CPU / GPU balance <span className="summary__purpose">for {PURPOSE_LABELS[purpose].toLowerCase()}</span>
            </dt>
            <dd data-testid="balance">
              {result.bottleneckNote ?? (purpose === 'gaming' ? 'Choose a CPU and a GPU to see how well they match.' : 'Choose a CPU to see how it suits this use.')}
            </dd>
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
                <small className="summary__hint">{PERFORMANCE_INDEX_MEANING}</small>
              </dd>
            </div>
          )}
        </dl>

        <YourQuote />
        {chosenParts(selection).length > 0 && (
          <Suspense fallback={null}>
            <WhereToBuy parts={chosenParts(selection)} />
          </Suspense>
        )}

        <details className="summary__unchecked">
          <summary>What this builder does not check</summary>
          <ul data-testid="not-checked">
            {result.notChecked.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </details>
      </div>
    </section>
  );
}

/**
 * Issue 25: stuck under the site header (the page scrolled past its place), the summary's head
 * goes compact (`data-stuck`: price and verdict only), so at 1280×768 it never covers most of
 * the screen. The sentinel sits just above the head, so the head's own change of height never
 * moves it (no flicker).
 *
 * The compact head must not move what follows it either. A stuck head keeps its place in the
 * flow, so dropping rows pulled the actions (Save, Copy as text) up by ~230 px, and a scroll that
 * un-stuck it pushed them down again: a button under the pointer at mousedown was elsewhere by
 * mouseup, and the click did nothing. So, while compact, the head's bottom margin makes up the
 * height it dropped. The attribute and the margin change together in the observer's callback,
 * before the next frame is laid out (no render in between), and the margin follows the head's
 * content as it changes (a resize observer, which also remembers the whole height).
 */
function useCompactWhenStuck(sentinel: RefObject<HTMLDivElement | null>, head: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const mark = sentinel.current;
    const el = head.current;
    if (!mark || !el || typeof IntersectionObserver !== 'function' || typeof ResizeObserver !== 'function') return;
    const header = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h')) || 64;
    let wholeHeight = 0;
    const keepFlow = () => {
      const height = el.getBoundingClientRect().height;
      if (el.dataset.stuck) el.style.marginBottom = `${Math.max(0, wholeHeight - height)}px`;
      else {
        wholeHeight = height;
        el.style.marginBottom = '';
      }
    };
    const stick = new IntersectionObserver(
      ([entry]) => {
        if (entry && !entry.isIntersecting && entry.boundingClientRect.top < header) el.dataset.stuck = 'true';
        else delete el.dataset.stuck;
        keepFlow();
      },
      { rootMargin: `-${header + 12}px 0px 0px 0px` },
    );
    const resize = new ResizeObserver(keepFlow);
    stick.observe(mark);
    resize.observe(el);
    return () => {
      stick.disconnect();
      resize.disconnect();
    };
  }, [sentinel, head]);
}

/** How long the verdict must hold still before it is announced: a burst of changes is said once. */
export const ANNOUNCE_AFTER_MS = 700;

/**
 * Issue 25: a polite live region that says the verdict when it changes (and any new problem),
 * never the whole summary. The build restored on load is the starting point, not news.
 */
function VerdictAnnouncer({ result }: { result: Verdict }) {
  const loaded = useStore($catalogue) !== null;
  const said = useRef<Verdict | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!loaded) return;
    if (!said.current) {
      said.current = result;
      return;
    }
    const timer = window.setTimeout(() => {
      const next = verdictAnnouncement(said.current!, result);
      said.current = result;
      if (next) setText(next);
    }, ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, result]);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="verdict-announcer">
      {text}
    </p>
  );
}

/**
 * On phones the summary sits below the selectors; this bar keeps the price and the verdict in
 * view. It wraps rather than cut its text, and it rides at the bottom of the builder (sticky),
 * so it never covers the footer.
 */
export function MiniSummary() {
  const selection = useStore($selection);
  const result = useStore($result);
  const price = priceRange(selection);
  if (price.total === 0) return null;
  return (
    <a className={`mini-summary verdict--${tone(result)}`} href="#summary-title" data-testid="mini-summary">
      <span className="mini-summary__price">
        {formatPeso(price.low)} – {formatPeso(price.high)}
      </span>
      <span className="mini-summary__verdict">{verdictLine(result)}</span>
    </a>
  );
}
