/**
 * The guides' content collections. Editors change Markdown in `content/`; the schemas in
 * src/domain/guides/guide-schemas.ts check every file's frontmatter at build time, so a missing title
 * or a bad link fails the build with the file's name.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { GUIDE_COLLECTIONS } from './domain/guides/guide-schemas.ts';

const collection = <K extends keyof typeof GUIDE_COLLECTIONS>(key: K) =>
  defineCollection({
    loader: glob({ pattern: '*.md', base: `./content/${GUIDE_COLLECTIONS[key].folder}` }),
    schema: GUIDE_COLLECTIONS[key].schema as (typeof GUIDE_COLLECTIONS)[K]['schema'],
  });

export const collections = {
  learn: collection('learn'),
  wikiComponents: collection('wikiComponents'),
  compatibility: collection('compatibility'),
  bottlenecks: collection('bottlenecks'),
  budgetTips: collection('budgetTips'),
};
