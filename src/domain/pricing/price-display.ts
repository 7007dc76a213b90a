/**
 * How a part's price facts read on screen: "at 4 shops · seen 23 Apr 2026" for shop prices,
 * "Estimate · Jun 2025" for a part no shop listed, and the site's sentence on when prices were
 * seen. Pure, shared by the Component Database, the builder and the pages.
 */
import type { PriceFacts } from '../catalogue.ts';
import { atShops, cheapestMix, oneShopTotals, offerSummary, type BuildLine, type CheapestMix, type Offer, type OneShopTotal } from './offers.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-04-23` → "23 Apr 2026" (long: "23 April 2026"); `2025-06` → "Jun 2025". Other text is returned as is. */
export function formatPriceDate(value: string, long = false): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  const month = m ? (long ? LONG_MONTHS : MONTHS)[Number(m[2]) - 1] : undefined;
  if (!m || !month) return value;
  return m[3] ? `${Number(m[3])} ${month} ${m[1]}` : `${month} ${m[1]}`;
}

export type PriceNote =
  /** `offers` is absent where the page left them out (they load when the list is opened). */
  | { kind: 'shops'; atShops: string; shops: number; seen: string; text: string; offers?: Offer[] }
  | { kind: 'estimate'; month: string; text: string };

/** The line under a price: where and when it was seen, or that it is an estimate (and of when). */
export function priceNote(part: PriceFacts): PriceNote {
  const shops = (shops: number, observedOn: string, offers?: Offer[]): PriceNote => {
    const seen = formatPriceDate(observedOn);
    return { kind: 'shops', atShops: atShops(shops), shops, seen, text: `${atShops(shops)} · seen ${seen}`, ...(offers && { offers }) };
  };
  if (part.priceSource !== 'estimate') {
    const summary = offerSummary(part.offers ?? []);
    if (summary) return shops(summary.shops, summary.observedOn, part.offers);
    // Offers left out of a page's props: the count and the day still say where and when.
    if (!part.offers && part.shopCount && part.priceAsOf) return shops(part.shopCount, part.priceAsOf);
  }
  const month = part.priceAsOf ? formatPriceDate(part.priceAsOf.slice(0, 7)) : '';
  return { kind: 'estimate', month, text: month ? `Estimate · ${month}` : 'Estimate' };
}

/** True when the price is an estimate (no current shop offer). */
export const isEstimate = (part: PriceFacts): boolean => priceNote(part).kind === 'estimate';

/** The banner's and the Component Database's sentence on when and where prices were seen. */
export function pricesSeenSentence(facts: { observedOn: string; shopCount: number }): string {
  const shops = `${facts.shopCount} Philippine ${facts.shopCount === 1 ? 'shop' : 'shops'}`;
  return `Prices seen at ${shops} on ${formatPriceDate(facts.observedOn, true)}; parts marked Estimate are approximate.`;
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
