/**
 * `node scripts/fake-shops.ts [--port N]`: fake shops on loopback for every known offer of the
 * shipped catalogue (worker/refresh/fake-shop.ts), so that `npm run prices:refresh` can run end
 * to end on this machine without asking a real shop:
 *
 *   node scripts/fake-shops.ts --port 4691 &
 *   PRICE_REFRESH_TEST_SHOPS=http://127.0.0.1:4691 npm run prices:refresh
 *
 * What the pages say, fixed so that runs and tests can rely on it (see `fakeShopScenario`): most
 * pages keep their snapshot price; every 5th is 6 % cheaper, every 13th 4 % dearer, every 17th
 * out of stock, every 41st gone (404); a few answer 429 or 503 once, send a broken platform
 * answer, or answer slowly.
 */
import { catalogue } from '../src/catalogue/index.ts';
import { catalogueOffers } from '../worker/prices/observations.ts';
import { startFakeShops, type FakeProduct } from '../worker/refresh/fake-shop.ts';

/** The fake pages for every known offer, by URL. */
export function fakeShopScenario(): Record<string, FakeProduct> {
  const products: Record<string, FakeProduct> = {};
  catalogueOffers(catalogue).forEach(({ partId, offer }, i) => {
    const n = i + 1;
    const part = Object.values(catalogue.parts).flat().find((p) => p.id === partId)!;
    const price = n % 5 === 0 ? Math.round(offer.price * 0.94) : n % 13 === 0 ? Math.round(offer.price * 1.04) : offer.price;
    const behaviour: FakeProduct['behaviour'] =
      n % 41 === 0 ? 'gone' : n % 97 === 0 ? 'rate-limited-once' : n % 89 === 0 ? 'server-error-once' : n % 83 === 0 ? 'malformed-api' : n % 151 === 0 ? 'slow' : 'ok';
    products[offer.url] = { price, inStock: n % 17 !== 0, behaviour, title: part.name };
  });
  return products;
}

if (import.meta.main) {
  const portAt = process.argv.indexOf('--port');
  const shops = await startFakeShops({ products: fakeShopScenario(), slowMs: 1500, ...(portAt > 0 && { port: Number(process.argv[portAt + 1]) }) });
  console.log(`Fake shops for ${Object.keys(fakeShopScenario()).length} offers at ${shops.origin}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shops.close().then(() => process.exit(0)));
}
