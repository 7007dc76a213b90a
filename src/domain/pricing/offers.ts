/**
 * Offers as the app uses them: a part's headline offer, the "at N shops" summary, and for a
 * whole build the cheapest mix of shops and what buying everything at one shop would cost.
 * Only credible offers enter any of it (credible-price.ts). Pure functions over plain data;
 * the snapshot files in content/prices/ hold the offers.
 */
import { credibleOffers, crediblePrice, headlineOffer, lowestOffer } from './credible-price.ts';
import type { Offer } from './offer.ts';

export { lowestOffer, headlineOffer };
export type { Offer, OfferFlag } from './offer.ts';


export interface OfferSummary {
  /** The headline (lowest credible) offer's price in whole pesos. */
  price: number;
  /** Where it is. */
  shop: string;
  url: string;
  /** How many different shops have a credible offer. */
  shops: number;
  /** The newest day among the offers, `YYYY-MM-DD`. */
  observedOn: string;
  /** "at 1 shop", "at 4 shops". */
  atShops: string;
}

/** "at 1 shop", "at 4 shops". */
export const atShops = (shops: number): string => `at ${shops} ${shops === 1 ? 'shop' : 'shops'}`;

/** What a part card or selector shows: the headline price, at how many shops, seen when. */
export function offerSummary(offers: readonly Offer[]): OfferSummary | undefined {
  const credible = crediblePrice(offers);
  if (!credible) return undefined;
  const { offer, shops, observedOn } = credible;
  return { price: offer.price, shop: offer.shop, url: offer.url, shops, observedOn, atShops: atShops(shops) };
}

/** Offers sorted for display: cheapest first, then by shop name. */
export function sortOffers(offers: readonly Offer[]): Offer[] {
  return [...offers].sort((a, b) => a.price - b.price || a.shop.localeCompare(b.shop));
}

/** A build's line: a catalogue part id and how many of it (two identical cards, four fans). */
export interface BuildLine {
  partId: string;
  quantity?: number;
}

export type OffersByPart = Readonly<Record<string, readonly Offer[] | undefined>>;

export interface MixChoice {
  partId: string;
  quantity: number;
  offer: Offer;
}

export interface CheapestMix {
  /** Sum of each part's headline offer times its quantity. */
  total: number;
  /** Each part's chosen offer. */
  choices: MixChoice[];
  /** The shops the mix buys from, with what each one's share costs, largest share first. */
  shops: { shop: string; subtotal: number; partIds: string[] }[];
  /** Parts with no offer at all (the mix's total leaves them out). */
  missing: string[];
}

/** The cheapest mix of shops: every part bought where its credible price is lowest. */
export function cheapestMix(lines: readonly BuildLine[], offersByPart: OffersByPart): CheapestMix {
  const choices: MixChoice[] = [];
  const missing: string[] = [];
  for (const line of lines) {
    const offer = headlineOffer(offersByPart[line.partId] ?? []);
    if (offer) choices.push({ partId: line.partId, quantity: line.quantity ?? 1, offer });
    else missing.push(line.partId);
  }
  const byShop = new Map<string, { shop: string; subtotal: number; partIds: string[] }>();
  for (const c of choices) {
    const entry = byShop.get(c.offer.shop) ?? { shop: c.offer.shop, subtotal: 0, partIds: [] };
    entry.subtotal += c.offer.price * c.quantity;
    entry.partIds.push(c.partId);
    byShop.set(c.offer.shop, entry);
  }
  return {
    total: choices.reduce((sum, c) => sum + c.offer.price * c.quantity, 0),
    choices,
    shops: [...byShop.values()].sort((a, b) => b.subtotal - a.subtotal || a.shop.localeCompare(b.shop)),
    missing,
  };
}

export interface OneShopTotal {
  shop: string;
  total: number;
  /** The offer the total uses for each part (that shop's cheapest credible listing of it). */
  offers: Record<string, Offer>;
}

/**
 * What buying everything at one shop would cost, for the shops that carry every part of the
 * build at a credible price, cheapest shop first. A shop whose only offer for a part is far
 * below the others does not count as carrying it. Empty when no shop carries them all.
 */
export function oneShopTotals(lines: readonly BuildLine[], offersByPart: OffersByPart): OneShopTotal[] {
  if (lines.length === 0) return [];
  const credible = new Map(lines.map((line) => [line.partId, credibleOffers(offersByPart[line.partId] ?? [])]));
  let shops: Set<string> | undefined;
  for (const line of lines) {
    const here = new Set(credible.get(line.partId)!.map((o) => o.shop));
    shops = shops ? new Set([...shops].filter((s) => here.has(s))) : here;
  }
  const totals: OneShopTotal[] = [];
  for (const shop of shops ?? []) {
    const offers: Record<string, Offer> = {};
    let total = 0;
    for (const line of lines) {
      const offer = lowestOffer(credible.get(line.partId)!.filter((o) => o.shop === shop))!;
      offers[line.partId] = offer;
      total += offer.price * (line.quantity ?? 1);
    }
    totals.push({ shop, total, offers });
  }
  return totals.sort((a, b) => a.total - b.total || a.shop.localeCompare(b.shop));
}
