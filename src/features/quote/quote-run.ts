/**
 * What the quote checker runs off the page (quote.worker.ts), or on it where workers are missing
 * (quote-client.ts): the matcher's index of the catalogue, built once; reading a pasted quote;
 * and the answer — the check against today's shop prices and the swaps from the optimiser.
 */
import type { PartsByCategory } from '../../domain/catalogue/catalogue.ts';
import { CATEGORIES } from '../../domain/catalogue/categories.ts';
import type { Purpose } from '../../domain/builder/purpose.ts';
import { checkQuote, type Correction, type QuoteCheck } from '../../domain/quote/answer.ts';
import { quoteIndex, type CataloguePart } from '../../domain/quote/matching.ts';
import { readQuote, type ReadQuote, type ReadResult } from '../../domain/quote/reader.ts';
import { suggestSwaps, type SwapAnswer } from '../../domain/quote/swaps.ts';

export interface Answer {
  check: QuoteCheck;
  swaps: SwapAnswer;
}

export interface Checker {
  /** Building the matcher's index, in milliseconds (once per catalogue). */
  indexMs: number;
  read(text: string): { result: ReadResult; ms: number };
  answer(quote: ReadQuote, corrections: Readonly<Record<number, Correction>>, purpose: Purpose): Answer;
}


export function createChecker(parts: Partial<PartsByCategory>): Checker {
  const started = performance.now();
  const index = quoteIndex(CATEGORIES.flatMap((category) => (parts[category] ?? []).map((part) => ({ category, part: part as unknown as CataloguePart }))));
  const indexMs = performance.now() - started;
  return {
    indexMs,
    read(text) {
      const t = performance.now();
      const result = readQuote(text, index);
      return { result, ms: performance.now() - t };
    },
    answer(quote, corrections, purpose) {
      const check = checkQuote(quote, parts, purpose, corrections);
      // Same money: what the quote asks for the parts in the build (today's price where it states none).
      const budget = check.items.reduce((sum, c) => sum + (c.part && !c.extra && c.status === 'part' ? (c.item.price ?? c.part.price) * (c.part.type === 'cpu' ? 1 : c.item.quantity) : 0), 0);
      return { check, swaps: suggestSwaps(parts, check.selection, purpose, budget) };
    },
  };
}
