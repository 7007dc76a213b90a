/**
 * The Suggest panel's answer: the suggested build line by line with a reason per part, the total
 * and Apply; or why no build fits (kept parts that clash, a budget below the cheapest build, with
 * that build to apply instead).
 */
import { SLOT_TITLES, shortName } from '../../domain/builder/labels.ts';
import { chosenParts, type Selection } from '../../domain/builder/selection.ts';
import { formatPeso } from '../../domain/format/money.ts';
import type { OptimiseResult, PartLine } from '../../domain/optimiser/types.ts';
import { partKey } from './suggest.ts';
import { tradeOffs } from './suggest-words.ts';

export function SuggestAnswer({
  result,
  applied,
  onApply,
}: {
  result: OptimiseResult;
  applied: string | null;
  onApply: (selection: Selection, result: OptimiseResult) => void;
}) {
  if (result.status === 'kept-conflict') {
    return (
      <div className="suggest__result suggest__result--problem" data-testid="suggest-result" data-status={result.status}>
        <p className="suggest__problem" role="alert">
          These kept parts cannot go together, so no build can keep them all.
        </p>
        <ul className="suggest__conflicts">
          {result.conflicts.map((c) => (
            <li key={c.parts.map((p) => p.id).join('+')}>
              <strong>{c.parts.map((p) => shortName(p)).join(' + ')}</strong>: {c.problem}
            </li>
          ))}
        </ul>
        <p className="suggest__hint">Untick “Keep my chosen parts”, or change one of them in the builder, and try again.</p>
      </div>
    );
  }
  if (result.status === 'no-build') {
    return (
      <div className="suggest__result suggest__result--problem" data-testid="suggest-result" data-status={result.status}>
        <p className="suggest__problem" role="alert">
          {result.message}
        </p>
      </div>
    );
  }
  if (result.status === 'budget-too-small') {
    const cheapest = result.cheapest;
    return (
      <div className="suggest__result suggest__result--problem" data-testid="suggest-result" data-status={result.status}>
        <p className="suggest__problem" role="alert">
          {result.message}
        </p>
        {cheapest && (
          <>
            <h3 className="suggest__heading">The cheapest build our checks pass: {formatPeso(cheapest.total)}</h3>
            <ul className="suggest__plain">
              {chosenParts(cheapest.selection).map((part, i) => (
                <li key={`${partKey(part)}-${i}`}>
                  <span>{shortName(part)}</span>
                  <span className="suggest__price">{formatPeso(part.price)}</span>
                </li>
              ))}
            </ul>
            <div className="suggest__apply">
              <button type="button" className="btn btn-ghost" onClick={() => onApply(cheapest.selection, result)}>
                Apply the cheapest build
              </button>
              {applied && <span className="suggest__applied">{applied}</span>}
            </div>
          </>
        )}
      </div>
    );
  }

  const selection = result.selection;
  const notes = result.compatibility?.notes ?? [];
  const trades = tradeOffs(result);
  return (
    <div className="suggest__result" data-testid="suggest-result" data-status={result.status}>
      {/* The total and Apply first: on a phone the lines below run long. */}
      <div className="suggest__head">
        <p className="suggest__total" data-testid="suggest-total">
          <strong>{result.peripherals ? 'PC total' : 'Total'}</strong> <span>{result.summary}</span>
        </p>
        {selection && (
          <button type="button" className="btn btn-primary" onClick={() => onApply(selection, result)}>
            Apply to builder
          </button>
        )}
      </div>
      {applied && (
        <p className="suggest__applied" role="status">
          {applied}
        </p>
      )}
      {result.leftover && (
        <p className="suggest__leftover" data-testid="suggest-leftover">
          {result.leftover}
        </p>
      )}
      {result.steady && <p className="suggest__hint">{result.steady}</p>}
      {trades.length > 0 && (
        <div className="suggest__trades" data-testid="suggest-trades">
          <h3 className="suggest__heading">The trade-offs</h3>
          <ul>
            {trades.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </div>
      )}
      <ol className="suggest__lines">
        {result.lines.map((line, i) => (
          <Line key={`${line.slot}-${line.part.id}-${i}`} line={line} />
        ))}
      </ol>
      {result.upgrade && !(result.upgrade.percent > 0 && result.upgrade.changes.length) && <p className="suggest__upgrade">{result.upgrade.text}</p>}
      {result.peripherals && (
        <div className="suggest__peripherals">
          <h3 className="suggest__heading">
            Peripherals: {formatPeso(result.peripherals.total)} of {formatPeso(result.peripherals.budget)}
          </h3>
          {result.peripherals.message && <p className="suggest__hint">{result.peripherals.message}</p>}
          <ol className="suggest__lines">
            {result.peripherals.lines.map((line, i) => (
              <Line key={`${line.slot}-${line.part.id}-${i}`} line={line} />
            ))}
          </ol>
        </div>
      )}
      {notes.length > 0 && (
        <div className="suggest__notes">
          <p>Notes our checks still make (nothing that stops the build):</p>
          <ul>
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      )}
      {result.estimated.length > 0 && (
        <p className="suggest__hint">
          Speed figures estimated from specs (not in our benchmark tables): {result.estimated.map((p) => shortName(p)).join(', ')}.
        </p>
      )}
    </div>
  );
}

function Line({ line }: { line: PartLine }) {
  return (
    <li className="suggest__line">
      <div className="suggest__line-head">
        <span className="suggest__slot">{SLOT_TITLES[line.slot]}</span>
        <span className="suggest__price">
          {line.owned ? 'Owned · ₱0' : formatPeso(line.cost)}
          {line.kept && !line.owned && <span className="suggest__tag">kept</span>}
        </span>
      </div>
      <p className="suggest__part">{shortName(line.part)}</p>
      <p className="suggest__reason">{line.reason}</p>
    </li>
  );
}
