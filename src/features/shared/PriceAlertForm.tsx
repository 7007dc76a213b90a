/**
 * "Tell me when it's under ₱X" (issue 27): sets a price alert on a part or a saved build for the
 * signed-in person (POST /api/alerts); visitors get a sign-in link instead. The figure starts a
 * little under today's price.
 */
import { useState, type FormEvent } from 'react';
import { formatPeso } from '../../domain/money.ts';
import { alertLabel } from '../../domain/pricing/alerts.ts';
import { api } from './api-client.ts';
import { readStoredSession } from './stored-session.ts';

type Target = { partId: string } | { buildId: string };
type State = { kind: 'idle' } | { kind: 'saving' } | { kind: 'set'; below: number } | { kind: 'error'; message: string };

/** A round figure about 5 % under today's price. */
const suggested = (price: number) => Math.max(1, Math.floor((price * 0.95) / 100) * 100);

export function PriceAlertForm({ target, price, what }: { target: Target; price: number; what: string }) {
  const [value, setValue] = useState(String(suggested(price)));
  const [state, setState] = useState<State>({ kind: 'idle' });
  const id = `alert-${'partId' in target ? target.partId : target.buildId}`;
  if (typeof window !== 'undefined' && !readStoredSession().token) {
    const next = `${window.location.pathname}${window.location.search}`;
    return (
      <p className="price-alert price-alert--visitor">
        <a href={`/login?next=${encodeURIComponent(next)}`}>Sign in</a> to get a mail when {what} is cheaper.
      </p>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const below = Number(value.replace(/[₱,\s]/g, ''));
    if (!Number.isInteger(below) || below <= 0) return setState({ kind: 'error', message: 'Enter the price in whole pesos, e.g. 5000.' });
    setState({ kind: 'saving' });
    const res = await api('/api/alerts', { method: 'POST', body: { ...target, below } });
    setState(res.ok ? { kind: 'set', below } : { kind: 'error', message: res.error });
  };
  if (state.kind === 'set') {
    return (
      <p className="price-alert price-alert--set" role="status">
        Alert set: we will mail you when {what} is {alertLabel(state.below)}. Your alerts are on your <a href="/dashboard">dashboard</a>.
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
