/**
 * The guides' frontmatter schemas (zod), used by the content collections in
 * src/content.config.ts at build time and by the tests. Every field says what it is for.
 */
import { z } from 'zod';
import { isKnownRoute } from '../site/routes.ts';

/** An external article: https only, opened in a new tab. */
export const externalUrl = z.url({ protocol: /^https$/, error: 'Browse links must be full https:// addresses' });
/** A link inside this site: must be one of the routes in src/domain/site/routes.ts. */
export const internalLink = z.string().refine(isKnownRoute, { error: 'Not a page of this site (see src/domain/site/routes.ts)' });

const common = {
  /** Card or section heading, shown to readers. */
  title: z.string().min(2).max(80),
  /** Position on its page; unique within the folder. */
  order: z.number().int().min(1),
  /** One or two sentences shown before the card is opened. */
  summary: z.string().min(20).max(300),
  /** Pages of this site worth reading next. */
  related: z.array(internalLink).default([]),
};

/** Learn hub explainer cards (spec §2.10): each with a Browse link to an outside article. */
export const learnSchema = z.object({ ...common, browseUrl: externalUrl, browseSource: z.string().min(2) });
/** Wiki Components accordion: description (the body), key specs, Browse link. */
export const wikiComponentSchema = z.object({
  ...common,
  keySpecs: z.array(z.object({ name: z.string().min(2), detail: z.string().min(5) })).min(2),
  browseUrl: externalUrl,
});
/** Wiki Compatibility cards and Budget Tips: title, summary and a Markdown body. */
export const articleSchema = z.object(common);
/** Wiki Bottlenecks: signs, scenarios and how to avoid, for CPU, GPU, RAM and storage. */
export const bottleneckSchema = z.object({
  ...common,
  signs: z.array(z.string().min(5)).min(2),
  scenarios: z.array(z.string().min(5)).min(2),
  avoid: z.array(z.string().min(5)).min(2),
});

/** Each collection: its folder under content/, its schema, and how many cards the spec asks for. */
export const GUIDE_COLLECTIONS = {
  learn: { folder: 'learn', schema: learnSchema, count: 5 },
  wikiComponents: { folder: 'wiki/components', schema: wikiComponentSchema, count: 10 },
  compatibility: { folder: 'wiki/compatibility', schema: articleSchema, count: 5 },
  bottlenecks: { folder: 'wiki/bottlenecks', schema: bottleneckSchema, count: 4 },
  budgetTips: { folder: 'wiki/budget-tips', schema: articleSchema, count: 5 },
} as const;
