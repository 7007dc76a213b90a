/**
 * How old prices are (issue 21): estimates against the newest shop snapshot, shop prices against today.
 */
import { describe, expect, it } from 'vitest';
import { ESTIMATE_STALE_MONTHS, daysAgoText, daysBetween, manilaDay, monthsBetween, shopPricesAgeText, staleEstimateText } from './price-age.ts';

describe('estimate age', () => {
  it('counts calendar months between a month and a day', () => {
    expect(monthsBetween('2025-06', '2026-04-23')).toBe(10);
    expect(monthsBetween('2025-10', '2026-04-01')).toBe(6);
    expect(monthsBetween('2026-04', '2026-04-30')).toBe(0);
    expect(monthsBetween('soon', '2026-04-30')).toBeUndefined();
  });

  it('warns on an estimate more than six months older than the shop snapshot, naming the snapshot day', () => {
    expect(ESTIMATE_STALE_MONTHS).toBe(6);
    expect(staleEstimateText('2025-06', '2026-04-23')).toBe('may be far off — no shop listed it on 23 Apr 2026');
    expect(staleEstimateText('2025-09', '2026-04-23')).toBe('may be far off — no shop listed it on 23 Apr 2026');
    expect(staleEstimateText('2025-10', '2026-04-23')).toBeUndefined();
    expect(staleEstimateText('2026-04', '2026-04-23')).toBeUndefined();
    expect(staleEstimateText(undefined, '2026-04-23')).toBeUndefined();
    expect(staleEstimateText('2025-06', undefined)).toBeUndefined();
  });
});

describe('shop price age', () => {
  it('takes today in the Philippines (UTC+8)', () => {
    expect(manilaDay(new Date('2026-11-24T16:30:00Z'))).toBe('2026-11-25');
    expect(manilaDay(new Date('2026-11-24T15:59:00Z'))).toBe('2026-11-24');
  });

  it('agrees with the Asia/Manila zone data every hour of two years', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) expect(manilaDay(new Date(t))).toBe(zone.format(t));
  });

  it('counts whole days and says them plainly', () => {
    expect(daysBetween('2026-04-23', '2026-11-25')).toBe(216);
    expect(daysBetween('2026-04-23', '2026-04-22')).toBe(-1);
    expect(daysAgoText('2026-04-23', '2026-04-23')).toBe('today');
    expect(daysAgoText('2026-04-23', '2026-04-24')).toBe('yesterday');
    expect(daysAgoText('2026-04-23', '2026-04-25')).toBe('2 days ago');
    expect(daysAgoText('2026-04-23', '2029-04-23')).toBe('1,096 days ago');
    expect(daysAgoText('2026-04-23', '2026-04-20')).toBe('today');
  });

  it('reads "Shop prices seen 23 Apr 2026 (216 days ago)"', () => {
    expect(shopPricesAgeText('2026-04-23', '2026-11-25')).toBe('Shop prices seen 23 Apr 2026 (216 days ago)');
  });
});
