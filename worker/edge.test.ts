/**
 * The Worker entry as Cloudflare runs it: bundled by wrangler and served by workerd (local),
 * with Workers static assets in front. Pages need no database; the API routes that do are
 * exercised on Node (same code) because no libSQL server can be had here (README: Deploy).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstable_dev } from 'wrangler';
import { RAW_CATALOGUE_FILES, catalogue } from '../src/catalogue/index.ts';
import { parseCatalogue } from '../src/catalogue/parse.ts';
import { withShopPrices } from '../src/catalogue/shop-prices.ts';
import priceSnapshot from '../src/catalogue/price-snapshot.ts';
import { writeCheckedCatalogue, CHECKED_CATALOGUE } from '../scripts/catalogue-json.ts';
import { cloudflareHeadersFile, pageSecurityHeaders } from './security-headers.ts';
import { staticSite } from './node-static.ts';
import { createApp } from './app.ts';
import { testApp } from './testing/test-app.ts';
import { readAnswer } from './testing/client.ts';

type Worker = Awaited<ReturnType<typeof unstable_dev>>;

/** A small built site (a page, the 404 page and the generated `_headers`) in a temporary folder. */
async function siteFixture() {
  const dir = mkdtempSync(join(tmpdir(), 'pcb-edge-'));
  const assets = join(dir, 'assets');
  mkdirSync(assets);
  writeFileSync(join(assets, 'index.html'), '<!doctype html><title>PC Builder PH</title><p>Plan your PC');
  writeFileSync(join(assets, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(assets, '_headers'), await cloudflareHeadersFile());
  return { dir, assets };
}

async function startWorker(dir: string, assets: string, vars: Record<string, string>): Promise<Worker> {
  const config = join(dir, `wrangler-${Math.random().toString(36).slice(2)}.toml`);
  writeFileSync(
    config,
    [
      'name = "pc-builder-ph-test"',
      `main = "${resolve('worker/edge.ts')}"`,
      'compatibility_date = "2026-11-01"',
      'compatibility_flags = ["nodejs_compat"]',
      '[assets]',
      `directory = "${assets}"`,
      'not_found_handling = "404-page"',
      'run_worker_first = ["/api/*"]',
      '[[r2_buckets]]',
      'binding = "AVATARS"',
      'bucket_name = "test-avatars"',
    ].join('\n'),
  );
  return unstable_dev(resolve('worker/edge.ts'), {
    config,
    vars,
    persist: false,
    logLevel: 'none',
    experimental: { disableExperimentalWarning: true },
  });
}

const GOOD_VARS = {
  // No libSQL server exists here: an address that refuses, so database routes report it.
  DATABASE_URL: 'http://127.0.0.1:9',
  PUBLIC_ORIGIN: 'http://localhost:8787',
  AUTH_SECRET: 'edge-test-secret-edge-test-secret-123456',
};

let worker: Worker;
let fixture: Awaited<ReturnType<typeof siteFixture>>;

beforeAll(async () => {
  writeCheckedCatalogue();
  fixture = await siteFixture();
  worker = await startWorker(fixture.dir, fixture.assets, GOOD_VARS);
}, 60_000);

afterAll(async () => {
  await worker?.stop();
});

const headerMap = (res: { headers: { get(name: string): string | null } }, names: string[]) => Object.fromEntries(names.map((n) => [n, res.headers.get(n)]));

// workerd is a separate process: give its round trips room on a busy machine.
describe('the Worker under workerd', { timeout: 30_000 }, () => {
  it('serves pages with the same security headers as the Node server', async () => {
    const expected = await pageSecurityHeaders();
    const names = Object.keys(expected);
    expect(names).toContain('content-security-policy');
    const edge = await worker.fetch('/');
    expect(edge.status).toBe(200);
    expect(await edge.text()).toContain('Plan your PC');

    const { deps } = await testApp();
    const node = await new Hono().route('/', createApp(deps)).route('/', staticSite(fixture.assets)).request('/');
    expect(node.status).toBe(200);
    expect(headerMap(edge, names)).toEqual(expected);
    expect(headerMap(node, names)).toEqual(expected);
  });

  it('answers the catalogue API from the bundled Worker, gzip once', async () => {
    const res = await worker.fetch('/api/components/cpu', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const parts = await readAnswer('GET /api/components/cpu', res);
    expect(parts.map((p) => p.id)).toEqual(catalogue.parts.cpu.map((p) => p.id));
    const unknown = await worker.fetch('/api/components/toaster');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'UNKNOWN_CATEGORY' });
  });

  it('reaches the database through libSQL over HTTP (and says so when it cannot)', async () => {
    const res = await worker.fetch('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', database: 'unreachable', parts: Object.values(catalogue.parts).flat().length });
  });

  it('refuses to serve with a short secret, and names it', async () => {
    const misconfigured = await startWorker(fixture.dir, fixture.assets, { ...GOOD_VARS, AUTH_SECRET: 'short' });
    try {
      const res = await misconfigured.fetch('/api/health');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: 'The server is not configured: Configuration problem: AUTH_SECRET must be at least 32 characters.',
        code: 'INTERNAL',
      });
    } finally {
      await misconfigured.stop();
    }
  }, 60_000);
});

describe('the catalogue the Worker ships', () => {
  it('is the checked catalogue with its shop prices, written at build time', async () => {
    const shipped = JSON.parse(readFileSync(CHECKED_CATALOGUE, 'utf8'));
    const expected = withShopPrices(parseCatalogue(RAW_CATALOGUE_FILES), priceSnapshot);
    expect(shipped).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(shipped.shopPrices.observedOn).toBe(priceSnapshot.observedOn);
  });
});

it('on Node the catalogue route sends gzip exactly once too', async () => {
  const { app } = await testApp();
  const res = await app.request('/api/components/cpu', { headers: { 'Accept-Encoding': 'gzip' } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toHaveLength(catalogue.parts.cpu.length);
});
