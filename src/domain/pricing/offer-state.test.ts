/** Issue 27: out of stock, stale and the pricing pool, before the credible-price rule. */
import { describe, expect, it } from 'vitest';
import type { Offer } from './offers.ts';
import { STALE_AFTER_DAYS, isStale, isUsable, markStale, staleText } from './offer-state.ts';
import { crediblePrice, flagOffers } from './credible-price.ts';
import { cheapestMix } from './offers.ts';

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

describe('which offers may set a price', () => {
  it('leaves out-of-stock offers out of the price and every sum', () => {
    const offers = [offer('A', 900, TODAY, false), offer('B', 1000)];
    expect(crediblePrice(offers)?.price).toBe(1000);
    expect(cheapestMix([{ partId: 'p' }], { p: offers }).total).toBe(1000);
    expect(isUsable(offers[0]!)).toBe(false);
  });

  it('marks stale offers while any is fresh, and none when none is', () => {
    const stale = offer('Old', 500, '2026-04-23');
    expect(markStale([stale, offer('B', 1000)], TODAY).map((o) => o.stale ?? null)).toEqual([true, null]);
    expect(markStale([stale, offer('C', 700, '2026-04-23')], TODAY).map((o) => o.stale ?? null)).toEqual([null, null]);
    // An out-of-stock fresh offer does not make the in-stock old ones stale: they are still the best known price.
    expect(markStale([stale, offer('D', 900, TODAY, false)], TODAY)[0]!.stale).toBeUndefined();
    expect(crediblePrice(markStale([stale, offer('B', 1000)], TODAY))?.price).toBe(1000);
  });

  it('has no price when every offer is out of stock', () => {
    expect(crediblePrice([offer('A', 900, TODAY, false)])).toBeUndefined();
  });

  it('compares and flags only usable offers: an out-of-stock offer cannot make a cheap offer look credible', () => {
    // In stock: B 5,000 beside C and D at 10,000 → B is far below and flagged; A is out of stock.
    const offers = [offer('A', 5000, TODAY, false), offer('B', 5000), offer('C', 10000), offer('D', 10000)];
    expect(crediblePrice(offers)?.price).toBe(10000);
    expect(flagOffers(offers).map((o) => o.flag ?? null)).toEqual([null, 'far-below-others', null, null]);
  });
});
