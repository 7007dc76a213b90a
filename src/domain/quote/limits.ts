/**
 * How much a pasted quote may hold, and what is said when it holds more (issue 28 item 4). A shop's
 * quote is a page of text: these bounds leave room for the longest invoice seen in the test set
 * several times over, and keep reading it well inside a frame budget on a phone.
 */
import { groupThousands } from '../format/money.ts';

/** Characters in a pasted quote. */
export const MAX_QUOTE_CHARS = 8_000;
/** Lines in a pasted quote (blank lines not counted). */
export const MAX_QUOTE_LINES = 80;
/** Characters in one line. */
export const MAX_LINE_CHARS = 300;
/** Parts and custom lines a quote may list. */
export const MAX_QUOTE_ITEMS = 40;
/** A price a quote line may state (whole pesos): above it, the number is not a PC part's price. */
export const MAX_PRICE = 2_000_000;

export type QuoteLimitProblem = 'empty' | 'too-long' | 'too-many-lines' | 'line-too-long' | 'too-many-items';

export const QUOTE_LIMIT_MESSAGES: Record<QuoteLimitProblem, string> = {
  empty: 'Paste the quote first: the list of parts and prices the shop sent you.',
  'too-long': `That is more than ${groupThousands(MAX_QUOTE_CHARS)} characters. Paste one quote at a time (the parts and prices), without long notes.`,
  'too-many-lines': `That is more than ${MAX_QUOTE_LINES} lines. Paste one quote at a time, the lines with the parts and prices.`,
  'line-too-long': `A line is longer than ${MAX_LINE_CHARS} characters. Put each part on its own line.`,
  'too-many-items': `That quote lists more than ${MAX_QUOTE_ITEMS} items. Check one PC at a time.`,
};

/** The first limit the pasted text breaks, with the line it breaks at, or null. */
export function quoteLimitProblem(text: string): { problem: QuoteLimitProblem; line?: number } | null {
  if (text.trim() === '') return { problem: 'empty' };
  if (text.length > MAX_QUOTE_CHARS) return { problem: 'too-long' };
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.filter((l) => l.trim() !== '').length > MAX_QUOTE_LINES) return { problem: 'too-many-lines' };
  const long = lines.findIndex((l) => l.length > MAX_LINE_CHARS);
  if (long >= 0) return { problem: 'line-too-long', line: long + 1 };
  return null;
}

/** The message for a limit problem, naming the line when there is one. */
export function quoteLimitMessage(found: { problem: QuoteLimitProblem; line?: number }): string {
  const message = QUOTE_LIMIT_MESSAGES[found.problem];
  return found.line ? `${message} (line ${found.line})` : message;
}
