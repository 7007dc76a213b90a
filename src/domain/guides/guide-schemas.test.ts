/** The guides as editors leave them, and what the schemas refuse. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GUIDE_COLLECTIONS, articleSchema, bottleneckSchema, learnSchema } from './guide-schemas.ts';
import { brokenInternalLinks } from './guide-links.ts';

function readGuides(folder: string) {
  const dir = join('content', folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const match = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
      if (!match) throw new Error(`${file}: no frontmatter`);
      return { file, data: parse(match[1]!) as Record<string, unknown>, body: match[2]! };
    });
}

describe.each(Object.entries(GUIDE_COLLECTIONS))('content/%s guides', (_key, { folder, schema, count }) => {
  const guides = readGuides(folder);
  it(`has the ${count} cards the spec asks for`, () => {
    expect(guides).toHaveLength(count);
  });
  it('passes the schema, file by file', () => {
    for (const g of guides) {
      const result = schema.safeParse(g.data);
      expect(result.success, `${g.file}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });
  it('numbers its cards uniquely', () => {
    const orders = guides.map((g) => g.data.order);
    expect(new Set(orders).size).toBe(orders.length);
  });
  it('links only to pages this site has, and has no H1 of its own', () => {
    for (const g of guides) {
      expect(brokenInternalLinks(g.body), g.file).toEqual([]);
      expect(g.body, g.file).not.toMatch(/^# /m);
    }
  });
});

describe('guide schemas refuse bad edits', () => {
  const good = { title: 'RAM', order: 1, summary: 'RAM holds what your programs are working on right now.' };
  it('a missing title', () => {
    const { title: _t, ...noTitle } = good;
    expect(articleSchema.safeParse(noTitle).success).toBe(false);
  });
  it('a related link to a page the site does not have', () => {
    expect(articleSchema.safeParse({ ...good, related: ['/builder'] }).success).toBe(true);
    expect(articleSchema.safeParse({ ...good, related: ['/bulder'] }).success).toBe(false);
  });
  it('a Browse link that is not a full https address', () => {
    const card = { ...good, browseSource: 'Wikipedia' };
    expect(learnSchema.safeParse({ ...card, browseUrl: 'https://en.wikipedia.org/wiki/RAM' }).success).toBe(true);
    expect(learnSchema.safeParse({ ...card, browseUrl: 'http://example.com' }).success).toBe(false);
    expect(learnSchema.safeParse({ ...card, browseUrl: 'en.wikipedia.org/wiki/RAM' }).success).toBe(false);
  });
  it('a bottleneck card without its three lists', () => {
    expect(bottleneckSchema.safeParse({ ...good, signs: ['Low GPU usage'], scenarios: [], avoid: [] }).success).toBe(false);
  });
});
