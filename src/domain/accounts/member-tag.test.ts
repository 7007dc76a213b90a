import { describe, expect, it } from 'vitest';
import { MEMBER_TAG_LENGTH, memberTag } from './member-tag.ts';

describe('member tags (two people of one name told apart)', () => {
  it(`are "#" and ${MEMBER_TAG_LENGTH} characters of Crockford base 32`, () => {
    for (const id of ['a', 'VbN2xkq9Lr0sT4uW', 'user-1', '']) {
      expect(memberTag(id)).toMatch(new RegExp(`^#[0-9A-HJKMNP-TV-Z]{${MEMBER_TAG_LENGTH}}$`));
    }
  });
  it('are stable: the same id always gives the same tag (a fixed value, so a change of hash is seen)', () => {
    expect(memberTag('VbN2xkq9Lr0sT4uW')).toBe(memberTag('VbN2xkq9Lr0sT4uW'));
    expect(memberTag('abc')).toBe(memberTag('abc'));
    expect(memberTag('abc')).toBe('#B8TF');
  });
  it('differ between ids: 2,000 random ids share almost no tag', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `${i}-${Math.random().toString(36).slice(2)}`);
    const tags = new Set(ids.map(memberTag));
    // About a million tags: 2,000 ids collide about twice on average; 20 would mean a broken spread.
    expect(tags.size).toBeGreaterThan(1980);
    expect(memberTag('user-1')).not.toBe(memberTag('user-2'));
  });
});
