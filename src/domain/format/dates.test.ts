import { describe, expect, it } from 'vitest';
import { NO_DATE, formatManilaDate, formatManilaDateTime, timeOf } from './dates.ts';

describe('dates in Philippine time', () => {
  it('shows the Manila calendar day, not the UTC one', () => {
    // 20:00 UTC on the 5th is 04:00 on the 6th in Manila (UTC+8).
    expect(formatManilaDate('2025-06-05T20:00:00Z')).toBe('Jun 6, 2025');
    expect(formatManilaDateTime('2025-06-05T20:00:00Z')).toMatch(/^Jun 6, 2025,? 4:00\s?AM$/i);
  });
  it('says so when there is no readable date', () => {
    for (const v of [null, undefined, '', 'not a date']) {
      expect(formatManilaDate(v)).toBe(NO_DATE);
      expect(timeOf(v)).toBe(0);
    }
  });
});
