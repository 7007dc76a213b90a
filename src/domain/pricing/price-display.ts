/**
 * How a part's price facts read on screen: "at 4 shops · seen 23 Apr 2026" for shop prices (or
 * the spread, "₱9,800–₱21,000 at 4 shops", when credible offers are 2× apart; "only one shop
 * lists it"), the offers far below the other shops, "Estimate · Jun 2025" for a part no shop
 * listed (with "may be far off — …" when it is old), the site's sentence on when prices were
 * seen, and how much of a build's total is estimates. Pure, shared by the Component Database,
 * the builder, the dashboard and the pages; the numbers come from credible-price.ts.
 */
import type { PriceFacts } from '../catalogue/catalogue.ts';
import { formatPeso } from '../format/money.ts';
import { FAR_BELOW_TEXT, crediblePrice, isSpread } from './credible-price.ts';
import { atShops, cheapestMix, oneShopTotals, type BuildLine, type CheapestMix, type Offer, type OneShopTotal } from './offers.ts';
import { daysAgoText, formatPriceDate, staleEstimateText } from './price-age.ts';

export { formatPriceDate };

export type PriceNote =
  | {
      kind: 'shops';
      /** "at 4 shops": the shops with a credible offer. */
      atShops: string;
      shops: number;
      /** Shops listing the part at all (flagged offers included): the offer list's length. */
      listedShops: number;
      seen: string;
      /** "₱9,800–₱21,000" when the credible offers are 2× apart or more. */
      spread?: string;
      /** Where: "at 4 shops", "₱9,800–₱21,000 at 4 shops" or "only one shop lists it". */
      where: string;
      /** The line under the price: `where`, then " · seen 23 Apr 2026". */
      text: string;
      /** The offers far below the other shops (listed, not used), cheapest first. */
      flagged: Offer[];
      /** "₱4,500 at EasyPC: far below other shops — check stock before you go". */
      flaggedText?: string;
      /** `offers` is absent where the page left them out (they load when the list is opened). */
      offers?: Offer[];
    }
  | {
      kind: 'estimate';
      month: string;
      text: string;
      /** "may be far off — no shop listed it on 23 Apr 2026" on an estimate over six months older than the shop prices. */
      stale?: string;
    };

/** "₱4,500 at EasyPC: far below …"; with more, "₱4,500 at EasyPC and 1 more: far below …". */
export function flaggedOffersText(flagged: readonly Offer[]): string | undefined {
  const first = flagged[0];
  if (!first) return undefined;
  const more = flagged.length > 1 ? ` and ${flagged.length - 1} more` : '';
  return `${formatPeso(first.price)} at ${first.shop}${more}: ${FAR_BELOW_TEXT}`;
}

type Priced = PriceFacts & { price?: number };

/** The facts behind a shop price: from the offers when present, else from the fields a page kept. */
function shopFacts(part: Priced) {
  if (part.offers) {
    const credible = crediblePrice(part.offers);
    return credible && { ...credible, offers: part.offers };
  }
  if (!part.shopCount || !part.priceAsOf || part.price === undefined) return undefined;
  const flagged = part.flaggedOffers ?? [];
  return {
    price: part.price,
    high: part.priceHigh ?? part.price,
    shops: part.shopCount,
    listedShops: part.shopCount + new Set(flagged.map((o) => o.shop)).size,
    flagged,
    observedOn: part.priceAsOf,
    offers: undefined,
  };
}

/** The line under a price: where and when it was seen, or that it is an estimate (and of when). */
export function priceNote(part: Priced): PriceNote {
  const facts = part.priceSource !== 'estimate' ? shopFacts(part) : undefined;
  if (facts) {
    const seen = formatPriceDate(facts.observedOn);
    const spread = isSpread(facts.price, facts.high) ? `${formatPeso(facts.price)}–${formatPeso(facts.high)}` : undefined;
    const where = facts.listedShops === 1 ? 'only one shop lists it' : `${spread ? `${spread} ` : ''}${atShops(facts.shops)}`;
    const flaggedText = flaggedOffersText(facts.flagged);
    return {
      kind: 'shops',
      atShops: atShops(facts.shops),
      shops: facts.shops,
      listedShops: facts.listedShops,
      seen,
      ...(spread && { spread }),
      where,
      text: `${where} · seen ${seen}`,
      flagged: facts.flagged,
      ...(flaggedText && { flaggedText }),
      ...(facts.offers && { offers: facts.offers }),
    };
  }
  const month = part.priceAsOf ? formatPriceDate(part.priceAsOf.slice(0, 7)) : '';
  const stale = staleEstimateText(part.priceAsOf, part.shopsCheckedOn);
  return { kind: 'estimate', month, text: month ? `Estimate · ${month}` : 'Estimate', ...(stale && { stale }) };
}

/** True when the price is an estimate (no current shop offer). */
export const isEstimate = (part: Priced): boolean => priceNote(part).kind === 'estimate';

export interface PricesSeen {
  /** "Shop prices seen 23 Apr 2026" */
  lead: string;
  /** "216 days ago": recomputed in the browser (data-price-age). */
  age: string;
  /** ", at 13 Philippine shops. Parts marked Estimate are approximate." */
  tail: string;
  text: string;
}

/** The banner's and the Component Database's sentence on when and where prices were seen, and how long ago. */
export function pricesSeen(facts: { observedOn: string; shopCount: number }, today: string): PricesSeen {
  const lead = `Shop prices seen ${formatPriceDate(facts.observedOn)}`;
  const age = daysAgoText(facts.observedOn, today);
  const tail = `, at ${facts.shopCount} Philippine ${facts.shopCount === 1 ? 'shop' : 'shops'}. Parts marked Estimate are approximate.`;
  return { lead, age, tail, text: `${lead} (${age})${tail}` };
}

/** How much of a build's total is estimates, and for how many parts (each chosen part counts). */
export function estimatesInTotal(parts: readonly Priced[]): { amount: number; parts: number } {
  const estimates = parts.filter(isEstimate);
  return { amount: estimates.reduce((sum, p) => sum + (p.price ?? 0), 0), parts: estimates.length };
}

/** "₱5,250 of this is estimates for 2 parts no shop listed"; undefined when every price is a shop's. */
export function estimatesLine(parts: readonly Priced[]): string | undefined {
  const { amount, parts: count } = estimatesInTotal(parts);
  if (count === 0) return undefined;
  return count === 1
    ? `${formatPeso(amount)} of this is an estimate for 1 part no shop listed`
    : `${formatPeso(amount)} of this is estimates for ${count} parts no shop listed`;
}

export interface WhereToBuy {
  mix: CheapestMix;
  /**
   * Shops that carry every chosen part that some shop lists, cheapest first, at most three. A
   * part no shop listed (a keyboard: the snapshot has none) would otherwise rule out every shop.
   */
  oneShop: OneShopTotal[];
}

/**
 * The summary's "Where to buy": the cheapest mix of shops over the chosen parts, and what buying
 * every listed chosen part at a single shop would cost, for the shops that carry them all (top 3).
 * Undefined when no chosen part
 * has an offer.
 */
export function whereToBuy(parts: readonly (PriceFacts & { id: string; quantity?: number })[]): WhereToBuy | undefined {
  // The same part chosen twice (two identical cards) is one line of quantity 2.
  const quantities = new Map<string, number>();
  for (const p of parts) quantities.set(p.id, (quantities.get(p.id) ?? 0) + (p.quantity ?? 1));
  const lines: BuildLine[] = [...quantities].map(([partId, quantity]) => ({ partId, quantity }));
  const offersByPart = Object.fromEntries(parts.map((p) => [p.id, p.priceSource === 'estimate' ? [] : (p.offers ?? [])]));
  const mix = cheapestMix(lines, offersByPart);
  if (mix.choices.length === 0) return undefined;
  const listed = lines.filter((line) => !mix.missing.includes(line.partId));
  return { mix, oneShop: oneShopTotals(listed, offersByPart).slice(0, 3) };
}

/**
 * What the summary says under the cheapest mix: the parts it leaves out, and — as a shop
 * technician would — that several shops cost more than their prices: a delivery fee or a trip
 * each, and warranty claims go back to the shop that sold the part.
 */
export function mixNotes(mix: CheapestMix): string[] {
  const notes: string[] = [];
  const missing = mix.missing.length;
  if (missing > 0) {
    notes.push(`No shop listed ${missing === 1 ? 'one part' : `${missing} parts`}: the mix leaves ${missing === 1 ? 'it' : 'them'} out.`);
  }
  if (mix.shops.length > 1) {
    notes.push(
      `Buying from ${mix.shops.length} shops means a delivery fee or a trip for each, and warranty claims go back to the shop that sold the part.`,
    );
  }
  return notes;
}
