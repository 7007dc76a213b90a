/**
 * The credible-price rule (issue 21), on offers from the 23 April 2026 listings.
 */
import { describe, expect, it } from 'vitest';
import {
  FAR_BELOW_MIN_OTHER_SHOPS,
  FAR_BELOW_SHARE,
  FAR_BELOW_TEXT,
  SPREAD_FACTOR,
  credibleOffers,
  crediblePrice,
  farBelowOthers,
  flagOffers,
  headlineOffer,
  isFarBelow,
  isSpread,
} from './credible-price.ts';
import type { Offer } from './offers.ts';

const offer = (shop: string, price: number, observedOn = '2026-04-23'): Offer => ({
  shop,
  price,
  url: `https://${shop.toLowerCase().replace(/\W/g, '')}.example/p`,
  observedOn,
});

describe('the constants the rule stands on', () => {
  it('flags under 80 % of the other shops’ median, with two or more other shops; a spread is 2× or more', () => {
    expect(FAR_BELOW_SHARE).toBe(0.8);
    expect(FAR_BELOW_MIN_OTHER_SHOPS).toBe(2);
    expect(SPREAD_FACTOR).toBe(2);
    expect(FAR_BELOW_TEXT).toBe('far below other shops — check stock before you go');
  });
});

describe('far below the other shops', () => {
  it('32 GB DDR5-6000 at ₱4,500 beside ₱21,000 and more at three shops is far below', () => {
    expect(isFarBelow(4500, [21000, 22950, 32950])).toBe(true);
  });

  it('is strict at 80 % of the median of the others', () => {
    expect(isFarBelow(7999, [10000, 10000, 12000])).toBe(true);
    expect(isFarBelow(8000, [10000, 10000, 12000])).toBe(false);
  });

  it('takes the lower middle price of an even number of others: flagged only when more than half of them ask over 1.25×', () => {
    expect(isFarBelow(7999, [10000, 20000])).toBe(true);
    expect(isFarBelow(8000, [10000, 20000])).toBe(false);
    // Philips 27M1N3200Z: three shops agree near ₱7,500, two ask ₱11,480 and ₱11,988; none of the three is flagged.
    const philips = [offer('Bermor Techzone', 7495), offer('DynaQuest PC', 7590), offer('DataBlitz', 7595), offer('EasyPC', 11480), offer('PCWORX', 11988)];
    expect(flagOffers(philips).filter((o) => o.flag)).toEqual([]);
    expect(headlineOffer(philips)?.price).toBe(7495);
    // Two shops at the old level, two at the new: the old level is outnumbered by no one, and still flagged.
    const twoLevels = [offer('A', 4500), offer('B', 4800), offer('C', 21000), offer('D', 22000)];
    expect(flagOffers(twoLevels).map((o) => Boolean(o.flag))).toEqual([true, true, false, false]);
    // Two shops agree, a third asks ten times more: neither of the two is flagged.
    expect(credibleOffers([offer('A', 100), offer('B', 100), offer('C', 1000)])).toHaveLength(3);
  });

  it('needs two other shops: of two shops neither can be blamed (Lexar NM620 1 TB, ₱3,470 and ₱9,800)', () => {
    expect(isFarBelow(3470, [9800])).toBe(false);
    expect(isFarBelow(3470, [])).toBe(false);
    const lexar = [offer('Ben Store', 3470), offer('PC Express', 9800)];
    expect(credibleOffers(lexar)).toEqual(lexar);
    expect(crediblePrice(lexar)).toMatchObject({ price: 3470, high: 9800, shops: 2, flagged: [] });
  });

  it('compares with one price per other shop, so a shop listing a part twice does not count twice', () => {
    // B's two pages at ₱10,000 are one opinion: A is compared with [₱10,000, ₱30,000, ₱32,000] (median ₱30,000).
    const offers = [offer('A', 12000), offer('B', 10000), offer('B', 10000), offer('C', 30000), offer('D', 32000)];
    expect(farBelowOthers(offers[0]!, offers)).toBe(true);
    // Counted twice, B would pull the median down to ₱10,000 and clear A.
    expect(isFarBelow(12000, [10000, 10000, 30000, 32000])).toBe(false);
  });
});

describe('the headline price is the lowest credible offer', () => {
  it('Samsung 990 EVO Plus 2 TB: ₱8,850 and ₱13,800 are far below ₱18,500 and ₱24,790', () => {
    const offers = [offer('EasyPC', 8850), offer('Ben Store', 13800), offer('PC Express', 18500), offer('DynaQuest PC', 24790)];
    const credible = crediblePrice(offers)!;
    expect(credible.price).toBe(18500);
    expect(credible.offer.shop).toBe('PC Express');
    expect(credible.flagged.map((o) => [o.shop, o.price, o.flag])).toEqual([
      ['EasyPC', 8850, 'far-below-others'],
      ['Ben Store', 13800, 'far-below-others'],
    ]);
    expect(credible).toMatchObject({ high: 24790, shops: 2, listedShops: 4 });
  });

  it('Ryzen 7 7800X3D: one shop at ₱18,895 beside ₱26,995–₱29,900 is listed, flagged, not the headline', () => {
    const offers = [offer('Bermor Techzone', 18895), offer('DataBlitz', 26995), offer('EasyPC', 29095), offer('PC Express', 29900)];
    expect(headlineOffer(offers)).toEqual(offer('DataBlitz', 26995));
    expect(flagOffers(offers).map((o) => o.flag ?? '-')).toEqual(['far-below-others', '-', '-', '-']);
    expect(flagOffers(offers)).toHaveLength(4);
  });

  it('a steady spread of shop prices flags nothing and keeps the lowest', () => {
    const offers = [10595, 11095, 11250, 12650, 13050].map((p, i) => offer(`Shop ${i}`, p));
    expect(credibleOffers(offers)).toHaveLength(5);
    expect(crediblePrice(offers)).toMatchObject({ price: 10595, high: 13050, shops: 5, flagged: [] });
  });

  it('never flags every offer: the highest is at least the median of the rest', () => {
    for (const prices of [[100, 100, 1000], [1, 2, 4, 8, 16], [5, 5, 5], [10, 1000, 1000, 1000], [1, 10, 100, 1000]]) {
      const offers = prices.map((p, i) => offer(`S${i}`, p));
      expect(credibleOffers(offers).length, prices.join(',')).toBeGreaterThan(0);
      expect(credibleOffers(offers).map((o) => o.price), prices.join(',')).toContain(Math.max(...prices));
    }
  });

  it('has no price without offers; a single offer is its own price', () => {
    expect(crediblePrice([])).toBeUndefined();
    expect(crediblePrice([offer('VillMan', 4499)])).toMatchObject({ price: 4499, high: 4499, shops: 1, listedShops: 1, flagged: [] });
  });

  it('takes the newest day among the offers, and breaks a price tie by the newer day, then the shop name', () => {
    const offers = [offer('PCWORX', 5000, '2026-04-23'), offer('EasyPC', 5000, '2026-05-01'), offer('DataBlitz', 5200, '2026-04-20')];
    expect(crediblePrice(offers)).toMatchObject({ price: 5000, observedOn: '2026-05-01' });
    expect(crediblePrice(offers)!.offer.shop).toBe('EasyPC');
  });

  it('the high end counts each shop’s lowest credible offer (not A’s ₱12,500 page); flagging is recomputed, an old flag is not trusted', () => {
    const offers = [offer('A', 10000), offer('A', 12500), offer('B', 12000), offer('C', 11000)];
    expect(crediblePrice(offers)!.high).toBe(12000);
    const stale = { ...offer('B', 12000), flag: 'far-below-others' as const };
    expect(flagOffers([offer('A', 10000), stale, offer('C', 11000)]).every((o) => !o.flag)).toBe(true);
  });
});

describe('the spread', () => {
  it('is shown from 2× apart', () => {
    expect(isSpread(9800, 21000)).toBe(true);
    expect(isSpread(10000, 20000)).toBe(true);
    expect(isSpread(10000, 19999)).toBe(false);
  });
});
