/**
 * Puts the shop prices on the catalogue: a part that Philippine shops listed in the newest
 * snapshot is priced at its lowest credible offer (domain/pricing/credible-price.ts) and carries
 * its offers, those far below the other shops flagged; every other part keeps the catalogue's
 * estimate, marked as one, with the day shops were checked. Everything downstream (the API, the
 * builder's range, Where to buy, saved and shared builds, the optimiser) reads `price` and so
 * uses the credible shop price without knowing it.
 */
import { CATEGORIES, type Category } from '../domain/catalogue/categories.ts';
import type { Component, PartsByCategory } from '../domain/catalogue/catalogue.ts';
import { crediblePrice, flagOffers } from '../domain/pricing/credible-price.ts';
import { sortOffers, type Offer } from '../domain/pricing/offers.ts';
import { snapshotSchema, type Snapshot } from '../domain/pricing/snapshot.ts';
import { CatalogueError, type Catalogue } from './parse.ts';

/** What the pages say about the prices: when and where they were seen. */
export interface ShopPriceFacts {
  observedOn: string;
  /** Shops with at least one current offer. */
  shopCount: number;
  /** Parts priced from offers. */
  pricedParts: number;
  source: Snapshot['source'];
}

/**
 * A part priced from its shop offers by the credible-price rule (the refresh's offers carry their
 * stock and staleness: offer-state.ts), or undefined when no offer may set a price.
 */
export function shopPricedPart<T extends Component>(part: T, shopOffers: readonly Offer[]): T | undefined {
  const offers = flagOffers(sortOffers(shopOffers));
  const best = crediblePrice(offers);
  if (!best) return undefined;
  return {
    ...part,
    price: best.price,
    priceSource: 'shops',
    offers,
    shopCount: best.shops,
    priceHigh: best.high,
    ...(best.flagged.length > 0 && { flaggedOffers: best.flagged }),
    priceAsOf: best.observedOn,
  };
}

export function withShopPrices(catalogue: Catalogue, raw: unknown): Catalogue & { shopPrices: ShopPriceFacts } {
  const checked = snapshotSchema.safeParse(raw);
  if (!checked.success) {
    throw new CatalogueError(`The shop-price snapshot is invalid: ${checked.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const snapshot = checked.data;
  const known = new Set(CATEGORIES.flatMap((c) => catalogue.parts[c].map((p) => p.id)));
  const strays = Object.keys(snapshot.offers).filter((id) => !known.has(id));
  if (strays.length) {
    throw new CatalogueError(`The shop-price snapshot ${snapshot.observedOn} has offers for parts the catalogue lacks: ${strays.join(', ')}`);
  }

  const parts = {} as PartsByCategory;
  const pricesAsOf = { ...catalogue.pricesAsOf };
  const shops = new Set<string>();
  let pricedParts = 0;
  for (const category of CATEGORIES) {
    let anyOffer = false;
    (parts as Record<Category, Component[]>)[category] = catalogue.parts[category].map((part): Component => {
      const priced = shopPricedPart(part, snapshot.offers[part.id] ?? []);
      if (!priced) return { ...part, priceSource: 'estimate', priceAsOf: catalogue.pricesAsOf[category], shopsCheckedOn: snapshot.observedOn };
      anyOffer = true;
      pricedParts += 1;
      for (const offer of priced.offers ?? []) shops.add(offer.shop);
      return priced;
    });
    if (anyOffer) pricesAsOf[category] = snapshot.observedOn;
  }
  return {
    parts,
    pricesAsOf,
    shopPrices: { observedOn: snapshot.observedOn, shopCount: shops.size, pricedParts, source: snapshot.source },
  };
}
