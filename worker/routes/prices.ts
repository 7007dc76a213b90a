/**
 * `GET /api/prices/status` → `{observedOn, shopCount, pricedParts}`: the day the newest shop
 * prices were seen (issue 27). Pre-rendered pages carry the prices of the build; a page asks this
 * (a few bytes, cached 5 minutes) to know whether a refresh has brought newer ones since.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../types.ts';
import type { PricedCatalogue } from '../../src/catalogue/observed-prices.ts';

export function pricesRouter() {
  return new Hono<AppEnv>().get('/status', (c) => {
    const { observedOn, shopCount, pricedParts } = (c.var.deps.catalogue as PricedCatalogue).shopPrices;
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ observedOn, shopCount, pricedParts });
  });
}
