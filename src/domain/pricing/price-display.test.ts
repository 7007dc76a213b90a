import { describe, expect, it } from 'vitest';
import { estimatesInTotal, estimatesLine, flaggedOffersText, formatPriceDate, isEstimate, mixNotes, priceNote, pricesSeen, whereToBuy } from './price-display.ts';
import type { Offer } from './offers.ts';

const o = (shop: string, price: number, observedOn = '2026-04-23'): Offer => ({ shop, price, url: `https://${shop}.example/p`, observedOn });

describe('price display', () => {
  it('formats a day and a month', () => {
    expect(formatPriceDate('2026-04-23')).toBe('23 Apr 2026');
    expect(formatPriceDate('2026-04-03', true)).toBe('3 April 2026');
    expect(formatPriceDate('2025-06')).toBe('Jun 2025');
    expect(formatPriceDate('soon')).toBe('soon');
  });

  it('a shop price reads "at N shops · seen <day>"; with one shop, says only one shop lists it', () => {
    const note = priceNote({ priceSource: 'shops', offers: [o('A', 100), o('B', 120, '2026-04-22')], priceAsOf: '2026-04-23' });
    expect(note).toMatchObject({ kind: 'shops', text: 'at 2 shops · seen 23 Apr 2026', flagged: [], listedShops: 2 });
    expect(note).not.toHaveProperty('spread');
    expect(priceNote({ priceSource: 'shops', offers: [o('A', 100)] }).text).toBe('only one shop lists it · seen 23 Apr 2026');
  });

  it('credible offers 2× apart or more show the spread: "₱9,800–₱21,000 at 4 shops"', () => {
    const offers = [o('A', 9800), o('B', 10000), o('C', 11000), o('D', 21000)];
    const note = priceNote({ priceSource: 'shops', offers });
    expect(note).toMatchObject({ spread: '₱9,800–₱21,000', text: '₱9,800–₱21,000 at 4 shops · seen 23 Apr 2026' });
    // Lexar NM620 1 TB at two shops: neither is flagged, the gap shows
    expect(priceNote({ priceSource: 'shops', offers: [o('Ben Store', 3470), o('PC Express', 9800)] }).text).toBe('₱3,470–₱9,800 at 2 shops · seen 23 Apr 2026');
    expect(priceNote({ priceSource: 'shops', offers: [o('A', 10000), o('B', 19999)] })).not.toHaveProperty('spread');
  });

  it('an offer far below the other shops is named with the flag, and is neither the price nor the spread', () => {
    const offers = [o('Bermor Techzone', 18895), o('DataBlitz', 26995), o('EasyPC', 29095), o('PC Express', 29900)];
    const note = priceNote({ priceSource: 'shops', offers, price: 26995 });
    expect(note).toMatchObject({
      kind: 'shops',
      text: 'at 3 shops · seen 23 Apr 2026',
      listedShops: 4,
      flaggedText: '₱18,895 at Bermor Techzone: far below other shops — check stock before you go',
    });
    if (note.kind !== 'shops') throw new Error('shops');
    expect(note.flagged.map((f) => f.shop)).toEqual(['Bermor Techzone']);
    expect(flaggedOffersText([o('A', 4500), o('B', 4800)])).toBe('₱4,500 at A and 1 more: far below other shops — check stock before you go');
    expect(flaggedOffersText([])).toBeUndefined();
  });

  it('offers left out of a page keep the count, the day, the spread and the flagged offers from the fields', () => {
    const note = priceNote({ priceSource: 'shops', price: 100, shopCount: 3, priceAsOf: '2026-04-23' });
    expect(note).toEqual({ kind: 'shops', atShops: 'at 3 shops', shops: 3, listedShops: 3, seen: '23 Apr 2026', where: 'at 3 shops', text: 'at 3 shops · seen 23 Apr 2026', flagged: [] });
    const flagged = { ...o('Bermor Techzone', 18895), flag: 'far-below-others' as const };
    const kept = priceNote({ priceSource: 'shops', price: 9800, priceHigh: 21000, shopCount: 3, flaggedOffers: [flagged], priceAsOf: '2026-04-23' });
    expect(kept).toMatchObject({ text: '₱9,800–₱21,000 at 3 shops · seen 23 Apr 2026', listedShops: 4 });
    expect(kept).toHaveProperty('flaggedText', '₱18,895 at Bermor Techzone: far below other shops — check stock before you go');
    expect(priceNote({ priceSource: 'shops', price: 100, shopCount: 1, priceAsOf: '2026-04-23' }).text).toBe('only one shop lists it · seen 23 Apr 2026');
    // An empty offer list is no offer at all, whatever the count says.
    expect(priceNote({ priceSource: 'shops', shopCount: 3, priceAsOf: '2026-04-23', offers: [] }).kind).toBe('estimate');
    expect(priceNote({ priceSource: 'estimate', shopCount: 3, priceAsOf: '2025-06' }).kind).toBe('estimate');
  });

  it('a part with no offer is an estimate of its month, and says so when it is over six months older than the shop prices', () => {
    expect(priceNote({ priceSource: 'estimate', priceAsOf: '2025-06' })).toEqual({ kind: 'estimate', month: 'Jun 2025', text: 'Estimate · Jun 2025' });
    expect(priceNote({ priceSource: 'estimate', priceAsOf: '2025-06', shopsCheckedOn: '2026-04-23' })).toEqual({
      kind: 'estimate',
      month: 'Jun 2025',
      text: 'Estimate · Jun 2025',
      stale: 'may be far off — no shop listed it on 23 Apr 2026',
    });
    expect(priceNote({ priceSource: 'estimate', priceAsOf: '2025-10', shopsCheckedOn: '2026-04-23' })).not.toHaveProperty('stale');
    expect(priceNote({ priceSource: 'estimate', priceAsOf: '2025-06-15' }).text).toBe('Estimate · Jun 2025');
    expect(priceNote({}).text).toBe('Estimate');
    expect(isEstimate({ priceSource: 'shops', offers: [] })).toBe(true);
    expect(isEstimate({ priceSource: 'shops', offers: [o('A', 1)] })).toBe(false);
  });

  it('says when, where and how long ago the shop prices were seen', () => {
    const seen = pricesSeen({ observedOn: '2026-04-23', shopCount: 13 }, '2026-11-25');
    expect(seen.text).toBe('Shop prices seen 23 Apr 2026 (216 days ago), at 13 Philippine shops. Parts marked Estimate are approximate.');
    expect(`${seen.lead} (${seen.age})${seen.tail}`).toBe(seen.text);
    expect(pricesSeen({ observedOn: '2026-04-23', shopCount: 1 }, '2026-04-23').text).toContain('(today), at 1 Philippine shop.');
  });

  it('the build total says how much of it is estimates', () => {
    const shop = { priceSource: 'shops' as const, offers: [o('A', 9000)], price: 9000 };
    const keyboard = { priceSource: 'estimate' as const, priceAsOf: '2025-06', price: 2500 };
    const mouse = { priceSource: 'estimate' as const, priceAsOf: '2025-06', price: 2750 };
    expect(estimatesInTotal([shop, keyboard, mouse])).toEqual({ amount: 5250, parts: 2 });
    expect(estimatesLine([shop, keyboard, mouse])).toBe('₱5,250 of this is estimates for 2 parts no shop listed');
    expect(estimatesLine([shop, keyboard])).toBe('₱2,500 of this is an estimate for 1 part no shop listed');
    expect(estimatesLine([shop])).toBeUndefined();
    expect(estimatesLine([])).toBeUndefined();
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

describe('where to buy leaves flagged offers out of its arithmetic', () => {
  it('the mix buys at the headline, and a shop whose only offer is flagged does not carry the part', () => {
    const ssd = { id: 'ssd', priceSource: 'shops' as const, offers: [o('EasyPC', 8850), o('PC Express', 18500), o('DynaQuest PC', 24790), o('Ben Store', 19000)] };
    const cpu = { id: 'cpu', priceSource: 'shops' as const, offers: [o('EasyPC', 10000), o('PC Express', 10500), o('DynaQuest PC', 10200)] };
    const where = whereToBuy([ssd, cpu])!;
    expect(where.mix.choices.map((c) => [c.partId, c.offer.shop, c.offer.price])).toEqual([['ssd', 'PC Express', 18500], ['cpu', 'EasyPC', 10000]]);
    expect(where.mix.total).toBe(28500);
    expect(where.oneShop.map((t) => [t.shop, t.total])).toEqual([['PC Express', 29000], ['DynaQuest PC', 34990]]);
  });
});
