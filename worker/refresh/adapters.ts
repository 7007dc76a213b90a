/**
 * How the refresh job reads a known shop page (issue 27), one adapter per shop platform:
 *
 * - Shopify: `<product page>.js`, the storefront's product JSON (prices in centavos, `available`);
 * - WooCommerce: the Store API, `/wp-json/wc/store/v1/products?slug=<slug>` (prices as strings
 *   in minor units, `is_in_stock`; an empty list means the product is gone);
 * - schema.org JSON-LD: the page itself, its `Product` data (`offers.price`, `availability`);
 *   every shop's fallback when its platform's answer cannot be read.
 *
 * Adapters only turn an answer into a reading; asking (pace, robots.txt, retries) is polite-fetch's.
 */
import { z } from 'zod';

export type Platform = 'shopify' | 'woocommerce' | 'json-ld';

/** What a page says today. */
export interface Reading {
  /** Whole pesos. */
  price: number;
  inStock: boolean;
}

export type ReadResult = { kind: 'read'; reading: Reading } | { kind: 'gone' } | { kind: 'malformed'; reason: string };

export interface Adapter {
  platform: Platform;
  /** What to ask for a known product page. */
  endpoint(page: URL): URL;
  accept: string;
  /** Reads the answer's body (already known to be a 200). */
  read(body: string, page: URL): ReadResult;
}

const malformed = (reason: string): ReadResult => ({ kind: 'malformed', reason });
const pesos = (minor: number, digits = 2) => Math.round(minor / 10 ** digits);

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

const shopifyProduct = z.object({
  price: z.number().int().nonnegative(),
  available: z.boolean(),
  variants: z.array(z.object({ id: z.number(), price: z.number().int().nonnegative(), available: z.boolean() })).min(1),
});

export const shopify: Adapter = {
  platform: 'shopify',
  accept: 'application/json',
  endpoint(page) {
    const url = new URL(page);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}.js`;
    url.hash = '';
    return url;
  },
  read(body, page) {
    const json = parseJson(body);
    if (!json.ok) return malformed('the product JSON is not JSON');
    const product = shopifyProduct.safeParse(json.value);
    if (!product.success) return malformed(`the product JSON lacks ${product.error.issues[0]?.path.join('.') || 'its fields'}`);
    // A link to one variant reads that variant; otherwise the product's own price (its cheapest variant).
    const variantId = Number(page.searchParams.get('variant'));
    const variant = product.data.variants.find((v) => v.id === variantId) ?? (product.data.variants.length === 1 ? product.data.variants[0] : undefined);
    const price = variant ? variant.price : product.data.price;
    if (price <= 0) return malformed('the product JSON has no price');
    return { kind: 'read', reading: { price: pesos(price), inStock: variant ? variant.available : product.data.available } };
  },
};

const storeApiProduct = z.object({
  slug: z.string(),
  is_in_stock: z.boolean(),
  prices: z.object({
    price: z.string().regex(/^\d+$/),
    currency_code: z.string(),
    currency_minor_unit: z.number().int().min(0).max(4),
  }),
});

/** The product's slug: the last segment of its page's path. */
export const slugOf = (page: URL): string => page.pathname.split('/').filter(Boolean).pop() ?? '';

export const woocommerce: Adapter = {
  platform: 'woocommerce',
  accept: 'application/json',
  endpoint(page) {
    const url = new URL('/wp-json/wc/store/v1/products', page.origin);
    url.searchParams.set('slug', slugOf(page));
    return url;
  },
  read(body, page) {
    const json = parseJson(body);
    if (!json.ok) return malformed('the Store API answer is not JSON');
    if (!Array.isArray(json.value)) return malformed('the Store API answer is not a list');
    if (json.value.length === 0) return { kind: 'gone' };
    const slug = slugOf(page);
    const product = z.array(storeApiProduct).safeParse(json.value);
    if (!product.success) return malformed(`the Store API product lacks ${product.error.issues[0]?.path.slice(1).join('.') || 'its fields'}`);
    const match = product.data.find((p) => p.slug === slug);
    if (!match) return { kind: 'gone' };
    if (match.prices.currency_code !== 'PHP') return malformed(`the price is in ${match.prices.currency_code}, not PHP`);
    const price = pesos(Number(match.prices.price), match.prices.currency_minor_unit);
    if (price <= 0) return malformed('the Store API product has no price');
    return { kind: 'read', reading: { price, inStock: match.is_in_stock } };
  },
};

const IN_STOCK = new Set(['instock', 'limitedavailability', 'instoreonly', 'onlineonly']);
const KNOWN_AVAILABILITY = new Set([...IN_STOCK, 'outofstock', 'soldout', 'discontinued', 'preorder', 'presale', 'backorder']);

/** Every object in a JSON-LD value (arrays, @graph, nesting), depth-first. */
function* objects(value: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) yield* objects(item, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  yield record;
  for (const key of ['@graph', 'mainEntity', 'itemOffered']) if (key in record) yield* objects(record[key], depth + 1);
}

const isType = (o: Record<string, unknown>, type: string) => {
  const t = o['@type'];
  return t === type || (Array.isArray(t) && t.includes(type));
};

/** The JSON-LD blocks of a page. */
export function jsonLdBlocks(html: string): unknown[] {
  const blocks: unknown[] = [];
  const pattern = /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
  for (const match of html.matchAll(pattern)) {
    const json = parseJson(match[1]!.trim());
    if (json.ok) blocks.push(json.value);
  }
  return blocks;
}

/** The price of a schema.org offer in pesos (Offer `price`, or AggregateOffer `lowPrice`). */
function offerPrice(offer: Record<string, unknown>): number | undefined {
  const currency = offer.priceCurrency;
  if (currency !== undefined && currency !== 'PHP') return undefined;
  const raw = offer.price ?? offer.lowPrice ?? (offer.priceSpecification as Record<string, unknown> | undefined)?.price;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.replace(/[₱,\s]/g, '')) : NaN;
  return Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

export const jsonLd: Adapter = {
  platform: 'json-ld',
  accept: 'text/html',
  endpoint: (page) => new URL(page),
  read(body) {
    const products = jsonLdBlocks(body).flatMap((block) => [...objects(block)].filter((o) => isType(o, 'Product')));
    if (products.length === 0) return malformed('the page has no schema.org Product data');
    for (const product of products) {
      const offers = [...objects(product.offers)].filter((o) => isType(o, 'Offer') || isType(o, 'AggregateOffer') || 'price' in o);
      const priced = offers.map((o) => ({ o, price: offerPrice(o) })).filter((x) => x.price !== undefined);
      if (priced.length === 0) continue;
      const best = priced.reduce((a, b) => (b.price! < a.price! ? b : a));
      const availability = String(best.o.availability ?? 'InStock').replace(/^.*\//, '').toLowerCase();
      if (!KNOWN_AVAILABILITY.has(availability)) return malformed(`the availability "${String(best.o.availability)}" is not schema.org's`);
      return { kind: 'read', reading: { price: best.price!, inStock: IN_STOCK.has(availability) } };
    }
    return malformed('the Product data has no price in PHP');
  },
};

export const ADAPTERS: Record<Platform, Adapter> = { shopify, woocommerce, 'json-ld': jsonLd };
