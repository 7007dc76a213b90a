import { describe, expect, it } from 'vitest';
import { ANNOUNCED_PROBLEMS_MAX, verdictAnnouncement, type Verdict } from './announce.ts';

const verdict = (problems: string[] = [], notes: string[] = [], empty = false): Verdict => ({
  empty,
  problems,
  notes,
  compatSeverity: problems.length ? 'bad' : notes.length ? 'warn' : 'good',
});

describe('verdictAnnouncement', () => {
  it('says the new verdict line when it changes', () => {
    expect(verdictAnnouncement(verdict([], [], true), verdict())).toBe('Compatible.');
    expect(verdictAnnouncement(verdict(), verdict([], ['One stick of RAM']))).toBe('Compatible, with 1 note.');
  });

  it('says nothing when the verdict reads the same (a price typed, a twin part)', () => {
    expect(verdictAnnouncement(verdict([], ['a']), verdict([], ['b']))).toBeNull();
    expect(verdictAnnouncement(verdict(['Socket']), verdict(['Socket']))).toBeNull();
  });

  it('names a problem that was not there before, even when the counts stay the same', () => {
    expect(verdictAnnouncement(verdict(['No CPU cooler']), verdict(['CPU socket does not match motherboard']))).toBe(
      'Problems found: 1 problem. CPU socket does not match motherboard.',
    );
  });

  it(`names at most ${ANNOUNCED_PROBLEMS_MAX} new problems and counts the rest`, () => {
    const said = verdictAnnouncement(verdict(), verdict(['A', 'B', 'C', 'D']));
    expect(said).toBe('Problems found: 4 problems. A. B. And 2 more.');
  });

  it('does not repeat problems already announced', () => {
    expect(verdictAnnouncement(verdict(['A']), verdict(['A', 'B']))).toBe('Problems found: 2 problems. B.');
  });
});
