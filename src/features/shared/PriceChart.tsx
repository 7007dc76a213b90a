/**
 * A small static line chart of prices per day (issue 27): plain SVG, no library. Days without a
 * price leave a gap; the low and high the caller names (the 90-day range) are marked. The chart is decoration for
 * sighted readers (aria-hidden): the caller puts the same facts in words beside it.
 */
import { formatPriceDate } from '../../domain/pricing/price-age.ts';
import { daysBetween } from '../../domain/pricing/price-age.ts';

export interface ChartPoint {
  day: string;
  value: number;
}

const W = 320;
const H = 80;
const PAD = 6;

/** `marks`: the low and high to point out (the 90-day range), when they differ. */
export function PriceChart({ points, from, to, marks }: { points: readonly ChartPoint[]; from: string; to: string; marks?: { low: ChartPoint; high: ChartPoint } | undefined }) {
  if (points.length === 0) return null;
  const span = Math.max(1, daysBetween(from, to));
  const values = points.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const x = (day: string) => PAD + (daysBetween(from, day) / span) * (W - 2 * PAD);
  const y = (value: number) => (max === min ? H / 2 : PAD + ((max - value) / (max - min)) * (H - 2 * PAD));
  // Consecutive days join; a missing day starts a new segment.
  const segments: ChartPoint[][] = [];
  points.forEach((p, i) => {
    if (i > 0 && daysBetween(points[i - 1]!.day, p.day) === 1) segments[segments.length - 1]!.push(p);
    else segments.push([p]);
  });
  return (
    <figure className="price-chart" aria-hidden="true">
      <svg viewBox={`0 0 ${W} ${H}`} role="presentation" focusable="false">
        <line x1={PAD} x2={W - PAD} y1={H - 1} y2={H - 1} className="price-chart__axis" />
        {segments.map((seg, i) =>
          seg.length === 1 ? (
            <circle key={i} cx={x(seg[0]!.day)} cy={y(seg[0]!.value)} r={2.5} className="price-chart__dot" />
          ) : (
            <polyline key={i} points={seg.map((p) => `${x(p.day).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')} className="price-chart__line" />
          ),
        )}
        {marks && marks.low.value !== marks.high.value && (
          <>
            <circle cx={x(marks.low.day)} cy={y(marks.low.value)} r={3.5} className="price-chart__low" />
            <circle cx={x(marks.high.day)} cy={y(marks.high.value)} r={3.5} className="price-chart__high" />
          </>
        )}
      </svg>
      <figcaption className="price-chart__days">
        <span>{formatPriceDate(from)}</span>
        <span>{formatPriceDate(to)}</span>
      </figcaption>
    </figure>
  );
}
