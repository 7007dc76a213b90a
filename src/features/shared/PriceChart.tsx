/**
 * A small static line chart of prices per day (issue 27): plain SVG, no library, drawn from
 * `chartShape` (the part page's plain script draws the same shape). The chart is decoration for
 * sighted readers (aria-hidden): the caller puts the same facts in words beside it.
 */
import { formatPriceDate } from '../../domain/pricing/price-age.ts';
import { chartShape, type ChartPoint } from '../../domain/pricing/price-chart.ts';

export type { ChartPoint };

/** `marks`: the low and high to point out (the 90-day range), when they differ. */
export function PriceChart({ points, from, to, marks }: { points: readonly ChartPoint[]; from: string; to: string; marks?: { low: ChartPoint; high: ChartPoint } | undefined }) {
  const shape = chartShape(points, from, to, marks);
  if (!shape) return null;
  return (
    <figure className="price-chart" aria-hidden="true">
      <svg viewBox={`0 0 ${shape.width} ${shape.height}`} role="presentation" focusable="false">
        <line x1={shape.axis.x1} x2={shape.axis.x2} y1={shape.axis.y} y2={shape.axis.y} className="price-chart__axis" />
        {shape.segments.map((seg, i) =>
          seg.kind === 'dot' ? <circle key={i} cx={seg.cx} cy={seg.cy} r={2.5} className="price-chart__dot" /> : <polyline key={i} points={seg.points} className="price-chart__line" />,
        )}
        {shape.low && <circle cx={shape.low.x} cy={shape.low.y} r={shape.low.r} className="price-chart__low" />}
        {shape.high && <circle cx={shape.high.x} cy={shape.high.y} r={shape.high.r} className="price-chart__high" />}
      </svg>
      <figcaption className="price-chart__days">
        <span>{formatPriceDate(from)}</span>
        <span>{formatPriceDate(to)}</span>
      </figcaption>
    </figure>
  );
}
