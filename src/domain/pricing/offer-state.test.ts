/** Issue 27: out of stock, stale and the pricing pool, before the credible-price rule. */
import { describe, expect, it } from 'vitest';
import type { Offer } from './offers.ts';
import { STALE_AFTER_DAYS, isStale, markOffers, pricingOffers, staleText } from './offer-state.ts';
import { crediblePrice } from './credible-price.ts';

const TODAY = '2026-11-25';
const offer = (shop: string, price: number, observedOn = '2026-11-24', inStock?: false): Offer => ({
  shop,
  price,
  url: `https://${shop.toLowerCase()}.example/p`,
  observedOn,
  ...(inStock === false && { inStock }),
});

describe('stale offers', () => {
  it(`an offer is stale from ${STALE_AFTER_DAYS} days after it was last seen`, () => {
    expect(STALE_AFTER_DAYS).toBe(14);
    expect(isStale(offer('A', 1, '2026-11-12'), TODAY)).toBe(false); // 13 days
    expect(isStale(offer('A', 1, '2026-11-11'), TODAY)).toBe(true); // 14 days
    expect(staleText(offer('A', 1, '2026-04-23'))).toBe('not seen since 23 Apr 2026');
  });
});

describe('the pricing pool', () => {
  it('leaves out-of-stock offers out of the price', () => {
    const pool = pricingOffers([offer('A', 900, TODAY, false), offer('B', 1000)], TODAY);
    expect(pool.map((o) => o.shop)).toEqual(['B']);
  });

  it('uses only fresh offers while any is fresh, and the stale ones when none is', () => {
    const stale = offer('Old', 500, '2026-04-23');
    expect(pricingOffers([stale, offer('B', 1000)], TODAY).map((o) => o.shop)).toEqual(['B']);
    expect(pricingOffers([stale, offer('C', 700, '2026-04-23')], TODAY).map((o) => o.shop)).toEqual(['Old', 'C']);
  });

  it('is empty when every offer is out of stock', () => {
    expect(pricingOffers([offer('A', 900, TODAY, false)], TODAY)).toEqual([]);
  });

  it('feeds the credible-price rule: an out-of-stock offer cannot make a cheap offer look credible', () => {
    // In stock: B 5,000 beside C and D at 10,000 → B is far below and flagged; A is out of stock.
    const offers = [offer('A', 5000, TODAY, false), offer('B', 5000), offer('C', 10000), offer('D', 10000)];
    expect(crediblePrice(pricingOffers(offers, TODAY))?.price).toBe(10000);
  });
});

describe('marks on the offer list', () => {
  it('flags far-below offers among the pool only and marks stale and out-of-stock ones', () => {
    const offers = [offer('A', 5000), offer('B', 10000), offer('C', 10000), offer('Gone', 400, '2026-04-23'), offer('Out', 9000, TODAY, false)];
    const marked = markOffers(offers, TODAY);
    expect(marked.map((o) => [o.shop, o.flag ?? null, o.outOfStock ?? null, o.stale ?? null])).toEqual([
      ['A', 'far-below-others', null, null],
      ['B', null, null, null],
      ['C', null, null, null],
      ['Gone', null, null, 'not seen since 23 Apr 2026'],
      ['Out', null, true, null],
    ]);
  });
});
