import { describe, expect, it } from 'vitest';
import { offerRows } from './offer-rows.ts';
import type { Offer } from './offers.ts';

const offer = (shop: string, price: number, extra: Partial<Offer> = {}): Offer => ({ shop, price, url: `https://${shop}.example/p`, observedOn: '2026-04-23', ...extra });

describe('offerRows (what each offer line says)', () => {
  it('lists cheapest first with the price and the day it was seen', () => {
    const rows = offerRows([offer('b', 11_000), offer('a', 10_500)]);
    expect(rows.map((r) => [r.shop, r.price, r.seen])).toEqual([
      ['a', '₱10,500', 'seen 23 Apr 2026'],
      ['b', '₱11,000', 'seen 23 Apr 2026'],
    ]);
    expect(rows.every((r) => r.className === null && r.mark === null && r.flag === null)).toBe(true);
  });

  it('marks an out-of-stock and a stale offer as left out of the price', () => {
    const rows = offerRows([offer('a', 10_000, { inStock: false }), offer('b', 10_200, { stale: true, observedOn: '2026-03-01' }), offer('c', 10_400)]);
    const byShop = Object.fromEntries(rows.map((r) => [r.shop, r]));
    expect(byShop.a!.mark).toEqual({ testId: 'offer-out-of-stock', text: 'out of stock — not in the price or totals' });
    expect(byShop.b!.mark).toEqual({ testId: 'offer-stale', text: 'not seen since 1 Mar 2026 — not in the price or totals' });
    expect(byShop.a!.className).toBe('offer-list__out');
    expect(byShop.c!.mark).toBeNull();
  });

  it('flags an offer far below the other shops', () => {
    const rows = offerRows([offer('a', 5_000), offer('b', 10_000), offer('c', 10_100), offer('d', 10_200)]);
    expect(rows[0]).toMatchObject({ shop: 'a', className: 'offer-list__flagged', flagCode: 'far-below-others' });
    expect(rows[0]!.flag).toMatch(/far below other shops/);
  });
});
