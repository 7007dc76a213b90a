import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_DEFAULT_SLOWDOWN, calibratedSlowdown, slowdownForHost } from './cpu-slowdown.ts';

describe("Lighthouse's CPU slowdown for this host", () => {
  it("follows the calculator's points: 2,000 → 6×, 1,533 → 4×, 1,300 → 3×, 800 → 2×, 150 → 1×", () => {
    expect(calibratedSlowdown(2000)).toBeCloseTo(6, 1);
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1050)).toBe(2.5);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(475)).toBe(1.5);
    expect(calibratedSlowdown(150)).toBe(1);
  });

  it('never goes below 1× (no host is slower than the phone)', () => {
    expect(calibratedSlowdown(40)).toBe(1);
  });

  it("keeps Lighthouse's 4× on a host as fast as Lighthouse expects or faster", () => {
    expect(LIGHTHOUSE_DEFAULT_SLOWDOWN).toBe(4);
    expect(slowdownForHost([])).toBe(4);
    expect(slowdownForHost([2200, 1900, 2400])).toBe(4);
  });

  it('lowers it on a slower host, from the median of the indexes seen', () => {
    // median 1,050 → 2.5×; the one busy reading (300) does not move it
    expect(slowdownForHost([1050, 300, 1100, 1000, 1200])).toBe(2.5);
    expect(slowdownForHost([1000, 1100])).toBe(2.5);
    expect(slowdownForHost([900])).toBe(2.2);
  });

  it('ignores readings that are not an index', () => {
    expect(slowdownForHost([Number.NaN, 0, -1, 800])).toBe(2);
  });
});
