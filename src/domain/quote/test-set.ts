/**
 * The quote test set (content/quotes/*.json): realistic quotes written in the style of Philippine
 * shops from the listings' own titles, each line with the reading a person expects. Used by the
 * precision test and the bench; see content/quotes/README.md for the format.
 */
import type { ReadQuote } from './reader.ts';

export type Expected =
  | { note: true }
  | { contact: true }
  | { total: number }
  | { discount: number }
  | { part: string; price: number | null; quantity?: number }
  | { choose: string; price: number | null; quantity?: number }
  | { custom: true; price: number | null; quantity?: number };

export interface TestQuote {
  title: string;
  style: string;
  lines: { text: string; expect: Expected | Expected[] }[];
}

/** The pasted text of a test quote: its lines, one per line. */
export const pastedText = (quote: TestQuote): string => quote.lines.map((l) => l.text).join('\n');

/** Why a line was read otherwise than expected, or null when it was read right. */
export function lineVerdict(read: ReadQuote, number: number, expect: Expected | Expected[]): string | null {
  const line = read.lines.find((l) => l.number === number);
  if (!line) return 'line missing from the reading';
  const expected = Array.isArray(expect) ? expect : [expect];
  const first = expected[0]!;
  if ('note' in first) return line.kind === 'note' ? null : `read as ${line.kind}, expected a note`;
  if ('contact' in first) return line.kind === 'contact' ? null : `read as ${line.kind}, expected contact details`;
  if ('total' in first) {
    const want = expected.map((e) => ('total' in e ? e.total : NaN));
    return line.kind === 'total' && sameList(line.amounts ?? [], want) ? null : `read as ${line.kind} ${line.amounts ?? ''}, expected total ${want}`;
  }
  if ('discount' in first) return line.kind === 'discount' && line.amounts?.[0] === first.discount ? null : `read as ${line.kind} ${line.amounts ?? ''}, expected discount ${first.discount}`;
  if (line.kind !== 'item') return `read as ${line.kind}, expected ${expected.length} item(s)`;
  const items = (line.items ?? []).map((i) => read.items[i]!);
  if (items.length !== expected.length) return `read ${items.length} item(s), expected ${expected.length}`;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const want = expected[i]!;
    const r = item.reading;
    const got = r.kind === 'part' ? `part ${r.partId}` : r.kind === 'choose' ? `choose ${r.category}` : 'custom';
    const wanted = 'part' in want ? `part ${want.part}` : 'choose' in want ? `choose ${want.choose}` : 'custom' in want ? 'custom' : '?';
    if (got !== wanted) return `item ${i + 1}: read as ${got}, expected ${wanted}`;
    const price = 'price' in want ? want.price : null;
    if (item.price !== price) return `item ${i + 1}: price ${item.price}, expected ${price}`;
    const quantity = 'quantity' in want && want.quantity ? want.quantity : 1;
    if (item.quantity !== quantity) return `item ${i + 1}: quantity ${item.quantity}, expected ${quantity}`;
  }
  return null;
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
