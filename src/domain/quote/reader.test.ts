import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.ts';
import { CATEGORIES } from '../catalogue/categories.ts';
import { MAX_LINE_CHARS, MAX_QUOTE_CHARS, MAX_QUOTE_ITEMS, MAX_QUOTE_LINES, QUOTE_LIMIT_MESSAGES, quoteLimitMessage, quoteLimitProblem } from './limits.ts';
import { quoteIndex, type CataloguePart } from './matching.ts';
import { readQuote } from './reader.ts';

const index = quoteIndex(CATEGORIES.flatMap((category) => catalogue.parts[category].map((part) => ({ category, part: part as CataloguePart }))));

describe('reading a whole quote', () => {
  const pasted = ['Good day sir! Here is your quote po', 'R5 7600 tray — 10,950', 'Name: Juan Dela Cruz', 'Make sure po naka-latest BIOS yung B450 para sa 5700X3D.', 'Ryzen 7 5700X3D', 'Total: 10,950'].join('\n');
  const result = readQuote(pasted, index);
  if (!result.ok) throw new Error(result.problem);
  const { lines, items } = result.quote;

  it('accounts for every line and keeps the CPU notes on the CPU', () => {
    expect(lines.map((l) => l.kind)).toEqual(['note', 'item', 'contact', 'note', 'item', 'total']);
    expect(items[0]).toMatchObject({ line: 2, price: 10950, notes: [{ id: 'tray', text: 'tray: no cooler, shorter warranty' }], reading: { partId: 'cpu-amd-ryzen-5-7600' } });
    expect(items[1]).toMatchObject({ line: 5, price: null, reading: { partId: 'cpu-amd-ryzen-7-5700x3d' } });
  });

  it('never shows the contact line back', () => {
    expect(lines[2]!.text).toBe('');
    expect(JSON.stringify(result.quote)).not.toContain('Juan');
  });

  it('drops CPU notes from other parts ("w/ fan" on a case)', () => {
    const r = readQuote('Montech Air 903 Max w/ fan - 4,350', index);
    expect(r.ok && r.quote.items[0]!.notes).toEqual([]);
  });
});

describe('limits, with clear messages', () => {
  it('refuses an empty paste, too many characters, lines or items, and a line too long (naming it)', () => {
    expect(quoteLimitProblem('   \n ')).toEqual({ problem: 'empty' });
    expect(quoteLimitProblem('x'.repeat(MAX_QUOTE_CHARS + 1))).toEqual({ problem: 'too-long' });
    expect(quoteLimitProblem(Array(MAX_QUOTE_LINES + 1).fill('a').join('\n'))).toEqual({ problem: 'too-many-lines' });
    expect(quoteLimitProblem(Array(MAX_QUOTE_LINES).fill('a').join('\n'))).toBeNull();
    expect(quoteLimitProblem(`a\n${'b'.repeat(MAX_LINE_CHARS + 1)}`)).toEqual({ problem: 'line-too-long', line: 2 });
    expect(quoteLimitMessage({ problem: 'line-too-long', line: 2 })).toBe(`${QUOTE_LIMIT_MESSAGES['line-too-long']} (line 2)`);
    const many = Array.from({ length: MAX_QUOTE_ITEMS + 1 }, (_, i) => `Custom item ${i} - ${1000 + i}`).join('\n');
    expect(readQuote(many, index)).toEqual({ ok: false, problem: 'too-many-items' });
  });
});
