/**
 * Fake shops on loopback for the refresh job's tests, the browser tests and the run's figures
 * (issue 27): no real shop is ever asked. One HTTP server plays every shop host under a path
 * prefix (`http://127.0.0.1:<port>/<host>/<path>`; the job's `rewrite` sends it there) and
 * answers in each platform's documented shape: Shopify's product JSON (`/products/<handle>.js`,
 * prices in centavos), WooCommerce's Store API (`/wp-json/wc/store/v1/products?slug=`, prices
 * as minor-unit strings) and product pages carrying schema.org JSON-LD. Each page can be told
 * to change price, go out of stock, disappear (404), answer 429 or 5xx, send malformed data or
 * answer slowly. Sizes follow real answers of each kind (see SIZES).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { platformOf } from './shops.ts';
import { slugOf } from './adapters.ts';

export type Behaviour =
  | 'ok'
  | 'gone'
  /** 429 with Retry-After: 1 the first time, then fine. */
  | 'rate-limited-once'
  /** 503 the first time, then fine. */
  | 'server-error-once'
  /** 429 every time. */
  | 'rate-limited'
  /** The platform answer is broken; the page's JSON-LD is fine. */
  | 'malformed-api'
  /** The platform answer and the page are both broken. */
  | 'malformed'
  /** Every answer waits `slowMs` first. */
  | 'slow';

export interface FakeProduct {
  price: number;
  inStock: boolean;
  behaviour: Behaviour;
  title: string;
}

export interface LoggedRequest {
  host: string;
  path: string;
  userAgent: string;
  /** When the request arrived (ms). */
  at: number;
  status: number;
}

/**
 * Answer sizes, from public answers of each kind: a Shopify product JSON carries the description
 * HTML, images and variants (a few KB); a Store API product about as much; a product page is the
 * whole themed HTML (scripts, menus, related products), well over 100 KB.
 */
export const SIZES = { shopifyDescription: 2500, wooDescription: 1800, pageHtml: 140_000 } as const;

const filler = (bytes: number, seed: string) => {
  const line = `<p class="spec">${seed} — specifications, warranty and shipping details for this product.</p>\n`;
  return line.repeat(Math.max(1, Math.ceil(bytes / line.length)));
};

function shopifyJson(url: URL, p: FakeProduct): string {
  const handle = url.pathname.split('/').pop()!;
  const id = Math.abs([...handle].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7));
  const cents = p.price * 100;
  const variant = { id: id + 1, title: 'Default Title', option1: 'Default Title', sku: handle.toUpperCase().slice(0, 20), requires_shipping: true, taxable: true, featured_image: null, available: p.inStock, name: p.title, public_title: null, options: ['Default Title'], price: cents, weight: 1000, compare_at_price: null, inventory_management: 'shopify', barcode: '', requires_selling_plan: false, selling_plan_allocations: [] };
  return JSON.stringify({
    id,
    title: p.title,
    handle,
    description: filler(SIZES.shopifyDescription, p.title),
    published_at: '2025-01-10T10:00:00+08:00',
    created_at: '2025-01-10T10:00:00+08:00',
    vendor: p.title.split(' ')[0],
    type: 'Computer Parts',
    tags: ['pc-parts'],
    price: cents,
    price_min: cents,
    price_max: cents,
    available: p.inStock,
    price_varies: false,
    compare_at_price: null,
    compare_at_price_min: 0,
    compare_at_price_max: 0,
    compare_at_price_varies: false,
    variants: [variant],
    images: [`//${url.host}/cdn/shop/files/${handle}.jpg?v=1`],
    featured_image: `//${url.host}/cdn/shop/files/${handle}.jpg?v=1`,
    options: [{ name: 'Title', position: 1, values: ['Default Title'] }],
    url: `/products/${handle}`,
    requires_selling_plan: false,
    selling_plan_groups: [],
  });
}

function storeApiJson(url: URL, p: FakeProduct): string {
  const slug = slugOf(url);
  const minor = String(p.price * 100);
  const prices = { price: minor, regular_price: minor, sale_price: minor, price_range: null, currency_code: 'PHP', currency_symbol: '₱', currency_minor_unit: 2, currency_decimal_separator: '.', currency_thousand_separator: ',', currency_prefix: '₱', currency_suffix: '' };
  return JSON.stringify([
    {
      id: slug.length * 1000 + 7,
      name: p.title,
      slug,
      parent: 0,
      type: 'simple',
      variation: '',
      permalink: url.href,
      sku: slug.toUpperCase().slice(0, 20),
      short_description: `<p>${p.title}</p>`,
      description: filler(SIZES.wooDescription, p.title),
      on_sale: false,
      prices,
      price_html: `<span class="woocommerce-Price-amount amount">₱${p.price.toLocaleString('en-PH')}.00</span>`,
      average_rating: '0',
      review_count: 0,
      images: [{ id: 1, src: `https://${url.host}/wp-content/uploads/${slug}.jpg`, thumbnail: `https://${url.host}/wp-content/uploads/${slug}-300x300.jpg`, srcset: '', sizes: '', name: slug, alt: '' }],
      categories: [{ id: 15, name: 'PC Parts', slug: 'pc-parts', link: `https://${url.host}/product-category/pc-parts/` }],
      tags: [],
      attributes: [],
      variations: [],
      has_options: false,
      is_purchasable: true,
      is_in_stock: p.inStock,
      is_on_backorder: false,
      low_stock_remaining: null,
      sold_individually: false,
      add_to_cart: { text: 'Add to cart', description: `Add “${p.title}” to your cart`, url: `?add-to-cart=${slug.length}`, minimum: 1, maximum: 9999, multiple_of: 1 },
      extensions: {},
    },
  ]);
}

function productPage(url: URL, p: FakeProduct, broken: boolean): string {
  const data = {
    '@context': 'https://schema.org/',
    '@type': 'Product',
    name: p.title,
    image: [`https://${url.host}/images/${slugOf(url)}.jpg`],
    description: p.title,
    sku: slugOf(url).slice(0, 20),
    brand: { '@type': 'Brand', name: p.title.split(' ')[0] },
    offers: { '@type': 'Offer', url: url.href, priceCurrency: 'PHP', price: `${p.price}.00`, availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock', itemCondition: 'https://schema.org/NewCondition' },
  };
  const ld = broken ? '{"@type": "Product", "offers": {"price": ' : JSON.stringify(data);
  return `<!doctype html><html><head><title>${p.title}</title><script type="application/ld+json">${ld}</script></head><body><h1>${p.title}</h1>${filler(SIZES.pageHtml, p.title)}</body></html>`;
}

export interface FakeShops {
  origin: string;
  /** Sends a shop address to the fake server (the refresh job's `rewrite`). */
  rewrite(url: URL): URL;
  /** Changes what a page says from now on. */
  set(url: string, change: Partial<FakeProduct>): void;
  requests: LoggedRequest[];
  close(): Promise<void>;
}

export interface FakeShopOptions {
  products: Record<string, FakeProduct>;
  /** robots.txt per host; default allows everything but the cart. */
  robots?: Record<string, string>;
  slowMs?: number;
  /** The Retry-After of a 429, in seconds (default 1). */
  retryAfterSeconds?: number;
  port?: number;
}

const DEFAULT_ROBOTS = 'User-agent: *\nDisallow: /cart\nDisallow: /checkout\n';

export async function startFakeShops(options: FakeShopOptions): Promise<FakeShops> {
  const products = new Map(Object.entries(options.products).map(([url, p]) => [url, { ...p }]));
  const served = new Map<string, number>();
  const requests: LoggedRequest[] = [];

  const answer = async (req: IncomingMessage): Promise<{ status: number; type: string; body: string; headers?: Record<string, string> }> => {
    const local = new URL(req.url ?? '/', 'http://fake');
    const [, host = '', ...rest] = local.pathname.split('/');
    const path = `/${rest.join('/')}`;
    if (path === '/robots.txt') return { status: 200, type: 'text/plain', body: options.robots?.[host] ?? DEFAULT_ROBOTS };
    const platform = platformOf(host);
    let kind: 'api' | 'page' = 'page';
    let page: string;
    if (platform === 'shopify' && path.endsWith('.js')) {
      kind = 'api';
      page = `https://${host}${path.slice(0, -3)}`;
    } else if (platform === 'woocommerce' && path === '/wp-json/wc/store/v1/products') {
      kind = 'api';
      const slug = local.searchParams.get('slug') ?? '';
      page = [...products.keys()].find((u) => u.startsWith(`https://${host}/`) && slugOf(new URL(u)) === slug) ?? '';
      if (!page) return { status: 200, type: 'application/json', body: '[]' };
    } else {
      page = `https://${host}${path}`;
    }
    const product = products.get(page) ?? products.get(`${page}/`);
    if (!product || product.behaviour === 'gone') {
      return kind === 'api' && platform === 'woocommerce' ? { status: 200, type: 'application/json', body: '[]' } : { status: 404, type: 'text/html', body: '<h1>Page not found</h1>' };
    }
    const times = (served.get(page) ?? 0) + 1;
    served.set(page, times);
    if (product.behaviour === 'slow') await new Promise((r) => setTimeout(r, options.slowMs ?? 1000));
    if (product.behaviour === 'rate-limited' || (product.behaviour === 'rate-limited-once' && times === 1)) {
      return { status: 429, type: 'text/plain', body: 'Too Many Requests', headers: { 'Retry-After': String(options.retryAfterSeconds ?? 1) } };
    }
    if (product.behaviour === 'server-error-once' && times === 1) return { status: 503, type: 'text/plain', body: 'Service Unavailable' };
    const broken = product.behaviour === 'malformed' || (product.behaviour === 'malformed-api' && kind === 'api');
    if (kind === 'page') return { status: 200, type: 'text/html; charset=utf-8', body: productPage(new URL(page), product, broken) };
    if (broken) return { status: 200, type: 'application/json', body: platform === 'shopify' ? '{"id": 1, "title": "' : '[{"slug": 1}]' };
    return { status: 200, type: 'application/json', body: platform === 'shopify' ? shopifyJson(new URL(page), product) : storeApiJson(new URL(page), product) };
  };

  const server: Server = createServer((req, res) => {
    const arrived = Date.now();
    void answer(req).then(
      ({ status, type, body, headers }) => {
        const [, host = ''] = new URL(req.url ?? '/', 'http://fake').pathname.split('/');
        requests.push({ host, path: (req.url ?? '/').slice(host.length + 1), userAgent: String(req.headers['user-agent'] ?? ''), at: arrived, status });
        res.writeHead(status, { 'Content-Type': type, ...headers });
        res.end(body);
      },
      () => {
        res.writeHead(500);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    rewrite: (url) => new URL(`${origin}/${url.host}${url.pathname}${url.search}`),
    set(url, change) {
      const product = products.get(url);
      if (!product) throw new Error(`No fake product at ${url}`);
      Object.assign(product, change);
      served.delete(url);
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
