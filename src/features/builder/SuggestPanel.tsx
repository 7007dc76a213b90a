/**
 * "Suggest a build" (issue 14, item 3): a peso budget and a use give the strongest build our own
 * rules pass (src/domain/optimiser), with a reason per part, the total against the budget and
 * what the next ₱5,000 would buy; "Apply to builder" makes it the builder's selection (with Undo),
 * so the draft, permalink and save carry it like any other build, and every part stays changeable.
 *
 * The optimiser runs in a Web Worker made on first use (optimiser-client.ts): the builder's first
 * download carries none of it. Collapsed by default on phones, and once a build exists (issue
 * 25: the builder's parts come first then); a click on its heading or /builder#suggest opens it.
 */
import { useStore } from '@nanostores/react';
import { Suspense, lazy, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { lookupIn } from '../../catalogue/lookup.ts';
import { shortName } from '../../domain/builder/labels.ts';
import { PURPOSE_LABELS, type Purpose } from '../../domain/builder/purpose.ts';
import { chosenParts, isEmptySelection, priceRange, type Selection } from '../../domain/builder/selection.ts';
import { toPermalinkQuery } from '../../domain/builder/persistence.ts';
import type { Component, PartsByCategory } from '../../domain/catalogue/catalogue.ts';
import type { OptimiseResult } from '../../domain/optimiser/types.ts';
import { SUGGESTION_FAILED } from '../../domain/site/situations.ts';
import { suggestBuild, warmOptimiser } from './optimiser-client.ts';
import { $budget, $catalogue, $purpose, $selection, applyChange } from './store.ts';
import {
  CHECKS_NOTE,
  HOW_IT_CHOOSES,
  HOW_WE_CHOOSE,
  DEFAULT_PERIPHERALS_BUDGET,
  SUGGEST_HASH,
  budgetStatus,
  formatBudgetInput,
  keepRefs,
  parseBudget,
  partKey,
  rebindSelection,
  type SuggestInput,
} from './suggest.ts';
import './suggest.css';

/** The answer's view loads with the first use of the panel, not with the page (builder budget). */
const loadAnswer = () => import('./SuggestAnswer.tsx');
const SuggestAnswer = lazy(() => loadAnswer().then((m) => ({ default: m.SuggestAnswer })));

type State =
  | { kind: 'idle' }
  /** Asked before the parts list arrived: the suggestion runs as soon as it does. */
  | { kind: 'waiting'; input: SuggestInput }
  | { kind: 'busy' }
  | { kind: 'done'; result: OptimiseResult; input: SuggestInput }
  | { kind: 'failed'; message: string };

/** Phones start with the panel shut: the selectors come first there. */
const PHONE_QUERY = '(max-width: 720px)';
const APPLIED = 'Suggested build applied: change any part you like.';
/** The builder prices every part it holds: parts the person owns count again there. */
const APPLIED_OWNED = `${APPLIED} The builder's summary prices the parts you own too.`;

export function SuggestPanel() {
  const catalogue = useStore($catalogue);
  const selection = useStore($selection);
  const purpose = useStore($purpose);
  const budget = useStore($budget);
  const ids = useId();
  const panelRef = useRef<HTMLDetailsElement>(null);
  const budgetRef = useRef<HTMLInputElement>(null);
  const peripheralsRef = useRef<HTMLInputElement>(null);
  const request = useRef(0);
  const [open, setOpen] = useState(false);
  const [how, setHow] = useState(false);
  const [measures, setMeasures] = useState<Record<Purpose, string> | null>(null);
  const [budgetText, setBudgetText] = useState(budget === null ? '' : formatBudgetInput(budget));
  const [budgetError, setBudgetError] = useState<string | null>(null);
  const [keep, setKeep] = useState(false);
  const [owned, setOwned] = useState<ReadonlySet<string>>(new Set());
  const [withPeripherals, setWithPeripherals] = useState(false);
  const [peripheralsText, setPeripheralsText] = useState(formatBudgetInput(DEFAULT_PERIPHERALS_BUDGET));
  const [peripheralsError, setPeripheralsError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [applied, setApplied] = useState<string | null>(null);
  /** The builder's parts right after Apply: once they change, the answer above is history. */
  const [appliedKey, setAppliedKey] = useState<string | null>(null);
  // The server renders the form before the page's script runs: until it does, typing would be
  // lost to the script taking over, so the form waits for it (a fraction of a second).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  // Open on wide screens, and wherever the address says #suggest (the home page's link); shut
  // once a build exists — the draft brought one back, or the first part was chosen below — unless
  // the panel is in use (an answer or a request on screen).
  const hasBuild = catalogue !== null && !isEmptySelection(selection);
  const inUse = state.kind !== 'idle';
  useEffect(() => {
    if (hasBuild && !inUse && window.location.hash !== `#${SUGGEST_HASH}`) setOpen(false);
  }, [hasBuild, inUse]);
  useEffect(() => {
    const fromHash = () => {
      if (window.location.hash !== `#${SUGGEST_HASH}`) return false;
      setOpen(true);
      requestAnimationFrame(() => {
        panelRef.current?.scrollIntoView({ block: 'start' });
        budgetRef.current?.focus({ preventScroll: true });
      });
      return true;
    };
    if (!fromHash()) setOpen(!window.matchMedia(PHONE_QUERY).matches && isEmptySelection($selection.get()));
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);

  const chosen = uniqueParts(chosenParts(selection));
  const canKeep = chosen.length > 0;
  const busy = state.kind === 'busy' || state.kind === 'waiting';

  const readAmount = (text: string, set: (t: string) => void, setError: (e: string | null) => void, what: string) => {
    const parsed = parseBudget(text, what);
    if (!parsed.ok) {
      setError(parsed.error);
      return null;
    }
    setError(null);
    set(formatBudgetInput(parsed.value));
    return parsed.value;
  };
  /**
   * The PC budget as typed. It is remembered with the draft when a suggestion is asked for, not
   * when the box loses focus: the budget line it brings would move the button under a click that
   * is on its way (the first click of a mouse or a tap blurs the box first).
   */
  const readBudget = (text: string) => readAmount(text, setBudgetText, setBudgetError, 'budget');

  const run = (parts: Partial<PartsByCategory>, input: SuggestInput) => {
    const id = ++request.current;
    setState({ kind: 'busy' });
    suggestBuild(parts, input).then(
      (result) => id === request.current && setState({ kind: 'done', result, input }),
      (error: unknown) => {
        // The reason is for developers; the person reads plain words (issue 20).
        console.error('Suggest a build failed:', error);
        if (id === request.current) setState({ kind: 'failed', message: SUGGESTION_FAILED.message });
      },
    );
  };

  // The budget the draft brought back fills an empty box (the person's own typing wins).
  useEffect(() => {
    if (budget !== null && document.activeElement !== budgetRef.current) setBudgetText((text) => (text.trim() ? text : formatBudgetInput(budget)));
  }, [budget]);

  const total = priceRange(selection).low;
  const status = budgetStatus(total, budget);
  const changedSinceApply = appliedKey !== null && appliedKey !== toPermalinkQuery(selection);

  // A suggestion asked for while the parts list was loading runs the moment it arrives.
  useEffect(() => {
    if (catalogue && state.kind === 'waiting') run(catalogue, state.input);
  }, [catalogue, state]);

  // The amounts are read from the boxes themselves, as typed, whatever the order of events
  // (a click right after typing, a blur that reformats, a tap that closes the keyboard).
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const pcBudget = readBudget(budgetRef.current?.value ?? budgetText);
    const peripheralsBudget = withPeripherals ? readAmount(peripheralsRef.current?.value ?? peripheralsText, setPeripheralsText, setPeripheralsError, 'peripherals budget') : null;
    if (pcBudget === null) return budgetRef.current?.focus();
    if (withPeripherals && peripheralsBudget === null) return;
    $budget.set(pcBudget);
    const input: SuggestInput = { budget: pcBudget, purpose, keep: keep ? keepRefs(selection, owned) : [], peripheralsBudget };
    setApplied(null);
    if (!catalogue) setState({ kind: 'waiting', input });
    else run(catalogue, input);
  };

  const apply = (picked: Selection, result: OptimiseResult) => {
    if (!catalogue) return;
    const rebound = rebindSelection(picked, lookupIn(catalogue));
    applyChange({ selection: rebound, removed: [] }, APPLIED);
    setAppliedKey(toPermalinkQuery(rebound));
    $purpose.set(result.purpose);
    setApplied(result.lines.some((l) => l.owned) ? APPLIED_OWNED : APPLIED);
  };

  /** The scoring's words load when first asked for: nothing of it rides with the page. */
  const toggleHow = () => {
    setHow((h) => !h);
    if (!measures) void import('../../domain/optimiser/measure-words.ts').then((m) => setMeasures(m.MEASURE_SENTENCE));
  };

  const toggleOwned = (key: string) =>
    setOwned((before) => {
      const next = new Set(before);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <details
      ref={panelRef}
      id={SUGGEST_HASH}
      className="suggest card"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      onFocus={() => {
        void loadAnswer();
        if (catalogue) warmOptimiser(catalogue);
      }}
    >
      <summary className="suggest__summary">
        <span className="suggest__title">Suggest a build</span>
        <span className="suggest__lead">{HOW_IT_CHOOSES}</span>
        {status && (
          <span className="suggest__status" data-testid="budget-status" data-over={status.over || undefined}>
            {status.text}
          </span>
        )}
      </summary>

      <form className="suggest__form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <div className="suggest__row">
          <div className="field suggest__budget">
            <label htmlFor={`${ids}-budget`}>Budget for the PC</label>
            <div className="suggest__money">
              <span aria-hidden="true">₱</span>
              <input
                ref={budgetRef}
                disabled={!live}
                id={`${ids}-budget`}
                name="budget"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder="45,000"
                value={budgetText}
                aria-invalid={budgetError ? true : undefined}
                aria-describedby={budgetError ? `${ids}-budget-error` : undefined}
                onChange={(e) => setBudgetText(e.target.value)}
                onBlur={() => budgetText.trim() && readBudget(budgetText)}
              />
            </div>
            {budgetError && (
              <p className="field-error" id={`${ids}-budget-error`}>
                {budgetError}
              </p>
            )}
          </div>

          <p className="suggest__for">
            For <strong>{PURPOSE_LABELS[purpose].toLowerCase()}</strong>: the purpose chosen above, which the builder’s checks read too.
          </p>
        </div>

        <div className="suggest__options">
          <label className="suggest__check">
            <input type="checkbox" checked={keep && canKeep} disabled={!canKeep} onChange={(e) => setKeep(e.target.checked)} />
            <span>
              Keep my chosen parts{canKeep ? ` (${chosen.length})` : ''}
              {!canKeep && <small> — choose parts below first</small>}
            </span>
          </label>
          {keep && canKeep && (
            <fieldset className="suggest__owned">
              <legend>Already own any? They count as ₱0.</legend>
              {chosen.map((part) => (
                <label key={partKey(part)} className="suggest__check">
                  <input type="checkbox" checked={owned.has(partKey(part))} onChange={() => toggleOwned(partKey(part))} />
                  <span>I own the {shortName(part)}</span>
                </label>
              ))}
            </fieldset>
          )}

          <label className="suggest__check">
            <input type="checkbox" checked={withPeripherals} onChange={(e) => setWithPeripherals(e.target.checked)} />
            <span>Include peripherals (monitor, keyboard, mouse, headset)</span>
          </label>
          {withPeripherals && (
            <div className="field suggest__budget suggest__budget--peripherals">
              <label htmlFor={`${ids}-peripherals`}>Peripherals budget (on top of the PC)</label>
              <div className="suggest__money">
                <span aria-hidden="true">₱</span>
                <input
                  ref={peripheralsRef}
                  id={`${ids}-peripherals`}
                  name="peripheralsBudget"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={peripheralsText}
                  aria-invalid={peripheralsError ? true : undefined}
                  aria-describedby={peripheralsError ? `${ids}-peripherals-error` : undefined}
                  onChange={(e) => setPeripheralsText(e.target.value)}
                  onBlur={() => peripheralsText.trim() && readAmount(peripheralsText, setPeripheralsText, setPeripheralsError, 'peripherals budget')}
                />
              </div>
              {peripheralsError && (
                <p className="field-error" id={`${ids}-peripherals-error`}>
                  {peripheralsError}
                </p>
              )}
            </div>
          )}
        </div>

        {/* A button, not a nested <details>: the panel is itself a disclosure. */}
        <div className="suggest__how">
          <button type="button" className="suggest__how-toggle" aria-expanded={how} aria-controls={`${ids}-how`} onClick={toggleHow}>
            {HOW_WE_CHOOSE}
          </button>
          <div id={`${ids}-how`} hidden={!how}>
            <p>{CHECKS_NOTE}</p>
            <p data-testid="suggest-measure">{state.kind === 'done' ? state.result.measure : (measures?.[purpose] ?? '')}</p>
          </div>
        </div>

        <div className="suggest__go">
          <button type="submit" className="btn btn-primary" disabled={!live || busy}>
            {busy ? 'Working it out…' : 'Suggest'}
          </button>
          {!catalogue && <span className="suggest__wait">{state.kind === 'waiting' ? 'Loading the parts list: your suggestion comes as soon as it is here.' : 'Loading the parts list…'}</span>}
        </div>
      </form>

      <div className="suggest__out" aria-live="polite" aria-busy={busy}>
        {state.kind === 'busy' && (
          <p className="suggest__busy" role="status">
            <span className="suggest__spinner" aria-hidden="true" />
            Searching the catalogue for the strongest build…
          </p>
        )}
        {state.kind === 'failed' && (
          <p className="suggest__problem" role="alert">
            {state.message}
          </p>
        )}
        {state.kind === 'done' && changedSinceApply && (
          <p className="suggest__hint" data-testid="suggest-changed">
            You have changed parts since applying this suggestion: below is the suggestion as it was.{status ? ` ${status.text}.` : ''}
          </p>
        )}
        {state.kind === 'done' && (
          <Suspense fallback={null}>
            <SuggestAnswer result={state.result} applied={changedSinceApply ? null : applied} onApply={apply} />
          </Suspense>
        )}
      </div>
    </details>
  );
}

/** Two RAM modules of one kit are one line in the "I own it" list. */
function uniqueParts(parts: Component[]): Component[] {
  const seen = new Set<string>();
  return parts.filter((p) => {
    const key = partKey(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
