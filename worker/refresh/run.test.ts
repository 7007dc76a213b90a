/**
 * The refresh job against fake shops on loopback (issue 27): each platform's answer read, price
 * changes, out of stock, pages gone, 429 and 5xx, malformed data and slow answers; and the
 * manners: our User-Agent, robots.txt first and obeyed, one request at a time per shop at the
 * set pace, only known pages, paused shops left alone, a bounded run.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeShops, type FakeProduct, type FakeShops } from './fake-shop.ts';
import { refreshPrices, shopLine, type KnownOffer, type NewObservation, type RunOptions } from './run.ts';
import { jsonLd, shopify, woocommerce } from './adapters.ts';
import { BOT_TOKEN, userAgentFor } from './polite-fetch.ts';
import { pausedShops } from './shops.ts';

const SHOPIFY = 'https://easypc.com.ph/products/ryzen-5-7600';
const SHOPIFY_2 = 'https://easypc.com.ph/products/ryzen-7-7700';
const WOO = 'https://bermorzone.com.ph/shop/processors/ryzen-5-7600/';
const JSONLD = 'https://villman.com/Product-Detail/amd_ryzen-5-7600';

const product = (price: number, change: Partial<FakeProduct> = {}): FakeProduct => ({ price, inStock: true, behaviour: 'ok', title: 'AMD Ryzen 5 7600', ...change });
const known = (url: string, shop: string, lastPrice?: number): KnownOffer => ({ partId: 'cpu-amd-ryzen-5-7600', shop, url, lastPrice });

let shops: FakeShops | undefined;
afterEach(async () => {
  await shops?.close();
  shops = undefined;
});

const UA = userAgentFor('https://pcbuilder.ph');

async function run(offers: KnownOffer[], extra: Partial<RunOptions> = {}) {
  const recorded: NewObservation[] = [];
  const lines: string[] = [];
  const report = await refreshPrices({
    offers,
    userAgent: UA,
    fetch,
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    now: Date.now,
    intervalMs: 40,
    timeoutMs: 3000,
    deadline: Date.now() + 30_000,
    record: async (o) => void recorded.push(...o),
    log: (line) => lines.push(line),
    rewrite: shops!.rewrite,
    ...extra,
  });
  return { report, recorded, lines };
}

describe('each platform read in its documented shape', () => {
  it('Shopify product JSON, the WooCommerce Store API and a page’s JSON-LD give price and stock', async () => {
    shops = await startFakeShops({ products: { [SHOPIFY]: product(12995), [WOO]: product(12850, { inStock: false }), [JSONLD]: product(13100) } });
    const { recorded, report } = await run([known(SHOPIFY, 'EasyPC'), known(WOO, 'Bermor Techzone'), known(JSONLD, 'VillMan')]);
    const byUrl = Object.fromEntries(recorded.map((o) => [o.url, [o.price, o.availability]]));
    expect(byUrl).toEqual({ [SHOPIFY]: [12995, 'in_stock'], [WOO]: [12850, 'out_of_stock'], [JSONLD]: [13100, 'in_stock'] });
    const asked = shops.requests.map((r) => `${r.host}${r.path}`);
    expect(asked).toContain('easypc.com.ph/products/ryzen-5-7600.js');
    expect(asked).toContain('bermorzone.com.ph/wp-json/wc/store/v1/products?slug=ryzen-5-7600');
    expect(asked).toContain('villman.com/Product-Detail/amd_ryzen-5-7600');
    expect(report.shops.map((s) => s.platform).sort()).toEqual(['json-ld', 'shopify', 'woocommerce']);
  });

  it('refuses answers that are not what they claim', () => {
    const page = new URL(SHOPIFY);
    expect(shopify.read('{"price": 100}', page).kind).toBe('malformed');
    expect(shopify.read('not json', page).kind).toBe('malformed');
    const usd = JSON.stringify([{ slug: 'ryzen-5-7600', is_in_stock: true, prices: { price: '19900', currency_code: 'USD', currency_minor_unit: 2 } }]);
    expect(woocommerce.read(usd, new URL(WOO))).toEqual({ kind: 'malformed', reason: 'the price is in USD, not PHP' });
    expect(woocommerce.read('[]', new URL(WOO))).toEqual({ kind: 'gone' });
    expect(jsonLd.read('<html><body>no data</body></html>', page).kind).toBe('malformed');
    const graph = `<script type="application/ld+json">{"@graph":[{"@type":"WebPage"},{"@type":"Product","offers":[{"@type":"Offer","price":"₱9,500.00","priceCurrency":"PHP","availability":"http://schema.org/SoldOut"}]}]}</script>`;
    expect(jsonLd.read(graph, page)).toEqual({ kind: 'read', reading: { price: 9500, inStock: false } });
  });

  it('reads the variant a link names, else the product price', () => {
    const body = JSON.stringify({ price: 500000, available: true, variants: [{ id: 1, price: 500000, available: true }, { id: 2, price: 650000, available: false }] });
    expect(shopify.read(body, new URL(`${SHOPIFY}?variant=2`))).toEqual({ kind: 'read', reading: { price: 6500, inStock: false } });
    expect(shopify.read(body, new URL(SHOPIFY))).toEqual({ kind: 'read', reading: { price: 5000, inStock: true } });
  });
});

describe('what shops answer', () => {
  it('records price changes, out of stock and pages gone; retries 429 and 5xx; falls back to JSON-LD; gives up slow and broken pages', async () => {
    const url = (n: number) => `https://dynaquestpc.com/products/part-${n}`;
    shops = await startFakeShops({
      slowMs: 4000,
      products: {
        [url(1)]: product(1000),
        [url(2)]: product(2000, { inStock: false }),
        [url(3)]: product(3000, { behaviour: 'gone' }),
        [url(4)]: product(4000, { behaviour: 'rate-limited-once' }),
        [url(5)]: product(5000, { behaviour: 'server-error-once' }),
        [url(6)]: product(6000, { behaviour: 'malformed-api' }),
        [url(7)]: product(7000, { behaviour: 'malformed' }),
        [url(8)]: product(8000, { behaviour: 'slow' }),
      },
    });
    const offers = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ ...known(url(n), 'DynaQuest PC', n * 1000), partId: `p${n}` }));
    offers[0]!.lastPrice = 900;
    const { recorded, report, lines } = await run(offers, { timeoutMs: 2000 });
    const byPart = Object.fromEntries(recorded.map((o) => [o.partId, `${o.price ?? '-'} ${o.availability}`]));
    expect(byPart).toEqual({ p1: '1000 in_stock', p2: '2000 out_of_stock', p3: '- gone', p4: '4000 in_stock', p5: '5000 in_stock', p6: '6000 in_stock' });
    const shop = report.shops[0]!;
    expect(shop).toMatchObject({ offers: 8, read: 5, changed: 1, outOfStock: 1, gone: 1, failed: 2 });
    expect(shop.problems.join('\n')).toMatch(/part-7: the page has no schema.org Product data/);
    expect(shop.problems.join('\n')).toMatch(/part-8: no answer in time/);
    expect(lines).toEqual([shopLine(shop)]);
    expect(lines[0]).toMatch(/^DynaQuest PC \(shopify\): 8 offers, 5 read, 1 price change, 1 out of stock, 1 gone, 2 failed; \d+ requests, \d+ KB, /);
  }, 20_000);

  it('gives a shop up for the run when it keeps answering 429, without hammering it', async () => {
    const urls = [1, 2, 3, 4, 5, 6, 7].map((n) => `https://pcx.com.ph/products/p-${n}`);
    shops = await startFakeShops({ retryAfterSeconds: 0, products: Object.fromEntries(urls.map((u) => [u, product(100, { behaviour: 'rate-limited' })])) });
    const { report } = await run(urls.map((u) => known(u, 'PC Express')), { intervalMs: 10 });
    const shop = report.shops[0]!;
    expect(shop.failed).toBe(5);
    expect(shop.skipped).toBe(2);
    expect(shop.note).toMatch(/5 failures in a row/);
    // robots.txt, then three tries (the first and two retries) for each of the five failed pages.
    expect(shops.requests.length).toBe(1 + 5 * 3);
    // Each 429 doubles the pause before the next request, up to 8× the pace.
    const gaps = shops.requests.slice(1).map((r, i) => r.at - shops!.requests[i]!.at);
    expect(Math.max(...gaps)).toBeGreaterThanOrEqual(75);
  }, 20_000);
});

describe('manners', () => {
  it('sends our User-Agent, reads robots.txt first, paces each shop and asks only known pages', async () => {
    const urls = [1, 2, 3, 4].map((n) => `https://easypc.com.ph/products/p-${n}`);
    shops = await startFakeShops({ products: { ...Object.fromEntries(urls.map((u) => [u, product(100)])), [WOO]: product(200), 'https://easypc.com.ph/products/not-ours': product(1) } });
    // When each request leaves (the server's clock would add its own event-loop delays).
    const sent: { host: string; at: number }[] = [];
    const timed: typeof fetch = (input, init) => {
      sent.push({ host: new URL(String(input)).pathname.split('/')[1]!, at: Date.now() });
      return fetch(input, init);
    };
    await run([...urls.map((u) => known(u, 'EasyPC')), known(WOO, 'Bermor Techzone')], { intervalMs: 150, fetch: timed });
    expect(new Set(shops.requests.map((r) => r.userAgent))).toEqual(new Set([UA]));
    expect(UA).toBe(`${BOT_TOKEN}/1.0 (+https://pcbuilder.ph/price-check)`);
    for (const host of ['easypc.com.ph', 'bermorzone.com.ph']) {
      expect(shops.requests.filter((r) => r.host === host)[0]!.path).toBe('/robots.txt');
      const mine = sent.filter((r) => r.host === host);
      // The pacer times a request when it lets it go; this wrapper sees it a moment later, by as
      // much as a busy event loop delays it, so allow 10 ms (unpaced requests would be ~0 ms apart).
      for (let i = 1; i < mine.length; i++) expect(mine[i]!.at - mine[i - 1]!.at, host).toBeGreaterThanOrEqual(140);
    }
    expect(shops.requests.some((r) => r.path.includes('not-ours'))).toBe(false);
    expect(shops.requests.length).toBe(2 + urls.length + 1);
  });

  it('honours robots.txt: a disallowed page is not asked, and a Crawl-delay slows the shop', async () => {
    shops = await startFakeShops({
      products: { [SHOPIFY]: product(1), [SHOPIFY_2]: product(2), 'https://easypc.com.ph/products/p-3': product(3) },
      robots: { 'easypc.com.ph': `User-agent: *\nDisallow: /cart\n\nUser-agent: ${BOT_TOKEN}\nDisallow: /products/ryzen-7-7700\nCrawl-delay: 0.3\n` },
    });
    const sent: number[] = [];
    const timed: typeof fetch = (input, init) => {
      if (!String(input).endsWith('/robots.txt')) sent.push(Date.now());
      return fetch(input, init);
    };
    const { report } = await run([known(SHOPIFY, 'EasyPC'), known(SHOPIFY_2, 'EasyPC'), known('https://easypc.com.ph/products/p-3', 'EasyPC')], { fetch: timed });
    expect(shops.requests.some((r) => r.path.includes('ryzen-7-7700'))).toBe(false);
    expect(report.shops[0]!.problems.join()).toMatch(/robots.txt disallows it/);
    expect(sent[1]! - sent[0]!).toBeGreaterThanOrEqual(299);
  });

  it('leaves a paused shop alone and stops starting requests at the deadline', async () => {
    shops = await startFakeShops({ products: { [SHOPIFY]: product(1), [SHOPIFY_2]: product(2), [WOO]: product(3) } });
    const paused = await run([known(SHOPIFY, 'EasyPC'), known(WOO, 'Bermor Techzone')], { paused: pausedShops(' easypc , villman.com') });
    expect(shops.requests.every((r) => r.host !== 'easypc.com.ph')).toBe(true);
    expect(paused.report.shops.find((s) => s.shop === 'EasyPC')).toMatchObject({ skipped: 1, note: 'paused (PRICE_REFRESH_PAUSE)' });
    const late = await run([known(SHOPIFY, 'EasyPC'), known(SHOPIFY_2, 'EasyPC')], { deadline: Date.now() - 1 });
    expect(late.report.shops[0]).toMatchObject({ read: 0, skipped: 2, note: 'the run reached its time limit' });
  });

  it('reads the least recently seen offers first', async () => {
    shops = await startFakeShops({ products: { [SHOPIFY]: product(1), [SHOPIFY_2]: product(2) } });
    await run([{ ...known(SHOPIFY, 'EasyPC'), lastSeenAt: 2000 }, { ...known(SHOPIFY_2, 'EasyPC'), lastSeenAt: 1000 }]);
    expect(shops.requests.map((r) => r.path)).toEqual(['/robots.txt', '/products/ryzen-7-7700.js', '/products/ryzen-5-7600.js']);
  });
});
