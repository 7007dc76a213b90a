import { describe, expect, it } from 'vitest';
import { PURPOSE_LABELS, isPurpose } from '../builder/purpose.ts';
import {
  COMMENT_INVISIBLE,
  COMMENT_REQUIRED,
  COMMENT_TOO_LONG,
  DESCRIPTION_INVISIBLE,
  DESCRIPTION_TOO_LONG,
  NO_DESCRIPTION,
  NO_PARTS_TO_SHARE,
  TITLE_INVISIBLE,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  cardTitle,
  commentProblem,
  compareByScore,
  descriptionPreview,
  descriptionProblem,
  nextVote,
  normaliseText,
  normaliseTitle,
  optimisticVote,
  scoreOf,
  titleProblem,
  voteAfter,
  type Scored,
  type UserVote,
  type VoteDirection,
} from './community.ts';

describe('texts the spec gives', () => {
  it('share form and card texts, word for word', () => {
    expect(TITLE_REQUIRED).toBe('Title required');
    expect(NO_PARTS_TO_SHARE).toBe('Build has no parts to share');
    expect(NO_DESCRIPTION).toBe('No description provided.');
  });
});

describe('cardTitle (issue 25: whole, not the spec’s first two words)', () => {
  it.each([
    ['Budget Gaming Beast 2025', 'Budget Gaming Beast 2025'],
    ['7800X3D + RTX 4070 Super for 1440p', '7800X3D + RTX 4070 Super for 1440p'],
    ['  Ryzen   Rig  ', 'Ryzen Rig'],
    ['Single', 'Single'],
    ['Tab\tseparated\nwords here', 'Tab separated words here'],
    ['', ''],
  ])('%j → %j', (title, card) => expect(cardTitle(title)).toBe(card));
});

describe('descriptionPreview (spec §2.13: cut at 100 with an ellipsis)', () => {
  it('empty, blank or missing says so', () => {
    expect(descriptionPreview('')).toBe(NO_DESCRIPTION);
    expect(descriptionPreview('   ')).toBe(NO_DESCRIPTION);
    expect(descriptionPreview(null)).toBe(NO_DESCRIPTION);
    expect(descriptionPreview(undefined)).toBe(NO_DESCRIPTION);
  });
  it('up to 100 characters is shown whole', () => {
    expect(descriptionPreview('Short and sweet')).toBe('Short and sweet');
    expect(descriptionPreview('x'.repeat(100))).toBe('x'.repeat(100));
  });
  it('longer is cut at 100 and gets an ellipsis', () => {
    expect(descriptionPreview('y'.repeat(101))).toBe(`${'y'.repeat(100)}...`);
    expect(descriptionPreview(`${'a'.repeat(99)} and more`)).toBe(`${'a'.repeat(99)}...`);
  });
  it('counts characters, not UTF-16 units (no broken emoji)', () => {
    const preview = descriptionPreview('🖥'.repeat(120));
    expect(preview).toBe(`${'🖥'.repeat(100)}...`);
  });
});

describe('score order', () => {
  const b = (id: string, up: number, down: number, at: string): Scored => ({ id, up_votes: up, down_votes: down, created_at: at });
  it('score is up minus down', () => {
    expect(scoreOf({ up_votes: 3, down_votes: 5 })).toBe(-2);
  });
  it('highest score first, newest first on a tie, then id descending', () => {
    const builds = [
      b('a', 1, 1, '2025-01-01T00:00:00.000Z'),
      b('b', 5, 0, '2025-01-01T00:00:00.000Z'),
      b('c', 2, 2, '2025-03-01T00:00:00.000Z'),
      b('d', 0, 3, '2025-05-01T00:00:00.000Z'),
      b('e', 1, 1, '2025-01-01T00:00:00.000Z'),
      b('f', 7, 1, '2024-01-01T00:00:00.000Z'),
      b('g', 4, 0, '2026-01-01T00:00:00.000Z'),
    ];
    expect([...builds].sort(compareByScore).map((x) => x.id)).toEqual(['f', 'b', 'g', 'c', 'e', 'a', 'd']);
  });
});

describe('votes (spec §4)', () => {
  const cases: [UserVote, VoteDirection, string, UserVote][] = [
    ['none', 'up', 'up', 'up'],
    ['none', 'down', 'down', 'down'],
    ['up', 'up', 'unvote', 'none'],
    ['down', 'down', 'unvote', 'none'],
    ['up', 'down', 'down', 'down'],
    ['down', 'up', 'up', 'up'],
  ];
  it.each(cases)('from %s, clicking %s sends %s and leaves %s', (current, clicked, send, after) => {
    expect(nextVote(current, clicked)).toEqual({ send, after });
    expect(voteAfter(nextVote(current, clicked).send)).toBe(after);
  });

  it('optimistic counts move by one each way', () => {
    expect(optimisticVote({ up_votes: 2, down_votes: 1, user_vote: 'none' }, 'up')).toEqual({ up_votes: 3, down_votes: 1, user_vote: 'up' });
    expect(optimisticVote({ up_votes: 3, down_votes: 1, user_vote: 'up' }, 'up')).toEqual({ up_votes: 2, down_votes: 1, user_vote: 'none' });
    expect(optimisticVote({ up_votes: 3, down_votes: 1, user_vote: 'up' }, 'down')).toEqual({ up_votes: 2, down_votes: 2, user_vote: 'down' });
    expect(optimisticVote({ up_votes: 2, down_votes: 2, user_vote: 'down' }, 'up')).toEqual({ up_votes: 3, down_votes: 1, user_vote: 'up' });
    expect(optimisticVote({ up_votes: 0, down_votes: 4, user_vote: 'down' }, 'down')).toEqual({ up_votes: 0, down_votes: 3, user_vote: 'none' });
  });

  it('never below 0, even from stale counts', () => {
    expect(optimisticVote({ up_votes: 0, down_votes: 0, user_vote: 'up' }, 'up')).toEqual({ up_votes: 0, down_votes: 0, user_vote: 'none' });
    expect(optimisticVote({ up_votes: 0, down_votes: 0, user_vote: 'down' }, 'up')).toEqual({ up_votes: 1, down_votes: 0, user_vote: 'up' });
  });
});

describe('titles', () => {
  it('are normalised like names: NFC, spaces folded, trimmed', () => {
    expect(normaliseTitle('  My \n  Build  ')).toBe('My Build');
    expect(normaliseTitle('Cafe\u0301')).toBe('Café');
  });
  it.each([
    ['', TITLE_REQUIRED],
    ['x'.repeat(81), TITLE_TOO_LONG],
    ['evil\u202Eepyt', TITLE_INVISIBLE],
    ['zero\u200Bwidth', TITLE_INVISIBLE],
    ['nul\u0000', TITLE_INVISIBLE],
  ])('%j → %s', (title, problem) => expect(titleProblem(title)).toBe(problem));
  it('1 to 80 characters (counted as characters) are fine, HTML-looking text included', () => {
    expect(titleProblem('A')).toBeNull();
    expect(titleProblem('x'.repeat(80))).toBeNull();
    expect(titleProblem(`A${'🖥'.repeat(79)}`)).toBeNull();
    expect(titleProblem(`A${'🖥'.repeat(80)}`)).toBe(TITLE_TOO_LONG);
    expect(titleProblem('<img src=x onerror=alert(1)>')).toBeNull();
  });
});

describe('descriptions and comments', () => {
  it('keep line breaks (as \\n), turn tabs into spaces and are trimmed', () => {
    expect(normaliseText('  one\r\ntwo\rthree\tfour  ')).toBe('one\ntwo\nthree four');
  });
  it('descriptions are optional, at most 500', () => {
    expect(descriptionProblem('')).toBeNull();
    expect(descriptionProblem('line one\nline two')).toBeNull();
    expect(descriptionProblem('d'.repeat(500))).toBeNull();
    expect(descriptionProblem('d'.repeat(501))).toBe(DESCRIPTION_TOO_LONG);
    expect(descriptionProblem('bidi \u2066 isolate')).toBe(DESCRIPTION_INVISIBLE);
  });
  it('comments are required, at most 1,000, nothing hidden', () => {
    expect(commentProblem('')).toBe(COMMENT_REQUIRED);
    expect(commentProblem('Nice build!\nWhat cooler?')).toBeNull();
    expect(commentProblem('c'.repeat(1000))).toBeNull();
    expect(commentProblem('c'.repeat(1001))).toBe(COMMENT_TOO_LONG);
    expect(commentProblem('bell\u0007')).toBe(COMMENT_INVISIBLE);
    expect(commentProblem('javascript:alert(1)')).toBeNull();
  });
});

describe('purposes (one spelling: src/domain/builder/purpose.ts)', () => {
  it('gaming, productivity and generaluse only, with their labels', () => {
    expect(['gaming', 'productivity', 'generaluse'].every(isPurpose)).toBe(true);
    expect(isPurpose('all')).toBe(false);
    expect(isPurpose(undefined)).toBe(false);
    expect(PURPOSE_LABELS).toEqual({ gaming: 'Gaming', productivity: 'Productivity', generaluse: 'General use' });
  });
});
