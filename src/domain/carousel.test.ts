import { describe, expect, it } from 'vitest';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_SLIDES, nextSlide } from './carousel.ts';

describe('home carousel (spec §9)', () => {
  it('has 3 slides changing every 5000 ms', () => {
    expect(CAROUSEL_SLIDES).toBe(3);
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
  });
  it('loops: 0 → 1 → 2 → 0', () => {
    expect([0, 1, 2].map((i) => nextSlide(i))).toEqual([1, 2, 0]);
  });
});
