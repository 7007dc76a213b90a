/**
 * Where to buy, said as a sum a buyer can check (issue 25, item 8): "₱37,293 at 3 shops for 5
 * parts + ₱5,250 estimated for 2 parts no shop listed = ₱42,543"; and each part's price with the
 * shop and the day it was seen, for "Copy as text". Pure; shared by the builder's summary and
 * the copied text.
 */
import type { PriceFacts } from '../catalogue/catalogue.ts';
import { formatPeso } from '../format/money.ts';
import { headlineOffer } from './credible-price.ts';
import type { CheapestMix } from './offers.ts';
import { formatPriceDate } from './price-age.ts';

type Priced = PriceFacts & { id: string; price: number };

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export interface BuySum {
  /** The shops' part of the sum: the cheapest mix's total, how many shops, how many parts. */
  atShops: { total: number; shops: number; parts: number };
  /** Parts no shop listed, at the catalogue's estimate. */
  estimated: { total: number; parts: number };
  total: number;
}

/** The sum behind "Where to buy": the mix's shop prices plus the estimates for what no shop lists. */
export function buySum(mix: CheapestMix, parts: readonly Priced[]): BuySum {
  const missing = new Set(mix.missing);
  const unlisted = parts.filter((p) => missing.has(p.id));
  const estimated = { total: unlisted.reduce((sum, p) => sum + p.price, 0), parts: unlisted.length };
  const atShops = { total: mix.total, shops: mix.shops.length, parts: mix.choices.reduce((sum, c) => sum + c.quantity, 0) };
  return { atShops, estimated, total: atShops.total + estimated.total };
}

/** A piece of the sum's sentence; the amounts are marked, for a page to set them in bold. */
export interface SumSegment {
  text: string;
  amount?: 'shops' | 'estimated' | 'total';
}

/** The sum as segments: "₱37,293" " at 3 shops for 5 parts + " "₱5,250" " estimated for 2 parts no shop listed = " "₱42,543". */
export function buySumSegments(sum: BuySum): SumSegment[] {
  const { atShops, estimated } = sum;
  const out: SumSegment[] = [];
  if (atShops.parts > 0) out.push({ text: formatPeso(atShops.total), amount: 'shops' }, { text: ` at ${count(atShops.shops, 'shop')} for ${count(atShops.parts, 'part')}` });
  if (estimated.parts > 0) {
    if (out.length) out.push({ text: ' + ' });
    out.push({ text: formatPeso(estimated.total), amount: 'estimated' }, { text: ` estimated for ${count(estimated.parts, 'part')} no shop listed` });
    if (atShops.parts > 0) out.push({ text: ' = ' }, { text: formatPeso(sum.total), amount: 'total' });
  }
  return out;
}

/** "₱37,293 at 3 shops for 5 parts + ₱5,250 estimated for 2 parts no shop listed = ₱42,543". */
export function buySumText(sum: BuySum): string {
  return buySumSegments(sum)
    .map((s) => s.text)
    .join('');
}

/**
 * One part's price for the copied text: "₱10,950 at PC Express, seen 20 Nov 2026"; an estimate
 * says so with its month; a part with no price facts is its price alone.
 */
export function partPriceText(part: Omit<Priced, 'id'>): string {
  const price = formatPeso(part.price);
  if (part.priceSource === 'estimate') return `${price}, estimate: no shop listed it${part.priceAsOf ? ` (${formatPriceDate(part.priceAsOf.slice(0, 7))})` : ''}`;
  const offer = headlineOffer(part.offers ?? []);
  if (offer) return `${formatPeso(offer.price)} at ${offer.shop}, seen ${formatPriceDate(offer.observedOn)}`;
  if (part.priceSource === 'shops' && part.priceAsOf) return `${price} at ${count(part.shopCount ?? 1, 'shop')}, seen ${formatPriceDate(part.priceAsOf)}`;
  return price;
}
