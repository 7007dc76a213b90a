import { describe, expect, it } from 'vitest';
import { BUDGET_SPLITS, psuGuideRange } from '../../domain/guides/budget.ts';
import { isKnownRoute } from '../../domain/site/routes.ts';
import { builderPower, colourOf, databaseLink, readOnLabel } from './guide-extras.ts';

describe('guide extras (issue 12)', () => {
  it('each part card links to its category in the database', () => {
    expect(databaseLink('01-processor')).toEqual({ href: '/components?category=cpu', label: 'Browse CPUs in our database' });
    expect(databaseLink('05-storage')?.label).toBe('Browse SSDs in our database');
    expect(databaseLink('nope')).toBeNull();
    for (const id of ['01-processor', '02-graphics-card', '06-power-supply', '10-mouse']) expect(isKnownRoute(databaseLink(id)!.href)).toBe(true);
  });

  it('outside links say where they go', () => {
    expect(readOnLabel('https://en.wikipedia.org/wiki/Motherboard')).toBe('Read on Wikipedia');
    expect(readOnLabel('https://www.example.com/x')).toBe('Read on example.com');
  });

  it('a part has the same colour in both budget charts, and parts differ', () => {
    const [gaming, productivity] = BUDGET_SPLITS;
    for (const share of gaming!.shares) {
      const other = productivity!.shares.find((s) => s.part === share.part);
      expect(other, share.part).toBeDefined();
      expect(colourOf(share.part)).toBe(colourOf(other!.part));
    }
    expect(new Set(gaming!.shares.map((s) => colourOf(s.part))).size).toBe(gaming!.shares.length);
  });

  it("the wiki's example and the builder agree: a good 550 W unit is recommended for a 65 W CPU and a 115 W GPU", () => {
    expect(psuGuideRange(65, 115)).toEqual({ low: 364, high: 429 });
    const block = builderPower(65, 115, 550);
    expect([block.minRecommended, block.maxRecommended, block.requiredWithHeadroom]).toEqual([500, 750, 216]);
    expect(block.status).toBe('recommended');
  });
});
