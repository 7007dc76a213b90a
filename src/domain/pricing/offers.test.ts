/**
 * The offer rules the app uses: lowest offer, "at N shops", cheapest mix, one-shop totals.
 */
import { describe, expect, it } from 'vitest';
import { cheapestMix, lowestOffer, offerSummary, oneShopTotals, sortOffers, type Offer } from './offers.ts';
import { newestSnapshot, offersFor } from './snapshot.ts';

const offer = (shop: string, price: number, observedOn = '2026-04-23'): Offer => ({
  shop,
  price,
  url: `https://${shop.toLowerCase().replace(/\W/g, '')}.example/p`,
  observedOn,
});

describe('lowest-offer rule', () => {
  it('is the cheapest offer', () => {
    expect(lowestOffer([offer('EasyPC', 6695), offer('DataBlitz', 6650), offer('PCWORX', 6795)])?.shop).toBe('DataBlitz');
  });

  it('breaks a tie by the newer date, then by shop name', () => {
    expect(lowestOffer([offer('PCWORX', 5000, '2026-04-23'), offer('EasyPC', 5000, '2026-05-01')])?.shop).toBe('EasyPC');
    expect(lowestOffer([offer('PCWORX', 5000), offer('Bermor Techzone', 5000)])?.shop).toBe('Bermor Techzone');
  });

  it('is undefined without offers', () => {
    expect(lowestOffer([])).toBeUndefined();
    expect(offerSummary([])).toBeUndefined();
  });
});

describe('offer summary', () => {
  it('says the lowest price, at how many shops, and the newest date', () => {
    const summary = offerSummary([offer('EasyPC', 21000), offer('DynaQuest PC', 19999, '2026-04-20'), offer('EasyPC', 20500)]);
    expect(summary).toMatchObject({ price: 19999, shop: 'DynaQuest PC', shops: 2, observedOn: '2026-04-23', atShops: 'at 2 shops' });
    expect(offerSummary([offer('VillMan', 4499)])?.atShops).toBe('at 1 shop');
  });

  it('sorts offers cheapest first', () => {
    expect(sortOffers([offer('B', 3), offer('A', 3), offer('C', 1)]).map((o) => o.shop)).toEqual(['C', 'A', 'B']);
  });
});

const offersByPart = {
  cpu: [offer('EasyPC', 6695), offer('DataBlitz', 6650)],
  gpu: [offer('EasyPC', 21000), offer('DataBlitz', 22500), offer('PCWORX', 20000)],
  ram: [offer('DataBlitz', 3000), offer('EasyPC', 3200)],
};

describe('cheapest mix of shops', () => {
  it('buys each part where it is cheapest, times its quantity', () => {
    const mix = cheapestMix([{ partId: 'cpu' }, { partId: 'gpu' }, { partId: 'ram', quantity: 2 }], offersByPart);
    expect(mix.total).toBe(6650 + 20000 + 2 * 3000);
    expect(mix.shops).toEqual([
      { shop: 'PCWORX', subtotal: 20000, partIds: ['gpu'] },
      { shop: 'DataBlitz', subtotal: 12650, partIds: ['cpu', 'ram'] },
    ]);
    expect(mix.missing).toEqual([]);
  });

  it('lists parts no shop offers', () => {
    expect(cheapestMix([{ partId: 'cpu' }, { partId: 'case' }], offersByPart)).toMatchObject({ total: 6650, missing: ['case'] });
  });
});

describe('one-shop totals', () => {
  it('totals every shop that carries every part, cheapest first', () => {
    const totals = oneShopTotals([{ partId: 'cpu' }, { partId: 'gpu' }, { partId: 'ram', quantity: 2 }], offersByPart);
    expect(totals.map((t) => [t.shop, t.total])).toEqual([
      ['EasyPC', 6695 + 21000 + 6400],
      ['DataBlitz', 6650 + 22500 + 6000],
    ]);
  });

  it('is empty when no shop carries them all, or the build is empty', () => {
    expect(oneShopTotals([{ partId: 'gpu' }, { partId: 'case' }], offersByPart)).toEqual([]);
    expect(oneShopTotals([], offersByPart)).toEqual([]);
  });
});

describe('snapshots', () => {
  it('the newest snapshot wins; a part without offers has none', () => {
    const older = { observedOn: '2026-04-23', offers: { cpu: [offer('EasyPC', 1)] } };
    const newer = { observedOn: '2026-06-01', offers: { cpu: [offer('EasyPC', 2), offer('PCWORX', 1)] } };
    expect(newestSnapshot([newer, older])).toBe(newer);
    expect(newestSnapshot([])).toBeUndefined();
    expect(offersFor(newer, 'cpu').map((o) => o.shop)).toEqual(['PCWORX', 'EasyPC']);
    expect(offersFor(newer, 'gpu')).toEqual([]);
  });
});
