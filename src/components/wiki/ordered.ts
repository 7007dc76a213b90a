/**
 * A content collection's entries in their editors' order, each with its rendered body. Also
 * where a guide's internal links and price tokens are checked: a link to a page the site lacks,
 * or a price token that names no part or class, fails the build.
 */
import { getCollection, render, type CollectionKey } from 'astro:content';
import { brokenInternalLinks } from '../../domain/guides/guide-links.ts';
import { fillGuidePrices } from '../../domain/guides/guide-prices.ts';
import { catalogue } from '../../catalogue/index.ts';

export async function ordered<C extends CollectionKey>(collection: C) {
  const entries = await getCollection(collection);
  for (const entry of entries) {
    const broken = brokenInternalLinks(entry.body ?? '');
    if (broken.length) {
      throw new Error(`${entry.filePath}: links to ${broken.join(', ')}, which are not pages of this site (see src/domain/site/routes.ts)`);
    }
    // Issue 21: a price token that names no part or class fails the build here, naming the file.
    try {
      fillGuidePrices(entry.body ?? '', catalogue.parts, catalogue.shopPrices.observedOn);
    } catch (error) {
      throw new Error(`${entry.filePath}: ${(error as Error).message}`, { cause: error });
    }
  }
  const sorted = entries.sort((a, b) => (a.data as { order: number }).order - (b.data as { order: number }).order);
  return Promise.all(sorted.map(async (entry) => ({ entry, data: entry.data, Content: (await render(entry)).Content })));
}
