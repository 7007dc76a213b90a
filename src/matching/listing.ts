/**
 * One line of a shop-listings file (tab-separated: source_id, shop, price_php, observed_on, url),
 * as documented in the data's README. The source's own grouping (`source_id`) is not trusted for
 * matching; only its category prefix is read.
 */
import type { Category } from '../domain/catalogue/categories.ts';
import { handleOf } from './text.ts';

/** The listing source's categories (the prefix of `source_id`). */
export const SOURCE_CATEGORIES = [
  'cpu',
  'gpu',
  'motherboard',
  'ram',
  'storage',
  'psu',
  'case',
  'cpu_cooler',
  'monitor',
] as const;
export type SourceCategory = (typeof SOURCE_CATEGORIES)[number];

/** Which catalogue categories a source category's listings may match. */
export const CATALOGUE_CATEGORIES_OF: Record<SourceCategory, readonly Category[]> = {
  cpu: ['cpu'],
  gpu: ['gpu'],
  motherboard: ['mobo'],
  ram: ['ram'],
  storage: ['storage', 'm2'],
  psu: ['psu'],
  case: ['case'],
  cpu_cooler: ['cpu-cooler'],
  monitor: ['monitor'],
};

export interface Listing {
  /** 1-based line in the file (the header is line 1). */
  line: number;
  sourceId: string;
  category: SourceCategory;
  shop: string;
  /** As listed, possibly with decimals. */
  price: number;
  /** `YYYY-MM-DD`. */
  observedOn: string;
  url: string;
  /** The URL's last path segment: the shop's product handle, read as the listing's title. */
  handle: string;
}

export interface ParsedListings {
  listings: Listing[];
  /** Lines that could not be read, with why (bad price, unknown category, not https...). */
  problems: { line: number; problem: string }[];
}

const HEADER = ['source_id', 'shop', 'price_php', 'observed_on', 'url'];

export function parseListingsTsv(tsv: string): ParsedListings {
  const lines = tsv.split(/\r?\n/);
  const header = (lines[0] ?? '').split('\t');
  if (HEADER.some((name, i) => header[i] !== name)) {
    throw new Error(`listings file: expected the header "${HEADER.join('\\t')}", found "${lines[0] ?? ''}"`);
  }
  const listings: Listing[] = [];
  const problems: ParsedListings['problems'] = [];
  for (let i = 1; i < lines.length; i++) {
    const text = lines[i]!;
    if (text.trim() === '') continue;
    const line = i + 1;
    const [sourceId = '', shop = '', priceText = '', observedOn = '', url = ''] = text.split('\t');
    const prefix = sourceId.split('-')[0] ?? '';
    const category = (SOURCE_CATEGORIES as readonly string[]).includes(prefix) ? (prefix as SourceCategory) : null;
    const price = Number(priceText);
    if (!category) problems.push({ line, problem: `unknown category in source_id "${sourceId}"` });
    else if (!shop.trim()) problems.push({ line, problem: 'no shop' });
    else if (!Number.isFinite(price) || price <= 0) problems.push({ line, problem: `price "${priceText}" is not a positive number` });
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(observedOn)) problems.push({ line, problem: `date "${observedOn}" is not YYYY-MM-DD` });
    else if (!/^https:\/\/[^/\s]+\/\S+$/.test(url)) problems.push({ line, problem: `url "${url}" is not an https product page` });
    else listings.push({ line, sourceId, category, shop: shop.trim(), price, observedOn, url, handle: handleOf(url) });
  }
  return { listings, problems };
}
