/** Issue 27: the catalogue priced from each page's newest observation. */
import { describe, expect, it } from 'vitest';
import { catalogue } from './index.ts';
import { withObservedOffers } from './observed-prices.ts';
import type { Observation } from '../domain/pricing/history.ts';
import type { Component } from '../domain/catalogue/catalogue.ts';

const TODAY = '2026-11-25';
const part = Object.values(catalogue.parts).flat().find((p) => (p.offers?.length ?? 0) >= 2 && !p.flaggedOffers) as Component;
const find = (c: typeof catalogue) => Object.values(c.parts).flat().find((p) => p.id === part.id)!;
const seen = (url: string, shop: string, price: number | null, availability: Observation['availability'], seenOn = '2026-11-24'): [string, Observation] => [url, { url, shop, price, availability, seenOn }];

describe('the catalogue from observations', () => {
  it('is the shipped catalogue when the observations are the snapshot itself', () => {
    const newest = new Map(Object.values(catalogue.parts).flat().flatMap((p) => (p.offers ?? []).map((o) => seen(o.url, o.shop, o.price, 'in_stock', o.observedOn))));
    expect(JSON.parse(JSON.stringify(withObservedOffers(catalogue, newest, TODAY)))).toEqual(JSON.parse(JSON.stringify(catalogue)));
  });

  it('prices from fresh offers, lists the rest marked, and retires pages gone', () => {
    const [a, b, ...rest] = part.offers!;
    const newest = new Map([seen(a!.url, a!.shop, 1000, 'in_stock'), seen(b!.url, b!.shop, 900, 'out_of_stock'), ...(rest[0] ? [seen(rest[0].url, rest[0].shop, null, 'gone')] : [])]);
    const live = find(withObservedOffers(catalogue, newest, TODAY));
    expect(live).toMatchObject({ price: 1000, priceSource: 'shops', priceAsOf: '2026-11-24', shopCount: 1 });
    expect(live.offers!.find((o) => o.url === b!.url)).toMatchObject({ price: 900, inStock: false });
    expect(live.offers!.every((o) => o.url !== rest[0]?.url)).toBe(true);
    // The April offers still listed are stale beside a fresh one: listed, marked, not priced.
    for (const o of live.offers!.filter((o) => o.observedOn === '2026-04-23')) expect(o.stale).toBe(true);
  });

  it('keeps the last price as an estimate of its month when no offer can be bought', () => {
    const newest = new Map(part.offers!.map((o) => seen(o.url, o.shop, o.price + 100, 'out_of_stock')));
    const live = find(withObservedOffers(catalogue, newest, TODAY));
    expect(live).toMatchObject({ priceSource: 'estimate', price: part.price, priceAsOf: '2026-11', shopsCheckedOn: TODAY });
  });
});
