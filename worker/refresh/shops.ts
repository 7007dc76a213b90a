/**
 * The shops the refresh job reads, by the host of their product pages, and the platform each
 * runs on (read from their page addresses: `/products/<handle>` is Shopify's, `/product/<slug>/`
 * and `/shop/<category>/<slug>/` WooCommerce's; the rest are read from their pages' schema.org
 * data). A shop missing here is read through its pages' JSON-LD.
 *
 * Pausing one shop: add its name (or host) to PRICE_REFRESH_PAUSE, comma-separated
 * (`PRICE_REFRESH_PAUSE="EasyPC, VillMan"`), in the environment of `npm run prices:refresh` or
 * under [vars] in wrangler.toml; its offers keep their last prices and turn stale after 14 days.
 */
import type { Platform } from './adapters.ts';

export const SHOP_PLATFORMS: Readonly<Record<string, Platform>> = {
  'dynaquestpc.com': 'shopify',
  'easypc.com.ph': 'shopify',
  'pcx.com.ph': 'shopify',
  'pcworx.ph': 'shopify',
  'ecommerce.datablitz.com.ph': 'shopify',
  'octagon.com.ph': 'shopify',
  'gigahertz.com.ph': 'shopify',
  'bermorzone.com.ph': 'woocommerce',
  'www.itech.ph': 'woocommerce',
  'siliconvalley.com.ph': 'woocommerce',
  'villman.com': 'json-ld',
  'benstore.com.ph': 'json-ld',
  'electroworld.abenson.com': 'json-ld',
};

export const platformOf = (host: string): Platform => SHOP_PLATFORMS[host] ?? 'json-ld';

/** The shops (names or hosts, any case) an operator paused. */
export function pausedShops(setting: string | undefined): Set<string> {
  return new Set(
    (setting ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
}

export const isPaused = (paused: ReadonlySet<string>, shop: string, host: string): boolean =>
  paused.has(shop.toLowerCase()) || paused.has(host.toLowerCase());
