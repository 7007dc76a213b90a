/**
 * The catalogue as the API serves it once the refresh job has run (issue 27): each known offer
 * (a shop page the reviewed import matched) takes the newest observation of its page — price,
 * stock, day — a page gone (404) is retired, offers not seen for 14 days are marked stale when
 * fresher ones exist, and the part is priced again by the credible-price rule (shopPricedPart).
 * A part left with no offer that may set a price (every page gone or out of stock) keeps the
 * last credible price it had, as an estimate of the month it was seen. Offers with no newer
 * observation than the snapshot stay as the snapshot has them.
 */
import { CATEGORIES, type Category } from '../domain/catalogue/categories.ts';
import type { Component, PartsByCategory, PriceFacts } from '../domain/catalogue/catalogue.ts';
import type { Offer } from '../domain/pricing/offers.ts';
import { markStale } from '../domain/pricing/offer-state.ts';
import type { Observation } from '../domain/pricing/history.ts';
import type { Catalogue } from './parse.ts';
import { shopPricedPart, type ShopPriceFacts } from './shop-prices.ts';

export type PricedCatalogue = Catalogue & { shopPrices: ShopPriceFacts };

/** The offer a page's newest observation stands for; null when the page is gone. */
function observedOffer(offer: Offer, newest: Observation | undefined): Offer | null {
  const { flag: _flag, stale: _stale, ...plain } = offer;
  if (!newest || newest.seenOn < offer.observedOn) return plain;
  if (newest.availability === 'gone' || newest.price === null) return null;
  return { shop: offer.shop, url: offer.url, price: newest.price, observedOn: newest.seenOn, ...(newest.availability === 'out_of_stock' && { inStock: false as const }) };
}

/** A part without its shop-price fields (to be priced again). */
function unpriced<T extends Component>(part: T): T {
  const { offers: _o, shopCount: _s, priceHigh: _h, flaggedOffers: _f, shopsCheckedOn: _c, ...rest } = part as T & PriceFacts;
  return rest as T;
}

/** `newest` maps a page URL to its newest observation; `today` is the Manila day (`YYYY-MM-DD`). */
export function withObservedOffers(catalogue: PricedCatalogue, newest: ReadonlyMap<string, Observation>, today: string): PricedCatalogue {
  const parts = {} as PartsByCategory;
  const pricesAsOf = { ...catalogue.pricesAsOf };
  const shops = new Set<string>();
  let pricedParts = 0;
  let observedOn = catalogue.shopPrices.observedOn;
  for (const category of CATEGORIES) {
    (parts as Record<Category, Component[]>)[category] = catalogue.parts[category].map((part): Component => {
      if (!part.offers) return part;
      const offers = markStale(
        part.offers.flatMap((o) => observedOffer(o, newest.get(o.url)) ?? []),
        today,
      );
      for (const o of offers) if (o.observedOn > observedOn) observedOn = o.observedOn;
      const priced = shopPricedPart(unpriced(part), offers);
      if (priced) {
        pricedParts += 1;
        for (const o of offers) shops.add(o.shop);
        return priced;
      }
      const lastSeen = offers.reduce((day, o) => (o.observedOn > day ? o.observedOn : day), part.priceAsOf ?? '');
      return {
        ...unpriced(part),
        priceSource: 'estimate',
        priceAsOf: lastSeen.slice(0, 7),
        shopsCheckedOn: today,
        ...(offers.length > 0 && { offers }),
      } as Component;
    });
    const days = parts[category].flatMap((p) => (p.priceSource === 'shops' && p.priceAsOf ? [p.priceAsOf] : []));
    if (days.length) pricesAsOf[category] = days.reduce((a, b) => (b > a ? b : a));
  }
  return { parts, pricesAsOf, shopPrices: { ...catalogue.shopPrices, observedOn, shopCount: shops.size, pricedParts } };
}
