import { describe, expect, it } from 'vitest';
import { filled } from './test-parts.ts';
import { quotedPriceSchema } from './your-quote-schema.ts';
import { MAX_PRICE, quoteSource, quotesFor, quotesOf, readQuotedPrice, versusToday, withQuotes, yourQuote } from './your-quote.ts';
import { toPartsObject } from './persistence.ts';

describe('"your quote" on a parts object', () => {
  const selection = filled();
  const cpu = selection.cpu!;
  const ram = selection.rams[0]!;
  const quotes = { [cpu.id]: { price: cpu.price - 500, shop: 'PC Express', date: '2026-05-01' }, [ram.id]: { price: ram.price + 300 } };

  it('rides on each quoted part (single slots and lists) and comes back by part id', () => {
    const stored = withQuotes(toPartsObject(selection), quotes);
    expect((stored.cpu as unknown as { quote: unknown }).quote).toEqual(quotes[cpu.id]);
    expect((stored.rams[0] as unknown as { quote: unknown }).quote).toEqual(quotes[ram.id]);
    expect((stored.mobo as unknown as { quote?: unknown }).quote).toBeUndefined();
    expect(quotesOf(JSON.parse(JSON.stringify(stored)))).toEqual(quotes);
    expect(withQuotes(toPartsObject(selection), {})).toEqual(toPartsObject(selection));
  });

  it('reads stored data tolerantly: junk and bad quotes are ignored, never thrown', () => {
    expect(quotesOf(null)).toEqual({});
    expect(quotesOf({ cpu: 'x', gpus: 'nope', rams: [{ id: 'a', quote: { price: -5 } }, { id: 'b', quote: { price: 7, extra: 1 } }] })).toEqual({});
    expect(quotesOf({ cpu: { id: 'a', quote: { price: 5, shop: '  Shop  ' } } })).toEqual({ a: { price: 5, shop: 'Shop' } });
  });

  it('the tolerant reader and the API schema accept and refuse the same quotes', () => {
    const samples: unknown[] = [
      { price: 0 }, { price: 10950, shop: 'EasyPC', date: '2026-04-23' }, { price: MAX_PRICE }, { price: MAX_PRICE + 1 }, { price: -1 },
      { price: 1.5 }, { price: '5' }, { price: 5, shop: '' }, { price: 5, shop: 'x'.repeat(61) }, { price: 5, date: '23/04/2026' },
      { price: 5, other: true }, null, [], 'x', {},
    ];
    for (const sample of samples) expect(readQuotedPrice(sample) !== undefined, JSON.stringify(sample)).toBe(quotedPriceSchema.safeParse(sample).success);
  });

  it('the builder keeps only chosen parts’ quotes and sums them against today’s prices', () => {
    expect(quotesFor(selection, { ...quotes, 'not-chosen': { price: 1 } })).toEqual(quotes);
    expect(yourQuote(selection, {})).toBeNull();
    const estimated = { ...selection, cpu: { ...cpu, priceSource: 'estimate' as const } };
    expect(yourQuote(estimated, quotes)!.lines[0]!.aboveToday).toBeNull();
    const summary = yourQuote(selection, quotes)!;
    expect(summary.lines.map((l) => [l.part.id, l.aboveToday])).toEqual([[cpu.id, -500], [ram.id, 300]]);
    expect(summary.quoted).toBe(cpu.price - 500 + ram.price + 300);
    expect(summary.today).toBe(cpu.price + ram.price);
  });

  it('says it in words', () => {
    expect(versusToday(300)).toBe('₱300 more than the lowest price today');
    expect(versusToday(-1250)).toBe('₱1,250 less than the lowest price today');
    expect(versusToday(0)).toBe('the lowest price today');
    expect(versusToday(null)).toBe('no shop listed it in our latest prices');
    expect(quoteSource({ price: 1, shop: 'PC Express', date: '2026-05-01' })).toBe('PC Express, May 1, 2026');
    expect(quoteSource({ price: 1 })).toBe('');
  });
});
