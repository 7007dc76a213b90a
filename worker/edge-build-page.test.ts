/**
 * The public build page at the edge (issue 29 item 6): the bundled Worker in workerd, its
 * database over libSQL's HTTP protocol (worker/db/hrana-test-server.ts), the page's shell and
 * font from the static assets (the ASSETS binding) and resvg's WebAssembly as a bundled module.
 * A draft shared through the API opens as /b/<id> and previews as a PNG, as on Node.
 */
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { unstable_dev } from 'wrangler';
import { writeCheckedCatalogue } from '../scripts/catalogue-json.ts';
import { createDatabase } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { startHranaServer, type HranaTestServer } from './db/hrana-test-server.ts';
import { FALLBACK_SHELL } from './build-page/page-html.ts';
import { PREVIEW_FONT_PATH } from './build-page/preview-image.ts';
import { catalogue } from '../src/catalogue/index.ts';

let worker: Awaited<ReturnType<typeof unstable_dev>>;
let hrana: HranaTestServer;
const db = createDatabase(createClient({ url: `file:${join(mkdtempSync(join(tmpdir(), 'pcb-bp-')), 'db.sqlite')}` }));
const cpu = catalogue.parts.cpu.find((c) => c.integratedGraphics)!;

beforeAll(async () => {
  writeCheckedCatalogue();
  await applyMigrations(db);
  hrana = await startHranaServer(db.$client);
  const dir = mkdtempSync(join(tmpdir(), 'pcb-bp-worker-'));
  const assets = join(dir, 'assets');
  mkdirSync(join(assets, 'b-shell'), { recursive: true });
  mkdirSync(join(assets, 'fonts'));
  // The built shell, marked so that the test can tell it was the one served.
  writeFileSync(join(assets, 'b-shell', 'index.html'), FALLBACK_SHELL.replace('<body>', '<body><p>EDGE-SHELL</p>'));
  copyFileSync(`public${PREVIEW_FONT_PATH}`, join(assets, PREVIEW_FONT_PATH));
  writeFileSync(join(assets, '404.html'), '<!doctype html><title>Not found</title>');
  const config = join(dir, 'wrangler.toml');
  writeFileSync(
    config,
    [
      'name = "pc-builder-ph-build-page-test"',
      `main = "${resolve('worker/edge.ts')}"`,
      'compatibility_date = "2026-11-01"',
      'compatibility_flags = ["nodejs_compat"]',
      '[assets]',
      `directory = "${assets}"`,
      'binding = "ASSETS"',
      'not_found_handling = "404-page"',
      'run_worker_first = ["/api/*", "/b/*"]',
      '[[r2_buckets]]',
      'binding = "AVATARS"',
      'bucket_name = "test-avatars"',
    ].join('\n'),
  );
  worker = await unstable_dev(resolve('worker/edge.ts'), {
    config,
    vars: { DATABASE_URL: hrana.url, PUBLIC_ORIGIN: 'http://localhost:8787', AUTH_SECRET: 'bp-test-secret-bp-test-secret-bp-test-123' },
    persist: false,
    logLevel: 'none',
    experimental: { disableExperimentalWarning: true },
  });
}, 90_000);

afterAll(async () => {
  await worker?.stop();
  await hrana?.close();
});

it('shares a draft through the API and serves its page and PNG preview from the Worker', async () => {
  const made = await worker.fetch('/api/short-links', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind: 'draft', parts: { cpu: cpu.id }, title: 'Edge build' }),
  });
  expect(made.status).toBe(201);
  const { url, image } = (await made.json()) as { url: string; image: string };

  const page = await worker.fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('EDGE-SHELL');
  expect(html).toContain('Edge build');
  expect(html).toContain(cpu.name);
  expect(html).toContain(`content="http://localhost:8787${image}"`);

  const png = await worker.fetch(image);
  expect(png.status).toBe(200);
  expect(png.headers.get('content-type')).toBe('image/png');
  const bytes = new Uint8Array(await png.arrayBuffer());
  expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  const view = new DataView(bytes.buffer);
  expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);

  const missing = await worker.fetch('/b/AAAAAAAAAA');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('No shared build with this short link.');
}, 60_000);
