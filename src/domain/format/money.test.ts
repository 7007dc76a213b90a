import { describe, expect, it } from 'vitest';
import { formatPeso } from './money.ts';

describe('formatPeso', () => {
  it('writes whole pesos with the peso sign in en-PH grouping', () => {
    expect(formatPeso(12345)).toBe('₱12,345');
    expect(formatPeso(1234567)).toBe('₱1,234,567');
    expect(formatPeso(0)).toBe('₱0');
  });
  it('rounds to the peso', () => {
    expect(formatPeso(999.5)).toBe('₱1,000');
    expect(formatPeso(10.4)).toBe('₱10');
  });
});

describe('formatPeso matches en-PH Intl currency formatting', () => {
  const intl = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  it('for every amount a price or a difference can take', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 12345.5, 99999, 100000, 999999.49, 1e6, 12345678, 2 ** 31, 1e12];
    // The same 2,000 amounts on every run (a fixed linear congruential sequence), from 1 to 10 digits.
    let seed = 24;
    for (let n = 0; n < 2000; n++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      amounts.push(Math.round((seed / 2 ** 31) * 10 ** (1 + (n % 9))) + (n % 3) * 0.25);
    }
    for (const a of [...amounts, ...amounts.filter((x) => x >= 1).map((x) => -x)]) expect(formatPeso(a), String(a)).toBe(intl.format(Math.round(a)));
  });
  it('amounts that are not numbers read as Intl writes them', () => {
    expect(formatPeso(Number.NaN)).toBe(intl.format(Number.NaN));
    expect(formatPeso(Infinity)).toBe(intl.format(Infinity));
  });
});
