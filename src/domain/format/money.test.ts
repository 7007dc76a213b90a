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
