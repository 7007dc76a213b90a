import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.ts';
import { CATEGORIES } from '../catalogue/categories.ts';
import { quotesOf } from '../builder/your-quote.ts';
import { STORAGE_KEYS } from '../builder/persistence.ts';
import { checkQuote } from './answer.ts';
import { fromShared, loadedBuildOf, quotedPrices, toShared } from './keep.ts';
import { quoteIndex, type CataloguePart } from './matching.ts';
import { readQuote } from './reader.ts';

const index = quoteIndex(CATEGORIES.flatMap((category) => catalogue.parts[category].map((part) => ({ category, part: part as CataloguePart }))));
const pasted = [
  'Hi Ms. Villanueva, quote po:',
  'R5 7600 tray — 10,950',
  'Gigabyte B650M Aorus Elite AX — 10,500',
  'Kingston Fury Beast 2x16 6000 CL30 — 6,750',
  'AVR Secure 500VA (call 0917 123 4567) — 750',
  'Contact: 0917 123 4567',
  'Total: 28,950',
].join('\n');
const read = readQuote(pasted, index);
if (!read.ok) throw new Error(read.problem);
const check = checkQuote(read.quote, catalogue.parts, 'gaming');

describe('keeping a checked quote', () => {
  it('opens in the builder as a loaded build whose parts carry their quoted prices', () => {
    const build = loadedBuildOf(check, 'productivity', { shop: 'PC Express', date: '2026-05-01' }) as Record<string, unknown>;
    expect(build['purpose']).toBe('productivity');
    const quotes = quotesOf(JSON.parse(JSON.stringify(build)));
    expect(quotes).toEqual(quotedPrices(check, { shop: 'PC Express', date: '2026-05-01' }));
    expect(quotes['cpu-amd-ryzen-5-7600']).toEqual({ price: 10950, shop: 'PC Express', date: '2026-05-01' });
    expect(Object.keys(quotes)).toHaveLength(3);
    expect(STORAGE_KEYS.loadedBuild).toBe('loadedBuild');
  });

  it('shares only the items: no greeting, no contact line, no phone number, no name', () => {
    const shared = toShared(check, 'gaming', { shop: 'PC Express' });
    expect(shared.items.map((i) => i.text)).toEqual([
      'R5 7600 tray — 10,950',
      'Gigabyte B650M Aorus Elite AX — 10,500',
      'Kingston Fury Beast 2x16 6000 CL30 — 6,750',
      'AVR Secure 500VA (call) — 750',
    ]);
    expect(JSON.stringify(shared)).not.toMatch(/0917|Villanueva|Contact/);
    expect(shared).toMatchObject({ purpose: 'gaming', stated: 28950, discounts: 0, shop: 'PC Express' });
    expect(shared.items[0]).toEqual({ text: 'R5 7600 tray — 10,950', price: 10950, quantity: 1, notes: ['tray'], partId: 'cpu-amd-ryzen-5-7600', category: 'cpu', how: 'sure' });
    expect(shared.items[3]).not.toHaveProperty('partId');
  });

  it('a shared quote reads back to the same check, against today’s prices, a chosen part still the person’s choice', () => {
    const ram = check.items.find((c) => c.part?.type === 'ram')!;
    const chosen = checkQuote(read.quote, catalogue.parts, 'gaming', { [ram.item.index]: { partId: 'ram-gskill-flare-x5-ddr5-6000-32gb-2x16' } });
    const shared = toShared(chosen, 'gaming');
    expect(shared.items[ram.item.index]).toMatchObject({ partId: 'ram-gskill-flare-x5-ddr5-6000-32gb-2x16', how: 'chosen' });
    const back = fromShared(shared);
    expect(back.corrections[ram.item.index]).toEqual({ partId: 'ram-gskill-flare-x5-ddr5-6000-32gb-2x16' });
    expect(checkQuote(back.quote, catalogue.parts, 'gaming', back.corrections).items[ram.item.index]!.part?.id).toBe('ram-gskill-flare-x5-ddr5-6000-32gb-2x16');
    const { quote, corrections } = fromShared(toShared(check, 'gaming'));
    const again = checkQuote(quote, catalogue.parts, 'gaming', corrections);
    expect(again.items.map((c) => [c.status, c.part?.id ?? null, c.item.price])).toEqual(check.items.map((c) => [c.status, c.part?.id ?? null, c.item.price]));
    expect(again.totals).toEqual(check.totals);
    expect(again.verdict.problems).toEqual(check.verdict.problems);
  });
});
