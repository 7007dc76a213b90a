/**
 * Keeping a checked quote (issue 28 item 3): as a build in the builder, with each quoted price
 * kept as "your quote" on its part; and as a shared quote behind a short link. What leaves the
 * page is only the items as read (their words with personal details removed, price, quantity,
 * notes, and the part the person settled on) and the quote's stated total and discounts — never
 * the pasted text, its notes or contact lines (item 4).
 */
import type { Category } from '../catalogue/categories.ts';
import type { Purpose } from '../builder/purpose.ts';
import { toPartsObject } from '../builder/persistence.ts';
import { withQuotes, type QuotedPrice, type Quotes } from '../builder/your-quote.ts';
import type { Correction, QuoteCheck } from './answer.ts';
import { NOTE_TEXTS, type NoteId, type QuoteNote } from './notes.ts';
import { scrubPersonal } from './privacy.ts';
import type { QuoteItem, QuoteLine, ReadQuote } from './reader.ts';

/** The longest item text kept in a shared quote. */
export const MAX_SHARED_TEXT = 160;

/** Where and when the quote was given (optional, typed by the person). */
export interface QuoteSource {
  shop?: string;
  date?: string;
}

/** Each part's quoted unit price (the first line of a part counts), with the shop and day when known. */
export function quotedPrices(check: QuoteCheck, source: QuoteSource = {}): Quotes {
  const quotes: Record<string, QuotedPrice> = {};
  for (const c of check.items) {
    if (!c.part || c.extra || c.item.price === null || quotes[c.part.id]) continue;
    quotes[c.part.id] = { price: c.item.price, ...(source.shop && { shop: source.shop }), ...(source.date && { date: source.date }) };
  }
  return quotes;
}

/** What "Open in builder" stores as the builder's loaded build: the parts (with their quotes) and the purpose. */
export function loadedBuildOf(check: QuoteCheck, purpose: Purpose, source: QuoteSource = {}): object {
  return { ...withQuotes(toPartsObject(check.selection), quotedPrices(check, source)), purpose };
}

export interface SharedItem {
  text: string;
  price: number | null;
  quantity: number;
  notes: NoteId[];
  /** The part the person settled on; absent for a custom line. */
  partId?: string;
  /** A custom line's kind, when known. */
  category?: Category;
  /** Listed in the quote but left out of the build (an option not taken). */
  leftOut?: true;
  /** How the part was settled: read for sure, read as likely, or chosen by the person. */
  how?: 'sure' | 'likely' | 'chosen';
}

export interface SharedQuote {
  purpose: Purpose;
  items: SharedItem[];
  /** The quote's own total, and its discounts. */
  stated: number | null;
  discounts: number;
  /** Where the quote came from, as the person typed it. */
  shop?: string;
}

/** The checked quote as it is shared: items as settled, personal details scrubbed once more. */
export function toShared(check: QuoteCheck, purpose: Purpose, source: QuoteSource = {}): SharedQuote {
  const items = check.items.map((c): SharedItem => {
    const r = c.item.reading;
    const how = c.part ? (r.kind === 'part' && r.partId === c.part.id ? r.confidence : 'chosen') : undefined;
    const category = c.part ? (c.part.type as Category) : c.item.reading.kind === 'part' ? undefined : c.item.reading.category;
    return {
      text: scrubPersonal(c.item.text).text.slice(0, MAX_SHARED_TEXT),
      price: c.item.price,
      quantity: c.item.quantity,
      notes: c.item.notes.map((n) => n.id),
      ...(c.part && { partId: c.part.id }),
      ...(category && { category }),
      ...(c.status === 'left-out' && { leftOut: true as const }),
      ...(how && { how }),
    };
  });
  return { purpose, items, stated: check.totals.stated, discounts: check.totals.discounts, ...(source.shop && { shop: source.shop }) };
}

/**
 * A shared quote as the checker reads it again (against today's prices): each item settled as
 * it was shared — a part, a custom line, or left out — so nothing has to be read twice.
 */
export function fromShared(shared: SharedQuote): { quote: ReadQuote; corrections: Record<number, Correction> } {
  const corrections: Record<number, Correction> = {};
  const items: QuoteItem[] = shared.items.map((s, index) => {
    if (s.leftOut) corrections[index] = { leaveOut: true };
    else if (!s.partId) corrections[index] = { custom: true };
    else if (s.how === 'chosen') corrections[index] = { partId: s.partId };
    const notes: QuoteNote[] = s.notes.map((id) => ({ id, text: NOTE_TEXTS[id] }));
    return {
      index,
      line: index + 1,
      text: s.text,
      price: s.price,
      quantity: s.quantity,
      notes,
      reading:
        s.partId && s.how === 'chosen'
          ? { kind: 'choose', category: s.category ?? ('cpu' as Category), candidates: [s.partId] }
          : s.partId
            ? { kind: 'part', partId: s.partId, category: s.category ?? ('cpu' as Category), confidence: s.how === 'likely' ? 'likely' : 'sure', unstated: [] }
            : { kind: 'custom', ...(s.category && { category: s.category }) },
    };
  });
  const lines: QuoteLine[] = items.map((item) => ({ number: item.line, kind: 'item', text: item.text, removed: [], items: [item.index] }));
  if (shared.discounts) lines.push({ number: lines.length + 1, kind: 'discount', text: 'Discount', removed: [], amounts: [shared.discounts] });
  if (shared.stated !== null) lines.push({ number: lines.length + 1, kind: 'total', text: 'Total', removed: [], amounts: [shared.stated] });
  return { quote: { lines, items }, corrections };
}
