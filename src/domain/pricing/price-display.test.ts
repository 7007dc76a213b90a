import { describe, expect, it } from 'vitest';
import { formatPriceDate, isEstimate, mixNotes, priceNote, pricesSeenSentence, whereToBuy } from './price-display.ts';
import type { Offer } from './offers.ts';

const o = (shop: string, price: number, observedOn = '2026-04-23'): Offer => ({ shop, price, url: `https://${shop}.example/p`, observedOn });

describe('price display', () => {
  it('formats a day and a month', () => {
    expect(formatPriceDate('2026-04-23')).toBe('23 Apr 2026');
    expect(formatPriceDate('2026-04-03', true)).toBe('3 April 2026');
    expect(formatPriceDate('2025-06')).toBe('Jun 2025');
    expect(formatPriceDate('soon')).toBe('soon');
  });

  it('a shop price reads "at N shops · seen <day>"', () => {
    const note = priceNote({ priceSource: 'shops', offers: [o('A', 100), o('B', 120, '2026-04-22')], priceAsOf: '2026-04-23' });
    expect(note).toMatchObject({ kind: 'shops', text: 'at 2 shops · seen 23 Apr 2026' });
    expect(priceNote({ priceSource: 'shops', offers: [o('A', 100)] }).text).toBe('at 1 shop · seen 23 Apr 2026');
  });

  it('offers left out of a page keep "at N shops · seen <day>" from the count and the day', () => {
    const note = priceNote({ priceSource: 'shops', shopCount: 3, priceAsOf: '2026-04-23' });
    expect(note).toEqual({ kind: 'shops', atShops: 'at 3 shops', shops: 3, seen: '23 Apr 2026', text: 'at 3 shops · seen 23 Apr 2026' });
    // An empty offer list is no offer at all, whatever the count says.
    expect(priceNote({ priceSource: 'shops', shopCount: 3, priceAsOf: '2026-04-23', offers: [] }).kind).toBe('estimate');
    expect(priceNote({ priceSource: 'estimate', shopCount: 3, priceAsOf: '2025-06' }).kind).toBe('estimate');
  });

  it('a part with no offer is an estimate of its month', () => {
    expect(priceNote({ priceSource: 'estimate', priceAsOf: '2025-06' })).toEqual({ kind: 'estimate', month: 'Jun 2025', text: 'Estimate · Jun 2025' });
    expect(priceNote({ priceSource: 'estimate', priceAsOf: '2025-06-15' }).text).toBe('Estimate · Jun 2025');
    expect(priceNote({}).text).toBe('Estimate');
    expect(isEstimate({ priceSource: 'shops', offers: [] })).toBe(true);
    expect(isEstimate({ priceSource: 'shops', offers: [o('A', 1)] })).toBe(false);
  });

  it('says when and where prices were seen', () => {
    expect(pricesSeenSentence({ observedOn: '2026-04-23', shopCount: 10 })).toBe(
      'Prices seen at 10 Philippine shops on 23 April 2026; parts marked Estimate are approximate.',
    );
    expect(pricesSeenSentence({ observedOn: '2026-04-23', shopCount: 1 })).toContain('at 1 Philippine shop on');
  });

  it('where to buy: the cheapest mix, estimates left out, and one-shop totals for shops carrying every listed part', () => {
    const cpu = { id: 'cpu', priceSource: 'shops' as const, offers: [o('A', 100), o('B', 110), o('C', 130)] };
    const gpu = { id: 'gpu', priceSource: 'shops' as const, offers: [o('B', 500), o('A', 520), o('C', 540)], quantity: 2 };
    const result = whereToBuy([cpu, gpu])!;
    expect(result.mix.total).toBe(100 + 1000);
    expect(result.mix.choices.map((c) => [c.partId, c.offer.shop])).toEqual([['cpu', 'A'], ['gpu', 'B']]);
    expect(result.oneShop.map((t) => [t.shop, t.total])).toEqual([['A', 1140], ['B', 1110], ['C', 1210]].sort((x, y) => (x[1] as number) - (y[1] as number)));
    const withKeyboard = whereToBuy([cpu, gpu, { id: 'kb', priceSource: 'estimate' }])!;
    expect(withKeyboard.mix.missing).toEqual(['kb']);
    // The keyboard no shop listed does not rule out every shop: the totals cover the listed parts.
    expect(withKeyboard.oneShop).toEqual(result.oneShop);
    const onlyAtB = { id: 'psu', priceSource: 'shops' as const, offers: [o('B', 50)] };
    expect(whereToBuy([cpu, gpu, onlyAtB])!.oneShop.map((t) => [t.shop, t.total])).toEqual([['B', 1160]]);
    const onlyAtD = { id: 'case', priceSource: 'shops' as const, offers: [o('D', 70)] };
    expect(whereToBuy([cpu, onlyAtD])!.oneShop).toEqual([]);
    expect(whereToBuy([{ id: 'kb', priceSource: 'estimate' }])).toBeUndefined();
    const twice = whereToBuy([cpu, cpu])!;
    expect(twice.mix.choices).toEqual([{ partId: 'cpu', quantity: 2, offer: o('A', 100) }]);
    expect(twice.mix.total).toBe(200);
    const four = ['A', 'B', 'C', 'D'].map((s, i) => o(s, 100 + i));
    expect(whereToBuy([{ id: 'x', priceSource: 'shops', offers: four }])!.oneShop.map((t) => t.shop)).toEqual(['A', 'B', 'C']);
  });

  it('under the mix: what it leaves out, and that several shops mean several deliveries and warranties', () => {
    const cpu = { id: 'cpu', priceSource: 'shops' as const, offers: [o('A', 100), o('B', 110)] };
    const gpu = { id: 'gpu', priceSource: 'shops' as const, offers: [o('B', 500), o('A', 520)] };
    const atOne = whereToBuy([cpu])!.mix;
    expect(mixNotes(atOne)).toEqual([]);
    const atTwo = whereToBuy([cpu, gpu])!.mix;
    expect(mixNotes(atTwo)).toEqual([
      'Buying from 2 shops means a delivery fee or a trip for each, and warranty claims go back to the shop that sold the part.',
    ]);
    const withEstimates = whereToBuy([cpu, { id: 'kb', priceSource: 'estimate' }, { id: 'mouse', priceSource: 'estimate' }])!.mix;
    expect(mixNotes(withEstimates)).toEqual(['No shop listed 2 parts: the mix leaves them out.']);
    expect(mixNotes(whereToBuy([cpu, { id: 'kb', priceSource: 'estimate' }])!.mix)).toEqual(['No shop listed one part: the mix leaves it out.']);
  });
});
