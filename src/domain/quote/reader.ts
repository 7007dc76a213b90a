/**
 * A shop's quote, read: every non-blank line accounted for (an item, a total, a discount, a note,
 * or contact details left out), each item with its price, quantity, notes and how its part was
 * read. Nothing is dropped silently: a line that is not an item says what it was taken for.
 */
import type { Category } from '../catalogue/categories.ts';
import { draftLines, type DraftLine, type ItemDraft, type LineKind } from './lines.ts';
import { MAX_QUOTE_ITEMS, quoteLimitProblem, type QuoteLimitProblem } from './limits.ts';
import { readPart, type PartReading, type QuoteIndex } from './matching.ts';
import { CPU_NOTES, type QuoteNote } from './notes.ts';
import type { PersonalKind } from './privacy.ts';

export interface QuoteItem {
  /** Position among the quote's items (0-based), stable for corrections. */
  index: number;
  /** The line it came from (1-based). */
  line: number;
  text: string;
  price: number | null;
  quantity: number;
  notes: QuoteNote[];
  reading: PartReading;
  /** The label the quote gave it ("Proc:", "(RAM)"). */
  hint?: Category;
  fromLineTotal?: boolean;
}

export interface QuoteLine {
  number: number;
  kind: LineKind;
  /** As shown back; empty for contact details (never shown, stored or shared). */
  text: string;
  removed: PersonalKind[];
  amounts?: number[];
  /** Indexes into `items`. */
  items?: number[];
}

export interface ReadQuote {
  lines: QuoteLine[];
  items: QuoteItem[];
}

export type ReadResult = { ok: true; quote: ReadQuote } | { ok: false; problem: QuoteLimitProblem; line?: number };

/** Reads a pasted quote; refuses text beyond the limits (limits.ts) with the reason. */
export function readQuote(pasted: string, index: QuoteIndex): ReadResult {
  const limit = quoteLimitProblem(pasted);
  if (limit) return { ok: false, ...limit };
  const lines: QuoteLine[] = [];
  const items: QuoteItem[] = [];
  for (const draft of draftLines(pasted)) {
    const read = draft.kind === 'item' ? readItems(draft, index) : null;
    if (!read) {
      lines.push(plainLine(draft, draft.kind === 'item' ? 'note' : draft.kind));
      continue;
    }
    const numbers = read.map((item) => {
      items.push({ ...item, index: items.length });
      return items.length - 1;
    });
    lines.push({ ...plainLine(draft, 'item'), items: numbers });
  }
  if (items.length > MAX_QUOTE_ITEMS) return { ok: false, problem: 'too-many-items' };
  return { ok: true, quote: { lines, items } };
}

function plainLine(draft: DraftLine, kind: LineKind): QuoteLine {
  return {
    number: draft.number,
    kind,
    text: draft.text,
    removed: draft.removed,
    ...(draft.amounts && { amounts: draft.amounts }),
  };
}

/**
 * The items of an item line, or null when the line is not one: no price anywhere on it and no
 * part plainly named (a sentence that mentions a part, "Make sure the B450 has the latest BIOS",
 * stays a note).
 */
function readItems(draft: DraftLine, index: QuoteIndex): Omit<QuoteItem, 'index'>[] | null {
  const drafts = draft.items ?? [];
  const read = drafts.map((item) => ({ item, reading: readPart(item.readText, index, item.hint) }));
  const priced = drafts.some((d) => d.price !== null);
  if (!priced && (draft.prose || !read.some((r) => r.reading.kind === 'part'))) return null;
  return read.map(({ item, reading }) => toItem(draft.number, item, reading));
}

function toItem(line: number, item: ItemDraft, reading: PartReading): Omit<QuoteItem, 'index'> {
  const isCpu = reading.kind !== 'custom' && reading.category === 'cpu';
  return {
    line,
    text: item.text,
    price: item.price,
    quantity: item.quantity,
    notes: isCpu ? item.notes : item.notes.filter((n) => !CPU_NOTES.has(n.id)),
    reading,
    ...(item.hint && { hint: item.hint }),
    ...(item.fromLineTotal && { fromLineTotal: true }),
  };
}
