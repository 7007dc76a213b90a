import { describe, expect, it } from 'vitest';
import { RAW_CATALOGUE_FILES, catalogue } from './index.ts';
import { CatalogueError, parseCatalogue } from './parse.ts';
import { withShopPrices } from './shop-prices.ts';
import priceSnapshot from './price-snapshot.ts';
import { crediblePrice } from '../domain/pricing/credible-price.ts';
import { CATEGORIES } from '../domain/catalogue/categories.ts';

const base = parseCatalogue(RAW_CATALOGUE_FILES);
const snapshot = JSON.parse(JSON.stringify(priceSnapshot)) as typeof priceSnapshot;
const offer = (shop: string, price: number) => ({ shop, price, url: `https://${shop.toLowerCase()}.example.ph/p`, observedOn: '2026-04-23' });

describe('shop prices on the catalogue', () => {
  it('prices a listed part at its lowest credible offer and keeps the offers, cheapest first', () => {
    const part = base.parts.cpu[0]!;
    const priced = withShopPrices(base, { ...snapshot, offers: { [part.id]: [offer('Zeta', 9000), offer('Alpha', 8500), offer('Mid', 8700)] } });
    const got = priced.parts.cpu.find((p) => p.id === part.id)!;
    expect(got.price).toBe(8500);
    expect(got.priceSource).toBe('shops');
    expect(got.priceAsOf).toBe('2026-04-23');
    expect(got.offers!.map((o) => o.shop)).toEqual(['Alpha', 'Mid', 'Zeta']);
    expect(got.shopCount).toBe(3);
    expect(got.priceHigh).toBe(9000);
    expect(got).not.toHaveProperty('flaggedOffers');
    expect(priced.shopPrices).toMatchObject({ observedOn: '2026-04-23', shopCount: 3, pricedParts: 1 });
  });

  it('lists an offer far below the other shops, flagged, and prices the part at the lowest credible one', () => {
    const part = base.parts.ram[0]!;
    const offers = [offer('Cheap', 4500), offer('Alpha', 21000), offer('Beta', 22950), offer('Gamma', 32950)];
    const got = withShopPrices(base, { ...snapshot, offers: { [part.id]: offers } }).parts.ram.find((p) => p.id === part.id)!;
    expect(got.price).toBe(21000);
    expect(got.offers!.map((o) => [o.shop, o.flag ?? null])).toEqual([['Cheap', 'far-below-others'], ['Alpha', null], ['Beta', null], ['Gamma', null]]);
    expect(got.flaggedOffers).toEqual([{ ...offer('Cheap', 4500), flag: 'far-below-others' }]);
    expect(got).toMatchObject({ shopCount: 3, priceHigh: 32950 });
  });

  it('keeps the estimate, marked as one, for a part no shop listed', () => {
    const priced = withShopPrices(base, { ...snapshot, offers: {} });
    const part = priced.parts.keyboard[0]!;
    expect(part.price).toBe(base.parts.keyboard[0]!.price);
    expect(part.priceSource).toBe('estimate');
    expect(part.priceAsOf).toBe(base.pricesAsOf.keyboard);
    expect(part.offers).toBeUndefined();
    expect(part.shopsCheckedOn).toBe(snapshot.observedOn);
    expect(priced.pricesAsOf.cpu).toBe(base.pricesAsOf.cpu);
  });

  it('refuses a snapshot with offers for parts the catalogue lacks, naming them', () => {
    expect(() => withShopPrices(base, { ...snapshot, offers: { 'gpu-made-up': [offer('Alpha', 1000)] } })).toThrow(CatalogueError);
    expect(() => withShopPrices(base, { ...snapshot, offers: { 'gpu-made-up': [offer('Alpha', 1000)] } })).toThrow('gpu-made-up');
  });

  it('refuses an undated or non-https offer', () => {
    const part = base.parts.cpu[0]!.id;
    expect(() => withShopPrices(base, { ...snapshot, offers: { [part]: [{ ...offer('A', 1), observedOn: '' }] } })).toThrow(CatalogueError);
    expect(() => withShopPrices(base, { ...snapshot, offers: { [part]: [{ ...offer('A', 1), url: 'javascript:alert(1)' }] } })).toThrow(CatalogueError);
  });

  it('the shipped catalogue: every shop-priced part is priced at its lowest credible offer, dated, with https links', () => {
    let priced = 0;
    for (const category of CATEGORIES) {
      for (const part of catalogue.parts[category]) {
        if (part.priceSource !== 'shops') continue;
        priced += 1;
        expect(part.price, part.id).toBe(Math.min(...part.offers!.filter((o) => !o.flag).map((o) => o.price)));
        expect(part.price, part.id).toBe(crediblePrice(part.offers!)!.price);
        for (const f of part.offers!.filter((o) => o.flag)) expect(f.price, part.id).toBeLessThan(part.price);
        for (const o of part.offers!) {
          expect(o.observedOn, part.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(o.url, part.id).toMatch(/^https:\/\//);
        }
      }
    }
    expect(priced).toBe(catalogue.shopPrices.pricedParts);
    expect(priced).toBeGreaterThan(250);
  });
});
