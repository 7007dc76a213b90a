/**
 * The answer to "goods na ba 'to?" (issue 28 item 2): the quote as a build (each item's part as
 * read, or as the person corrected it), the builder's verdict on it for its purpose, each line
 * against what other shops ask today (their credible offers: an offer far below the other shops
 * is flagged and left out, pricing/credible-price.ts), and the totals. Swaps are in swaps.ts.
 */
import type { Component, PartsByCategory } from '../catalogue/catalogue.ts';
import { evaluateBuild, verdictLine, type CompatibilityResult } from '../builder/compatibility.ts';
import type { Purpose } from '../builder/purpose.ts';
import { SLOT_CATEGORY, SINGLE_SLOTS, type Selection, type SingleSlot } from '../builder/selection.ts';
import { selectionOf } from '../optimiser/kept.ts';
import { headlineOffer, type Offer } from '../pricing/offers.ts';
import type { QuoteItem, ReadQuote } from './reader.ts';

/** What the person made of an item: a part (the reading's or another), a custom line, or not part of the build. */
export type Correction = { partId: string } | { custom: true } | { leaveOut: true };

export type Compared =
  /** Another shop asks less today: where, how much, and by how much per unit. */
  | { kind: 'cheaper'; offer: Offer; saving: number }
  /** The quote is at or below every shop's credible price today. */
  | { kind: 'lowest'; offer: Offer; below: number }
  /** No shop listed the part: nothing to compare with. */
  | { kind: 'no-offers' }
  /** The quote states no price for the line. */
  | { kind: 'no-price'; offer: Offer | null };

export interface CheckedItem {
  item: QuoteItem;
  /** The part the line stands for in the build; null for a custom line, a choice not yet made, or a line left out. */
  part: Component | null;
  status: 'part' | 'choose' | 'custom' | 'left-out';
  compared: Compared | null;
  /** A spec-only line not yet chosen: the cheapest part that fits and its offer ("same spec from ₱X at Y"). */
  cheapestFit: { part: Component; offer: Offer } | null;
  /** The part did not fit the build's slot (a second CPU): it is shown but not in the build. */
  extra?: boolean;
}

export interface QuoteTotals {
  /** Every priced line (price × quantity), custom lines included. */
  lines: number;
  discounts: number;
  /** The quote's own total, when it states one. */
  stated: number | null;
  /** Lines minus discounts differ from the stated total by more than a peso. */
  mismatch: boolean;
  /** The lines that have a part, a price and shop offers: as quoted, and at the lowest credible prices today. */
  comparable: { quoted: number; today: number; parts: number };
}

export interface QuoteCheck {
  items: CheckedItem[];
  selection: Selection;
  verdict: CompatibilityResult;
  /** The verdict in the builder's words ("Problems found: 1 problem"), worked out with it so pages need not ship the rules. */
  verdictLine: string;
  totals: QuoteTotals;
}

type Find = (id: string) => Component | undefined;

export function finderIn(parts: Partial<PartsByCategory>): Find {
  const byId = new Map<string, Component>();
  for (const list of Object.values(parts)) for (const part of list ?? []) byId.set(part.id, part as Component);
  return (id) => byId.get(id);
}

function resolve(item: QuoteItem, correction: Correction | undefined, find: Find): Pick<CheckedItem, 'part' | 'status'> {
  if (correction && 'leaveOut' in correction) return { part: null, status: 'left-out' };
  if (correction && 'custom' in correction) return { part: null, status: 'custom' };
  const id = correction ? correction.partId : item.reading.kind === 'part' ? item.reading.partId : null;
  const part = id ? find(id) : undefined;
  if (part) return { part, status: 'part' };
  return { part: null, status: item.reading.kind === 'choose' && !correction ? 'choose' : 'custom' };
}

function compare(item: QuoteItem, part: Component): Compared {
  const offer = headlineOffer(part.offers ?? []);
  if (item.price === null) return { kind: 'no-price', offer: offer ?? null };
  if (!offer) return { kind: 'no-offers' };
  return offer.price < item.price ? { kind: 'cheaper', offer, saving: item.price - offer.price } : { kind: 'lowest', offer, below: offer.price - item.price };
}

function cheapestFit(item: QuoteItem, find: Find): CheckedItem['cheapestFit'] {
  if (item.reading.kind !== 'choose') return null;
  let best: CheckedItem['cheapestFit'] = null;
  for (const id of item.reading.candidates) {
    const part = find(id);
    const offer = part && headlineOffer(part.offers ?? []);
    if (part && offer && (!best || offer.price < best.offer.price)) best = { part, offer };
  }
  return best;
}

/**
 * The quote checked: `corrections` are by item index (QuoteItem.index). A single slot takes the
 * first part read into it; a second one (two CPUs quoted as options) is marked `extra`.
 */
export function checkQuote(quote: ReadQuote, parts: Partial<PartsByCategory>, purpose: Purpose, corrections: Readonly<Record<number, Correction>> = {}): QuoteCheck {
  const find = finderIn(parts);
  const taken = new Set<string>();
  const inBuild: Component[] = [];
  const items = quote.items.map((item): CheckedItem => {
    const { part, status } = resolve(item, corrections[item.index], find);
    const checked: CheckedItem = { item, part, status, compared: part ? compare(item, part) : null, cheapestFit: status === 'choose' ? cheapestFit(item, find) : null };
    if (!part) return checked;
    const single = SINGLE_SLOTS.find((slot) => SLOT_CATEGORY[slot] === part.type) as SingleSlot | undefined;
    if (single && taken.has(single)) return { ...checked, extra: true };
    if (single) taken.add(single);
    for (let i = 0; i < (single ? 1 : item.quantity); i++) inBuild.push(part);
    return checked;
  });
  const selection = selectionOf(inBuild);
  const verdict = evaluateBuild(selection, purpose);
  return { items, selection, verdict, verdictLine: verdictLine(verdict), totals: totalsOf(quote, items) };
}

function totalsOf(quote: ReadQuote, items: readonly CheckedItem[]): QuoteTotals {
  const counted = items.filter((c) => c.status !== 'left-out');
  const lines = counted.reduce((sum, c) => sum + (c.item.price ?? 0) * c.item.quantity, 0);
  const discounts = quote.lines.filter((l) => l.kind === 'discount').reduce((sum, l) => sum + (l.amounts?.[0] ?? 0), 0);
  const stated = quote.lines.find((l) => l.kind === 'total')?.amounts?.[0] ?? null;
  const comparable = { quoted: 0, today: 0, parts: 0 };
  for (const c of counted) {
    if (c.item.price === null || !c.compared || (c.compared.kind !== 'cheaper' && c.compared.kind !== 'lowest')) continue;
    comparable.quoted += c.item.price * c.item.quantity;
    comparable.today += c.compared.offer.price * c.item.quantity;
    comparable.parts += 1;
  }
  // The stated total may be for the whole list or one option of it: only a mismatch with every line counted is reported.
  return { lines, discounts, stated, mismatch: stated !== null && Math.abs(lines - discounts - stated) > 1 && counted.length === items.length, comparable };
}
