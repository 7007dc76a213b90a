/**
 * Offers as the app uses them: a part's lowest current offer, the "at N shops" summary, and for
 * a whole build the cheapest mix of shops and what buying everything at one shop would cost.
 * Pure functions over plain data; the snapshot files in content/prices/ hold the offers.
 */

/** One shop's price for one catalogue part on one day. */
export interface Offer {
  shop: string;
  /** Whole pesos. */
  price: number;
  /** The shop's product page (https). */
  url: string;
  /** `YYYY-MM-DD`, the day the price was seen. */
  observedOn: string;
}

/**
 * The lowest-offer rule: the cheapest offer; on a tie, the most recently seen, then the shop
 * whose name sorts first (so the choice never depends on file order). Undefined when there is
 * no offer.
 */
export function lowestOffer(offers: readonly Offer[]): Offer | undefined {
  let best: Offer | undefined;
  for (const offer of offers) {
    if (
      !best ||
      offer.price < best.price ||
      (offer.price === best.price &&
        (offer.observedOn > best.observedOn || (offer.observedOn === best.observedOn && offer.shop < best.shop)))
    ) {
      best = offer;
    }
  }
  return best;
}

export interface OfferSummary {
  /** The lowest offer's price in whole pesos. */
  price: number;
  /** Where it is. */
  shop: string;
  url: string;
  /** How many different shops list the part. */
  shops: number;
  /** The newest day among the offers, `YYYY-MM-DD`. */
  observedOn: string;
  /** "at 1 shop", "at 4 shops". */
  atShops: string;
}

/** "at 1 shop", "at 4 shops". */
export const atShops = (shops: number): string => `at ${shops} ${shops === 1 ? 'shop' : 'shops'}`;

/** What a part card or selector shows: the lowest price, at how many shops, seen when. */
export function offerSummary(offers: readonly Offer[]): OfferSummary | undefined {
  const lowest = lowestOffer(offers);
  if (!lowest) return undefined;
  const shops = new Set(offers.map((o) => o.shop)).size;
  const observedOn = offers.reduce((newest, o) => (o.observedOn > newest ? o.observedOn : newest), lowest.observedOn);
  return {
    price: lowest.price,
    shop: lowest.shop,
    url: lowest.url,
    shops,
    observedOn,
    atShops: atShops(shops),
  };
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
  /** Sum of each part's lowest offer times its quantity. */
  total: number;
  /** Each part's chosen offer. */
  choices: MixChoice[];
  /** The shops the mix buys from, with what each one's share costs, largest share first. */
  shops: { shop: string; subtotal: number; partIds: string[] }[];
  /** Parts with no offer at all (the mix's total leaves them out). */
  missing: string[];
}

/** The cheapest mix of shops: every part bought where it is cheapest. */
export function cheapestMix(lines: readonly BuildLine[], offersByPart: OffersByPart): CheapestMix {
  const choices: MixChoice[] = [];
  const missing: string[] = [];
  for (const line of lines) {
    const offer = lowestOffer(offersByPart[line.partId] ?? []);
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
  /** The offer the total uses for each part (that shop's cheapest listing of it). */
  offers: Record<string, Offer>;
}

/**
 * What buying everything at one shop would cost, for the shops that carry every part of the
 * build, cheapest shop first. Empty when no shop carries them all (or the build is empty).
 */
export function oneShopTotals(lines: readonly BuildLine[], offersByPart: OffersByPart): OneShopTotal[] {
  if (lines.length === 0) return [];
  let shops: Set<string> | undefined;
  for (const line of lines) {
    const here = new Set((offersByPart[line.partId] ?? []).map((o) => o.shop));
    shops = shops ? new Set([...shops].filter((s) => here.has(s))) : here;
  }
  const totals: OneShopTotal[] = [];
  for (const shop of shops ?? []) {
    const offers: Record<string, Offer> = {};
    let total = 0;
    for (const line of lines) {
      const offer = lowestOffer((offersByPart[line.partId] ?? []).filter((o) => o.shop === shop))!;
      offers[line.partId] = offer;
      total += offer.price * (line.quantity ?? 1);
    }
    totals.push({ shop, total, offers });
  }
  return totals.sort((a, b) => a.total - b.total || a.shop.localeCompare(b.shop));
}
