/**
 * Issue 21: a part has one price on every route — the catalogue API, a saved build (saved, read
 * back, listed) and a shared build (shared, read back, listed) — and it is the credible price of
 * its offers: an offer far below the other shops is listed with its flag and enters no total.
 * Parts are chosen from the shipped catalogue by what their offers are, so a re-import keeps the
 * test meaningful.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/catalogue/index.ts';
import type { Component } from '../../src/domain/catalogue/catalogue.ts';
import { CATEGORIES } from '../../src/domain/catalogue/categories.ts';
import { MULTI_SLOTS, SINGLE_SLOTS, SLOT_CATEGORY, type Slot } from '../../src/domain/builder/selection.ts';
import { crediblePrice, isSpread } from '../../src/domain/pricing/credible-price.ts';
import type { SavedPart } from '../../src/domain/saved-builds/saved-build.ts';
import { calls, signUp } from '../testing/community.ts';
import { json } from '../testing/builds.ts';
import { testApp } from '../testing/test-app.ts';
import { SLOTS } from '../../src/domain/builder/slots.ts';
import { readAnswer } from '../testing/client.ts';

const all = CATEGORIES.flatMap((c): Component[] => catalogue.parts[c]);
const flagged = (p: Component) => (p.flaggedOffers?.length ?? 0) > 0;
const spread = (p: Component) => p.priceSource === 'shops' && isSpread(p.price, p.priceHigh ?? p.price);

/** One part per slot: where the category has one, a part with a flagged offer, else a spread, else a shop price, else an estimate. */
function pickParts(): Record<Slot, Component> {
  const picks = {} as Record<Slot, Component>;
  for (const slot of [...SINGLE_SLOTS, ...MULTI_SLOTS]) {
    const parts = catalogue.parts[SLOT_CATEGORY[slot]] as Component[];
    picks[slot] = parts.find(flagged) ?? parts.find(spread) ?? parts.find((p) => p.priceSource === 'shops') ?? parts[0]!;
  }
  return picks;
}

describe('one price per part on every route', () => {
  it('the shipped catalogue has flagged offers, spreads and estimates to test with', () => {
    expect(all.filter(flagged).length).toBeGreaterThan(0);
    expect(all.filter(spread).length).toBeGreaterThan(0);
    expect(all.filter((p) => p.priceSource === 'estimate').length).toBeGreaterThan(0);
  });

  it('GET /api/components gives the credible price, every offer with flagged ones marked, the spread and the flagged list', async () => {
    const { app } = await testApp();
    for (const category of CATEGORIES) {
      const body = await readAnswer('GET /api/components/:category', await app.request(`/api/components/${category}`));
      for (const part of body) {
        if (part.priceSource !== 'shops') {
          expect(part.priceSource, part.id).toBe('estimate');
          expect(part.shopsCheckedOn, part.id).toBe(catalogue.shopPrices.observedOn);
          continue;
        }
        const credible = crediblePrice(part.offers!)!;
        expect(part.price, part.id).toBe(credible.price);
        expect(part.priceHigh, part.id).toBe(credible.high);
        expect(part.shopCount, part.id).toBe(credible.shops);
        const marked = part.offers!.filter((o) => o.flag === 'far-below-others');
        expect(marked, part.id).toEqual(credible.flagged.map((o) => ({ ...o })).sort((a, b) => a.price - b.price || a.shop.localeCompare(b.shop)));
        expect(part.flaggedOffers ?? [], part.id).toEqual(credible.flagged);
        for (const o of marked) expect(o.price, part.id).toBeLessThan(part.price);
      }
    }
  });

  it('a saved build and a shared build price each part as the catalogue API does, and total only those prices', async () => {
    const { app } = await testApp();
    const owner = await signUp(app, 'prices@example.ph', 'Prices');
    const picks = pickParts();
    expect(Object.values(picks).some(flagged)).toBe(true);
    const ids = Object.fromEntries(
      [...SINGLE_SLOTS.map((slot) => [slot, picks[slot].id]), ...MULTI_SLOTS.map((slot) => [slot, [picks[slot].id]])],
    );
    const apiPrice = new Map<string, number>();
    for (const category of CATEGORIES) {
      for (const part of await readAnswer('GET /api/components/:category', await app.request(`/api/components/${category}`))) apiPrice.set(part.id, part.price);
    }
    const expectedTotal = Object.values(picks).reduce((sum, p) => sum + apiPrice.get(p.id)!, 0);
    // The total a flagged offer would have made, to be sure the test can tell the two apart.
    const withFlagged = Object.values(picks).reduce((sum, p) => sum + (p.flaggedOffers?.[0]?.price ?? apiPrice.get(p.id)!), 0);
    expect(withFlagged).toBeLessThan(expectedTotal);

    const pricesOf = (parts: Record<string, SavedPart | SavedPart[] | null>) =>
      Object.values(parts).flatMap((v) => (v === null ? [] : Array.isArray(v) ? v : [v])).map((p) => [p.id, p.price] as const);
    const expectPrices = (parts: Record<string, SavedPart | SavedPart[] | null>) => {
      const got = pricesOf(parts);
      expect(got).toHaveLength(SLOTS.length);
      for (const [id, price] of got) expect(price, id).toBe(apiPrice.get(id));
    };

    const savedRes = await app.request('/api/builds', json('POST', { name: 'Price check', parts: ids }, owner.auth));
    expect(savedRes.status).toBe(201);
    const saved = await readAnswer('POST /api/builds', savedRes);
    expectPrices(saved.parts as never);
    expect(saved.total_price).toBe(expectedTotal);
    expect(saved.saved_total_price).toBe(expectedTotal);
    const flaggedSlot = (Object.keys(picks) as Slot[]).find((slot) => flagged(picks[slot]))!;
    const savedFlagged = saved.parts[flaggedSlot];
    expect((Array.isArray(savedFlagged) ? savedFlagged[0] : savedFlagged)!.flaggedOffers).toEqual(picks[flaggedSlot].flaggedOffers);

    const readBack = await readAnswer('GET /api/builds/:id', await app.request(`/api/builds/${saved.id}`, { headers: owner.auth }));
    expectPrices(readBack.parts as never);
    expect(readBack.total_price).toBe(expectedTotal);
    const listed = await readAnswer('GET /api/builds', await app.request('/api/builds', { headers: owner.auth }));
    expect(listed[0]!.total_price).toBe(expectedTotal);

    const community = calls(app);
    const sharedRes = await community.share({ title: 'Price check build', parts: ids }, owner.auth);
    expect(sharedRes.status).toBe(201);
    const shared = await readAnswer('POST /api/community/builds', sharedRes);
    expectPrices(shared.parts as never);
    expect(shared.total_price).toBe(expectedTotal);
    const detail = await readAnswer('GET /api/community/builds/:id', await community.detail(shared.id));
    expectPrices(detail.parts as never);
    expect(detail.total_price).toBe(expectedTotal);
    const gallery = await readAnswer('GET /api/community/builds', await community.list());
    expect(gallery.find((b) => b.id === shared.id)!.total_price).toBe(expectedTotal);
  });
});
