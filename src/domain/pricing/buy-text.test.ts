import { describe, expect, it } from 'vitest';
import { buySum, buySumSegments, buySumText, partPriceText } from './buy-text.ts';
import { cheapestMix, type Offer } from './offers.ts';

const offer = (shop: string, price: number, observedOn = '2026-11-20'): Offer => ({ shop, price, url: `https://${shop.toLowerCase()}.example/p`, observedOn });

describe('Where to buy as a sum (issue 25, item 8)', () => {
  // Five parts at three shops (one of them twice), two no shop lists.
  const offers = {
    cpu: [offer('Alpha', 10950), offer('Beta', 11200)],
    gpu: [offer('Beta', 17350)],
    ram: [offer('Gamma', 4500)],
    ssd: [offer('Alpha', 3470)],
    psu: [offer('Gamma', 1023)],
  };
  const lines = [{ partId: 'cpu' }, { partId: 'gpu' }, { partId: 'ram' }, { partId: 'ssd' }, { partId: 'psu' }, { partId: 'case' }, { partId: 'cooler' }].map((l) => ({ ...l, quantity: 1 }));
  const mix = cheapestMix(lines, offers);
  const parts = [
    { id: 'case', price: 2550, priceSource: 'estimate' as const },
    { id: 'cooler', price: 2700, priceSource: 'estimate' as const },
  ];

  it('shops, estimates and their total add up, and the sentence shows the sum', () => {
    const sum = buySum(mix, parts);
    expect(sum).toEqual({ atShops: { total: 37293, shops: 3, parts: 5 }, estimated: { total: 5250, parts: 2 }, total: 42543 });
    expect(buySumText(sum)).toBe('₱37,293 at 3 shops for 5 parts + ₱5,250 estimated for 2 parts no shop listed = ₱42,543');
    expect(buySumSegments(sum).filter((s) => s.amount)).toEqual([
      { text: '₱37,293', amount: 'shops' },
      { text: '₱5,250', amount: 'estimated' },
      { text: '₱42,543', amount: 'total' },
    ]);
  });

  it('with nothing estimated it is the shops alone; one shop and one part are singular', () => {
    const one = cheapestMix([{ partId: 'cpu', quantity: 1 }], offers);
    expect(buySumText(buySum(one, []))).toBe('₱10,950 at 1 shop for 1 part');
  });

  it('two of one part count as two parts at their price', () => {
    const two = cheapestMix([{ partId: 'gpu', quantity: 2 }], offers);
    expect(buySumText(buySum(two, []))).toBe('₱34,700 at 1 shop for 2 parts');
  });

  it('only estimates: no shop part in the sentence', () => {
    const none = cheapestMix([{ partId: 'case', quantity: 1 }], {});
    expect(buySumText(buySum(none, [parts[0]!]))).toBe('₱2,550 estimated for 1 part no shop listed');
  });
});

describe('a part price in the copied text names the shop and the day', () => {
  it('the headline (lowest credible) offer: its shop and day', () => {
    expect(partPriceText({ price: 10950, priceSource: 'shops', offers: [offer('Alpha', 10950, '2026-11-20'), offer('Beta', 11200)] })).toBe(
      '₱10,950 at Alpha, seen 20 Nov 2026',
    );
  });

  it('an offer far below the other shops does not set it', () => {
    const offers = [offer('Cheap', 5000), offer('Alpha', 10950), offer('Beta', 11000), offer('Gamma', 11100)];
    expect(partPriceText({ price: 10950, priceSource: 'shops', offers })).toBe('₱10,950 at Alpha, seen 20 Nov 2026');
  });

  it('an estimate says so, with its month; no facts, just the price', () => {
    expect(partPriceText({ price: 2550, priceSource: 'estimate', priceAsOf: '2025-06' })).toBe('₱2,550, estimate: no shop listed it (Jun 2025)');
    expect(partPriceText({ price: 3500 })).toBe('₱3,500');
  });
});
