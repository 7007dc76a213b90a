import { describe, expect, it } from 'vitest';
import { brokenInternalLinks } from './guide-links.ts';
import { isKnownRoute } from '../site/routes.ts';

describe('guide links', () => {
  it('accepts links to known pages, with or without a fragment, query or trailing slash', () => {
    expect(brokenInternalLinks('See [the builder](/builder) and [tips](/learn/budget-tips#gpu) or [db](/components/).')).toEqual([]);
  });
  it('reports links to pages the site does not have', () => {
    expect(brokenInternalLinks('[oops](/bulder) and [ok](/learn) and [gone](/learn/cpu)')).toEqual(['/bulder', '/learn/cpu']);
  });
  it('ignores outside links', () => {
    expect(brokenInternalLinks('[wiki](https://en.wikipedia.org/wiki/Motherboard)')).toEqual([]);
    expect(isKnownRoute('/prebuilt/gaming')).toBe(true);
  });
});
