/**
 * A part's price history (issue 27), loaded when a card's or the chosen part's offers are opened:
 * the lowest credible price per day as a small chart, the lowest and highest of the last 90 days,
 * and the same in a sentence (what a screen reader reads), then the price alert form.
 */
import { useEffect, useState } from 'react';
import { formatPeso } from '../../domain/format/money.ts';
import { HISTORY_DAYS } from '../../domain/pricing/history.ts';
import { formatPriceDate } from '../../domain/pricing/price-age.ts';
import { historyChart, loadPartHistory, type PartHistory } from './price-history-client.ts';
import { PriceChart } from './PriceChart.tsx';
import { PriceAlertForm } from './PriceAlertForm.tsx';
import './price-history.css';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; history: PartHistory };

export function PriceHistory({ part }: { part: { id: string; name: string; price: number } }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void loadPartHistory(part.id).then((history) => {
      if (live) setLoad(history ? { status: 'ready', history } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [part.id]);
  return (
    <section className="price-history" aria-label={`Price history of ${part.name}`} data-testid="price-history">
      <h4 className="price-history__title">Price history</h4>
      {load.status === 'loading' && <p className="price-history__status">Loading price history…</p>}
      {load.status === 'failed' && <p className="price-history__status">Could not load the price history.</p>}
      {load.status === 'ready' && (
        <>
          <PriceChart {...historyChart(load.history)} from={load.history.from} to={load.history.today} />
          {load.history.range && load.history.range.low.price !== load.history.range.high.price && (
            <p className="price-history__range" aria-hidden="true">
              {HISTORY_DAYS}-day low <strong>{formatPeso(load.history.range.low.price)}</strong> ({formatPriceDate(load.history.range.low.day)}) · high{' '}
              <strong>{formatPeso(load.history.range.high.price)}</strong> ({formatPriceDate(load.history.range.high.day)})
            </p>
          )}
          <p className="price-history__summary" data-testid="price-history-summary">
            {load.history.summary}
          </p>
        </>
      )}
      <PriceAlertForm target={{ partId: part.id }} price={part.price} what="this part" />
    </section>
  );
}
