import { describe, expect, it } from 'vitest';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_SLIDES, PAUSE_LABEL, PLAY_LABEL, nextSlide, startsPlaying, toggleLabel } from './carousel.ts';

describe('home carousel (spec §9)', () => {
  it('has 3 slides changing every 5000 ms', () => {
    expect(CAROUSEL_SLIDES).toBe(3);
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
  });
  it('loops: 0 → 1 → 2 → 0', () => {
    expect([0, 1, 2].map((i) => nextSlide(i))).toEqual([1, 2, 0]);
  });
});

describe('pausing the carousel (issue 25)', () => {
  it('plays at first unless the person prefers reduced motion', () => {
    expect(startsPlaying(false)).toBe(true);
    expect(startsPlaying(true)).toBe(false);
  });
  it('the button says what it will do', () => {
    expect(toggleLabel(true)).toBe(PAUSE_LABEL);
    expect(toggleLabel(false)).toBe(PLAY_LABEL);
    expect([PAUSE_LABEL, PLAY_LABEL]).toEqual(['Pause the slides', 'Play the slides']);
  });
});
