/**
 * "Tell me when it's under ₱X" (issue 27): sets a price alert on a part or a saved build for the
 * signed-in person (POST /api/alerts); visitors get a sign-in link instead. The figure starts a
 * little under today's price.
 */
import { useState, type FormEvent } from 'react';
import { formatPeso } from '../../domain/format/money.ts';
import { alertSetText, setPriceAlert, suggestedAlert, type AlertResult, type AlertTarget } from './price-history-client.ts';
import { readStoredSession } from './stored-session.ts';

type State = { kind: 'idle' } | { kind: 'saving' } | AlertResult;

/**
 * `signedIn` and `next` are for a page rendered before anyone reads it (the part page renders
 * both forms and its script shows one); an island reads the stored session itself.
 */
export function PriceAlertForm({ target, price, what, signedIn, next }: { target: AlertTarget; price: number; what: string; signedIn?: boolean; next?: string }) {
  const [value, setValue] = useState(String(suggestedAlert(price)));
  const [state, setState] = useState<State>({ kind: 'idle' });
  const id = `alert-${'partId' in target ? target.partId : target.buildId}`;
  const visitor = signedIn === undefined ? typeof window !== 'undefined' && !readStoredSession().token : !signedIn;
  if (visitor) {
    const back = next ?? `${window.location.pathname}${window.location.search}`;
    return (
      <p className="price-alert price-alert--visitor">
        <a href={`/login?next=${encodeURIComponent(back)}`}>Sign in</a> to get a mail when {what} is cheaper.
      </p>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'saving' });
    setState(await setPriceAlert(target, value));
  };
  if (state.kind === 'set') {
    return (
      <p className="price-alert price-alert--set" role="status">
        {alertSetText(what, state.below)} <a href="/dashboard">dashboard</a>.
      </p>
    );
  }
  return (
    <form className="price-alert" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id}>Tell me when it's under</label>
      <span className="price-alert__field">
        <span aria-hidden="true">₱</span>
        <input id={id} inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} aria-describedby={`${id}-now`} />
      </span>
      <button type="submit" className="btn btn-ghost" disabled={state.kind === 'saving'}>
        Set alert
      </button>
      <span id={`${id}-now`} className="visually-hidden">
        Today: {formatPeso(price)}
      </span>
      {state.kind === 'error' && (
        <span className="price-alert__error" role="alert">
          {state.message}
        </span>
      )}
    </form>
  );
}
