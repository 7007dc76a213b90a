import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.ts';
import { lookupIn } from '../../catalogue/lookup.ts';
import { evaluateBuild } from '../builder/compatibility.ts';
import { fromPermalinkQuery } from '../builder/persistence.ts';
import { PURPOSES, purposeFrom } from '../builder/purpose.ts';
import { STARTER_BUDGETS, budgetLabel, starterBuilds } from './starter-builds.ts';

const builds = starterBuilds(catalogue.parts);
const lookup = lookupIn(catalogue.parts);

describe('starter builds (issue 25: what "View Pre-built PCs" shows)', () => {
  it('are asked for at ₱30k, ₱45k, ₱60k, ₱80k and ₱120k, for every use', () => {
    expect(STARTER_BUDGETS).toEqual([30_000, 45_000, 60_000, 80_000, 120_000]);
    expect(STARTER_BUDGETS.map(budgetLabel)).toEqual(['₱30k', '₱45k', '₱60k', '₱80k', '₱120k']);
    for (const purpose of PURPOSES) {
      const ofUse = builds.filter((b) => b.purpose === purpose);
      // Every budget is answered, by its own build or by a smaller budget's same build.
      expect(ofUse.flatMap((b) => [b.budget, ...b.alsoFor]).sort((a, b) => a - b)).toEqual([...STARTER_BUDGETS]);
    }
  });

  it('every one passes the one verdict with no problems, checked again from the address that loads it', () => {
    expect(builds.length).toBeGreaterThanOrEqual(PURPOSES.length * 3);
    for (const b of builds) {
      expect(b.verdict.problems, b.title).toEqual([]);
      expect(b.verdict.problem_topics, b.title).toEqual([]);
      const query = b.builderHref.slice('/builder?'.length);
      const { selection, missing } = fromPermalinkQuery(query, lookup);
      expect(missing, b.title).toEqual([]);
      const again = evaluateBuild(selection, purposeFrom(new URLSearchParams(query).get('use')));
      expect(again.problems, b.title).toEqual([]);
      expect(again.notes.length, b.title).toBe(b.verdict.note_count);
    }
  });

  it('stay within the budget, priced at credible shop prices with the day they were seen', () => {
    for (const b of builds) {
      expect(b.total, b.title).toBeLessThanOrEqual(b.budget);
      expect(b.total, b.title).toBe(b.parts.reduce((sum, p) => sum + p.price, 0));
      expect(b.parts.filter((p) => p.estimate).map((p) => p.name), b.title).toEqual([]);
      expect(b.pricedOn, b.title).toBe(catalogue.shopPrices.observedOn);
    }
  });

  it('are named by budget and use, lead with CPU, graphics, memory and SSD, and say when graphics are in the CPU', () => {
    const first = builds.find((b) => b.purpose === 'gaming' && b.budget === 45_000)!;
    expect(first.title).toBe('₱45k Gaming PC');
    expect(first.highlights.map((h) => h.role)).toEqual(expect.arrayContaining(['CPU', 'Graphics card', 'Memory', 'SSD']));
    for (const b of builds) expect(b.integratedGraphics, b.title).toBe(!b.parts.some((p) => p.slot === 'gpus'));
  });

  it('a larger budget with the same answer is not shown twice', () => {
    const hrefs = builds.map((b) => b.builderHref);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});
