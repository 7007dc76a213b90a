/**
 * The dashboard's price alerts (issue 27): each alert with what it watches, its figure and
 * today's price, and Remove. Alerts are set from a part's offers or a saved build's details.
 */
import { useEffect, useState } from 'react';
import { formatPeso } from '../../domain/format/money.ts';
import { ALERTS_PER_PERSON } from '../../domain/pricing/alerts.ts';
import { api } from '../shared/api-client.ts';
import '../shared/price-history.css';

interface AlertView {
  id: string;
  kind: 'part' | 'build';
  name: string;
  label: string;
  price: number | null;
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; alerts: AlertView[] };

export function PriceAlerts() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [problem, setProblem] = useState<string | null>(null);
  const fetchAlerts = async () => {
    const res = await api<AlertView[]>('/api/alerts');
    setLoad(res.ok ? { status: 'ready', alerts: res.data } : { status: 'failed' });
  };
  useEffect(() => void fetchAlerts(), []);
  const remove = async (alert: AlertView) => {
    setProblem(null);
    const res = await api(`/api/alerts/${encodeURIComponent(alert.id)}`, { method: 'DELETE' });
    if (!res.ok) return setProblem(`Could not remove the alert for ${alert.name}: ${res.error}`);
    setLoad((l) => (l.status === 'ready' ? { status: 'ready', alerts: l.alerts.filter((a) => a.id !== alert.id) } : l));
  };
  return (
    <section className="price-alerts" aria-labelledby="price-alerts-title" data-testid="price-alerts">
      <h2 id="price-alerts-title">Price alerts</h2>
      {load.status === 'loading' && <p>Loading your price alerts…</p>}
      {load.status === 'failed' && (
        <p>
          Could not load your price alerts.{' '}
          <button type="button" className="btn btn-ghost" onClick={() => void fetchAlerts()}>
            Try again
          </button>
        </p>
      )}
      {load.status === 'ready' && load.alerts.length === 0 && (
        <p className="price-alerts__none">
          No price alerts yet. Open a part's shop offers (in the builder or the <a href="/components">Component Database</a>) or a saved build's details and
          choose "Tell me when it's under".
        </p>
      )}
      {load.status === 'ready' && load.alerts.length > 0 && (
        <>
          <ul className="price-alerts__list">
            {load.alerts.map((a) => (
              <li key={a.id}>
                <span className="price-alerts__what">
                  {a.kind === 'build' ? 'Build: ' : ''}
                  <strong>{a.name}</strong> {a.label}
                </span>
                <span className="price-alerts__now">
                  <span aria-hidden="true"> · </span>
                  {a.price === null ? 'no price today' : `today ${formatPeso(a.price)}`}
                </span>
                <button type="button" className="btn btn-ghost" onClick={() => void remove(a)}>
                  Remove<span className="visually-hidden"> the alert for {a.name}</span>
                </button>
              </li>
            ))}
          </ul>
          <p className="price-alerts__count">
            {load.alerts.length} of {ALERTS_PER_PERSON} alerts. One mail a day at most per alert, each with a link to stop it.
          </p>
        </>
      )}
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}
