import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, CHART_WIDTH, chartShape } from './price-chart.ts';

describe('chartShape (the one price chart geometry)', () => {
  it('draws nothing without points', () => {
    expect(chartShape([], '2026-01-01', '2026-01-10')).toBeNull();
  });

  it('joins consecutive days into a line and leaves a missing day as a gap', () => {
    const shape = chartShape(
      [
        { day: '2026-01-01', value: 100 },
        { day: '2026-01-02', value: 90 },
        { day: '2026-01-05', value: 80 },
      ],
      '2026-01-01',
      '2026-01-05',
    )!;
    expect(shape.segments.map((s) => s.kind)).toEqual(['line', 'dot']);
    // First day at the left edge, the highest price at the top, the lowest at the bottom.
    expect(shape.segments[0]).toEqual({ kind: 'line', points: '6.0,6.0 83.0,40.0' });
    expect(shape.segments[1]).toEqual({ kind: 'dot', cx: CHART_WIDTH - 6, cy: CHART_HEIGHT - 6 });
  });

  it('puts a flat price in the middle and marks the low and high only when they differ', () => {
    const flat = chartShape([{ day: '2026-01-01', value: 50 }], '2026-01-01', '2026-01-01', { low: { day: '2026-01-01', value: 50 }, high: { day: '2026-01-01', value: 50 } })!;
    expect(flat.segments[0]).toMatchObject({ cy: CHART_HEIGHT / 2 });
    expect(flat.low).toBeNull();
    const moved = chartShape(
      [
        { day: '2026-01-01', value: 100 },
        { day: '2026-01-02', value: 80 },
      ],
      '2026-01-01',
      '2026-01-02',
      { low: { day: '2026-01-02', value: 80 }, high: { day: '2026-01-01', value: 100 } },
    )!;
    expect(moved.low).toEqual({ x: CHART_WIDTH - 6, y: CHART_HEIGHT - 6, r: 3.5 });
    expect(moved.high).toEqual({ x: 6, y: 6, r: 3.5 });
  });
});
