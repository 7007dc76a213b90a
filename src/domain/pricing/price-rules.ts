/**
 * The rules applied to a part's matched listings before they become offers:
 *
 * - duplicate rule: one listing per part per shop. A shop's "-copy", "copy-of-" or "-2" page of a
 *   product it lists already is dropped first; of the listings left, the lowest credible price is
 *   kept: a page far below the other shops' prices (credible-price.ts) loses to the shop's other
 *   page, since keeping the lowest kept the stale level whenever a shop had both.
 * - outlier rule: when at least three shops list the part, a price more than 2.5 times or under
 *   0.4 times the median of the shops' prices (one per shop) is dropped; for a kit of n memory
 *   modules the low bound is 1.25 / n of that median (a per-stick price on a kit's page). The
 *   median includes the price judged, so it stays put when one of three shops is far off (the
 *   median of only the two others would be their average, and could condemn all three).
 */

import { farBelowOthers, median } from './credible-price.ts';
import { formatPeso } from '../format/money.ts';

export { median };

export interface PricedListing {
  shop: string;
  /** As listed (pesos, possibly with decimals). */
  price: number;
  url: string;
  handle: string;
}

export const OUTLIER_HIGH = 2.5;
export const OUTLIER_LOW = 0.4;
/** Shops needed before a price can be called an outlier (with two, neither can be blamed). */
export const OUTLIER_MIN_SHOPS = 3;

/** A shop's copy of a product page: "-copy", "copy-of-...", or another listing's handle plus "-N". */
export function isCopyHandle(handle: string, otherHandles: readonly string[]): boolean {
  const h = handle.toLowerCase();
  if (/(^|-)copy(-copy)*(-\d+)?$/.test(h) || /^copy-of-/.test(h)) return true;
  const base = h.replace(/-\d{1,2}$/, '');
  return base !== h && otherHandles.some((o) => o.toLowerCase() === base);
}

export interface Dropped<T> {
  listing: T;
  /** Which listing was kept instead, and why this one went. */
  detail: string;
  keptUrl: string;
}

/** Keeps one listing per shop; returns the kept ones and the dropped duplicates. */
export function dedupeByShop<T extends PricedListing>(listings: readonly T[]): { kept: T[]; dropped: Dropped<T>[] } {
  const byShop = new Map<string, T[]>();
  for (const l of listings) byShop.set(l.shop, [...(byShop.get(l.shop) ?? []), l]);
  const kept: T[] = [];
  const dropped: Dropped<T>[] = [];
  for (const group of byShop.values()) {
    if (group.length === 1) {
      kept.push(group[0]!);
      continue;
    }
    const handles = group.map((l) => l.handle);
    const copy = (l: T) => (isCopyHandle(l.handle, handles) ? 1 : 0);
    const farBelow = (l: T) => (farBelowOthers(l, listings) ? 1 : 0);
    const ranked = [...group].sort((a, b) => copy(a) - copy(b) || farBelow(a) - farBelow(b) || a.price - b.price || a.url.localeCompare(b.url));
    const winner = ranked[0]!;
    kept.push(winner);
    for (const other of ranked.slice(1)) {
      const why = copy(other) && !copy(winner)
        ? 'a copy of a page the shop lists already (kept the original)'
        : farBelow(other) && !farBelow(winner)
          ? 'the shop lists the same part more than once; this page is far below the other shops (kept the credible one)'
          : 'the shop lists the same part more than once (kept the lowest price)';
      dropped.push({ listing: other, detail: why, keptUrl: winner.url });
    }
  }
  return { kept, dropped };
}

export interface OutlierVerdict {
  /** The median of the other shops' prices it was compared with. */
  reference: number;
  detail: string;
}

/**
 * Why this price is an outlier among the part's shops, or undefined. `shopPrices` holds one
 * price per shop, this one included; `modules` is the stick count of a memory kit.
 */
export function outlierOf(price: number, shopPrices: readonly number[], modules = 1): OutlierVerdict | undefined {
  if (shopPrices.length < OUTLIER_MIN_SHOPS) return undefined;
  const reference = median(shopPrices);
  const ratio = price / reference;
  const of = `the median ${formatPeso(reference)} of ${shopPrices.length} shops`;
  if (ratio > OUTLIER_HIGH) return { reference, detail: `${ratio.toFixed(1)}× ${of}` };
  if (modules > 1 && ratio <= 1.25 / modules) {
    return { reference, detail: `${ratio.toFixed(2)}× ${of}: a per-stick price on a ${modules}-module kit` };
  }
  if (ratio < OUTLIER_LOW) return { reference, detail: `${ratio.toFixed(2)}× ${of}` };
  return undefined;
}

/** Splits one part's (deduplicated, one per shop) listings into kept offers and outliers. */
export function dropOutliers<T extends PricedListing>(
  listings: readonly T[],
  modules = 1,
): { kept: T[]; outliers: { listing: T; detail: string }[] } {
  const kept: T[] = [];
  const outliers: { listing: T; detail: string }[] = [];
  for (const l of listings) {
    const verdict = outlierOf(l.price, listings.map((o) => o.price), modules);
    if (verdict) outliers.push({ listing: l, detail: verdict.detail });
    else kept.push(l);
  }
  return { kept, outliers };
}

/** Whole pesos, as offers carry them (a listed ₱5,333.33 becomes ₱5,333). */
export function wholePesos(price: number): number {
  return Math.round(price);
}
