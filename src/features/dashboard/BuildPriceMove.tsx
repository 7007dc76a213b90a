/**
 * How a saved build's total moved since it was saved (issue 27), in its details: the move in
 * words, its total per day as a small chart, and an alert on the build's total.
 */
import { useEffect, useState } from 'react';
import { formatPeso } from '../../domain/format/money.ts';
import { formatPriceDate } from '../../domain/pricing/price-age.ts';
import { api } from '../shared/api-client.ts';
import { PriceChart } from '../shared/PriceChart.tsx';
import { PriceAlertForm } from '../shared/PriceAlertForm.tsx';
import '../shared/price-history.css';

interface BuildHistory {
  savedOn: string;
  savedTotal: number;
  total: number;
  move: string;
  points: { day: string; total: number }[];
}

export function BuildPriceMove({ buildId, total }: { buildId: string; total: number }) {
  const [history, setHistory] = useState<BuildHistory | null | 'failed'>(null);
  useEffect(() => {
    void api<BuildHistory>(`/api/price-history/builds/${encodeURIComponent(buildId)}`).then((res) => setHistory(res.ok ? res.data : 'failed'));
  }, [buildId]);
  return (
    <section className="price-history" data-testid="build-price-move">
      <h3>Price since saved</h3>
      {history === null && <p className="price-history__status">Loading…</p>}
      {history === 'failed' && <p className="price-history__status">Could not load how the price moved.</p>}
      {history && history !== 'failed' && (
        <>
          <p className="price-history__summary">
            {formatPeso(history.savedTotal)} when saved on {formatPriceDate(history.savedOn)}; {formatPeso(history.total)} today: {history.move}.
          </p>
          {history.points.length > 1 && <PriceChart points={history.points.map((p) => ({ day: p.day, value: p.total }))} from={history.points[0]!.day} to={history.points.at(-1)!.day} />}
        </>
      )}
      <PriceAlertForm target={{ buildId }} price={total} what="this build" />
    </section>
  );
}
