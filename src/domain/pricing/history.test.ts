/** Issue 27: the lowest credible price per day, the 90-day range, its sentence, and a build's total per day. */
import { describe, expect, it } from 'vitest';
import {
  HISTORY_DAYS,
  HISTORY_MAX_DAYS,
  addDays,
  dailyBuildTotals,
  dailyLowest,
  historyStart,
  historySummary,
  recentRange,
  totalMoveText,
  type Observation,
} from './history.ts';

const obs = (shop: string, price: number | null, seenOn: string, availability: Observation['availability'] = 'in_stock'): Observation => ({
  url: `https://${shop.toLowerCase()}.example/p`,
  shop,
  price,
  availability,
  seenOn,
});

describe('lowest credible price per day', () => {
  it('carries each page forward from its newest observation and takes the lowest', () => {
    const points = dailyLowest(
      [obs('A', 1000, '2026-11-01'), obs('B', 1100, '2026-11-01'), obs('A', 1200, '2026-11-03'), obs('B', 1050, '2026-11-03')],
      '2026-11-01',
      '2026-11-04',
    );
    expect(points).toEqual([
      { day: '2026-11-01', price: 1000, shop: 'A' },
      { day: '2026-11-02', price: 1000, shop: 'A' },
      { day: '2026-11-03', price: 1050, shop: 'B' },
      { day: '2026-11-04', price: 1050, shop: 'B' },
    ]);
  });

  it('leaves out offers far below the other shops (the credible-price rule)', () => {
    const day = '2026-11-01';
    const points = dailyLowest([obs('A', 4000, day), obs('B', 10000, day), obs('C', 10000, day)], day, day);
    expect(points).toEqual([{ day, price: 10000, shop: 'B' }]);
  });

  it('leaves out an out-of-stock offer, and a page gone from the day it answered 404', () => {
    const points = dailyLowest(
      [obs('A', 900, '2026-11-01', 'out_of_stock'), obs('B', 1000, '2026-11-01'), obs('C', 950, '2026-11-01'), obs('C', null, '2026-11-02', 'gone')],
      '2026-11-01',
      '2026-11-02',
    );
    expect(points.map((p) => [p.day, p.price])).toEqual([
      ['2026-11-01', 950],
      ['2026-11-02', 1000],
    ]);
  });

  it('has a gap once no offer was seen for 14 days, rather than repeating an old price', () => {
    const points = dailyLowest([obs('A', 1000, '2026-04-23'), obs('A', 900, '2026-05-20')], '2026-04-23', '2026-05-20');
    expect(points[points.length - 2]).toEqual({ day: '2026-05-06', price: 1000, shop: 'A' });
    expect(points.some((p) => p.day === '2026-05-07')).toBe(false);
    expect(points[points.length - 1]).toEqual({ day: '2026-05-20', price: 900, shop: 'A' });
  });

  it('starts at the first observation, at most a year back', () => {
    expect(historyStart([obs('A', 1, '2026-04-23')], '2026-11-25')).toBe('2026-04-23');
    expect(historyStart([obs('A', 1, '2024-01-01')], '2026-11-25')).toBe(addDays('2026-11-25', -(HISTORY_MAX_DAYS - 1)));
  });
});

describe('the 90-day range and the text summary', () => {
  const today = '2026-11-25';
  const points = [
    { day: '2026-08-01', price: 500, shop: 'Old' }, // outside the 90 days
    { day: '2026-09-02', price: 6450, shop: 'B' },
    { day: '2026-11-12', price: 5990, shop: 'EasyPC' },
    { day: '2026-11-24', price: 6100, shop: 'DataBlitz' },
  ];

  it(`takes the lowest and highest of the last ${HISTORY_DAYS} days`, () => {
    expect(HISTORY_DAYS).toBe(90);
    expect(recentRange(points, today)).toEqual({ low: points[2], high: points[1] });
    expect(recentRange(points.slice(0, 1), today)).toBeUndefined();
  });

  it('says low, high and latest in words', () => {
    expect(historySummary(points, today)).toBe(
      'Lowest in the last 90 days ₱5,990 (12 Nov 2026, EasyPC); highest ₱6,450 (2 Sep 2026). Latest ₱6,100 on 24 Nov 2026 at DataBlitz.',
    );
    expect(historySummary([{ day: '2026-04-23', price: 4500, shop: 'A' }], today)).toBe(
      'No shop price seen in the last 90 days. Latest ₱4,500 on 23 Apr 2026 at A.',
    );
    expect(historySummary([], today)).toBe('No shop price has been seen for this part yet.');
  });
});

describe("a build's total per day", () => {
  it('adds each day the parts all had a price, estimates at their fixed price, times quantity', () => {
    const totals = dailyBuildTotals(
      [
        { quantity: 1, points: [{ day: '2026-11-01', price: 1000, shop: 'A' }, { day: '2026-11-02', price: 900, shop: 'A' }] },
        { quantity: 2, points: [{ day: '2026-11-02', price: 300, shop: 'B' }] },
        { quantity: 1, fixedPrice: 50 },
      ],
      '2026-11-01',
      '2026-11-02',
    );
    expect(totals).toEqual([{ day: '2026-11-02', total: 900 + 600 + 50 }]);
  });

  it('says how the total moved since it was saved', () => {
    expect(totalMoveText(50000, 47850)).toBe('₱2,150 less than when saved (−4%)');
    expect(totalMoveText(40000, 40800)).toBe('₱800 more than when saved (+2%)');
    expect(totalMoveText(40000, 40000)).toBe('the same as when saved');
  });
});
