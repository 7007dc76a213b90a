/**
 * The geometry of the small price chart (issue 27): one pure function that both the React chart
 * (cards, builder) and the part page's plain-script chart draw from, so the two never drift.
 * Days without a price leave a gap: consecutive days join into a line, a lone day is a dot.
 */
import { daysBetween } from './price-age.ts';

export interface ChartPoint {
  day: string;
  value: number;
}

export const CHART_WIDTH = 320;
export const CHART_HEIGHT = 80;
const PAD = 6;

export type ChartMark = { x: number; y: number; r: number };
export interface ChartShape {
  width: number;
  height: number;
  axis: { x1: number; x2: number; y: number };
  /** A lone day is a dot; a run of consecutive days a polyline (`points` as SVG wants them). */
  segments: ({ kind: 'dot'; cx: number; cy: number } | { kind: 'line'; points: string })[];
  /** The low and high to point out, only when they differ. */
  low: ChartMark | null;
  high: ChartMark | null;
}

/** Null when there is nothing to draw. `marks`: the 90-day low and high. */
export function chartShape(points: readonly ChartPoint[], from: string, to: string, marks?: { low: ChartPoint; high: ChartPoint }): ChartShape | null {
  if (points.length === 0) return null;
  const span = Math.max(1, daysBetween(from, to));
  const values = points.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const x = (day: string) => PAD + (daysBetween(from, day) / span) * (CHART_WIDTH - 2 * PAD);
  const y = (value: number) => (max === min ? CHART_HEIGHT / 2 : PAD + ((max - value) / (max - min)) * (CHART_HEIGHT - 2 * PAD));
  const runs: ChartPoint[][] = [];
  points.forEach((p, i) => {
    if (i > 0 && daysBetween(points[i - 1]!.day, p.day) === 1) runs[runs.length - 1]!.push(p);
    else runs.push([p]);
  });
  const marked = marks && marks.low.value !== marks.high.value;
  const mark = (p: ChartPoint): ChartMark => ({ x: x(p.day), y: y(p.value), r: 3.5 });
  return {
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    axis: { x1: PAD, x2: CHART_WIDTH - PAD, y: CHART_HEIGHT - 1 },
    segments: runs.map((run) =>
      run.length === 1
        ? { kind: 'dot' as const, cx: x(run[0]!.day), cy: y(run[0]!.value) }
        : { kind: 'line' as const, points: run.map((p) => `${x(p.day).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ') },
    ),
    low: marked ? mark(marks.low) : null,
    high: marked ? mark(marks.high) : null,
  };
}
